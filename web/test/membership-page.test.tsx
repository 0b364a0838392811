/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import MembershipPage from '../src/features/membership/MembershipPage';
import { fakeGateway, quietActWarnings, renderTree, signedInUser, type FakeCall } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

/** /plans as the server answers it for a caller: each card's state is the server's. */
const plansWith = (states: [string, string, string]) => ({
  data: {
    plans: [
      { plan: 'STARTER', name: '스타터', nameEn: 'Starter', monthlyPrice: 0, annualPrice: 0, perSeat: false, features: ['LATEST_APPS'], state: states[0] },
      { plan: 'PERSONAL_PRO', name: '개인 프로', nameEn: 'Personal Pro', monthlyPrice: 9900, annualPrice: 83160, perSeat: false, features: ['ALL_APPS', 'MAU_COLOR_SEARCH'], state: states[1] },
      { plan: 'GROUP_PRO', name: '그룹 프로', nameEn: 'Group Pro', monthlyPrice: 14900, annualPrice: 125160, perSeat: true, features: ['ALL_APPS', 'GROUP'], state: states[2] },
    ],
    annualDiscountPercent: 30,
    groupDiscountPercent: 15,
    groupDiscountMinSize: 2,
  },
});
const plans = plansWith(['SIGN_IN', 'SIGN_IN', 'SIGN_IN']);

/**
 * /previews: the server's quotes. The numbers are deliberately not the page's to compute (the
 * Group Pro amounts grow by 1000 won a seat here, which no discount rule gives), so a page that
 * computed prices itself would show something else.
 */
const quote = (plan: string, kind: string, groupSize: number, amount: number, months = kind === 'ANNUAL' ? 12 : 1) => ({
  plan,
  kind,
  groupSize,
  months,
  listAmount: amount * 2,
  annualDiscount: 0,
  groupDiscount: 0,
  amount,
  monthlyEquivalent: Math.floor(amount / months),
});
const previews = (call: FakeCall) => {
  const search = new URL(call.url, 'http://x').searchParams;
  const groupSize = Number(search.get('groupSize')) || 2;
  const all = [
    quote('PERSONAL_PRO', 'MONTHLY', 1, 9900),
    quote('PERSONAL_PRO', 'ANNUAL', 1, 83160),
    quote('GROUP_PRO', 'MONTHLY', groupSize, 20000 + 1000 * groupSize),
    quote('GROUP_PRO', 'ANNUAL', groupSize, 240000 + 12000 * groupSize),
  ];
  return { data: all.filter((q) => (!search.get('plan') || q.plan === search.get('plan')) && (!search.get('kind') || q.kind === search.get('kind'))) };
};
const PREVIEWS = 'GET /api/v2/users/memberships/previews';
const withPrices = { [PREVIEWS]: previews };

const signedIn = { 'GET /api/auth/session': { user: signedInUser, expires: '2030-01-01T00:00:00.000Z', plan: 'STARTER', paid: false, seesWholeLibrary: false }, 'GET /api/auth/session-check': { ok: true, isValid: true } };
const personalPro = (extra: object = {}) => ({
  data: { found: true, membershipId: 'm1', plan: 'PERSONAL_PRO', kind: 'MONTHLY', status: 'ACTIVE', isActive: true, role: 'OWNER', groupSize: 1, currentPeriodEnd: '2030-02-01T00:00:00.000Z', nextBillingAt: '2030-02-01T00:00:00.000Z', nextAmount: 9900, cancelAtPeriodEnd: false, ...extra },
});

/** An open reservation as GET /mypage carries it: its seats and the amount the server quoted for them. */
const reservation = (extra: object = {}) => ({
  id: 'r1', membershipId: 'm1', managerId: signedInUser.id, plan: 'GROUP_PRO', kind: 'ANNUAL', memberIds: [], seats: 2, status: 'RESERVED',
  startsAt: '2030-02-01T00:00:00.000Z', amount: 264000, createdAt: '2030-01-05T00:00:00.000Z', ...extra,
});

const stateOf = (plan: string) => screen.getByTestId(`plan-${plan}`).getAttribute('data-state');

describe('membership page', () => {
  test('signed out: the states and the prices are the server\'s; annual and the group size ask for new quotes', async () => {
    const gw = fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/users/memberships/plans': plans, ...withPrices });
    render(renderTree(<MembershipPage />).tree);
    await screen.findByTestId('plan-PERSONAL_PRO');
    expect(['STARTER', 'PERSONAL_PRO', 'GROUP_PRO'].map(stateOf)).toEqual(['SIGN_IN', 'SIGN_IN', 'SIGN_IN']);
    await waitFor(() => expect(screen.getByTestId('plan-PERSONAL_PRO').textContent).toContain('₩9,900 / month'));
    expect(screen.getByTestId('plan-GROUP_PRO').textContent).toContain('₩22,000 / month');
    expect(screen.getByTestId('plan-GROUP_PRO').textContent).toContain('(for 2)');
    fireEvent.click(screen.getByTestId('kind-ANNUAL'));
    expect(screen.getByTestId('plan-PERSONAL_PRO').textContent).toContain('₩6,930 / month');
    expect(screen.getByTestId('plan-PERSONAL_PRO').textContent).toContain('₩83,160 billed yearly');
    expect(screen.getByTestId('plan-GROUP_PRO').textContent).toContain('₩264,000 billed yearly');

    fireEvent.change(within(screen.getByTestId('plan-GROUP_PRO')).getByRole('spinbutton'), { target: { value: '5' } });
    await waitFor(() => expect(screen.getByTestId('plan-GROUP_PRO').textContent).toContain('₩300,000 billed yearly'));
    expect(screen.getByTestId('plan-GROUP_PRO').textContent).toContain('(for 5)');
    expect(gw.callsTo('GET', '/api/v2/users/memberships/previews').map((c) => new URL(c.url, 'http://x').searchParams.get('groupSize'))).toEqual(['2', '5']);
  });

  test('signed in without a plan: the cards show the states the server answers', async () => {
    fakeGateway({
      ...signedIn,
      ...withPrices,
      'GET /api/v2/users/memberships/plans': plansWith(['CURRENT_PLAN', 'SUBSCRIBE', 'SUBSCRIBE']),
      'GET /api/v2/users/memberships/mypage': { data: { found: false } },
    });
    render(renderTree(<MembershipPage />).tree);
    await waitFor(() => expect(stateOf('PERSONAL_PRO')).toBe('SUBSCRIBE'));
    expect(stateOf('STARTER')).toBe('CURRENT_PLAN');
    expect(stateOf('GROUP_PRO')).toBe('SUBSCRIBE');
    expect(screen.getByTestId('plan-action-STARTER')).toHaveProperty('disabled', true);
  });

  test('a Personal Pro member: current plan, change plan, and the reserved plan once reserved', async () => {
    fakeGateway({
      ...signedIn,
      ...withPrices,
      'GET /api/v2/users/memberships/plans': plansWith(['CHANGE_PLAN', 'CURRENT_PLAN', 'RESERVED_PLAN']),
      'GET /api/v2/users/memberships/mypage': personalPro({ reservation: reservation({ kind: 'MONTHLY', seats: 3, amount: 23000 }) }),
    });
    render(renderTree(<MembershipPage />).tree);
    await waitFor(() => expect(stateOf('PERSONAL_PRO')).toBe('CURRENT_PLAN'));
    expect(stateOf('STARTER')).toBe('CHANGE_PLAN');
    expect(stateOf('GROUP_PRO')).toBe('RESERVED_PLAN');
    expect(screen.getByTestId('subscription').textContent).toContain('Personal Pro · Monthly');
  });

  test('checkout shows the server\'s quote; a refused subscription shows the §8 message of its errorCode, in Korean', async () => {
    const gw = fakeGateway({
      ...signedIn,
      ...withPrices,
      'GET /api/v2/users/memberships/plans': plansWith(['CURRENT_PLAN', 'SUBSCRIBE', 'SUBSCRIBE']),
      'GET /api/v2/users/memberships/mypage': { data: { found: false } },
      'POST /api/v2/users/memberships': { status: 409, body: { errorCode: 'PAYMENT_FAILED', msg: '결제에 실패했습니다.' } },
    });
    render(renderTree(<MembershipPage />, { lang: 'ko' }).tree);
    await waitFor(() => expect(stateOf('PERSONAL_PRO')).toBe('SUBSCRIBE'));
    fireEvent.click(screen.getByTestId('plan-action-PERSONAL_PRO'));
    fireEvent.change(await screen.findByTestId('card-number'), { target: { value: '4000000000000002' } });
    await waitFor(() => expect(screen.getByTestId('pay').textContent).toContain('9,900'));
    expect(gw.callsTo('GET', '/api/v2/users/memberships/previews').at(-1)!.url).toContain('plan=PERSONAL_PRO&kind=MONTHLY&groupSize=1');
    fireEvent.click(screen.getByTestId('pay'));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('결제에 실패했습니다.');
  });

  test('cancelling asks first and then offers to undo', async () => {
    let cancelled = false;
    const gw = fakeGateway({
      ...signedIn,
      ...withPrices,
      'GET /api/v2/users/memberships/plans': plansWith(['CHANGE_PLAN', 'CURRENT_PLAN', 'CHANGE_PLAN']),
      'GET /api/v2/users/memberships/mypage': () => personalPro({ cancelAtPeriodEnd: cancelled }),
      'PUT /api/v2/users/memberships/cancel-reservation': (call) => {
        cancelled = !(call.body as { isActive: boolean }).isActive;
        return personalPro({ cancelAtPeriodEnd: cancelled });
      },
    });
    render(renderTree(<MembershipPage />).tree);
    fireEvent.click(await screen.findByTestId('cancel-subscription'));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByTestId('undo-cancel');
    expect(gw.callsTo('PUT', '/api/v2/users/memberships/cancel-reservation')[0]?.body).toMatchObject({ isActive: false });
  });

  test('the seat count chosen on the Group Pro card carries into the checkout, its amount and the subscribe body', async () => {
    const gw = fakeGateway({
      ...signedIn,
      ...withPrices,
      'GET /api/v2/users/memberships/plans': plansWith(['CURRENT_PLAN', 'SUBSCRIBE', 'SUBSCRIBE']),
      'GET /api/v2/users/memberships/mypage': { data: { found: false } },
      'POST /api/v2/users/memberships': { status: 409, body: { errorCode: 'PAYMENT_FAILED', msg: 'The card number is not valid. Please check the card number.', details: { reason: 'INVALID_CARD_NUMBER' } } },
    });
    render(renderTree(<MembershipPage />).tree);
    await waitFor(() => expect(stateOf('GROUP_PRO')).toBe('SUBSCRIBE'));
    fireEvent.change(within(screen.getByTestId('plan-GROUP_PRO')).getByRole('spinbutton'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('plan-GROUP_PRO').textContent).toContain('₩23,000 / month'));
    fireEvent.click(screen.getByTestId('plan-action-GROUP_PRO'));
    expect(((await screen.findByTestId('checkout-seats')) as HTMLInputElement).value).toBe('3');
    await waitFor(() => expect(screen.getByTestId('pay').textContent).toContain('23,000'));
    expect(gw.callsTo('GET', '/api/v2/users/memberships/previews').at(-1)!.url).toContain('plan=GROUP_PRO&kind=MONTHLY&groupSize=3');
    fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4111111111111' } });
    fireEvent.click(screen.getByTestId('pay'));
    // The decline's words are the server's (why, and what to do), not a generic "failed".
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('The card number is not valid. Please check the card number.');
    expect(gw.callsTo('POST', '/api/v2/users/memberships')[0]!.body).toMatchObject({ plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [], seats: 3 });
  });

  test('reserving Group Pro from its card sends the seat count chosen there', async () => {
    const gw = fakeGateway({
      ...signedIn,
      ...withPrices,
      'GET /api/v2/users/memberships/plans': plansWith(['CHANGE_PLAN', 'CURRENT_PLAN', 'CHANGE_PLAN']),
      'GET /api/v2/users/memberships/mypage': personalPro(),
      'POST /api/v2/users/memberships/mypage/reservations': { data: reservation() },
    });
    render(renderTree(<MembershipPage />).tree);
    await waitFor(() => expect(stateOf('GROUP_PRO')).toBe('CHANGE_PLAN'));
    fireEvent.click(screen.getByTestId('kind-ANNUAL'));
    fireEvent.click(screen.getByTestId('plan-action-GROUP_PRO'));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reserve the change' }));
    await waitFor(() => expect(gw.callsTo('POST', '/api/v2/users/memberships/mypage/reservations')).toHaveLength(1));
    expect(gw.callsTo('POST', '/api/v2/users/memberships/mypage/reservations')[0]!.body).toEqual({ plan: 'GROUP_PRO', kind: 'ANNUAL', memberIds: [], seats: 2 });
  });

  test('the reserved change shows its plan, seats, amount and start, and a button that cancels it after a confirm that says so', async () => {
    let open = true;
    const gw = fakeGateway({
      ...signedIn,
      ...withPrices,
      'GET /api/v2/users/memberships/plans': () => plansWith(['CHANGE_PLAN', 'CURRENT_PLAN', open ? 'RESERVED_PLAN' : 'CHANGE_PLAN']),
      'GET /api/v2/users/memberships/mypage': () => (open ? personalPro({ nextAmount: 264000, reservation: reservation() }) : personalPro()),
      'PUT /api/v2/users/memberships/mypage/reservations/cancel': () => {
        open = false;
        return { data: [reservation({ status: 'CANCELLED' })] };
      },
    });
    render(renderTree(<MembershipPage />).tree);
    const panel = await screen.findByTestId('reservation');
    expect(within(panel).getByTestId('reservation-summary').textContent).toBe('Group Pro · Annual · 2 seats · ₩264,000 · from Feb 1, 2030');
    // "Next payment" is the reservation's amount, as the server answered it.
    expect(screen.getByTestId('subscription').textContent).toContain('₩264,000');
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel the reserved change' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Group Pro');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel the reserved change' }));
    await waitFor(() => expect(screen.queryByTestId('reservation')).toBeNull());
    expect(gw.callsTo('PUT', '/api/v2/users/memberships/mypage/reservations/cancel')).toHaveLength(1);
    expect(screen.getByTestId('subscription').textContent).toContain('₩9,900');
  });

  test('cancelling while a change is reserved shows the server\'s words on what to do first', async () => {
    const refusal = 'A plan change is reserved, so the membership cannot be cancelled. First cancel the reserved change (“Cancel the reserved change” under your subscription), then cancel the membership.';
    fakeGateway({
      ...signedIn,
      ...withPrices,
      'GET /api/v2/users/memberships/plans': plansWith(['CHANGE_PLAN', 'CURRENT_PLAN', 'RESERVED_PLAN']),
      'GET /api/v2/users/memberships/mypage': personalPro({ reservation: reservation() }),
      'PUT /api/v2/users/memberships/cancel-reservation': { status: 409, body: { errorCode: 'ALREADY_IN_RESERVATION', msg: refusal } },
    });
    render(renderTree(<MembershipPage />).tree);
    fireEvent.click(await screen.findByTestId('cancel-subscription'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain(refusal));
  });
});
