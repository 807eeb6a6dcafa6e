import type { Stats } from './stats';
import type { verifyWrites } from './verify';
import type { checkBell, verifyTalk } from './verify-talk';
import type { holdStreams } from './streams';

const log = (line: string) => console.log(line);

type Delivery = Awaited<ReturnType<Awaited<ReturnType<typeof holdStreams>>['finish']>>;

/** The run's figures and every problem found (at most 20 of each kind). */
export function print(results: {
  traffic: ReturnType<Stats['summary']>;
  verification: Awaited<ReturnType<typeof verifyWrites>>;
  talk: Awaited<ReturnType<typeof verifyTalk>>;
  notifications: Delivery;
  bell: Awaited<ReturnType<typeof checkBell>>;
  probesDuringLoad: object;
  elapsedSeconds: number;
}): void {
  const { traffic, verification, talk, notifications: n, bell } = results;
  log(
    `\n${traffic.requests} requests in ${results.elapsedSeconds} s: ${traffic.reqPerSec} req/s, p50 ${traffic.p50Ms} ms, p99 ${traffic.p99Ms} ms`,
  );
  log(
    `errors: ${traffic.errors} ${JSON.stringify(traffic.errorsByStatus)}; refused by design (409): ${traffic.refusedByDesign}`,
  );
  for (const [kind, figures] of Object.entries(traffic.perKind)) {
    log(`  ${kind}: ${JSON.stringify(figures)}`);
  }
  log(`probes during load: ${JSON.stringify(results.probesDuringLoad)}`);
  log(
    `writes checked: ${JSON.stringify(verification.checked)}; lost: ${verification.lostWrites}; problems: ${verification.problems.length}`,
  );
  log(
    `talk checked: ${JSON.stringify(talk.checked)}; lost: ${talk.lostWrites}; problems: ${talk.problems.length}`,
  );
  log(
    `notification streams: ${n.tabs} tabs of ${n.users} users, ${n.connections} connections; ${n.delivered} events of ${n.expected} expected; lost ${n.lost}, twice ${n.twice}, out of order ${n.outOfOrder}, another user's ${n.foreign}; delivery p50 ${n.deliveryMs.p50} ms, p99 ${n.deliveryMs.p99} ms, max ${n.deliveryMs.max} ms`,
  );
  log(
    `bell: ${bell.users} users' unread counts against the database; problems: ${bell.problems.length}`,
  );
  for (const list of [verification.problems, talk.problems, n.problems, bell.problems]) {
    for (const problem of list.slice(0, 20)) log(`  ${problem}`);
  }
}
