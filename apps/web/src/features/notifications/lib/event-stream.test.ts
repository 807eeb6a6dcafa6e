import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from '../../../lib/live-updates';
import { openEventStream, type EventStream, type SseEvent } from './event-stream';

/** A response whose body the test writes, as the API's stream would; aborting errors it. */
function fakeStreamResponse(signal: AbortSignal | null | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () =>
    controller.error(new DOMException('The operation was aborted', 'AbortError')),
  );
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
    }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    /** The text's bytes one chunk each: lines, line breaks and characters cut anywhere. */
    sendByteByByte: (text: string) =>
      encoder.encode(text).forEach((byte) => controller.enqueue(Uint8Array.of(byte))),
    end: () => controller.close(),
  };
}

type Answer = { kind: 'stream' } | { kind: 'status'; status: number } | { kind: 'network-error' };

/**
 * A fake fetch for the stream endpoint: each call takes the next planned answer (a stream by
 * default) and records the headers it was sent.
 */
function fakeStreamServer(plan: Answer[] = []) {
  const calls: Record<string, string>[] = [];
  const streams: ReturnType<typeof fakeStreamResponse>[] = [];
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ ...(init?.headers as Record<string, string>) });
    const answer = plan.shift() ?? { kind: 'stream' };
    if (answer.kind === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer.kind === 'status') {
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'No', code: 'X' }), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }
    const stream = fakeStreamResponse(init?.signal);
    streams.push(stream);
    return Promise.resolve(stream.response);
  });
  return { fetch, calls, streams, latest: () => streams[streams.length - 1] };
}

type StreamServer = ReturnType<typeof fakeStreamServer>;

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the notification stream client (fetch and the stream faked)', () => {
  let stream: EventStream | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stream?.close();
    stream = undefined;
    vi.useRealTimers();
  });

  /** Opens the stream on a fake server answering `plan`, and lets its first fetch happen. */
  async function openStream(plan: Answer[] = [], overrides = {}) {
    const server = fakeStreamServer(plan);
    const events: SseEvent[] = [];
    const statuses: LiveState[] = [];
    const renewToken = vi.fn(() => Promise.resolve<string | null>('renewed-token'));
    stream = openEventStream({
      url: 'http://api.test/notifications/stream',
      getToken: () => 'stored-token',
      renewToken,
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
      fetch: server.fetch,
      random: () => 1, // no jitter: delays are exactly base × 2^(failures − 1)
      ...overrides,
    });
    await settle();
    return { server, events, statuses, renewToken };
  }

  /** After a drop, the stream asks again `ms` later, not sooner, with the last event's id. */
  async function expectRetryAfter(server: StreamServer, ms: number, lastEventId: string) {
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.calls[1]).toMatchObject({ 'Last-Event-ID': lastEventId });
  }

  it('sends the bearer token, goes live on the first bytes and hands over each event', async () => {
    const { server, events, statuses } = await openStream();
    expect(server.calls).toEqual([
      { Accept: 'text/event-stream', Authorization: 'Bearer stored-token' },
    ]);
    expect(statuses).toEqual([]);

    server.latest()?.send(': connected\n\n');
    await settle();
    expect(statuses).toEqual(['live']);

    server.latest()?.send('event: notification\nid: 41\ndata: {"seq":41}\n\n');
    await settle();
    expect(events).toEqual([{ event: 'notification', id: '41', data: '{"seq":41}' }]);
  });

  it('reads events whatever pieces their bytes arrive in, whatever the line breaks', async () => {
    const { server, events } = await openStream();
    server
      .latest()
      ?.sendByteByByte(
        '\uFEFFevent: notification\r\nid: 7\r\ndata: {"price":"৳650"}\r\n\r\n: heartbeat\n\ndata: x\rdata: y\r\r: next\n',
      );
    await settle();
    expect(events).toEqual([
      { event: 'notification', id: '7', data: '{"price":"৳650"}' },
      { event: 'message', id: '7', data: 'x\ny' },
    ]);
  });

  it("waits as long as the server's retry: asks, and drops an event a drop cut off", async () => {
    const { server, events } = await openStream();
    server.latest()?.send('retry: 2500\nretry: soon\n\nid: 9\ndata: a\n\ndata: cut');
    server.latest()?.end();
    await settle();

    await expectRetryAfter(server, 2_500, '9');
    server.latest()?.send('data: b\n\n');
    await settle();
    expect(events).toEqual([
      { event: 'message', id: '9', data: 'a' },
      { event: 'message', id: '9', data: 'b' },
    ]);
  });

  it('reconnects after a drop with Last-Event-ID and stays live meanwhile', async () => {
    const { server, events, statuses } = await openStream();
    server.latest()?.send('event: notification\nid: 41\ndata: {}\n\n');
    await settle();
    server.latest()?.end();
    await settle();

    await expectRetryAfter(server, 1_000, '41');
    server.latest()?.send('event: notification\nid: 42\ndata: {}\n\n');
    await settle();
    expect(events.map((event) => event.id)).toEqual(['41', '42']);
    expect(statuses).toEqual(['live']);
  });

  it('renews the token once when the API answers 401', async () => {
    const { server, renewToken } = await openStream([{ kind: 'status', status: 401 }]);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(server.calls.map((headers) => headers.Authorization)).toEqual([
      'Bearer stored-token',
      'Bearer renewed-token',
    ]);
  });

  it('renews the token when the API ends the stream at its expiry, and resumes after the last event', async () => {
    const { server, events, statuses, renewToken } = await openStream([
      { kind: 'stream' },
      { kind: 'status', status: 401 }, // the stored token has expired with the stream
    ]);
    server.latest()?.send('event: notification\nid: 41\ndata: {}\n\n');
    await settle();
    server.latest()?.end();
    await settle();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(server.calls.slice(1)).toEqual([
      { Accept: 'text/event-stream', Authorization: 'Bearer stored-token', 'Last-Event-ID': '41' },
      { Accept: 'text/event-stream', Authorization: 'Bearer renewed-token', 'Last-Event-ID': '41' },
    ]);
    server.latest()?.send('event: notification\nid: 42\ndata: {}\n\n');
    await settle();
    expect(events.map((event) => event.id)).toEqual(['41', '42']);
    expect(statuses).toEqual(['live']);
  });

  it('stops and polls when the API ended the stream of a user whose access was revoked', async () => {
    // A removed user's Firebase account is disabled: no new token.
    const renewToken = vi.fn(() => Promise.resolve(null));
    const { server, statuses } = await openStream(
      [{ kind: 'stream' }, { kind: 'status', status: 401 }],
      { renewToken },
    );
    server.latest()?.send(': connected\n\n');
    await settle();
    server.latest()?.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['live', 'polling']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to polling after 3 failed attempts in a row, backing off, then comes back', async () => {
    // Live, then the server goes away: a 503, a network error, a 502; then it is back.
    const { server, statuses } = await openStream([
      { kind: 'stream' },
      { kind: 'status', status: 503 },
      { kind: 'network-error' },
      { kind: 'status', status: 502 },
    ]);
    server.latest()?.send(': hello\nid: 5\ndata: {}\n\n');
    await settle();
    server.latest()?.end();
    await settle();

    await vi.advanceTimersByTimeAsync(1_000); // after a drop: the base delay
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual(['live']);
    await vi.advanceTimersByTimeAsync(1_000); // 1 failure: 1 s
    expect(server.fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_999); // 2 failures: 2 s
    expect(server.fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(4);
    expect(statuses).toEqual(['live', 'polling']);
    expect(server.calls.slice(1).map((headers) => headers['Last-Event-ID'])).toEqual([
      '5',
      '5',
      '5',
    ]);

    // It keeps trying (4 s now) and is live again as soon as the stream delivers.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(server.fetch).toHaveBeenCalledTimes(5);
    server.latest()?.send(': back\n\n');
    await settle();
    expect(statuses).toEqual(['live', 'polling', 'live']);
  });

  it('counts a stream that stays silent (a buffering proxy) as a failure', async () => {
    const { server, statuses } = await openStream([], { silenceMs: 35_000, maxFailures: 2 });
    await vi.advanceTimersByTimeAsync(35_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    // Never live, so nothing changed: the app polled all along.
    await vi.advanceTimersByTimeAsync(35_000);
    expect(statuses).toEqual([]);
    expect(stream?.status).toBe('polling');
  });

  it('tells the app to poll when nobody is signed in, and stops on close', async () => {
    const { server: signedOut, statuses } = await openStream([], {
      getToken: () => null,
      renewToken: () => Promise.resolve(null),
    });
    expect(signedOut.fetch).not.toHaveBeenCalled();
    expect(statuses).toEqual([]);
    expect(stream?.status).toBe('polling');

    const { server } = await openStream();
    stream?.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });
});
