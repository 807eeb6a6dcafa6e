/** Per kind of request: how many, how fast, and how they ended. */
export type Outcome = 'ok' | 'refused' | 'error';

interface KindStats {
  latencies: number[];
  statuses: Map<string, number>;
  outcomes: Record<Outcome, number>;
}

export class Stats {
  private readonly kinds = new Map<string, KindStats>();

  add(kind: string, ms: number, status: string, outcome: Outcome): void {
    let k = this.kinds.get(kind);
    if (!k) {
      k = { latencies: [], statuses: new Map(), outcomes: { ok: 0, refused: 0, error: 0 } };
      this.kinds.set(kind, k);
    }
    k.latencies.push(ms);
    k.statuses.set(status, (k.statuses.get(status) ?? 0) + 1);
    k.outcomes[outcome] += 1;
  }

  summary(seconds: number) {
    const all: number[] = [];
    const perKind: Record<string, object> = {};
    const errorsByStatus: Record<string, number> = {};
    let errors = 0;
    let refused = 0;
    for (const [kind, k] of [...this.kinds].sort(([a], [b]) => a.localeCompare(b))) {
      all.push(...k.latencies);
      errors += k.outcomes.error;
      refused += k.outcomes.refused;
      perKind[kind] = {
        requests: k.latencies.length,
        reqPerSec: round(k.latencies.length / seconds),
        p50Ms: percentile(k.latencies, 50),
        p99Ms: percentile(k.latencies, 99),
        statuses: Object.fromEntries(k.statuses),
        ...k.outcomes,
      };
    }
    for (const k of this.kinds.values()) {
      if (k.outcomes.error === 0) continue;
      for (const [status, n] of k.statuses) {
        if (!status.startsWith('2') && status !== '409') {
          errorsByStatus[status] = (errorsByStatus[status] ?? 0) + n;
        }
      }
    }
    return {
      requests: all.length,
      reqPerSec: round(all.length / seconds),
      p50Ms: percentile(all, 50),
      p99Ms: percentile(all, 99),
      errors,
      errorsByStatus,
      refusedByDesign: refused,
      perKind,
    };
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]!);
}
