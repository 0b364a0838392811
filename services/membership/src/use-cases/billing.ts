import type { Logger, Pool } from '@screenshelf/kit';
import type { MembershipActions } from './index.js';
import { claimDueMembership } from '../store.js';

export interface BillingReport {
  /** First payments found undecided and settled now. */
  settled: number;
  renewed: number;
  retrying: number;
  expired: number;
  errors: number;
}

/** A first payment still undecided after this long is settled by the billing run. */
const PENDING_GRACE_MS = 10 * 60_000;

/**
 * One billing run at `now`: claims due memberships one at a time (FOR UPDATE SKIP LOCKED, so a
 * concurrent run or another replica never takes the same one) and renews each in its own
 * transaction. A provider outage rolls that one back; the next run repeats it with the same order
 * id, which the provider answers without charging again.
 */
export async function runBilling(pool: Pool, actions: MembershipActions, logger: Logger, now: Date): Promise<BillingReport> {
  const report: BillingReport = { settled: 0, renewed: 0, retrying: 0, expired: 0, errors: 0 };
  report.settled = await actions.settleStalePending(new Date(now.getTime() - PENDING_GRACE_MS));
  const skip: string[] = [];
  for (;;) {
    let claimedId: string | undefined;
    try {
      const outcome = await actions.change(async (tx, publish) => {
        const due = await claimDueMembership(tx, now, skip);
        if (!due) return undefined;
        claimedId = due.id;
        return actions.renewLocked(tx, due, publish);
      });
      if (!outcome) return report;
      if (outcome === 'RENEWED') report.renewed += 1;
      else if (outcome === 'RETRY') report.retrying += 1;
      else report.expired += 1;
    } catch (error) {
      if (!claimedId) throw error;
      report.errors += 1;
      skip.push(claimedId);
      logger.warn({ err: error, membershipId: claimedId }, 'renewal failed; the next run tries again');
    }
  }
}

/** Runs billing every `intervalMs` until stopped; a run never overlaps the previous one in this process. */
export function startBillingScheduler(options: { run: () => Promise<BillingReport>; intervalMs: number; logger: Logger }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = options
      .run()
      .then((report) => {
        if (report.settled + report.renewed + report.retrying + report.expired + report.errors > 0)
          options.logger.info(report, 'billing run');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'billing run failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
