import { call, type Answer, type Schema } from '../../shared/api';

/**
 * The Auth.js-shaped calls under /api/auth (services/gateway/src/routes/auth.ts) and account closing.
 * Every request shape this feature assumes lives here.
 */
/** The session user (`User` of the gateway's document). */
export type SessionUser = Schema<'User'>;

/** A signed-in session: the user, its expiry and the entitlement the gateway resolved (plan, paid, seesWholeLibrary). */
export type Session = Exclude<Answer<'getSession'>, Record<string, never>>;

export type SessionCheck = Answer<'checkSession'>;

/** The external identity provider (product-spec §7: sign-out and sign-in use provider "google"). */
export const PROVIDER = 'google';

/** GET /api/auth/session answers `{}` when nobody is signed in. */
export async function fetchSession(): Promise<Session | null> {
  // An empty answer is no session too.
  const answer: Answer<'getSession'> | undefined = await call('getSession', { cache: 'no-store' });
  return answer && 'user' in answer && answer.user.id ? (answer as Session) : null;
}

export const fetchSessionCheck = () => call('checkSession', { cache: 'no-store' });

const csrfToken = async () => (await call('getCsrfToken', { cache: 'no-store' })).csrfToken;

/** Auth.js form posts with `json: true`: the answer names the next address instead of redirecting. */
const authForm = async (callbackUrl: string) => new URLSearchParams({ callbackUrl, csrfToken: await csrfToken(), json: 'true' });
const RETURN_REDIRECT = { 'x-auth-return-redirect': '1' };

/** Starts the external sign-in; resolves with the provider's address, which the caller navigates to. */
export const startSignIn = async (callbackUrl: string) =>
  (await call('signIn', { path: { provider: PROVIDER }, body: await authForm(callbackUrl), headers: RETURN_REDIRECT })).url;

/** Ends the session on the server; resolves with the address the server suggests going to. */
export const postSignOut = async (callbackUrl = '/') => (await call('signOut', { body: await authForm(callbackUrl), headers: RETURN_REDIRECT })).url;

/** DELETE /api/v2/users/me: closes the caller's own account (sessions end with it). */
export const closeAccount = () => call('closeAccount');

export const canSeeRevenue = (user: SessionUser | undefined) => user?.role === 'SELLER' || user?.role === 'ADMIN';
