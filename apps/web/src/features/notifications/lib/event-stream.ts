import { STREAM_HEARTBEAT_SECONDS } from '@reride/shared';
import { createParser } from 'eventsource-parser';
import type { LiveState } from '../../../lib/live-updates';

/** One dispatched event of the stream. */
export interface SseEvent {
  /** The `event:` field; `message` when the event named none (as EventSource does). */
  event: string;
  data: string;
  /** The last `id:` seen on the stream so far (what `Last-Event-ID` resumes from). */
  id: string | undefined;
}

export interface EventStreamOptions {
  url: string;
  /** The stored bearer token; null when there is none. */
  getToken: () => string | null;
  /** A renewed token (after a 401, or when none is stored); null when nobody is signed in. */
  renewToken: () => Promise<string | null>;
  onEvent: (event: SseEvent) => void;
  /**
   * `live` once the stream delivers bytes (an event or a heartbeat); `polling` after
   * `maxFailures` attempts in a row got nothing, or when nobody is signed in. Called on changes.
   */
  onStatus: (status: LiveState) => void;
  /** Resume after this event (a stream opened again in the same tab). */
  lastEventId?: string;
  fetch?: typeof fetch;
  /** Attempts in a row that get nothing before the app falls back to polling. */
  maxFailures?: number;
  /** The first reconnection delay (or the server's `retry:`), doubled per failure up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** No byte for this long (the server's heartbeats stopped, or a proxy holds them back): dead. */
  silenceMs?: number;
  /** Jitter, so that the tabs of a restarted server do not all come back at once. */
  random?: () => number;
}

type Outcome = 'dropped' | 'failed' | 'unauthorized';

const isEventStream = (response: Response) =>
  response.headers.get('Content-Type')?.startsWith('text/event-stream') ?? false;

/**
 * The notification stream over fetch rather than EventSource: EventSource cannot send our
 * `Authorization: Bearer` header. Reconnects with backoff, sending `Last-Event-ID` so nothing is
 * missed; a 401 renews the token once per attempt. A buffering proxy shows as silence: no
 * heartbeat within `silenceMs` ends the attempt. Attempts go on after the fall back to polling,
 * at the longest delay, so the tab becomes live again when the stream does.
 */
export function openEventStream(options: EventStreamOptions) {
  const {
    maxFailures = 3,
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    silenceMs = (2 * STREAM_HEARTBEAT_SECONDS + 5) * 1_000,
    random = Math.random,
  } = options;
  // Read at call time, so a fetch stubbed after opening is the one used.
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  let closed = false;
  let status: LiveState = 'polling';
  let failures = 0;
  let retryMs: number | null = null;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;

  // The spec's "last event ID buffer": an event without an `id:` keeps the one before it.
  let lastId: string | undefined;
  const parser = createParser({
    onEvent: ({ event, data, id }) => {
      if (id !== undefined) lastId = id;
      if (!closed) options.onEvent({ event: event ?? 'message', data, id: lastId });
    },
    onRetry: (ms) => (retryMs = ms),
  });
  const lastEventId = () => lastId ?? options.lastEventId;

  function setStatus(next: LiveState) {
    if (next === status || closed) return;
    status = next;
    options.onStatus(next);
  }

  async function connect(token: string): Promise<Outcome> {
    const abort = new AbortController();
    controller = abort;
    let received = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), silenceMs);
    };
    listen();
    // A new connection: an unfinished event of the old one is dropped; the last id is kept.
    parser.reset();
    try {
      const headers: Record<string, string> = {
        Accept: 'text/event-stream',
        Authorization: `Bearer ${token}`,
      };
      const from = lastEventId();
      if (from) headers['Last-Event-ID'] = from;
      const response = await send(options.url, {
        headers,
        signal: abort.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || !response.ok || !response.body || !isEventStream(response)) {
        await response.body?.cancel().catch(() => undefined);
        return response.status === 401 ? 'unauthorized' : 'failed';
      }
      const reader = response.body.getReader();
      // Streaming: a character's bytes may straddle two chunks. It drops a leading BOM too.
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        if (value.length === 0) continue;
        listen();
        if (!received) {
          received = true;
          failures = 0;
          setStatus('live');
        }
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // The network failed, the server went away, or the silence timer or close() aborted.
    } finally {
      clearTimeout(silence);
      if (controller === abort) controller = null;
    }
    return received ? 'dropped' : 'failed';
  }

  /** One attempt, renewing the token once if the API refuses it. Null: nobody is signed in. */
  async function attempt(): Promise<Outcome | null> {
    let token = options.getToken() ?? (await options.renewToken());
    for (let renewed = false; ; renewed = true) {
      if (!token) return null;
      if (closed) return 'failed';
      const outcome = await connect(token);
      if (outcome !== 'unauthorized' || renewed) return outcome;
      token = await options.renewToken();
    }
  }

  function delay(): number {
    const base = retryMs ?? baseDelayMs;
    const ms = Math.min(maxDelayMs, base * 2 ** Math.max(0, failures - 1));
    return ms * (0.5 + random() / 2);
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function run() {
    while (!closed) {
      const outcome = await attempt();
      if (closed) return;
      if (outcome === null) return setStatus('polling');
      if (outcome !== 'dropped') {
        failures += 1;
        if (failures >= maxFailures) setStatus('polling');
      }
      await sleep(delay());
    }
  }

  void run();

  return {
    close() {
      closed = true;
      controller?.abort();
      wake?.();
    },
    get status() {
      return status;
    },
    get lastEventId() {
      return lastEventId();
    },
  };
}

export type EventStream = ReturnType<typeof openEventStream>;
