import type { Tx } from '../db/postgres.js';
import type { UserEvent__Output } from '../gen/screenshelf/events/v1/UserEvent.js';
import type { UserSnapshot__Output } from '../gen/screenshelf/events/v1/UserSnapshot.js';
import type { Logger } from '../log.js';
import type { Subscription } from './consumer.js';
import { Topics } from './topics.js';

/** Where a service keeps its copy of identity's users: which fields it stores is its own choice. */
export interface UserProjection {
  upsert(tx: Tx, user: UserSnapshot__Output): Promise<void>;
  /** A closed account: the service drops the person's details (and what else it keeps of them). */
  erase(tx: Tx, userId: string): Promise<void>;
}

/** Keeps a service's users projection from identity.user: a closed account is erased, any other change upserted. */
export function identityUserProjection(logger: Logger, projection: UserProjection): Subscription {
  return {
    topic: Topics.identityUser,
    async handle(event: { message: UserEvent__Output }, tx: Tx) {
      const { kind, userId, user } = event.message;
      if (kind === 'user.deleted') {
        await projection.erase(tx, userId);
      } else if (user?.id) {
        await projection.upsert(tx, user);
      } else {
        logger.debug({ kind }, 'identity event without a user; ignored');
      }
    },
  };
}
