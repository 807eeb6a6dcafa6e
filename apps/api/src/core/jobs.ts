/**
 * A named piece of background work a feature registers (docs/architecture.md#jobs). Several API
 * processes run the same jobs on one database: each job's work must be made of claims and
 * conditional updates, so that two processes running it at once do each thing once. The
 * scheduler only keeps one process from overlapping itself.
 */
export interface Job {
  /** `<feature>.<what>`, e.g. `orders.timers`: tests and logs name jobs by it. */
  name: string;
  intervalMs: number;
  /** Up to this much is added to each wait, so processes started together drift apart. */
  jitterMs?: number;
  run(): Promise<unknown>;
}

export interface SchedulerLogger {
  error(details: object, message: string): void;
}

export interface Scheduler {
  /** Adds a job; its first run comes one interval after `start` (or after now, once started). */
  register(job: Job): void;
  /** Runs every job each interval; the timers never keep the process alive. */
  start(): void;
  /** Takes no new runs, and resolves once the runs under way have finished. */
  stop(): Promise<void>;
  /**
   * Runs the job now and answers its result (or its failure). While it is already running, this
   * run starts after that one: a job never overlaps itself, and the answer is always of a run
   * that began after the call.
   */
  run(name: string): Promise<unknown>;
  /** The registered jobs' names, in registration order. */
  names(): string[];
}

interface Entry {
  job: Job;
  timer: NodeJS.Timeout | null;
  /** The run under way (or queued behind it); null when idle. */
  running: Promise<unknown> | null;
}

/** One per API process (docs/decisions/010-events-jobs-and-feature-modules.md). */
export function createScheduler(deps: {
  logger: SchedulerLogger;
  /** In [0, 1); tests fix it to check the jitter's bounds. */
  random?: () => number;
}): Scheduler {
  const random = deps.random ?? Math.random;
  const entries = new Map<string, Entry>();
  let started = false;
  let stopped = false;

  const delayOf = (job: Job) => job.intervalMs + Math.floor(random() * (job.jitterMs ?? 0));

  /** Runs after whatever run is under way; `running` stays set until the last queued one ends. */
  function execute(entry: Entry): Promise<unknown> {
    const previous = entry.running ?? Promise.resolve();
    const run = previous.then(
      () => entry.job.run(),
      () => entry.job.run(),
    );
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    entry.running = settled;
    void settled.then(() => {
      if (entry.running === settled) entry.running = null;
    });
    return run;
  }

  function tick(entry: Entry): void {
    schedule(entry);
    // A tick while the job runs is skipped: the next one comes an interval later.
    if (entry.running) return;
    execute(entry).catch((error: unknown) =>
      deps.logger.error({ err: error, job: entry.job.name }, 'job failed'),
    );
  }

  function schedule(entry: Entry): void {
    if (stopped) return;
    entry.timer = setTimeout(() => tick(entry), delayOf(entry.job));
    entry.timer.unref();
  }

  return {
    register(job) {
      if (entries.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      const entry: Entry = { job, timer: null, running: null };
      entries.set(job.name, entry);
      if (started) schedule(entry);
    },

    start() {
      if (started || stopped) return;
      started = true;
      for (const entry of entries.values()) schedule(entry);
    },

    async stop() {
      stopped = true;
      for (const entry of entries.values()) {
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = null;
      }
      await Promise.all([...entries.values()].flatMap((entry) => entry.running ?? []));
    },

    run(name) {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new Error(`No job named ${name}`));
      if (stopped) return Promise.reject(new Error(`The scheduler is stopped: ${name} not run`));
      return execute(entry);
    },

    names: () => [...entries.keys()],
  };
}
