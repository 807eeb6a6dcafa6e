import { percentile } from './stats';

/** /healthz and /readyz once a second while `run` goes on: they must keep answering promptly. */
export async function probeWhile<T>(api: string, run: () => Promise<T>) {
  const samples: Record<'healthz' | 'readyz', { ms: number; status: number }[]> = {
    healthz: [],
    readyz: [],
  };
  let done = false;
  const probe = async () => {
    while (!done) {
      for (const path of ['healthz', 'readyz'] as const) {
        const started = performance.now();
        const status = await fetch(`${api}/${path}`).then(
          (r) => r.status,
          () => 0,
        );
        samples[path].push({ ms: performance.now() - started, status });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const probing = probe();
  const result = await run().finally(() => (done = true));
  await probing;
  const summary = (list: { ms: number; status: number }[]) => ({
    samples: list.length,
    non200: list.filter((s) => s.status !== 200).length,
    p50Ms: percentile(
      list.map((s) => s.ms),
      50,
    ),
    maxMs: Math.round(Math.max(0, ...list.map((s) => s.ms))),
  });
  return { result, probes: { healthz: summary(samples.healthz), readyz: summary(samples.readyz) } };
}
