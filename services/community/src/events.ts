import { identityUserProjection, type Logger, type Subscription } from '@screenshelf/kit';
import { purgeUser, upsertUser } from './store.js';
import { purgeSupportUser } from './store-support.js';

/** Keeps the users projection (authors' names); a closed account's posts, comments, votes and reports are purged, and its newsletter subscription removed. */
export const identityUserSubscription = (logger: Logger): Subscription =>
  identityUserProjection(logger, {
    upsert: (tx, user) => upsertUser(tx, { id: user.id, name: user.name, nickname: user.nickname, image: user.image }),
    erase: async (tx, userId) => {
      await purgeUser(tx, userId);
      await purgeSupportUser(tx, userId);
    },
  });
