import { startRepeating, type Logger, type Pool } from '@screenshelf/kit';
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

/** Runs billing every `intervalMs` until stopped (the kit's startRepeating); a run that did something is logged. */
export function startBillingScheduler(options: { run: () => Promise<BillingReport>; intervalMs: number; logger: Logger }) {
  return startRepeating({
    name: 'billing run',
    intervalMs: options.intervalMs,
    logger: options.logger,
    run: async () => {
      const report = await options.run();
      if (report.settled + report.renewed + report.retrying + report.expired + report.errors > 0) options.logger.info(report, 'billing run');
    },
  });
}
