import { jest } from '@jest/globals';
import { RECONCILE_ATTEMPTS, reconcileLater, type ReconcileOutcome } from '../src/payments/reconcile.js';

describe('reconcileLater', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Runs the schedule to its end, returning when each try ran (ms after the start). */
  async function triesOf(tryOnce: () => Promise<ReconcileOutcome>, options?: Parameters<typeof reconcileLater>[1]) {
    const at: number[] = [];
    const t0 = Date.now();
    reconcileLater(() => {
      at.push(Date.now() - t0);
      return tryOnce();
    }, options);
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    return at;
  }

  it('asks again after 1, 2, 4 … 30 s while the payment stays undecided, then gives up', async () => {
    const at = await triesOf(async () => 'pending');
    expect(at).toHaveLength(RECONCILE_ATTEMPTS);
    expect(at).toEqual([1000, 3000, 7000, 15_000, 31_000, 61_000, 91_000]);
  });

  it('stops at the first try that settles the payment', async () => {
    let tries = 0;
    const at = await triesOf(async () => (++tries === 3 ? 'settled' : 'pending'));
    expect(at).toEqual([1000, 3000, 7000]);
  });

  it('waits at least minDelayMs before each try (a charge still on its way)', async () => {
    const at = await triesOf(async () => 'pending', { minDelayMs: 10_000 });
    expect(at).toEqual([10_000, 20_000, 30_000, 40_000, 56_000, 86_000, 116_000]);
  });

  it('ends the schedule on a try that throws, and hands the error to onError', async () => {
    const errors: unknown[] = [];
    const failure = new Error('database down');
    const at = await triesOf(() => Promise.reject(failure), { onError: (error) => errors.push(error) });
    expect(at).toEqual([1000]);
    expect(errors).toEqual([failure]);
  });

  it('does not hold the process open (the sweep is the backstop)', () => {
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    reconcileLater(async () => 'settled');
    const timer = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    setTimeoutSpy.mockRestore();
  });
});
