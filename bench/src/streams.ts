import type { Db, ObjectId } from 'mongodb';
import {
  bulkUserDocument,
  openNotificationStream,
  readRssMb,
  type OpenStream,
} from '@reride/devstack';
import { signAccessToken } from './access-token';
import type { Server } from './processes';

/**
 * Live notifications under load: STREAMS buyers hold the notification stream open on one API
 * process while their seller writes to them at RATE messages a second for SECONDS through that
 * process, then for CROSS_SECONDS through a second API process on the same database. Each
 * message's delivery latency is the time from just before its POST to its event on the buyer's
 * stream.
 */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const RATE = Number(process.env.BENCH_STREAM_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 30);
/** Then the same rate written through a second process, whose writes the first one polls for. */
const CROSS_SECONDS = Number(process.env.BENCH_STREAM_CROSS_SECONDS ?? 10);
/** After the last message, how long stragglers may take before they count as lost. */
const DRAIN_MS = 5000;

export interface StreamsResult {
  streams: number;
  messagesPerSecond: number;
  seconds: number;
  crossProcessSeconds: number;
  sent: number;
  sendFailures: number;
  delivered: number;
  lost: number;
  duplicates: number;
  /** The messages written through the process holding the streams. */
  latencyMs: Latency;
  /** The messages written through the other process. */
  crossProcessLatencyMs: Latency;
  /** The streams process, before and after the same-process run, and the most seen. */
  rssBeforeMb: number | null;
  rssAfterMb: number | null;
  rssPeakMb: number | null;
}

interface Latency {
  p50: number | null;
  p99: number | null;
  max: number | null;
}

function latencyOf(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[at]! * 10) / 10;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function streamsPhase(options: {
  api: Server;
  /** The second process, on the same database: it takes the cross-process run's messages. */
  other: Server;
  db: Db;
  secret: string;
  log: (line: string) => void;
}): Promise<StreamsResult> {
  const { api, other, db, secret, log } = options;
  const bike = await db.collection('bikes').findOne({ status: 'unsold', deletedAt: null });
  if (!bike) throw new Error('the streams phase needs one listed bike in the catalogue');
  const sellerDoc = await db.collection('users').findOne({ _id: bike.sellerId as ObjectId });
  if (!sellerDoc) throw new Error(`the seller of bike ${bike._id.toHexString()} is not stored`);
  const auth = (user: { _id: ObjectId; email: string }) => ({
    Authorization: `Bearer ${signAccessToken({ _id: user._id.toHexString(), email: user.email }, secret)}`,
  });
  const sellerAuth = auth({ _id: sellerDoc._id, email: sellerDoc.email as string });

  const now = new Date();
  const buyers = Array.from({ length: STREAMS }, (_, i) =>
    bulkUserDocument('streams', 'Buyer', i, now),
  );
  await db.collection('users').insertMany(buyers, { ordered: false });
  const conversations: string[] = [];
  for (const buyer of buyers) {
    const res = await fetch(`${api.url}/conversations`, {
      method: 'POST',
      headers: { ...auth(buyer), 'Content-Type': 'application/json' },
      body: JSON.stringify({ bikeId: bike._id.toHexString(), text: 'Is it still available?' }),
    });
    if (res.status !== 201)
      throw new Error(`POST /conversations: ${res.status} ${await res.text()}`);
    conversations.push(((await res.json()) as { conversationId: string }).conversationId);
  }

  const sentAt = new Map<string, number>();
  const latencyOfKey = new Map<string, number>();
  let duplicates = 0;
  const streams: OpenStream[] = [];
  for (const buyer of buyers) {
    const stream = await openNotificationStream(api.url, auth(buyer));
    if (stream.status !== 200) throw new Error(`the stream answered ${stream.status}`);
    stream.onEvent = (event) => {
      if (event.data.topic !== 'message') return;
      const started = sentAt.get(event.data.preview);
      if (started === undefined) return;
      if (latencyOfKey.has(event.data.preview)) duplicates += 1;
      else latencyOfKey.set(event.data.preview, event.receivedAt - started);
    };
    streams.push(stream);
  }
  await sleep(1000);
  const rssBeforeMb = await readRssMb(api.pid);
  let rssPeakMb = rssBeforeMb;
  let sendFailures = 0;

  /** RATE messages a second for `seconds` through `via`; answers the keys it sent. */
  async function writeFor(seconds: number, via: Server, tag: string): Promise<string[]> {
    const posts: Promise<void>[] = [];
    const keys: string[] = [];
    const started = performance.now();
    for (let n = 0; n < RATE * seconds; n += 1) {
      const wait = started + (n * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      const key = `bench message ${tag} ${n}`;
      keys.push(key);
      sentAt.set(key, performance.now());
      const conversationId = conversations[n % conversations.length]!;
      posts.push(
        fetch(`${via.url}/conversations/${conversationId}/messages`, {
          method: 'POST',
          headers: { ...sellerAuth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: key }),
        }).then(
          async (res) => {
            await res.arrayBuffer();
            if (res.status !== 201) sendFailures += 1;
          },
          () => {
            sendFailures += 1;
          },
        ),
      );
      if (n % RATE === 0) {
        const rss = await readRssMb(api.pid);
        if (rss !== null && (rssPeakMb === null || rss > rssPeakMb)) rssPeakMb = rss;
      }
    }
    await Promise.all(posts);
    return keys;
  }

  log(`streams: ${STREAMS} open; ${RATE} messages/s for ${SECONDS} s on the same process`);
  const onProcess = await writeFor(SECONDS, api, 'same');
  const rssAfterMb = await readRssMb(api.pid);
  log(`then ${RATE} messages/s for ${CROSS_SECONDS} s through the other process`);
  const across = await writeFor(CROSS_SECONDS, other, 'other');
  const total = onProcess.length + across.length;
  const until = performance.now() + DRAIN_MS;
  while (latencyOfKey.size < total - sendFailures && performance.now() < until) await sleep(50);
  streams.forEach((s) => s.close());
  const latenciesOf = (keys: string[]) =>
    keys.flatMap((k) => (latencyOfKey.has(k) ? [latencyOfKey.get(k)!] : []));

  const result: StreamsResult = {
    streams: STREAMS,
    messagesPerSecond: RATE,
    seconds: SECONDS,
    crossProcessSeconds: CROSS_SECONDS,
    sent: total,
    sendFailures,
    delivered: latencyOfKey.size,
    lost: total - sendFailures - latencyOfKey.size,
    duplicates,
    latencyMs: latencyOf(latenciesOf(onProcess)),
    crossProcessLatencyMs: latencyOf(latenciesOf(across)),
    rssBeforeMb,
    rssAfterMb,
    rssPeakMb,
  };
  log(
    `  delivered ${result.delivered}/${total - sendFailures} (lost ${result.lost}, twice ${duplicates}, send failures ${sendFailures}); ` +
      `latency p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms ` +
      `(through the other process: p50 ${result.crossProcessLatencyMs.p50} ms, p99 ${result.crossProcessLatencyMs.p99} ms); ` +
      `API RSS ${rssBeforeMb} → ${rssAfterMb} MB (peak ${rssPeakMb})`,
  );
  return result;
}
