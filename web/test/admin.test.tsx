/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AdminLayout from '../src/features/admin/AdminLayout';
import { ADMIN_PAGE_SIZE } from '../src/features/admin/AdminTable';
import { changes } from '../src/features/admin/audit/AuditPage';
import MembershipsPage, { koreaMonth } from '../src/features/admin/memberships/MembershipsPage';
import UsersPage from '../src/features/admin/users/UsersPage';
import AuditPage from '../src/features/admin/audit/AuditPage';
import MarketplacePage from '../src/features/admin/marketplace/MarketplacePage';
import MailPage from '../src/features/admin/support/MailPage';
import ModerationPage from '../src/features/admin/community/ModerationPage';
import { ADMIN_AREAS, hasNav } from '../src/features/admin/routes';
import { adminEn } from '../src/shared/i18n/admin-en';
import { adminKo } from '../src/shared/i18n/admin-ko';
import { product } from './market-support';
import { sessionAs } from './market-support';
import { fakeGateway, quietActWarnings, renderTree, type FakeCall } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const user = (n: number, over: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `user${n}@example.com`,
  emailVerified: true,
  name: `User ${n}`,
  image: '',
  profileImage: '',
  nickname: '',
  role: 'USER',
  isBizOwner: false,
  referralId: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  plan: 'STARTER',
  isFree: false,
  ...over,
});

const offsetOf = (call: FakeCall) => Number(new URL(call.url, 'http://x').searchParams.get('offset'));

describe('admin overview', () => {
  // The overview shows a card per area: its name and `<name>.about`, in both languages (a missing
  // one once broke the whole console).
  test('every area in the navigation has its name and description in Korean and English', () => {
    const keys = ADMIN_AREAS.filter(hasNav).flatMap((a) => [a.nav, `${a.nav}.about`]);
    expect(keys.filter((k) => !(k in adminKo) || !(k in adminEn))).toEqual([]);
  });
});

describe('admin guard', () => {
  test('a visitor goes to the sign-in page and comes back to where they were', async () => {
    fakeGateway({ 'GET /api/auth/session': {} });
    const { tree, router } = renderTree(<AdminLayout />, { path: '/admin/users?x=1', routes: [{ path: '/signin', element: <p data-testid="signin-page" /> }] });
    render(tree);
    await screen.findByTestId('signin-page');
    const location = router.state.location;
    expect(location.pathname).toBe('/signin');
    expect(new URLSearchParams(location.search).get('callbackUrl')).toBe('/admin/users?x=1');
  });

  test.each(['USER', 'SELLER'])('a signed-in %s is refused with a clear page', async (role) => {
    fakeGateway({ ...sessionAs(role) });
    render(renderTree(<AdminLayout />, { path: '/admin' }).tree);
    expect((await screen.findByTestId('admin-forbidden')).textContent).toContain('This page is for admins');
    expect(screen.queryByTestId('admin-console')).toBeNull();
  });

  test('an admin sees the console with every area in the navigation', async () => {
    fakeGateway({ ...sessionAs('ADMIN') });
    render(renderTree(<AdminLayout />, { path: '/admin' }).tree);
    const nav = await screen.findByRole('navigation', { name: 'Admin areas' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/admin', '/admin/users', '/admin/memberships', '/admin/marketplace', '/admin/audit']));
  });
});

describe('admin table paging (product-spec §4)', () => {
  test('loads pages while they are full and stops at a short one', async () => {
    const all = Array.from({ length: ADMIN_PAGE_SIZE + 3 }, (_, i) => user(i + 1));
    const gw = fakeGateway({
      ...sessionAs('ADMIN'),
      'GET /api/v2/admin/users': (call: FakeCall) => ({ data: all.slice(offsetOf(call), offsetOf(call) + ADMIN_PAGE_SIZE), total: all.length }),
    });
    render(renderTree(<UsersPage />, { path: '/admin/users' }).tree);
    await waitFor(() => expect(screen.getAllByTestId('admin-users-table-row')).toHaveLength(ADMIN_PAGE_SIZE));
    expect(screen.getByText(`${ADMIN_PAGE_SIZE} of ${all.length}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-users-table-more'));
    await waitFor(() => expect(screen.getAllByTestId('admin-users-table-row')).toHaveLength(all.length));
    expect(screen.queryByTestId('admin-users-table-more')).toBeNull();
    expect(gw.callsTo('GET', '/api/v2/admin/users').map(offsetOf)).toEqual([0, ADMIN_PAGE_SIZE]);
  });

  test('searches by e-mail; an empty answer shows the empty state', async () => {
    const gw = fakeGateway({ ...sessionAs('ADMIN'), 'GET /api/v2/admin/users': (call: FakeCall) => (call.url.includes('userEmail=') ? { data: [], total: 0 } : { data: [user(1)], total: 1 }) });
    render(renderTree(<UsersPage />, { path: '/admin/users' }).tree);
    await screen.findByTestId('admin-users-table');
    fireEvent.change(screen.getByTestId('admin-user-search'), { target: { value: 'nobody@example.com' } });
    fireEvent.submit(screen.getByRole('search'));
    expect((await screen.findByTestId('admin-users-table-empty')).textContent).toBe('No user matches.');
    expect(gw.calls.at(-1)!.url).toContain('userEmail=nobody%40example.com');
  });

  test('a failed page shows the server message and a retry', async () => {
    let fail = true;
    fakeGateway({ ...sessionAs('ADMIN'), 'GET /api/v2/admin/users': () => (fail ? { status: 403, body: { errorCode: 'FORBIDDEN', msg: 'Admins only.' } } : { data: [user(1)], total: 1 }) });
    render(renderTree(<UsersPage />, { path: '/admin/users' }).tree);
    const error = await screen.findByTestId('admin-users-table-error');
    expect(error.textContent).toContain('Admins only.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-users-table-row')).toHaveLength(1));
  });
});

describe('admin users', () => {
  test('changes role and business-owner flag with a visible working state, then reloads the list', async () => {
    const gw = fakeGateway({
      ...sessionAs('ADMIN'),
      'GET /api/v2/admin/users': { data: [user(1, { plan: 'PERSONAL_PRO' })], total: 1 },
      [`PUT /api/v2/users/${user(1).id}/roles`]: { data: user(1, { role: 'SELLER', isBizOwner: true }) },
    });
    // The role change answers only when the test says so: the working state is visible meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    (globalThis as { fetch: unknown }).fetch = async (input: unknown, init?: RequestInit) => {
      if (init?.method === 'PUT') await held;
      return gw.fetch(input, init);
    };
    render(renderTree(<UsersPage />, { path: '/admin/users' }).tree);
    const row = (await screen.findAllByTestId('admin-users-table-row'))[0]!;
    expect(row.textContent).toContain('Personal Pro');
    expect(within(row).queryByTestId('admin-role-save')).toBeNull();
    fireEvent.change(within(row).getByTestId('admin-role'), { target: { value: 'SELLER' } });
    fireEvent.click(within(row).getByTestId('admin-bizowner'));
    fireEvent.click(within(row).getByTestId('admin-role-save'));
    await waitFor(() => expect(within(row).getByTestId('admin-role-save').textContent).toBe('Working…'));
    expect((within(row).getByTestId('admin-role') as HTMLSelectElement).disabled).toBe(true);
    const before = gw.callsTo('GET', '/api/v2/admin/users').length;
    release();
    await waitFor(() => expect(gw.callsTo('GET', '/api/v2/admin/users').length).toBeGreaterThan(before));
    expect(gw.callsTo('PUT', `/api/v2/users/${user(1).id}/roles`)[0]!.body).toEqual({ role: 'SELLER', isBizOwner: true });
  });

  test('a refused role change shows the server message', async () => {
    fakeGateway({
      ...sessionAs('ADMIN'),
      'GET /api/v2/admin/users': { data: [user(1)], total: 1 },
      [`PUT /api/v2/users/${user(1).id}/roles`]: { status: 404, body: { errorCode: 'USER_NOT_FOUND', msg: 'No such user.' } },
    });
    render(renderTree(<UsersPage />, { path: '/admin/users' }).tree);
    const row = (await screen.findAllByTestId('admin-users-table-row'))[0]!;
    fireEvent.change(within(row).getByTestId('admin-role'), { target: { value: 'ADMIN' } });
    fireEvent.click(within(row).getByTestId('admin-role-save'));
    expect((await screen.findByRole('dialog')).textContent).toContain('That did not work');
  });

  test('marks a user free after a confirmation', async () => {
    const gw = fakeGateway({
      ...sessionAs('ADMIN'),
      'GET /api/v2/admin/users': { data: [user(1)], total: 1 },
      [`POST /api/v2/users/memberships/admin/free-users/${user(1).id}`]: { data: { userId: user(1).id, isFree: true } },
    });
    render(renderTree(<UsersPage />, { path: '/admin/users' }).tree);
    fireEvent.click((await screen.findAllByTestId('admin-free-toggle'))[0]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Mark user1@example.com as a free user?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark free' }));
    await waitFor(() => expect(gw.callsTo('POST', `/api/v2/users/memberships/admin/free-users/${user(1).id}`)[0]?.body).toEqual({ isFree: true }));
  });
});

const payment = (over: Record<string, unknown> = {}) => ({
  membershipHistoryId: 'h1',
  membershipId: 'm1',
  userId: user(1).id,
  userEmail: 'user1@example.com',
  plan: 'PERSONAL_PRO',
  kind: 'MONTHLY',
  groupSize: 1,
  amount: 9900,
  status: 'CMPL',
  reason: 'SUBSCRIBE',
  orderId: 'o1',
  periodStart: '',
  periodEnd: '',
  paidAt: '2026-11-20T01:00:00.000Z',
  cancelledAt: '',
  cancelReason: '',
  failureCode: '',
  createdAt: '2026-11-20T01:00:00.000Z',
  ...over,
});

describe('admin memberships', () => {
  const routes = () => ({
    ...sessionAs('ADMIN'),
    'GET /api/v2/users/memberships/admin/revenues': { data: [payment()], total: 1 },
    'GET /api/v2/users/memberships/admin/revenues/total': { data: { yearmonth: koreaMonth(), totalAmount: 9900, paymentCount: 1, cancelledAmount: 0, cancelledCount: 0 } },
    'POST /api/v2/users/memberships/admin/revenues/histories/h1/cancel': { data: payment({ status: 'CNCL', cancelReason: 'duplicate' }) },
  });

  test('revenues of this Korea-time month with totals', async () => {
    const gw = fakeGateway(routes());
    render(renderTree(<MembershipsPage />, { path: '/admin/memberships' }).tree);
    expect((await screen.findByTestId('admin-revenue-total')).textContent).toContain('₩9,900');
    expect(gw.callsTo('GET', '/api/v2/users/memberships/admin/revenues')[0]!.url).toContain(`yearmonth=${koreaMonth()}`);
    expect(koreaMonth(new Date('2026-11-30T15:00:00.000Z'))).toBe('2026-12');
  });

  test('a refund is a danger confirmation that starts on Cancel and needs a reason', async () => {
    const gw = fakeGateway(routes());
    render(renderTree(<MembershipsPage />, { path: '/admin/memberships' }).tree);
    fireEvent.click(await screen.findByTestId('admin-refund'));
    const ok = await screen.findByTestId('admin-reason-ok');
    expect(ok.className).toBe('button button--danger');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('admin-reason'), { target: { value: 'duplicate' } });
    fireEvent.click(ok);
    await waitFor(() => expect(gw.callsTo('POST', '/api/v2/users/memberships/admin/revenues/histories/h1/cancel')[0]?.body).toEqual({ cancelReason: 'duplicate' }));
    expect((await screen.findByRole('dialog', { name: 'Refunded' })).textContent).toContain('Refunded');
  });

  test('cancelling the refund prompt refunds nothing', async () => {
    const gw = fakeGateway(routes());
    render(renderTree(<MembershipsPage />, { path: '/admin/memberships' }).tree);
    fireEvent.click(await screen.findByTestId('admin-refund'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('admin-reason')).toBeNull());
    expect(gw.callsTo('POST', '/api/v2/users/memberships/admin/revenues/histories/h1/cancel')).toHaveLength(0);
  });
});

describe('audit log', () => {
  test('shows only the fields that changed, before → after', () => {
    expect(changes({ role: 'USER', email: 'a@x' }, { role: 'SELLER', email: 'a@x' })).toEqual([{ field: 'role', before: 'USER', after: 'SELLER' }]);
    expect(changes(null, { name: 'Kit', tags: ['a'] })).toEqual([
      { field: 'name', before: undefined, after: 'Kit' },
      { field: 'tags', before: undefined, after: '["a"]' },
    ]);
  });
});

describe('audit log page', () => {
  test('sends the filters (dates as Korea-time days) and shows before → after', async () => {
    const entry = { id: 'a1', service: 'identity', actorId: 'admin-1', actorEmail: 'boss@example.com', action: 'user.role_changed', targetType: 'user', targetId: 'u1', before: { role: 'USER' }, after: { role: 'SELLER' }, at: '2026-11-20T01:00:00.000Z' };
    const gw = fakeGateway({ ...sessionAs('ADMIN'), 'GET /api/v2/admin/audit-logs': { data: [entry], total: 1 } });
    render(renderTree(<AuditPage />, { path: '/admin/audit' }).tree);
    expect((await screen.findByTestId('admin-audit-change')).textContent).toBe('role: USER → SELLER');
    fireEvent.change(screen.getByTestId('admin-audit-service'), { target: { value: 'identity' } });
    fireEvent.change(screen.getByTestId('admin-audit-action'), { target: { value: ' user.role_changed ' } });
    fireEvent.change(screen.getByTestId('admin-audit-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('admin-audit-to'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByTestId('admin-audit-apply'));
    await waitFor(() => expect(gw.callsTo('GET', '/api/v2/admin/audit-logs')).toHaveLength(2));
    const params = new URL(gw.calls.at(-1)!.url, 'http://x').searchParams;
    expect([params.get('service'), params.get('action'), params.get('from'), params.get('to'), params.get('offset')]).toEqual([
      'identity',
      'user.role_changed',
      '2026-10-31T15:00:00.000Z',
      '2026-11-30T14:59:59.999Z',
      '0',
    ]);
  });
});

describe('admin marketplace', () => {
  test('every product with its seller; hiding asks first, then sends hiddenByAdmin', async () => {
    const gw = fakeGateway({
      ...sessionAs('ADMIN'),
      'GET /api/v2/users/sellers': { data: [user(2, { role: 'SELLER' })], total: 1 },
      // An admin gets the seller's account fields.
      'GET /api/v2/products/all': {
        data: [product({ id: 'p1', title: 'Copied kit', hiddenByAdmin: false, user: { ...product().user!, email: 'seller@example.com', emailVerified: true, referralId: 'R-SELLER' } })],
        total: 1,
      },
      'PUT /api/v2/products/p1': { data: product({ id: 'p1', hiddenByAdmin: true }) },
    });
    render(renderTree(<MarketplacePage />, { path: '/admin/marketplace' }).tree);
    const row = (await screen.findAllByTestId('admin-products-row'))[0]!;
    expect(row.textContent).toContain('seller@example.com');
    fireEvent.click(within(row).getByTestId('admin-product-hide'));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(gw.callsTo('PUT', '/api/v2/products/p1')[0]?.body).toEqual({ hiddenByAdmin: true }));
  });

  test('an e-mail that already sells is not granted again', async () => {
    const gw = fakeGateway({
      ...sessionAs('ADMIN'),
      'GET /api/v2/users/sellers': { data: [], total: 0 },
      'GET /api/v2/products/all': { data: [], total: 0 },
      'GET /api/v2/users/sellers/validation': { data: { isValid: true, userId: user(2).id, email: 'user2@example.com', name: '' } },
    });
    render(renderTree(<MarketplacePage />, { path: '/admin/marketplace' }).tree);
    fireEvent.change(await screen.findByTestId('admin-seller-email'), { target: { value: 'user2@example.com' } });
    fireEvent.click(screen.getByTestId('admin-seller-grant'));
    expect((await screen.findByRole('dialog')).textContent).toContain('user2@example.com is already a seller');
    expect(gw.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('admin outgoing mail', () => {
  const mail = (over: Record<string, unknown> = {}) => ({
    id: '7',
    messageId: '<m7@screenshelf.local>',
    to: 'visitor@example.com',
    subject: 'Your answer',
    state: 'UNKNOWN',
    attempts: 1,
    lastError: 'Connection closed unexpectedly',
    createdAt: '2026-11-20T01:00:00.000Z',
    sentAt: '',
    ...over,
  });

  test('opens on the mails whose delivery is unknown, with counts, and sends one again only after a warning', async () => {
    let resent = false;
    const gw = fakeGateway({
      ...sessionAs('ADMIN'),
      'GET /api/v2/admin/mail/counts': { data: { PENDING: 0, SENDING: 0, SENT: 12, UNKNOWN: 1, FAILED: 0, ALL: 13 } },
      'GET /api/v2/admin/mail': (call: FakeCall) =>
        call.url.includes('state=UNKNOWN') && !resent ? { data: [mail()], total: 1 } : { data: [], total: 0 },
      'POST /api/v2/admin/mail/7/resend': () => {
        resent = true;
        return { data: mail({ state: 'PENDING' }) };
      },
    });
    render(renderTree(<MailPage />, { path: '/admin/mail' }).tree);
    expect((await screen.findByTestId('admin-mail-state-UNKNOWN')).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('admin-mail-state-SENT').textContent).toBe('Sent 12'));
    const row = await screen.findByTestId('admin-mail-table-row');
    expect(row.textContent).toContain('<m7@screenshelf.local>');
    expect(row.textContent).toContain('1 tries — Connection closed unexpectedly');
    fireEvent.click(within(row).getByTestId('admin-mail-resend'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('could get it twice');
    expect(gw.callsTo('POST', '/api/v2/admin/mail/7/resend')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await screen.findByTestId('admin-mail-table-empty');
    expect(gw.callsTo('POST', '/api/v2/admin/mail/7/resend')).toHaveLength(1);
  });
});

describe('admin community moderation', () => {
  test('hides a reported post with the reason the admin wrote (it goes to the audit log)', async () => {
    const post = {
      id: 'p1',
      title: 'Spam here',
      text: '',
      author: { id: 'u1', name: 'A', image: '' },
      screens: [],
      tags: [],
      voteCount: 0,
      commentCount: 0,
      voted: false,
      hidden: false,
      reportCount: 2,
      createdAt: '2026-11-20T01:00:00.000Z',
      updatedAt: '2026-11-20T01:00:00.000Z',
      mine: false,
    };
    const gw = fakeGateway({
      ...sessionAs('ADMIN'),
      'GET /api/v2/admin/community/reports': { data: [{ post, reports: [{ reporterId: 'u2', reason: 'spam', createdAt: post.createdAt }] }], total: 1 },
      'PUT /api/v2/admin/community/posts/p1/visibility': { data: { ...post, hidden: true } },
    });
    render(renderTree(<ModerationPage />, { path: '/admin/community' }).tree);
    fireEvent.change(await screen.findByTestId('moderation-reason'), { target: { value: ' Advertising ' } });
    fireEvent.click(screen.getByTestId('hide'));
    await waitFor(() => expect(gw.callsTo('PUT', '/api/v2/admin/community/posts/p1/visibility')[0]?.body).toEqual({ hidden: true, reason: 'Advertising' }));
  });
});
