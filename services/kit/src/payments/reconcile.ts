/** How often a payment left undecided (the provider did not answer) is asked about again. */
export const RECONCILE_ATTEMPTS = 7;
const RECONCILE_MAX_DELAY_MS = 30_000;

/** What one try found: the payment is settled (or there is nothing left to settle), or still undecided. */
export type ReconcileOutcome = 'settled' | 'pending';

/** The wait before try `attempt` (0-based): 1, 2, 4 … 30 s, never shorter than `minDelayMs`. */
export const reconcileDelayMs = (attempt: number, minDelayMs = 0) =>
  Math.max(Math.min(1000 * 2 ** attempt, RECONCILE_MAX_DELAY_MS), minDelayMs);

/**
 * Asks the provider again about an undecided payment, in the background: `tryOnce` after 1, 2, 4 … 30 s
 * (about two minutes in all) until it says 'settled'. The periodic sweep is the backstop, so the
 * timers do not hold a stopping process open. A try that throws ends the schedule (`onError` hears it).
 * `minDelayMs`: no try before a charge still on its way could have been heard (the payment time-out).
 */
export function reconcileLater(
  tryOnce: () => Promise<ReconcileOutcome>,
  options: { minDelayMs?: number; onError?: (error: unknown) => void } = {},
): void {
  const schedule = (attempt: number) => {
    if (attempt >= RECONCILE_ATTEMPTS) return;
    setTimeout(
      () => {
        tryOnce().then(
          (outcome) => {
            if (outcome === 'pending') schedule(attempt + 1);
          },
          (error: unknown) => options.onError?.(error),
        );
      },
      reconcileDelayMs(attempt, options.minDelayMs),
    ).unref();
  };
  schedule(0);
}
