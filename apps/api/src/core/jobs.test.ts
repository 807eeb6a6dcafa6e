import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, type Job } from './jobs';

/** The scheduler's promises (docs/architecture.md#jobs), on fake timers: no test sleeps. */
const quiet = () => ({ error: vi.fn() });

/** A job whose runs end when the test says so; counts them and how many ran at once. */
function controlledJob(overrides: Partial<Job> = {}) {
  const pending: (() => void)[] = [];
  const state = { started: 0, running: 0, mostAtOnce: 0 };
  const job: Job = {
    name: 'test.controlled',
    intervalMs: 100,
    run: () => {
      state.started += 1;
      state.running += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      const run = state.started;
      return new Promise((resolve) =>
        pending.push(() => {
          state.running -= 1;
          resolve(run);
        }),
      );
    },
    ...overrides,
  };
  const finishOne = async () => {
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { job, state, finishOne };
}

/** A quiet scheduler with one controlled job registered. */
function schedulerWithJob() {
  const scheduler = createScheduler({ logger: quiet() });
  const controlled = controlledJob();
  scheduler.register(controlled.job);
  return { scheduler, ...controlled };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the scheduler', () => {
  it('runs a job every interval and skips the ticks that come while it still runs', async () => {
    const { scheduler, state, finishOne } = schedulerWithJob();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(99);
    expect(state.started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.started).toBe(1);
    await vi.advanceTimersByTimeAsync(350);
    expect(state.started).toBe(1);
    await finishOne();
    await vi.advanceTimersByTimeAsync(100);
    expect(state.started).toBe(2);
    expect(state.mostAtOnce).toBe(1);
    await finishOne();
    await scheduler.stop();
  });

  it('runs a job by name after the run under way, never beside it, and answers its own result', async () => {
    const { scheduler, state, finishOne } = schedulerWithJob();
    const first = scheduler.run('test.controlled');
    const second = scheduler.run('test.controlled');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.started).toBe(1);
    await finishOne();
    expect(state.started).toBe(2);
    await finishOne();
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(2);
    expect(state.mostAtOnce).toBe(1);
  });

  it('stops taking runs and resolves stop only once the running one has finished', async () => {
    const { scheduler, state, finishOne } = schedulerWithJob();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(state.running).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    await finishOne();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.started).toBe(1);
    await expect(scheduler.run('test.controlled')).rejects.toThrow(/stopped/);
  });

  it('logs a failed run and runs the job again at the next interval', async () => {
    const logger = quiet();
    const scheduler = createScheduler({ logger });
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue('done');
    scheduler.register({ name: 'test.flaky', intervalMs: 100, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(logger.error).toHaveBeenCalledWith(
      { err: expect.any(Error), job: 'test.flaky' },
      'job failed',
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
    await scheduler.stop();
  });

  it('waits the interval plus at most the jitter: never sooner, never later', async () => {
    for (const random of [() => 0, () => 0.999_999]) {
      const scheduler = createScheduler({ logger: quiet(), random });
      const run = vi.fn(() => Promise.resolve());
      scheduler.register({ name: 'test.jittered', intervalMs: 1000, jitterMs: 500, run });
      scheduler.start();
      await vi.advanceTimersByTimeAsync(999);
      expect(run).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(500);
      expect(run).toHaveBeenCalledTimes(1);
      await scheduler.stop();
    }
  });

  it('refuses a job registered twice and a run of an unknown job', async () => {
    const { scheduler, job } = schedulerWithJob();
    expect(() => scheduler.register(job)).toThrow(/twice/);
    await expect(scheduler.run('test.unknown')).rejects.toThrow(/No job named/);
    expect(scheduler.names()).toEqual(['test.controlled']);
  });
});

describe('the scheduler on real timers', () => {
  it('never keeps the process alive: its timers are unref-ed', async () => {
    vi.useRealTimers();
    const timeouts = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timeouts();
    const scheduler = createScheduler({ logger: quiet() });
    scheduler.register({
      name: 'test.hourly',
      intervalMs: 3_600_000,
      run: () => Promise.resolve(),
    });
    scheduler.start();
    expect(timeouts()).toBe(before);
    await scheduler.stop();
  });
});
