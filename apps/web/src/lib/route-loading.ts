import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isObjectId } from '@reride/shared/constants';
import { data, type Params } from 'react-router-dom';
import { ApiError } from './api-client';
import { queryClient as browserQueryClient } from './query-client';

/**
 * What the web server hands every loader as its `context` (src/server/render-page.tsx): the
 * request's own query cache, so two visitors never share one. In the browser loaders get no
 * context and use the app's one client.
 */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

function isServerContext(context: unknown): context is ServerLoadContext {
  return typeof context === 'object' && context !== null && 'queryClient' in context;
}

/** The HTTP status a loader asks the server to answer with (a bike that is gone: 404). */
export interface PageStatus {
  status: number;
}

/**
 * Starts a page's queries from its loader. In the browser the page shows its skeletons while they
 * load; on the server the loader waits for them, so the HTML holds the content
 * (docs/decisions/009-server-rendering-in-data-mode.md). When `page` names the query the page is
 * about, its 404 becomes the answer's status on the server.
 */
export async function loadQueries(
  context: unknown,
  start: (client: QueryClient) => Promise<unknown>[],
  page?: QueryKey,
  gone?: (record: unknown) => boolean,
): Promise<PageStatus | null> {
  const onServer = isServerContext(context);
  const client = onServer ? context.queryClient : browserQueryClient;
  const pending = start(client);
  if (!onServer) return null;
  await Promise.all(pending);
  const state = page ? client.getQueryState(page) : undefined;
  if (state?.error instanceof ApiError && state.error.status === 404) return { status: 404 };
  // A record that answers but is gone for good (an expired listing) is a 410 page.
  return gone && state?.data !== undefined && gone(state.data) ? { status: 410 } : null;
}

/** The query client of a loader's call: the request's on the server, the app's in the browser. */
export function loaderQueryClient(context: unknown): QueryClient {
  return isServerContext(context) ? context.queryClient : browserQueryClient;
}

/**
 * Data a page cannot show without: an API error becomes the route's error response with the
 * API's status and message. Unlike an `ApiError`, a response survives the trip from the server's
 * HTML to the browser, so both draw the same error page.
 */
export async function requiredData<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = { message: error.message, code: error.code };
    throw data(body, { status: error.status || 503 });
  }
}

/**
 * The loader of a record's page (`/bikes/:id`, `/users/:id`): an id that cannot be one answers
 * 404 at once; otherwise `start` begins the record's query under `queryKey`, whose 404 becomes
 * the page's on the server, and `gone` (given the record) asks for 410.
 */
export function loadRecordPage(
  { params, context }: { params: Params; context?: unknown },
  queryKey: (id: string) => QueryKey,
  start: (client: QueryClient, id: string) => Promise<unknown>,
  gone?: (record: unknown) => boolean,
): Promise<PageStatus | null> | PageStatus {
  const { id } = params;
  if (!isObjectId(id)) return { status: 404 };
  return loadQueries(context, (client) => [start(client, id)], queryKey(id), gone);
}
