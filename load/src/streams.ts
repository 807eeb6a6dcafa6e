import { openNotificationStream, type OpenStream, type StreamEvent } from '@reride/devstack';
import { ObjectId, type Db } from 'mongodb';
import type { LoadUser } from './seed';
import { percentile } from './stats';

/**
 * Open notification streams beside the traffic, as signed-in tabs hold them: each one lives a
 * while, then reconnects with `Last-Event-ID` (the last event it received), as a browser does
 * after a network change or a deploy. Each tab starts from `Last-Event-ID: 0`, so everything
 * stored for its user during the run must reach it exactly once, in order, across its
 * connections.
 */
interface Tab {
  user: LoadUser;
  /** Events of the connections closed so far, in arrival order. */
  done: StreamEvent[];
  current: OpenStream | null;
  connections: number;
  /** Non-200 answers to an opening (a stream that could not be held). */
  refused: Record<string, number>;
}

const received = (tab: Tab) => [...tab.done, ...(tab.current?.events ?? [])];
const lastId = (tab: Tab) => received(tab).at(-1)?.id ?? '0';

async function connect(api: string, tab: Tab): Promise<void> {
  const stream = await openNotificationStream(api, tab.user.auth, lastId(tab)).catch(() => null);
  tab.connections += 1;
  if (stream?.status === 200) {
    tab.current = stream;
    return;
  }
  const status = String(stream?.status ?? 'network');
  tab.refused[status] = (tab.refused[status] ?? 0) + 1;
}

function reconnect(tab: Tab): void {
  if (!tab.current) return;
  tab.current.close();
  tab.done.push(...tab.current.events);
  tab.current = null;
}

/** Opens `count` tabs over `users` in turn; each reconnects after 10–40 s until `finish`. */
export async function holdStreams(api: string, users: LoadUser[], count: number) {
  const tabs: Tab[] = Array.from({ length: count }, (_, i) => ({
    user: users[i % users.length]!,
    done: [],
    current: null,
    connections: 0,
    refused: {},
  }));
  await Promise.all(tabs.map((tab) => connect(api, tab)));
  let holding = true;
  const timers = new Set<NodeJS.Timeout>();
  const schedule = (tab: Tab) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (!holding) return;
        reconnect(tab);
        void connect(api, tab).then(() => holding && schedule(tab));
      },
      10_000 + Math.random() * 30_000,
    );
    timers.add(timer);
  };
  tabs.forEach(schedule);

  return {
    /**
     * Stops reconnecting, waits (up to `graceMs`) until every tab has what the database holds
     * for its user, closes the tabs and compares.
     */
    async finish(db: Db, graceMs = 15_000) {
      holding = false;
      timers.forEach(clearTimeout);
      const expected = await storedSeqs(db, tabs);
      const until = Date.now() + graceMs;
      const complete = () =>
        tabs.every((tab) => received(tab).length >= (expected.get(tab.user._id)?.length ?? 0));
      while (!complete() && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      tabs.forEach(reconnect);
      return compare(tabs, expected);
    },
  };
}

/** Every notification stored for each tab's user, by sequence number. */
async function storedSeqs(db: Db, tabs: Tab[]): Promise<Map<string, number[]>> {
  const ids = [...new Set(tabs.map((t) => t.user._id))].map((id) => new ObjectId(id));
  const docs = await db
    .collection('notifications')
    .find({ userId: { $in: ids } }, { projection: { userId: 1, seq: 1 } })
    .sort({ seq: 1 })
    .toArray();
  const out = new Map<string, number[]>();
  for (const d of docs) {
    const user = String(d.userId);
    out.set(user, [...(out.get(user) ?? []), Number(d.seq)]);
  }
  return out;
}

function compare(tabs: Tab[], expected: Map<string, number[]>) {
  const problems: string[] = [];
  const latencies: number[] = [];
  let lost = 0;
  let twice = 0;
  let outOfOrder = 0;
  let foreign = 0;
  for (const [i, tab] of tabs.entries()) {
    const events = received(tab);
    const seqs = events.map((e) => Number(e.id));
    const want = new Set(expected.get(tab.user._id) ?? []);
    const got = new Set(seqs);
    const missing = [...want].filter((seq) => !got.has(seq));
    const tab_ = `tab ${i} (user ${tab.user._id})`;
    if (missing.length)
      problems.push(`${tab_}: ${missing.length} not delivered: ${missing.slice(0, 5).join(', ')}`);
    lost += missing.length;
    twice += seqs.length - got.size;
    outOfOrder += seqs.filter((seq, k) => k > 0 && seq <= seqs[k - 1]!).length;
    foreign += seqs.filter((seq) => !want.has(seq)).length;
    for (const e of events) {
      latencies.push(performance.timeOrigin + e.receivedAt - Date.parse(e.data.createdAt));
    }
  }
  if (twice) problems.push(`${twice} events delivered twice to one tab`);
  if (outOfOrder) problems.push(`${outOfOrder} events out of order`);
  if (foreign) problems.push(`${foreign} events of another user`);
  const refused: Record<string, number> = {};
  for (const tab of tabs) {
    for (const [status, n] of Object.entries(tab.refused))
      refused[status] = (refused[status] ?? 0) + n;
  }
  if (Object.keys(refused).length)
    problems.push(`stream openings refused: ${JSON.stringify(refused)}`);
  return {
    tabs: tabs.length,
    users: new Set(tabs.map((t) => t.user._id)).size,
    connections: tabs.reduce((sum, t) => sum + t.connections, 0),
    expected: tabs.reduce((sum, t) => sum + (expected.get(t.user._id)?.length ?? 0), 0),
    delivered: latencies.length,
    lost,
    twice,
    outOfOrder,
    foreign,
    refused,
    deliveryMs: {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.round(Math.max(0, ...latencies)),
    },
    problems,
  };
}
