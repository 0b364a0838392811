import { appendEvent, identityUserProjection, Topics, type Logger, type Subscription, type Tx } from '@screenshelf/kit';
import type { SubscriptionEvent } from '@screenshelf/kit/gen/screenshelf/events/v1/SubscriptionEvent.js';
import type { SubscriptionEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/SubscriptionEvent.js';
import type { Entitlements } from './entitlement.js';
import { eraseUser, upsertUser } from './store.js';

export type SubscriptionKind =
  | 'subscription.activated'
  | 'subscription.renewed'
  | 'subscription.changed'
  | 'subscription.cancellation_scheduled'
  | 'subscription.cancellation_undone'
  | 'subscription.expired'
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.refunded'
  | 'free.changed'
  | 'group.changed';

export interface SubscriptionChange {
  kind: SubscriptionKind;
  membershipId: string;
  userIds: string[];
  plan: string;
}

/** Tells the rest of the system whose entitlement may have changed, in the caller's transaction. */
export async function publishSubscriptionChange(tx: Tx, change: SubscriptionChange): Promise<void> {
  const message: SubscriptionEvent = {
    kind: change.kind,
    occurredAt: new Date().toISOString(),
    membershipId: change.membershipId,
    userIds: [...new Set(change.userIds)],
    plan: change.plan,
  };
  await appendEvent(tx, {
    topic: Topics.membershipSubscription,
    key: change.membershipId || change.userIds[0] || '',
    type: change.kind,
    message,
  });
}

/** Keeps the users projection: who exists and their email; a closed account loses its personal fields. */
export const identityUserSubscription = (logger: Logger): Subscription =>
  identityUserProjection(logger, {
    upsert: (tx, user) => upsertUser(tx, { id: user.id, email: user.email || null, name: user.name, role: user.role || 'USER' }),
    erase: eraseUser,
  });

/** Our own events, read back so every replica drops its cached entitlements too. */
export function entitlementInvalidation(entitlements: Entitlements): Subscription {
  return {
    topic: Topics.membershipSubscription,
    async handle(event: { message: SubscriptionEvent__Output }) {
      await entitlements.invalidate(event.message.userIds);
    },
  };
}
