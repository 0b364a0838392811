import { appendEvent, Topics, type Tx } from '@screenshelf/kit';
import type { UserEvent } from '@screenshelf/kit/gen/screenshelf/events/v1/UserEvent.js';
import type { UserRow } from './store.js';

export type UserEventKind = 'user.registered' | 'user.updated' | 'user.role_changed' | 'user.deleted';

/** Tells the other services about a user; a deleted user's details never travel again. */
export async function publishUserEvent(tx: Tx, kind: UserEventKind, userId: string, user?: UserRow): Promise<void> {
  const event: UserEvent = {
    kind,
    occurredAt: new Date().toISOString(),
    userId,
    ...(user && kind !== 'user.deleted'
      ? {
          user: {
            id: user.id,
            email: user.email,
            name: user.name,
            role: user.role,
            isBizOwner: user.is_biz_owner,
            nickname: user.nickname ?? '',
            image: user.image ?? '',
            referralId: user.referral_id ?? '',
            emailVerified: !!user.email_verified,
          },
        }
      : {}),
  };
  await appendEvent(tx, { topic: Topics.identityUser, key: userId, type: kind, message: event });
}
