import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessQueue, type JobDefinition } from './job-queue';

const log = { info: () => {}, error: () => {} };

/** A job that counts its runs; `fail` decides whether a run throws, `slowMs` how long one takes. */
function countingJob(overrides: Partial<JobDefinition> & { fail?: () => boolean; slowMs?: number } = {}) {
  const runs: number[] = [];
  const { fail, slowMs, ...rest } = overrides;
  const definition: JobDefinition = {
    name: 'counted',
    retryLimit: 2,
    retryDelaySeconds: 10,
    ...rest,
    run: async () => {
      runs.push(Date.now());
      if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs));
      if (fail?.()) throw new Error('the provider did not answer');
    },
  };
  return { definition, runs };
}

// PGlite's runner: the same definitions as pg-boss runs, in this process only.
describe('the in-process job runner', () => {
  let queue: InProcessQueue;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:30Z') });
    queue = new InProcessQueue(log);
  });
  afterEach(async () => {
    await queue.stop();
    vi.useRealTimers();
  });

  it('runs a schedule once at start, then once at each cron tick', async () => {
    const { definition, runs } = countingJob({ cron: '* * * * *' });
    await queue.start([definition]);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000 + 120_000);
    expect(runs.map((at) => new Date(at).toISOString().slice(11, 19))).toEqual([
      '10:00:30',
      '10:01:00',
      '10:02:00',
      '10:03:00',
    ]);
  });

  it('retries a run that failed after growing waits, up to its limit', async () => {
    const { definition, runs } = countingJob({ fail: () => true });
    await queue.start([definition]);
    await queue.send('counted');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // The first run and two retries, 10 s then 20 s apart.
    expect(runs.map((at) => (at - runs[0]!) / 1000)).toEqual([0, 10, 30]);
  });

  it('never runs one job twice at once: a run asked for meanwhile follows it', async () => {
    const { definition, runs } = countingJob({ slowMs: 5_000 });
    await queue.start([definition]);
    await queue.send('counted');
    await queue.send('counted');
    await queue.send('counted');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(runs.map((at) => (at - runs[0]!) / 1000)).toEqual([0, 5]);
  });

  it('runs a job sent for later at its time', async () => {
    const { definition, runs } = countingJob();
    await queue.start([definition]);
    await queue.send('counted', { startAfter: new Date(Date.now() + 45_000) });
    await vi.advanceTimersByTimeAsync(44_000);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(1);
  });
});
