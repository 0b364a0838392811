import { api } from '../../shared/api';

/**
 * The Auth.js-shaped calls under /api/auth (services/gateway/src/routes/auth.ts) and account closing.
 * Every request shape this feature assumes lives here.
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string;
  nickname?: string;
  /** USER | SELLER | ADMIN */
  role: string;
}

export interface Session {
  user: SessionUser;
  expires: string;
  /** The entitlement the gateway resolved for this session (services/gateway/src/routes/auth.ts sessionJson). */
  plan: string;
  paid: boolean;
  /** Paid members and admins: every app, and the MAU/colour search (the server's seesWholeLibrary). */
  seesWholeLibrary: boolean;
}

export interface SessionCheck {
  ok: boolean;
  isValid: boolean;
  message?: string;
}

/** The external identity provider (product-spec §7: sign-out and sign-in use provider "google"). */
export const PROVIDER = 'google';

/** GET /api/auth/session answers `{}` when nobody is signed in. */
export async function fetchSession(): Promise<Session | null> {
  const answer = await api<Partial<Session> | null>('/api/auth/session', { cache: 'no-store' });
  return answer?.user?.id ? (answer as Session) : null;
}

export const fetchSessionCheck = () => api<SessionCheck>('/api/auth/session-check', { cache: 'no-store' });

const csrfToken = async () => (await api<{ csrfToken: string }>('/api/auth/csrf', { cache: 'no-store' })).csrfToken;

/** Auth.js form posts with `json: true`: the answer names the next address instead of redirecting. */
async function authPost(path: string, fields: Record<string, string>): Promise<string> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' });
  const { url } = await api<{ url: string }>(path, { method: 'POST', body, headers: { 'x-auth-return-redirect': '1' } });
  return url;
}

/** Starts the external sign-in; resolves with the provider's address, which the caller navigates to. */
export const startSignIn = (callbackUrl: string) => authPost(`/api/auth/signin/${PROVIDER}`, { callbackUrl });

/** Ends the session on the server; resolves with the address the server suggests going to. */
export const postSignOut = (callbackUrl = '/') => authPost('/api/auth/signout', { callbackUrl });

/** DELETE /api/v2/users/me: closes the caller's own account (sessions end with it). */
export const closeAccount = () => api<{ data?: { userId: string }; msg?: string }>('/api/v2/users/me', { method: 'DELETE' });

export const canSeeRevenue = (user: SessionUser | undefined) => user?.role === 'SELLER' || user?.role === 'ADMIN';
