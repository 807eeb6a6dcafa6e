import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client';
import { hasFields } from './has-fields';
import { SERVER_STATE_ELEMENT_ID } from './server-state-element';

/**
 * What the server's HTML hands the browser so hydration draws exactly what the server drew: the
 * router's loader data and errors, and the query cache the loaders filled. It travels in a
 * `<script type="application/json">`, a data block the Content-Security-Policy lets through
 * without a nonce because the browser never runs it.
 */
export interface ServerState {
  /** React Router's hydration data, errors serialised as its StaticRouterProvider does. */
  router: unknown;
  queries: DehydratedState;
}

export { SERVER_STATE_ELEMENT_ID };

interface ApiErrorFields {
  status: number;
  code: ApiError['code'];
  message: string;
  details?: unknown;
}

/**
 * Successful queries and API errors (a bike that is gone): the page drew its "no longer listed"
 * state from the error, so the browser must start from it too.
 */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) ||
      (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) {
      const fields: ApiErrorFields = {
        status: error.status,
        code: error.code,
        message: error.message,
      };
      Object.assign(query.state, { error: fields, fetchFailureReason: fields });
    }
  }
  return state;
}

/** JSON that cannot close its `<script>` element. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** Whether this page arrived drawn by the web server (the bare shell comes when rendering failed). */
export function isServerRendered(): boolean {
  return document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;
}

export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as ServerState;
}

function isApiErrorFields(value: unknown): value is ApiErrorFields {
  return hasFields(value, { status: 'number', message: 'string' });
}

/** Fills the browser's cache from the server's, turning the API errors back into `ApiError`s. */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  for (const query of client.getQueryCache().getAll()) {
    const error: unknown = query.state.error;
    if (isApiErrorFields(error) && !(error instanceof Error)) {
      query.setState({
        error: new ApiError(error.status, error.code, error.message, error.details),
      });
    }
  }
}
