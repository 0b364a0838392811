import { expiryFrom, hashToken, MAX_TOKEN_LENGTH, sessionProblemOf, shouldExtend } from '../domain/session.js';
import * as store from '../store.js';
import type { IdentityContext } from './context.js';
import { toUser } from './views.js';

/** A session token's life after sign-in: resolved on every request, extended, ended by signing out. */
export function sessions(ctx: IdentityContext) {
  const { pool, mirror, maxAgeDays, mirrorEnded } = ctx;

  async function resolveSession(sessionToken: string) {
    if (!sessionToken || sessionToken.length > MAX_TOKEN_LENGTH) return { valid: false, reason: 'UNKNOWN' };
    const tokenHash = hashToken(sessionToken);
    const session = await store.findSession(pool, tokenHash);
    const now = new Date();
    const problem = sessionProblemOf(session, now);
    if (problem || !session) {
      // A known session that ended goes back into the mirror (it may have been dropped there).
      if (session && (problem === 'SIGNED_IN_ELSEWHERE' || problem === 'UNKNOWN')) await mirrorEnded([tokenHash], problem);
      return { valid: false, reason: problem || 'UNKNOWN' };
    }
    let expiresAt = session.expiresAt;
    if (shouldExtend(session, now, maxAgeDays)) {
      expiresAt = expiryFrom(now, maxAgeDays);
      await store.extendSession(pool, tokenHash, expiresAt);
    }
    await mirror.valid(tokenHash, session.user.id, expiresAt);
    return { valid: true, user: toUser(session.user), reason: '', expires: expiresAt.toISOString() };
  }

  async function signOut(sessionToken: string) {
    if (!sessionToken || sessionToken.length > MAX_TOKEN_LENGTH) return {};
    const tokenHash = hashToken(sessionToken);
    if (await store.endSession(pool, tokenHash)) await mirrorEnded([tokenHash], 'UNKNOWN');
    return {};
  }

  async function updateSession(sessionToken: string) {
    if (!sessionToken || sessionToken.length > MAX_TOKEN_LENGTH) return { valid: false, reason: 'UNKNOWN' };
    const tokenHash = hashToken(sessionToken);
    const session = await store.findSession(pool, tokenHash);
    const problem = sessionProblemOf(session, new Date());
    if (problem || !session) return { valid: false, reason: problem || 'UNKNOWN' };
    const expiresAt = expiryFrom(new Date(), maxAgeDays);
    await store.extendSession(pool, tokenHash, expiresAt);
    await mirror.valid(tokenHash, session.user.id, expiresAt);
    return { valid: true, user: toUser(session.user), reason: '', expires: expiresAt.toISOString() };
  }

  return { resolveSession, signOut, updateSession };
}
