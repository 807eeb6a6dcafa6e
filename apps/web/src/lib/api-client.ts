// The API client's one entry for the features; each part lives in ./api/.
export { ApiError } from './api/errors';
export { apiUrl, setApiBaseUrl } from './api/transport';
export { configureApiClient, renewAccessTokenOnce, type ApiAuth } from './api/token-renewal';
export { checkAnswer } from './api/response-check';
export type { CallInput, CallOptions } from './api/call-input';
export { callApi, callApiBlob } from './api/calls';
export { callApiPage, cursorPaging, type ListEndpointName, type Page } from './api/paging';
