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

  function open(server: ReturnType<typeof fakeStreamServer>, overrides = {}) {
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
    return { events, statuses, renewToken };
  }

  it('sends the bearer token, goes live on the first bytes and hands over each event', async () => {
    const server = fakeStreamServer();
    const { events, statuses } = open(server);
    await settle();
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
    const server = fakeStreamServer();
    const { events } = open(server);
    await settle();
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
    const server = fakeStreamServer();
    const { events } = open(server);
    await settle();
    server.latest()?.send('retry: 2500\nretry: soon\n\nid: 9\ndata: a\n\ndata: cut');
    server.latest()?.end();
    await settle();

    await vi.advanceTimersByTimeAsync(2_499);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.calls[1]).toMatchObject({ 'Last-Event-ID': '9' });
    server.latest()?.send('data: b\n\n');
    await settle();
    expect(events).toEqual([
      { event: 'message', id: '9', data: 'a' },
      { event: 'message', id: '9', data: 'b' },
    ]);
  });

  it('reconnects after a drop with Last-Event-ID and stays live meanwhile', async () => {
    const server = fakeStreamServer();
    const { events, statuses } = open(server);
    await settle();
    server.latest()?.send('event: notification\nid: 41\ndata: {}\n\n');
    await settle();
    server.latest()?.end();
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.calls[1]).toMatchObject({ 'Last-Event-ID': '41' });
    server.latest()?.send('event: notification\nid: 42\ndata: {}\n\n');
    await settle();
    expect(events.map((event) => event.id)).toEqual(['41', '42']);
    expect(statuses).toEqual(['live']);
  });

  it('renews the token once when the API answers 401', async () => {
    const server = fakeStreamServer([{ kind: 'status', status: 401 }]);
    const { renewToken } = open(server);
    await settle();
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(server.calls.map((headers) => headers.Authorization)).toEqual([
      'Bearer stored-token',
      'Bearer renewed-token',
    ]);
  });

  it('falls back to polling after 3 failed attempts in a row, backing off, then comes back', async () => {
    // Live, then the server goes away: a 503, a network error, a 502; then it is back.
    const server = fakeStreamServer([
      { kind: 'stream' },
      { kind: 'status', status: 503 },
      { kind: 'network-error' },
      { kind: 'status', status: 502 },
    ]);
    const { statuses } = open(server);
    await settle();
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
    const server = fakeStreamServer();
    const { statuses } = open(server, { silenceMs: 35_000, maxFailures: 2 });
    await settle();
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
    const signedOut = fakeStreamServer();
    const { statuses } = open(signedOut, {
      getToken: () => null,
      renewToken: () => Promise.resolve(null),
    });
    await settle();
    expect(signedOut.fetch).not.toHaveBeenCalled();
    expect(statuses).toEqual([]);
    expect(stream?.status).toBe('polling');

    const server = fakeStreamServer();
    open(server);
    await settle();
    stream?.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });
});
