import { administration } from './admin.js';
import { cancellation } from './cancellation.js';
import { membershipContext, subjectOf, type MembershipDeps } from './context.js';
import { groups } from './groups.js';
import { paymentMethods } from './payment-methods.js';
import { renewal } from './renewal.js';
import { reservations } from './reservations.js';
import { subscribing } from './subscribe.js';
import { membershipViews } from './views.js';

export { subjectOf, type MembershipDeps } from './context.js';

/**
 * The membership use cases, one module each, applied to the database and the payment provider.
 * Every change runs in a transaction that also writes its membership.subscription event; the
 * affected users' cached entitlements are dropped once it commits.
 */
export function membershipActions(deps: MembershipDeps) {
  const ctx = membershipContext(deps);
  const views = membershipViews(ctx);
  return {
    subjectOf,
    subject: ctx.subject,
    /** The billing run's transaction (see billing.ts). */
    change: ctx.change,
    ...views,
    ...paymentMethods(ctx),
    ...subscribing(ctx, views),
    ...renewal(ctx, views),
    ...cancellation(ctx, views),
    ...groups(ctx, views),
    ...reservations(ctx, views),
    ...administration(ctx),
  };
}

export type MembershipActions = ReturnType<typeof membershipActions>;
