import { api, type Answer, type Schema } from '../../shared/api';

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
  const answer = await api<Answer<'getSession'> | undefined>('/api/auth/session', { cache: 'no-store' });
  return answer && 'user' in answer && answer.user.id ? (answer as Session) : null;
}

export const fetchSessionCheck = () => api<SessionCheck>('/api/auth/session-check', { cache: 'no-store' });

const csrfToken = async () => (await api<Answer<'getCsrfToken'>>('/api/auth/csrf', { cache: 'no-store' })).csrfToken;

/** Auth.js form posts with `json: true`: the answer names the next address instead of redirecting. */
async function authPost(path: string, fields: Record<string, string>): Promise<string> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' });
  const { url } = await api<Answer<'signIn'> | Answer<'signOut'>>(path, { method: 'POST', body, headers: { 'x-auth-return-redirect': '1' } });
  return url;
}

/** Starts the external sign-in; resolves with the provider's address, which the caller navigates to. */
export const startSignIn = (callbackUrl: string) => authPost(`/api/auth/signin/${PROVIDER}`, { callbackUrl });

/** Ends the session on the server; resolves with the address the server suggests going to. */
export const postSignOut = (callbackUrl = '/') => authPost('/api/auth/signout', { callbackUrl });

/** DELETE /api/v2/users/me: closes the caller's own account (sessions end with it). */
export const closeAccount = () => api<Answer<'closeAccount'>>('/api/v2/users/me', { method: 'DELETE' });

export const canSeeRevenue = (user: SessionUser | undefined) => user?.role === 'SELLER' || user?.role === 'ADMIN';
