/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import MembershipPage from '../src/features/membership/MembershipPage';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const plans = {
  data: {
    plans: [
      { plan: 'STARTER', name: '스타터', nameEn: 'Starter', monthlyPrice: 0, annualPrice: 0, perSeat: false, features: ['LATEST_APPS'], state: '' },
      { plan: 'PERSONAL_PRO', name: '퍼스널 프로', nameEn: 'Personal Pro', monthlyPrice: 9900, annualPrice: 83160, perSeat: false, features: ['ALL_APPS', 'MAU_COLOR_SEARCH'], state: '' },
      { plan: 'GROUP_PRO', name: '그룹 프로', nameEn: 'Group Pro', monthlyPrice: 14900, annualPrice: 125160, perSeat: true, features: ['ALL_APPS', 'GROUP'], state: '' },
    ],
    annualDiscountPercent: 30,
    groupDiscountPercent: 15,
    groupDiscountMinSize: 2,
  },
};
const signedIn = { 'GET /api/auth/session': { user: signedInUser, expires: '2030-01-01T00:00:00.000Z' }, 'GET /api/auth/session-check': { ok: true, isValid: true } };
const personalPro = (extra: object = {}) => ({
  data: { found: true, membershipId: 'm1', plan: 'PERSONAL_PRO', kind: 'MONTHLY', status: 'ACTIVE', isActive: true, role: 'OWNER', groupSize: 1, currentPeriodEnd: '2030-02-01T00:00:00.000Z', nextBillingAt: '2030-02-01T00:00:00.000Z', nextAmount: 9900, cancelAtPeriodEnd: false, ...extra },
});

const stateOf = (plan: string) => screen.getByTestId(`plan-${plan}`).getAttribute('data-state');

describe('membership page', () => {
  test('signed out: every plan offers to sign in; annual shows the 30% price', async () => {
    fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/users/memberships/plans': plans });
    render(renderTree(<MembershipPage />).tree);
    await screen.findByTestId('plan-PERSONAL_PRO');
    expect(['STARTER', 'PERSONAL_PRO', 'GROUP_PRO'].map(stateOf)).toEqual(['SIGN_IN', 'SIGN_IN', 'SIGN_IN']);
    expect(screen.getByTestId('plan-PERSONAL_PRO').textContent).toContain('₩9,900 / month');
    fireEvent.click(screen.getByTestId('kind-ANNUAL'));
    expect(screen.getByTestId('plan-PERSONAL_PRO').textContent).toContain('₩6,930 / month');
    expect(screen.getByTestId('plan-PERSONAL_PRO').textContent).toContain('₩83,160 billed yearly');
    // Group Pro at 2 seats: 14 900 × 2 × 0.7 × 0.85 per month.
    expect(screen.getByTestId('plan-GROUP_PRO').textContent).toContain('₩17,730 / month');
  });

  test('signed in without a plan: Starter is current, the paid plans subscribe', async () => {
    fakeGateway({ ...signedIn, 'GET /api/v2/users/memberships/plans': plans, 'GET /api/v2/users/memberships/mypage': { data: { found: false } } });
    render(renderTree(<MembershipPage />).tree);
    await waitFor(() => expect(stateOf('PERSONAL_PRO')).toBe('SUBSCRIBE'));
    expect(stateOf('STARTER')).toBe('CURRENT_PLAN');
    expect(stateOf('GROUP_PRO')).toBe('SUBSCRIBE');
  });

  test('a Personal Pro member: current plan, change plan, and the reserved plan once reserved', async () => {
    fakeGateway({
      ...signedIn,
      'GET /api/v2/users/memberships/plans': plans,
      'GET /api/v2/users/memberships/mypage': personalPro({ reservation: { plan: 'GROUP_PRO', kind: 'MONTHLY', startsAt: '2030-02-01T00:00:00.000Z' } }),
    });
    render(renderTree(<MembershipPage />).tree);
    await waitFor(() => expect(stateOf('PERSONAL_PRO')).toBe('CURRENT_PLAN'));
    expect(stateOf('STARTER')).toBe('CHANGE_PLAN');
    expect(stateOf('GROUP_PRO')).toBe('RESERVED_PLAN');
    expect(screen.getByTestId('subscription').textContent).toContain('Personal Pro · Monthly');
  });

  test('a refused subscription shows the §8 message of its errorCode, in Korean', async () => {
    fakeGateway({
      ...signedIn,
      'GET /api/v2/users/memberships/plans': plans,
      'GET /api/v2/users/memberships/mypage': { data: { found: false } },
      'POST /api/v2/users/memberships': { status: 409, body: { errorCode: 'PAYMENT_FAILED', msg: '결제에 실패했습니다.' } },
    });
    render(renderTree(<MembershipPage />, { lang: 'ko' }).tree);
    await waitFor(() => expect(stateOf('PERSONAL_PRO')).toBe('SUBSCRIBE'));
    fireEvent.click(screen.getByTestId('plan-action-PERSONAL_PRO'));
    fireEvent.change(await screen.findByTestId('card-number'), { target: { value: '4000000000000002' } });
    fireEvent.click(screen.getByTestId('pay'));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('결제에 실패했습니다.');
  });

  test('cancelling asks first and then offers to undo', async () => {
    let cancelled = false;
    const gw = fakeGateway({
      ...signedIn,
      'GET /api/v2/users/memberships/plans': plans,
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
});
