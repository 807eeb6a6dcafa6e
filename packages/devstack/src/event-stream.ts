import type { Notification } from '@reride/shared';

/** One Server-Sent Event as the stream sent it, and when it arrived (`performance.now()`). */
export interface StreamEvent {
  id: string;
  event: string;
  data: Notification;
  receivedAt: number;
}

export interface OpenStream {
  /** Called with each event as it arrives. */
  onEvent?: (event: StreamEvent) => void;
  events: StreamEvent[];
  /** Heartbeat comments received. */
  comments: number;
  status: number;
  headers: Headers;
  /** Resolves once `count` events arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<StreamEvent[]>;
  /** Resolves once the stream is over: the server ended it, or it was closed or refused. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A plain reader of the API's notification stream over fetch, as the web's client reads it: the
 * bearer token in a header and, to resume, `Last-Event-ID`. The API's tests and the bench use it.
 */
export async function openNotificationStream(
  baseUrl: string,
  auth: { Authorization: string },
  lastEventId?: string,
): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/notifications/stream`, {
    headers: {
      ...auth,
      Accept: 'text/event-stream',
      ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  let over!: () => void;
  const ended = new Promise<void>((resolve) => (over = resolve));
  const stream: OpenStream = {
    events: [],
    comments: 0,
    status: res.status,
    headers: res.headers,
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (stream.events.length < count) {
        if (Date.now() > until) {
          throw new Error(`${stream.events.length} of ${count} events after ${timeoutMs} ms`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return stream.events;
    },
    ended,
    close: () => abort.abort(),
  };
  if (!res.ok || !res.body) {
    over();
    return stream;
  }

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments += 1;
            const at = line.indexOf(':');
            if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1).replace(/^ /, '');
          }
          if (fields.data !== undefined && fields.event) {
            const event: StreamEvent = {
              id: fields.id ?? '',
              event: fields.event,
              data: JSON.parse(fields.data) as Notification,
              receivedAt: performance.now(),
            };
            stream.events.push(event);
            stream.onEvent?.(event);
          }
        }
      }
    } catch {
      // Closed by the test or by the server.
    }
    over();
  })();
  return stream;
}
