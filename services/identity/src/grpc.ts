import { changedFields, DomainError, type SessionMirror, recordAudit, domainError, requireRole, requireSignedIn, withTransaction, type AsyncHandlers, type Pool } from '@screenshelf/kit';
import type { IdentityHandlers } from '@screenshelf/kit/gen/screenshelf/identity/v1/Identity.js';
import type { IdentityConfig } from './config.js';
import {
  expiryFrom,
  hashToken,
  newToken,
  sessionProblemOf,
  shouldExtend,
  SIGN_IN_FLOW_TTL_MS,
} from './domain/session.js';
import {
  noUserInformation,
  normaliseEmail,
  notAMember,
  notASeller,
  UUID,
  pageOf,
  parseRoleChange,
  requireEmailLookup,
  profileFromClaims,
  roleAtRegistration,
  type Profile,
} from './domain/user.js';
import { publishUserEvent } from './events.js';
import type { OidcRelyingParty } from './oidc.js';
import * as store from './store.js';
import { toUser } from './user-message.js';
import { accessTokenHandlers } from './access-tokens.js';

export { toUser };

/** The provider ids the product signs in with (product-spec §7: "google"). */
export const PROVIDERS = ['google'] as const;

const MAX_TOKEN_LENGTH = 128;
const signInExpired = () => domainError('SIGN_IN_FAILED', { variant: 'expired' });

const profileChanged = (row: store.UserRow & { issuer: string; subject: string }, p: Profile) =>
  row.issuer !== p.issuer || row.subject !== p.subject || row.email !== p.email || row.email_verified !== p.emailVerified || row.name !== p.name || row.image !== p.image;

export function identityHandlers(pool: Pool, config: IdentityConfig, oidc: OidcRelyingParty, mirror: SessionMirror): AsyncHandlers<IdentityHandlers> {
  const maxAgeDays = config.SESSION_MAX_AGE_DAYS;

  /**
   * Ends written to the session mirror (kit session-mirror.ts) after Postgres committed them and
   * before the call answers, so the gateway's next check sees them. If Redis does not take them the
   * change stands (Postgres is the truth) and the mirror's valid entries run out within minutes.
   */
  const mirrorEnded = async (hashes: Buffer[], reason: string, logger: { error(o: object, m: string): void }) => {
    await mirror.ended(hashes, reason).catch((error: unknown) => logger.error({ err: error, sessions: hashes.length }, 'ended sessions not written to the session mirror'));
  };

  /** Registers or refreshes the person behind a verified sign-in, in the caller's transaction. */
  const upsertUser = async (tx: import('@screenshelf/kit').Tx, profile: Profile): Promise<store.UserRow> => {
    const existing = await store.findUserForSignIn(tx, profile);
    if (!existing) {
      const user = await store.insertUser(tx, profile, roleAtRegistration(profile.email, config.adminEmails));
      await publishUserEvent(tx, 'user.registered', user.id, user);
      return user;
    }
    const sameAccount = existing.issuer === profile.issuer && existing.subject === profile.subject;
    // An unverified email never takes over an account registered under another identity.
    if (!sameAccount && !profile.emailVerified) {
      throw new DomainError('EMAIL_IN_USE', 'This email belongs to another account', 'conflict');
    }
    if (!profileChanged(existing, profile)) return existing;
    const user = await store.updateProfile(tx, existing.id, profile);
    await publishUserEvent(tx, 'user.updated', user.id, user);
    return user;
  };

  return {
    ...accessTokenHandlers(pool),

    async ResolveSession({ sessionToken }, { logger }) {
      if (!sessionToken || sessionToken.length > MAX_TOKEN_LENGTH) return { valid: false, reason: 'UNKNOWN' };
      const tokenHash = hashToken(sessionToken);
      const session = await store.findSession(pool, tokenHash);
      const now = new Date();
      const problem = sessionProblemOf(session, now);
      if (problem || !session) {
        // A known session that ended goes back into the mirror (it may have been dropped there).
        if (session && (problem === 'SIGNED_IN_ELSEWHERE' || problem === 'UNKNOWN')) await mirrorEnded([tokenHash], problem, logger);
        return { valid: false, reason: problem || 'UNKNOWN' };
      }
      let expiresAt = session.expiresAt;
      if (shouldExtend(session, now, maxAgeDays)) {
        expiresAt = expiryFrom(now, maxAgeDays);
        await store.extendSession(pool, tokenHash, expiresAt);
      }
      await mirror.valid(tokenHash, session.user.id, expiresAt);
      return { valid: true, user: toUser(session.user), reason: '', expires: expiresAt.toISOString() };
    },

    async StartSignIn({ provider, callbackUrl, redirectUri }) {
      if (!(PROVIDERS as readonly string[]).includes(provider)) {
        throw domainError('UNKNOWN_PROVIDER', { params: { provider } });
      }
      if (!/^https?:\/\//.test(redirectUri)) throw new DomainError('VALIDATION_ERROR', 'redirectUri must be an http(s) URL', 'invalid');
      const request = await oidc.authorizationRequest(redirectUri);
      const flowId = newToken();
      await store.insertFlow(
        pool,
        hashToken(flowId),
        {
          provider,
          state: request.state,
          nonce: request.nonce,
          code_verifier: request.codeVerifier,
          redirect_uri: redirectUri,
          callback_url: callbackUrl || '/',
        },
        new Date(Date.now() + SIGN_IN_FLOW_TTL_MS),
      );
      return { authorizationUrl: request.url, flowId };
    },

    async CompleteSignIn({ flowId, callbackParams }, { logger }) {
      if (!flowId || flowId.length > MAX_TOKEN_LENGTH) throw signInExpired();
      const flow = await store.takeFlow(pool, hashToken(flowId));
      if (!flow) throw signInExpired();
      const claims = await oidc.claimsOf(flow.redirect_uri, callbackParams, {
        state: flow.state,
        nonce: flow.nonce,
        codeVerifier: flow.code_verifier,
      });
      const profile = profileFromClaims(oidc.issuer, claims);
      const sessionToken = newToken();
      const expiresAt = expiryFrom(new Date(), maxAgeDays);
      const { user, ended } = await withTransaction(pool, async (tx) => {
        const user = await upsertUser(tx, profile);
        const ended = await store.replaceSessions(tx, user.id, hashToken(sessionToken), expiresAt);
        return { user, ended };
      }).catch((error: { code?: string }) => {
        // Two accounts cannot share an email (users_email): the provider moved it to another identity.
        if (error.code === '23505') throw new DomainError('EMAIL_IN_USE', 'This email belongs to another account', 'conflict');
        throw error;
      });
      await mirrorEnded(ended, 'SIGNED_IN_ELSEWHERE', logger);
      await mirror.valid(hashToken(sessionToken), user.id, expiresAt);
      if (ended.length > 0) logger.info({ userId: user.id, ended: ended.length }, 'signed in; other sessions of the account ended');
      return { sessionToken, expires: expiresAt.toISOString(), callbackUrl: flow.callback_url, user: toUser(user) };
    },

    async SignOut({ sessionToken }, { logger }) {
      if (!sessionToken || sessionToken.length > MAX_TOKEN_LENGTH) return {};
      const tokenHash = hashToken(sessionToken);
      if (await store.endSession(pool, tokenHash)) await mirrorEnded([tokenHash], 'UNKNOWN', logger);
      return {};
    },

    async UpdateSession({ sessionToken }) {
      if (!sessionToken || sessionToken.length > MAX_TOKEN_LENGTH) return { valid: false, reason: 'UNKNOWN' };
      const tokenHash = hashToken(sessionToken);
      const session = await store.findSession(pool, tokenHash);
      const problem = sessionProblemOf(session, new Date());
      if (problem || !session) return { valid: false, reason: problem || 'UNKNOWN' };
      const expiresAt = expiryFrom(new Date(), maxAgeDays);
      await store.extendSession(pool, tokenHash, expiresAt);
      await mirror.valid(tokenHash, session.user.id, expiresAt);
      return { valid: true, user: toUser(session.user), reason: '', expires: expiresAt.toISOString() };
    },

    async ListUsers({ userEmail, limit, offset }, { caller }) {
      requireRole(caller, 'ADMIN');
      const page = pageOf(limit, offset);
      const { users, total } = await store.listUsers(pool, { emailContains: userEmail.trim().slice(0, 254), ...page });
      return { users: users.map(toUser), total };
    },

    async ListSellers({ userEmail, limit, offset }, { caller }) {
      requireRole(caller, 'ADMIN');
      const page = pageOf(limit, offset);
      const { users, total } = await store.listUsers(pool, { emailContains: userEmail.trim().slice(0, 254), roles: ['SELLER'], ...page });
      return { users: users.map(toUser), total };
    },

    async UpdateRoles(request, { caller }) {
      requireRole(caller, 'ADMIN');
      const change = parseRoleChange(request);
      const updated = await withTransaction(pool, async (tx) => {
        const result = await store.updateRoles(tx, change.userId, change.role, change.isBizOwner);
        if (!result) throw notAMember();
        const changed = changedFields(
          { role: result.before.role, isBizOwner: result.before.is_biz_owner },
          { role: result.after.role, isBizOwner: result.after.is_biz_owner },
        );
        if (changed) {
          await publishUserEvent(tx, 'user.role_changed', result.after.id, result.after);
          await recordAudit(tx, { actor: caller, action: 'user.role_changed', targetType: 'user', targetId: result.after.id, ...changed });
        }
        return result.after;
      });
      return toUser(updated);
    },

    async ValidateUser({ email }, { caller }) {
      requireEmailLookup(caller);
      const user = await store.findUserByEmail(pool, normaliseEmail(email));
      if (!user) throw notAMember();
      return toUser(user);
    },

    async ValidateSeller({ email }, { caller }) {
      requireEmailLookup(caller);
      const user = await store.findUserByEmail(pool, normaliseEmail(email));
      if (!user || user.role !== 'SELLER') throw notASeller();
      return toUser(user);
    },

    async DeleteAccount(_request, { caller, logger }) {
      requireSignedIn(caller);
      if (!UUID.test(caller.userId)) throw noUserInformation();
      const ended = await withTransaction(pool, async (tx) => {
        await store.dropUnsentEventsOf(tx, caller.userId);
        const sessions = await store.deleteUser(tx, caller.userId);
        if (!sessions) throw noUserInformation();
        await publishUserEvent(tx, 'user.deleted', caller.userId);
        return sessions;
      });
      await mirrorEnded(ended, 'UNKNOWN', logger);
      return { userId: caller.userId };
    },
  };
}
