/**
 * `pnpm fuzz`: every endpoint of the shared contract, as every role, with requests generated
 * from the zod schemas and hostile mutations of them, against the real API process on the
 * embedded database and the auth emulator. Fails on any 5xx, schema break, malformed error
 * body or input accepted that the contract refuses. FUZZ_SECONDS bounds the run; FUZZ_SEED
 * replays a run's sequence of generated requests.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { contract, type EndpointName } from '@reride/shared';
import { auditStore } from './audit';
import { checkResponse } from './check';
import { ROLES, type FuzzRole } from './pools';
import {
  describeError,
  formatFailure,
  formatTable,
  Tally,
  writeResults,
  type Failure,
} from './report';
import { requestArbitrary, type FuzzRequest } from './requests';
import { runSchemathesis, type SchemathesisRun } from './schemathesis';
import { send, type FuzzResponse } from './send';
import { startWorld, type World } from './world';

const FUZZ_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** 45 s of requests plus ~40 s of start-up keeps `pnpm fuzz` within two minutes here. */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 45);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const REPLENISH_EVERY = 250;
const LOG_FILE = join(FUZZ_DIR, 'results', 'server.log');
const log = (line: string) => console.log(line);
/** Stands for "the whole run" in failures found by the checks after it. */
const AUDIT_REQUEST: FuzzRequest = {
  endpoint: 'health',
  role: 'anonymous',
  method: 'GET',
  url: '(after the run)',
  headers: {},
  mutations: [],
  bodyRefused: false,
};

/** Learns ids from successful answers, so later requests aim at what the fuzzer created. */
function harvest(world: World, req: FuzzRequest, res: FuzzResponse): void {
  if (res.status >= 300 || !res.contentType.includes('json')) return;
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const { insertedId, paymentIntentId, clientSecret, data } = body as Record<string, unknown>;
  const url = (data as { url?: unknown } | undefined)?.url;
  if (typeof url === 'string' && req.role !== 'anonymous') {
    world.pools.imageUrls.push(url);
    (world.pools.ownImageUrls[world.actors[req.role].email] ??= []).push(url);
  }
  const path = contract[req.endpoint].path;
  if (typeof insertedId === 'string') {
    if (path.startsWith('/bikes')) world.pools.bikeIds.push(insertedId);
    if (path.startsWith('/bookings')) world.pools.bookingIds.push(insertedId);
  }
  if (typeof paymentIntentId === 'string') world.pools.intentIds.push(paymentIntentId);
  if (typeof clientSecret === 'string') world.pools.clientSecrets.push(clientSecret);
  const bookingId = (req.wireBody as { bookingId?: unknown } | undefined)?.bookingId;
  if (typeof paymentIntentId === 'string' && typeof clientSecret === 'string') {
    world.pools.related.set(paymentIntentId, {
      clientSecret,
      ...(typeof bookingId === 'string' ? { bookingId } : {}),
    });
  }
}

async function serverLogFor(requestId: string): Promise<string[]> {
  const text = await readFile(LOG_FILE, 'utf8').catch(() => '');
  return text.split('\n').filter((line) => line.includes(requestId));
}

function summarise(f: Failure & { count: number }) {
  const { request: r } = f;
  const body =
    typeof r.body === 'string'
      ? r.body.slice(0, 2000)
      : r.body
        ? `multipart ${r.body.multipart.bytes.length} bytes`
        : undefined;
  return { ...f, request: { ...r, body, wireBody: undefined } };
}

async function main(): Promise<void> {
  const started = Date.now();
  log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${SECONDS} s of requests`);
  const world = await startWorld({ logFile: LOG_FILE, log });
  const tally = new Tally();
  let n = 0;
  let schemathesis: SchemathesisRun[] | null | undefined;
  /** fast-check stops waiting at the time limit, not the request: the last one is awaited. */
  let inflight: Promise<unknown> = Promise.resolve();
  try {
    const names = Object.keys(contract) as EndpointName[];
    const arbitraries = new Map<string, fc.Arbitrary<FuzzRequest>>();
    for (const name of names) {
      for (const role of ROLES) {
        const actor = role === 'anonymous' ? undefined : world.actors[role];
        arbitraries.set(`${name} ${role}`, requestArbitrary(name, role, actor, world.pools));
      }
    }
    const pairs = names.flatMap((name) =>
      ROLES.map((role) => [name, role] as [EndpointName, FuzzRole]),
    );
    const anyRequest = fc
      .constantFrom(...pairs)
      .chain(([name, role]) => arbitraries.get(`${name} ${role}`)!);
    const setUpMs = Date.now() - started;
    log(
      `set-up done in ${(setUpMs / 1000).toFixed(1)} s; fuzzing ${names.length} endpoints × ${ROLES.length} roles`,
    );

    const property = fc.asyncProperty(anyRequest, async (req) => {
      n++;
      if (n % REPLENISH_EVERY === 0) await world.replenish();
      const requestId = `fuzz-${SEED}-${n}`;
      let res: FuzzResponse;
      try {
        const sending = send(world.baseUrl, req, requestId);
        inflight = sending;
        res = await sending;
      } catch (error) {
        tally.record(req, 'none');
        tally.fail({
          kind: 'no answer',
          // The time and cause match it to the API's log and the machine's state then.
          detail: `${describeError(error)} at ${new Date().toISOString()}`,
          request: req,
          response: { error: String(error) },
          requestId,
        });
        return true;
      }
      tally.record(req, res.status);
      harvest(world, req, res);
      const problem = checkResponse(req, res);
      if (problem) {
        const serverLog = res.status >= 500 ? await serverLogFor(requestId) : undefined;
        tally.fail({
          ...problem,
          request: req,
          response: res,
          requestId,
          ...(serverLog ? { serverLog } : {}),
        });
      }
      // Failures are collected, not thrown: one run reports all of them.
      return true;
    });
    await fc.assert(property, {
      seed: SEED,
      numRuns: Number.MAX_SAFE_INTEGER,
      interruptAfterTimeLimit: SECONDS * 1000,
      markInterruptAsFailure: false,
    });
    await inflight.catch(() => undefined);
    if (process.env.FUZZ_SCHEMATHESIS === '1') {
      const actors = Object.values(world.actors);
      schemathesis = runSchemathesis(world.baseUrl, actors, { seed: SEED, examples: 10, log });
      for (const run of schemathesis ?? []) {
        log(`\nschemathesis as ${run.role}: ${run.ok ? 'passed' : 'FAILED'}\n${run.summary}`);
        if (!run.ok) {
          tally.fail({
            kind: 'schemathesis',
            detail: `as ${run.role}`,
            request: AUDIT_REQUEST,
            response: { error: run.summary },
            requestId: '-',
          });
        }
      }
    }
    for (const problem of await auditStore(world.store.uri, world.store.dbName)) {
      tally.fail({
        kind: 'half-applied change',
        detail: problem,
        request: AUDIT_REQUEST,
        response: { error: problem },
        requestId: '-',
      });
    }
    if (!world.apiAlive()) {
      tally.fail({
        kind: 'no answer',
        detail: 'the API process died',
        request: {
          endpoint: 'health',
          role: 'anonymous',
          method: 'GET',
          url: '/healthz',
          headers: {},
          mutations: [],
          bodyRefused: false,
        },
        response: { error: 'process exited' },
        requestId: '-',
      });
    }
  } finally {
    await world.stop();
  }

  const seconds = (Date.now() - started) / 1000;
  log(`\n${formatTable(tally)}`);
  const failures = [...tally.failures.values()];
  const counts = {
    requests: tally.total,
    '5xx': tally.count('5xx'),
    schemaBreaks: tally.count('schema break') + tally.count('wrong success status'),
    badErrorBodies: tally.count('bad error body'),
    acceptedInvalidInput: tally.count('accepted invalid input'),
    noAnswer: tally.count('no answer'),
    halfAppliedChanges: tally.count('half-applied change'),
  };
  log(
    `\n${tally.total} requests in ${SECONDS} s of fuzzing (${seconds.toFixed(0)} s in all), seed ${SEED}`,
  );
  log(
    Object.entries(counts)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', '),
  );
  for (const f of failures) log(`\n${formatFailure(f)}`);
  await writeResults(join(FUZZ_DIR, 'results', 'latest.json'), {
    date: new Date().toISOString(),
    seed: SEED,
    fuzzSeconds: SECONDS,
    totalSeconds: Math.round(seconds),
    engine: world.engine,
    counts,
    ...(schemathesis === undefined ? {} : { schemathesis }),
    endpoints: Object.fromEntries(
      [...tally.endpoints].map(([name, s]) => [
        `${contract[name].method} ${contract[name].path}`,
        s,
      ]),
    ),
    failures: failures.map(summarise),
  });
  log(`wrote fuzz/results/latest.json`);
  if (failures.length > 0) {
    log(`\nFAILED: ${failures.length} distinct failure(s); replay with FUZZ_SEED=${SEED}`);
    process.exit(1);
  }
  log('\nOK: no 5xx, no schema break, every error body well-formed');
}

main().catch((error: unknown) => {
  console.error('fuzz: could not run:', error);
  process.exit(2);
});
