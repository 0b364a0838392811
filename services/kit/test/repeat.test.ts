import { jest } from '@jest/globals';
import { createLogger } from '../src/log.js';
import { startRepeating } from '../src/repeat.js';

describe('startRepeating', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs every interval from the end of the last run, never overlapping, and goes on after a failure', async () => {
    const logger = createLogger('test', 'silent');
    const errors = jest.spyOn(logger, 'error');
    const started: number[] = [];
    let finish: (() => void) | undefined;
    let calls = 0;
    const job = startRepeating({
      name: 'test job',
      intervalMs: 1000,
      logger,
      run: () => {
        calls += 1;
        started.push(Date.now());
        if (calls === 2) return Promise.reject(new Error('boom'));
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    const t0 = Date.now();
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    // The first run takes 5 s: no second run meanwhile.
    await jest.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(1);
    finish!();
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(errors).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test job failed');
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    expect(started.map((t) => t - t0)).toEqual([1000, 7000, 8000]);
    // stop waits for the run in progress, then nothing runs again.
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish!();
    await stopping;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(3);
  });

  it('aborts the signal of the run in progress on stop, so a run over a backlog can end after its current step', async () => {
    const logger = createLogger('test', 'silent');
    let signal: AbortSignal | undefined;
    let finish: (() => void) | undefined;
    const job = startRepeating({
      name: 'backlog',
      intervalMs: 1000,
      logger,
      run: (s) => {
        signal = s;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(signal?.aborted).toBe(false);
    const stopping = job.stop();
    expect(signal?.aborted).toBe(true);
    finish!();
    await stopping;
  });
});
