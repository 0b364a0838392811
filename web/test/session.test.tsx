/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { SessionGuard } from '../src/features/auth/SessionGuard';
import { SESSION_CHECK_INTERVAL_MS, sessionRetryDelay, useSession } from '../src/features/auth/session';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

function Probe() {
  const session = useSession();
  const location = useLocation();
  return (
    <>
      <p data-testid="status">{session.status}</p>
      <p data-testid="path">{location.pathname}</p>
      <SessionGuard />
    </>
  );
}

/** A gateway whose session is signed in until sign-out, and whose session check answers `check()`. */
function gateway(check: () => { ok: boolean; isValid: boolean; message?: string }) {
  let signedIn = true;
  return fakeGateway({
    'GET /api/auth/session': () => (signedIn ? { user: signedInUser, expires: '2030-01-01T00:00:00.000Z' } : {}),
    'GET /api/auth/session-check': () => check(),
    'GET /api/auth/csrf': { csrfToken: 'csrf-1' },
    'POST /api/auth/signout': () => {
      signedIn = false;
      return { url: 'http://localhost:8080/' };
    },
    'POST /api/auth/signin/google': { url: 'http://127.0.0.1:8090/auth?client_id=screenshelf-local' },
  });
}

/**
 * Tests of the timed checks run on jest's clock: `elapse` moves it on and lets the fake gateway's
 * answers and React's renders settle (RTL's waitFor cannot drive fake timers in ESM jest).
 */
const fakeClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
const elapse = async (ms = 0) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  // A few more turns for answers that chain (check → sign-out → session).
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
  }
};
afterEach(() => {
  jest.useRealTimers();
});

describe('session check and forced logout', () => {
  test('a session that cannot be fetched (429) is not a signed-out one: the page waits and asks again', async () => {
    fakeClock();
    let asked = 0;
    const gw = fakeGateway({
      'GET /api/auth/session': () =>
        ++asked <= 2 ? { status: 429, body: { errorCode: 'RATE_LIMITED', msg: 'Too many requests.' } } : { user: signedInUser, expires: '2030-01-01T00:00:00.000Z' },
      'GET /api/auth/session-check': { ok: true, isValid: true, message: '' },
    });
    const status = () => screen.getByTestId('status').textContent;
    render(renderTree(<Probe />).tree);
    await elapse();
    expect(status()).toBe('loading');
    await elapse(sessionRetryDelay(0));
    expect(gw.callsTo('GET', '/api/auth/session')).toHaveLength(2);
    expect(status()).toBe('loading');
    await elapse(sessionRetryDelay(1));
    expect(status()).toBe('authenticated');
    expect(gw.callsTo('POST', '/api/auth/signout')).toHaveLength(0);
  });

  test('checks on load, every 30 s, on focus and when the tab becomes visible, while signed in', async () => {
    fakeClock();
    const gw = gateway(() => ({ ok: true, isValid: true, message: '' }));
    const checks = () => gw.callsTo('GET', '/api/auth/session-check').length;
    render(renderTree(<Probe />).tree);
    await elapse();
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(checks()).toBe(1);
    await elapse(SESSION_CHECK_INTERVAL_MS - 1);
    expect(checks()).toBe(1);
    await elapse(1);
    expect(checks()).toBe(2);
    await elapse(SESSION_CHECK_INTERVAL_MS);
    expect(checks()).toBe(3);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await elapse();
    expect(checks()).toBe(4);
    // Focus also fetches the session again (after the check).
    expect(gw.callsTo('GET', '/api/auth/session')).toHaveLength(2);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await elapse();
    expect(checks()).toBe(5);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('a change in another tab (storage event) fetches the session again', async () => {
    const gw = gateway(() => ({ ok: true, isValid: true }));
    render(renderTree(<Probe />).tree);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    const before = gw.callsTo('GET', '/api/auth/session').length;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'screenshelf.session', newValue: String(Date.now()) }));
    });
    await waitFor(() => expect(gw.callsTo('GET', '/api/auth/session').length).toBe(before + 1));
  });

  test('no check while signed out', async () => {
    fakeClock();
    const gw = fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/auth/session-check': { ok: true, isValid: false } });
    render(renderTree(<Probe />).tree);
    await elapse();
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await elapse(2 * SESSION_CHECK_INTERVAL_MS);
    // Focus fetched the session again, and nothing asked for the check.
    expect(gw.callsTo('GET', '/api/auth/session')).toHaveLength(2);
    expect(gw.callsTo('GET', '/api/auth/session-check')).toHaveLength(0);
  });

  test('isValid:false signs out without redirect and shows the forced-logout modal once; "See membership" goes to /membership', async () => {
    fakeClock();
    const gw = gateway(() => ({ ok: true, isValid: false, message: 'You were logged out because you signed in on another device' }));
    const navigate = jest.fn();
    const { tree } = renderTree(<Probe />, { navigate, routes: [{ path: '/membership', element: <Probe /> }] });
    render(tree);
    await elapse();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Automatic logout notice');
    expect(dialog.textContent).toContain(
      'One account is for one person at a time. To go on here, log in again.',
    );
    expect(dialog.textContent).toContain('You were logged out because you signed in on another device');
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    // Signed out without redirect: the page stays, the browser is not sent anywhere.
    expect(gw.callsTo('POST', '/api/auth/signout')).toHaveLength(1);
    expect(gw.callsTo('POST', '/api/auth/signout')[0]!.body).toEqual({ callbackUrl: '/', csrfToken: 'csrf-1', json: 'true' });
    expect(navigate).not.toHaveBeenCalled();
    // Later checks, focus and the interval open no second modal.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await elapse(2 * SESSION_CHECK_INTERVAL_MS);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(gw.callsTo('POST', '/api/auth/signout')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'See membership' }));
    await elapse();
    expect(screen.getByTestId('path').textContent).toBe('/membership');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('the Korean forced-logout modal is Korean from end to end, whatever language the server answered in', async () => {
    gateway(() => ({ ok: true, isValid: false, message: 'You were logged out because you signed in on another device' }));
    const { tree } = renderTree(<Probe />, { lang: 'ko' });
    render(tree);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('자동 로그아웃 안내');
    expect(dialog.textContent).toContain('한 계정은 한 번에 한 명만 이용할 수 있습니다. 이 기기에서 계속하려면 다시 로그인해 주세요.');
    // The notice says why once: the description tells what to do next, never the reason again.
    expect(dialog.textContent!.split('다른 기기에서 로그인').length - 1).toBe(1);
    expect(dialog.textContent).toContain('다른 기기에서 로그인하여 로그아웃되었습니다.');
    expect(dialog.textContent).not.toMatch(/[A-Za-z]{3,}/);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['멤버십 보기', '로그인']);
  });

  test('the English modal keeps its own words too, not the server\'s Korean', async () => {
    gateway(() => ({ ok: true, isValid: false, message: '다른 기기에서 로그인하여 로그아웃되었습니다.' }));
    const { tree } = renderTree(<Probe />, { lang: 'en' });
    render(tree);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('You were logged out because you signed in on another device');
    expect(dialog.textContent!.split('another device').length - 1).toBe(1);
    expect(dialog.textContent).not.toMatch(/[가-힣]/);
  });

  test('"Log in" signs out and starts the external sign-in with callback /', async () => {
    const gw = gateway(() => ({ ok: true, isValid: false }));
    const navigate = jest.fn();
    const { tree } = renderTree(<Probe />, { navigate });
    render(tree);
    const dialog = await screen.findByRole('alertdialog');
    // Without a server message the default one is shown.
    expect(dialog.textContent).toContain('You were logged out because you signed in on another device');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in' })));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://127.0.0.1:8090/auth?client_id=screenshelf-local'));
    expect(gw.callsTo('POST', '/api/auth/signin/google')[0]?.body).toMatchObject({ callbackUrl: '/', csrfToken: 'csrf-1', json: 'true' });
  });

  test('a failed sign-in after "Log in" is logged and goes to /', async () => {
    fakeGateway({
      'GET /api/auth/session': { user: signedInUser, expires: '2030-01-01T00:00:00.000Z' },
      'GET /api/auth/session-check': { ok: true, isValid: false },
      'GET /api/auth/csrf': { csrfToken: 'csrf-1' },
      'POST /api/auth/signout': { url: '/' },
      'POST /api/auth/signin/google': { status: 503, body: { errorCode: 'IDENTITY_PROVIDER_UNAVAILABLE', msg: 'down' } },
    });
    const errors = jest.spyOn(console, 'error');
    const { tree } = renderTree(<Probe />, { path: '/website', routes: [{ path: '/', element: <Probe /> }] });
    render(tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(errors.mock.calls.some((c) => String(c[0]).includes('sign-in after forced logout failed'))).toBe(true);
  });

  test('a failed session check is only logged', async () => {
    fakeGateway({
      'GET /api/auth/session': { user: signedInUser, expires: '2030-01-01T00:00:00.000Z' },
      'GET /api/auth/session-check': { status: 500, body: { errorCode: 'SERVER_ERROR', msg: 'a server error occurred' } },
    });
    const errors = jest.spyOn(console, 'error');
    const { tree } = renderTree(<Probe />);
    render(tree);
    await waitFor(() => expect(errors.mock.calls.some((c) => String(c[0]).includes('session check failed'))).toBe(true));
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
