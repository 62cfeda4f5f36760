import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerPeriodicJob, startPeriodicJobs, type PeriodicJob } from './periodic-job.ts';

/** Just what the registry uses of an app: its job list, its log and its onClose hooks. */
function fakeApp() {
  const hooks: (() => Promise<void>)[] = [];
  return {
    periodicJobs: [] as PeriodicJob[],
    log: { info: vi.fn(), debug: vi.fn(), error: vi.fn() },
    addHook: (_name: string, hook: () => Promise<void>) => void hooks.push(hook),
    close: async () => {
      for (const hook of hooks) await hook();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the periodic-job registry', () => {
  it('starts every registered job after its first delay, then at its interval, and stops on close', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = fakeApp();
    const runs: string[] = [];
    registerPeriodicJob(app as never, {
      name: 'a',
      firstRunMs: 1000,
      everyMs: 5000,
      run: () => {
        runs.push('a');
        return Promise.resolve({});
      },
    });
    registerPeriodicJob(app as never, {
      name: 'b',
      firstRunMs: 2000,
      everyMs: 10_000,
      quiet: true,
      run: () => Promise.reject(new Error('falla')),
    });
    expect(runs).toEqual([]);
    startPeriodicJobs(app as never);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual(['a', 'a', 'a']);
    expect(app.log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'b failed');
    await app.close();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(3);
  });

  it('never overlaps a run with the same job’s previous one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = fakeApp();
    let running = 0;
    let most = 0;
    const finishers: (() => void)[] = [];
    registerPeriodicJob(app as never, {
      name: 'slow',
      firstRunMs: 10,
      everyMs: 10,
      run: () => {
        running += 1;
        most = Math.max(most, running);
        return new Promise((resolve) =>
          finishers.push(() => {
            running -= 1;
            resolve({});
          }),
        );
      },
    });
    startPeriodicJobs(app as never);
    await vi.advanceTimersByTimeAsync(100);
    expect(finishers).toHaveLength(1);
    finishers[0]!();
    await vi.advanceTimersByTimeAsync(10);
    expect(finishers).toHaveLength(2);
    expect(most).toBe(1);
    finishers[1]!();
    await app.close();
  });
});
