import { requireSignedIn, type Caller, type Logger, type Pool, type SessionMirror } from '@screenshelf/kit';
import type { IdentityConfig } from '../config.js';
import { noUserInformation, UUID } from '../domain/user.js';
import type { OidcRelyingParty } from '../oidc.js';

/** What identity's use cases work with. */
export interface IdentityDeps {
  pool: Pool;
  config: IdentityConfig;
  oidc: OidcRelyingParty;
  /** The session mirror (kit session-mirror.ts): identity writes, the gateway's session check reads. */
  mirror: SessionMirror;
  logger: Logger;
}

/** The signed-in caller's own account id (a caller token for a user that is not a uuid has no tokens here). */
export function ownerOf(caller: Caller): string {
  requireSignedIn(caller);
  if (!UUID.test(caller.userId)) throw noUserInformation();
  return caller.userId;
}

/** The dependencies and the steps several use cases share (ending sessions in the mirror). */
export function identityContext(deps: IdentityDeps) {
  const { mirror, logger } = deps;

  /**
   * Ends written to the session mirror (kit session-mirror.ts) after Postgres committed them and
   * before the call answers, so the gateway's next check sees them. If Redis does not take them the
   * change stands (Postgres is the truth) and the mirror's valid entries run out within minutes.
   */
  const mirrorEnded = async (hashes: Buffer[], reason: string) => {
    await mirror.ended(hashes, reason).catch((error: unknown) => logger.error({ err: error, sessions: hashes.length }, 'ended sessions not written to the session mirror'));
  };

  return { ...deps, maxAgeDays: deps.config.SESSION_MAX_AGE_DAYS, mirrorEnded };
}

export type IdentityContext = ReturnType<typeof identityContext>;
