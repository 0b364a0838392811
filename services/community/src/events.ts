import { Topics, type Logger, type Subscription, type Tx } from '@screenshelf/kit';
import type { UserEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/UserEvent.js';
import { purgeUser, upsertUser } from './store.js';
import { purgeSupportUser } from './support/store.js';

/** Keeps the users projection (authors' names); a closed account's posts, comments, votes and reports are purged, and its newsletter subscription removed. */
export function identityUserSubscription(logger: Logger): Subscription {
  return {
    topic: Topics.identityUser,
    async handle(event: { message: UserEvent__Output }, tx: Tx) {
      const { kind, userId, user } = event.message;
      if (kind === 'user.deleted') {
        await purgeUser(tx, userId);
        await purgeSupportUser(tx, userId);
      }
      else if (user?.id) await upsertUser(tx, { id: user.id, name: user.name, nickname: user.nickname, image: user.image });
      else logger.debug({ kind }, 'identity event without a user; ignored');
    },
  };
}
