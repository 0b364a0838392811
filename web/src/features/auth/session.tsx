import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchSession, fetchSessionCheck, postSignOut, startSignIn, type Session } from './api';

/** product-spec §9: the session check runs every 30 s while signed in. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
const SYNC_CHANNEL = 'screenshelf.session';
const SYNC_STORAGE_KEY = 'screenshelf.session';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  data: Session | null;
  status: SessionStatus;
  /** Fetches the session again (Auth.js `update()` without data). */
  update(): Promise<Session | null>;
  /** Starts the external sign-in; the browser leaves for the provider. */
  signIn(options?: { callbackUrl?: string }): Promise<void>;
  /** Ends the session; with `redirect` the browser goes to callbackUrl (default /), otherwise it stays. */
  signOut(options?: { redirect?: boolean; callbackUrl?: string }): Promise<void>;
  /** Tells `listener` when the session check finds the session ended elsewhere; answers the unsubscribe. */
  onInvalidated(listener: (message: string) => void): () => void;
}

const SessionContext = createContext<SessionState | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  checkIntervalMs?: number;
  /** Where the browser goes; a test replaces it. */
  navigate?: (url: string) => void;
}

/** Tells the other tabs that the session changed, so they fetch it again (Auth.js "sync from another tab"). */
function broadcast() {
  try {
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(SYNC_CHANNEL);
      channel.postMessage({ event: 'session', at: Date.now() });
      channel.close();
    }
    localStorage.setItem(SYNC_STORAGE_KEY, String(Date.now()));
  } catch {
    // Private modes may refuse storage; the other tabs then catch up on focus.
  }
}

/** How long the n-th failed first fetch of the session waits before asking again: 1, 2, 4 … 30 s. */
export const sessionRetryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

/**
 * The session as Auth.js's client keeps it: loading → authenticated | unauthenticated, fetched again
 * on window focus and on a change in another tab. While signed in, the session check (product-spec §4)
 * runs on load, every 30 s, on focus and when the tab becomes visible; a session ended by a sign-in
 * elsewhere is signed out here without redirect and reported to the onInvalidated listeners once.
 * A session that cannot be fetched (a 429, a 5xx, no network) never reads as signed out: the first
 * fetch is asked again after 1, 2, 4 … 30 s while the status stays `loading`.
 */
export function SessionProvider({ children, checkIntervalMs = SESSION_CHECK_INTERVAL_MS, navigate = (url) => window.location.assign(url) }: SessionProviderProps) {
  const [data, setData] = useState<Session | null>(null);
  const [status, setStatus] = useState<SessionStatus>('loading');
  // The latest status and navigate for the event handlers below; kept once committed.
  const statusRef = useRef(status);
  const invalidated = useRef(false);
  const listeners = useRef(new Set<(message: string) => void>());
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    statusRef.current = status;
    navigateRef.current = navigate;
  }, [status, navigate]);

  // A session that could not be fetched (429, 5xx, no network) is not a signed-out one: while the
  // first answer is missing the status stays `loading` and asks again, later a failure keeps what was known.
  const retries = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const update = useCallback((): Promise<Session | null> => {
    const attempt = (): Promise<Session | null> =>
      fetchSession().then(
        (session) => {
          retries.current = 0;
          setData(session);
          setStatus(session ? 'authenticated' : 'unauthenticated');
          return session;
        },
        (error: unknown) => {
          console.error('[session] fetching the session failed', error);
          if (statusRef.current === 'loading') {
            clearTimeout(retryTimer.current);
            retryTimer.current = setTimeout(() => void attempt(), sessionRetryDelay(retries.current++));
          }
          return null;
        },
      );
    return attempt();
  }, []);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const signOut = useCallback<SessionState['signOut']>(async ({ redirect = true, callbackUrl = '/' } = {}) => {
    let url = callbackUrl;
    try {
      url = await postSignOut(callbackUrl);
    } finally {
      setData(null);
      setStatus('unauthenticated');
      broadcast();
    }
    if (redirect) navigateRef.current(url);
  }, []);

  const signIn = useCallback<SessionState['signIn']>(async ({ callbackUrl = '/' } = {}) => {
    navigateRef.current(await startSignIn(callbackUrl));
  }, []);

  /** Runs the session check; true when the session still counts (or the check could not tell). */
  const check = useCallback(async (): Promise<boolean> => {
    let answer;
    try {
      answer = await fetchSessionCheck();
    } catch (error) {
      // product-spec §8: a failed session check is only logged.
      console.error('[session] session check failed', error);
      return true;
    }
    if (answer.isValid !== false) return true;
    if (statusRef.current !== 'authenticated' || invalidated.current) return false;
    invalidated.current = true;
    const message = answer.message ?? '';
    await signOut({ redirect: false }).catch((error: unknown) => console.error('[session] sign-out failed', error));
    listeners.current.forEach((listener) => listener(message));
    return false;
  }, [signOut]);

  useEffect(() => {
    void update();
  }, [update]);

  // The flag stops a second modal while one sign-out is running; once signed out it is cleared.
  useEffect(() => {
    if (status === 'unauthenticated') invalidated.current = false;
  }, [status]);

  // On load (becoming authenticated) and every interval while authenticated.
  useEffect(() => {
    if (status !== 'authenticated') return;
    void check();
    const timer = setInterval(() => void check(), checkIntervalMs);
    return () => clearInterval(timer);
  }, [status, check, checkIntervalMs]);

  useEffect(() => {
    // The check goes first: fetching the session would clear an ended session's cookie and lose the reason.
    const onFocus = async () => {
      if (statusRef.current === 'authenticated' && !(await check())) return;
      await update();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && statusRef.current === 'authenticated') void check();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SYNC_STORAGE_KEY) void update();
    };
    const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(SYNC_CHANNEL) : undefined;
    if (channel) channel.onmessage = () => void update();
    const focus = () => void onFocus();
    window.addEventListener('focus', focus);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('focus', focus);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
      channel?.close();
    };
  }, [check, update]);

  const value = useMemo<SessionState>(
    () => ({
      data,
      status,
      update,
      signIn,
      signOut,
      onInvalidated(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [data, status, update, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession needs a <SessionProvider> above it');
  return state;
}
