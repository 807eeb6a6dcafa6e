/** One dispatched event of a `text/event-stream` (the WHATWG "event stream interpretation"). */
export interface SseEvent {
  /** The `event:` field; `message` when the event named none. */
  event: string;
  data: string;
  /** The last `id:` seen on the stream so far (what `Last-Event-ID` resumes from). */
  id: string | undefined;
}

export interface SseParserHandlers {
  onEvent: (event: SseEvent) => void;
  /** A `:` line: the server's heartbeat. */
  onComment?: (text: string) => void;
  /** A `retry:` field: the reconnection delay the server asks for, in milliseconds. */
  onRetry?: (ms: number) => void;
}

/**
 * Parses a text/event-stream fed in pieces of any size (a line, an event or a CRLF may straddle
 * two pieces). Decoding bytes is the caller's (a streaming TextDecoder).
 */
export function createSseParser({ onEvent, onComment, onRetry }: SseParserHandlers) {
  let buffer = '';
  let first = true;
  let afterCr = false;
  let eventType = '';
  let data: string[] = [];
  let lastId: string | undefined;

  function dispatch() {
    if (data.length > 0)
      onEvent({ event: eventType || 'message', data: data.join('\n'), id: lastId });
    eventType = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return onComment?.(text.slice(1).trimStart());
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  }

  return {
    feed(chunk: string) {
      buffer += chunk;
      if (first && buffer.length > 0) {
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
        first = false;
      }
      // The LF of a CRLF whose CR ended the previous piece.
      if (afterCr && buffer.startsWith('\n')) buffer = buffer.slice(1);
      afterCr = false;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end === -1) return;
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        afterCr = breakLength === 1 && buffer[end] === '\r' && end === buffer.length - 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
      }
    },
    /** A new connection: an unfinished event of the old one is dropped; the last id is kept. */
    reset() {
      buffer = '';
      first = true;
      afterCr = false;
      eventType = '';
      data = [];
    },
    get lastEventId() {
      return lastId;
    },
  };
}
