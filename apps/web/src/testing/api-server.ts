import { http, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { env } from '../lib/env';

/**
 * The API as every browser-like test sees it: MSW answers at the network boundary, from the
 * routes a test stubs; nothing else is faked. A request no route answers fails the test
 * (setup.ts starts it with `onUnhandledRequest: 'error'` and checks after each test).
 */
export const apiServer = setupServer();

/** A JSON Response, as the API would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A request the stubbed API received. */
export interface ApiRequest {
  /** "METHOD /path", as the stub's table names it. */
  route: string;
  url: URL;
  headers: Headers;
  /** JSON parsed; a multipart body as FormData; a text body as text; none: undefined. */
  body: unknown;
  signal: AbortSignal;
}

type Answer = (request: ApiRequest) => Response | Promise<Response>;

export interface StubbedApi {
  /** Every request a stubbed route answered, in the order they were sent. */
  requests: ApiRequest[];
  /** Their routes, "METHOD /path". */
  routes(): string[];
  /** The body of the first request to `route`. */
  bodyOf(route: string): unknown;
  /** The query strings of the requests to `route`, as objects, in order. */
  queriesOf(route: string): Record<string, string>[];
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

function routeHandler(route: string, answer: Answer | object, requests: ApiRequest[]) {
  const [method, path] = route.split(' ') as [keyof typeof METHODS, string];
  const on = METHODS[method];
  if (!on || !path?.startsWith('/')) throw new Error(`"${route}" is not "METHOD /path"`);
  const resolve: HttpResponseResolver = async ({ request }) => {
    const seen: ApiRequest = {
      route,
      url: new URL(request.url),
      headers: request.headers,
      body: undefined,
      signal: request.signal,
    };
    requests.push(seen);
    seen.body = await readBody(request.clone());
    return typeof answer === 'function' ? (answer as Answer)(seen) : jsonResponse(answer);
  };
  return on(`${env.apiUrl}${path}`, resolve);
}

/**
 * Answers the API routes of `table`, keyed by "METHOD /path" (the query is not part of the
 * key): a value is sent as JSON, a function builds the Response from the request.
 */
export function stubApi(table: Record<string, Answer | object>): StubbedApi {
  const requests: ApiRequest[] = [];
  apiServer.use(
    ...Object.entries(table).map(([route, answer]) => routeHandler(route, answer, requests)),
  );
  return {
    requests,
    routes: () => requests.map((request) => request.route),
    bodyOf: (route) => requests.find((request) => request.route === route)?.body,
    queriesOf: (route) =>
      requests
        .filter((request) => request.route === route)
        .map((request) => Object.fromEntries(request.url.searchParams)),
  };
}

/**
 * An endpoint that is down (503 UNAVAILABLE with `message`) until `recover()` is called, and
 * then answers with `answer()`: for the Try again of a list or a page.
 */
export function downUntilRecovered(message: string, answer: () => Response) {
  let down = true;
  return {
    handler: () => (down ? jsonResponse({ message, code: 'UNAVAILABLE' }, 503) : answer()),
    recover: () => {
      down = false;
    },
  };
}

const unhandled: string[] = [];
apiServer.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});

/** The requests no stubbed route answered since the last call. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
