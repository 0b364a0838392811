import { DomainError, domainError, withTransaction, type Tx } from '@screenshelf/kit';
import { expiryFrom, hashToken, MAX_TOKEN_LENGTH, newToken, PROVIDERS, SIGN_IN_FLOW_TTL_MS, signInExpired } from '../domain/session.js';
import { emailInUse, profileChanged, profileFromClaims, roleAtRegistration, type Profile } from '../domain/user.js';
import { publishUserEvent } from '../events.js';
import * as store from '../store.js';
import type { IdentityContext } from './context.js';
import { toUser } from './views.js';

/**
 * Sign-in through the OpenID provider: a flow started (state, nonce, PKCE verifier stored under the
 * flow id's hash), then completed once: the person registered or refreshed, a new session that ends
 * every other session of the account.
 */
export function signingIn(ctx: IdentityContext) {
  const { pool, config, oidc, mirror, maxAgeDays, mirrorEnded, logger } = ctx;

  /** Registers or refreshes the person behind a verified sign-in, in the caller's transaction. */
  const upsertUser = async (tx: Tx, profile: Profile): Promise<store.UserRow> => {
    const existing = await store.findUserForSignIn(tx, profile);
    if (!existing) {
      const user = await store.insertUser(tx, profile, roleAtRegistration(profile.email, config.adminEmails));
      await publishUserEvent(tx, 'user.registered', user.id, user);
      return user;
    }
    const sameAccount = existing.issuer === profile.issuer && existing.subject === profile.subject;
    // An unverified email never takes over an account registered under another identity.
    if (!sameAccount && !profile.emailVerified) throw emailInUse();
    if (!profileChanged(existing, profile)) return existing;
    const user = await store.updateProfile(tx, existing.id, profile);
    await publishUserEvent(tx, 'user.updated', user.id, user);
    return user;
  };

  async function startSignIn(provider: string, callbackUrl: string, redirectUri: string) {
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
  }

  async function completeSignIn(flowId: string, callbackParams: string) {
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
      if (error.code === '23505') throw emailInUse();
      throw error;
    });
    await mirrorEnded(ended, 'SIGNED_IN_ELSEWHERE');
    await mirror.valid(hashToken(sessionToken), user.id, expiresAt);
    if (ended.length > 0) logger.info({ userId: user.id, ended: ended.length }, 'signed in; other sessions of the account ended');
    return { sessionToken, expires: expiresAt.toISOString(), callbackUrl: flow.callback_url, user: toUser(user) };
  }

  return { startSignIn, completeSignIn };
}
