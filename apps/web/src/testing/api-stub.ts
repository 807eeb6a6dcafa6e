import { vi } from 'vitest';
import { jsonResponse } from './render';

type Handler = (request: {
  url: URL;
  init: RequestInit | undefined;
}) => Response | Promise<Response>;

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (the API boundary; nothing else is faked).
 * Unknown calls answer 404 NOT_FOUND like the API does. Returns the fetch mock.
 */
export function stubApi(handlers: Record<string, Handler | object>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (handler === undefined) {
      return Promise.resolve(jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404));
    }
    return Promise.resolve(
      typeof handler === 'function' ? (handler as Handler)({ url, init }) : jsonResponse(handler),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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

export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The calls a fetch mock received, as "METHOD /path". */
export function callsOf(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) {
  return fetchMock.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(requestUrl(input)).pathname}`,
  );
}
