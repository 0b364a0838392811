import { describe, expect, test } from '@jest/globals';
import { planCardState, priceOf } from '../src/features/membership/pricing';
import { ApiError } from '../src/shared/api';
import { errorText } from '../src/shared/errors';
import { en } from '../src/shared/i18n/en';
import { ko, type MessageKey } from '../src/shared/i18n/ko';

describe('prices', () => {
  test('annual is 30% off twelve months', () => {
    expect(priceOf({ plan: 'PERSONAL_PRO', kind: 'MONTHLY', monthlyPrice: 9900 })).toMatchObject({ amount: 9900, monthly: 9900 });
    expect(priceOf({ plan: 'PERSONAL_PRO', kind: 'ANNUAL', monthlyPrice: 9900 })).toMatchObject({ amount: 83160, monthly: 6930, discountPercent: 30 });
  });

  test('Group Pro takes 15% more off from 2 seats, on top of annual', () => {
    expect(priceOf({ plan: 'GROUP_PRO', kind: 'MONTHLY', monthlyPrice: 9900, groupSize: 1 }).amount).toBe(9900);
    expect(priceOf({ plan: 'GROUP_PRO', kind: 'MONTHLY', monthlyPrice: 9900, groupSize: 2 }).amount).toBe(16830);
    // 9900 × 3 × 12 × 0.7 × 0.85 = 212 058 → rounded down to 10 won.
    expect(priceOf({ plan: 'GROUP_PRO', kind: 'ANNUAL', monthlyPrice: 9900, groupSize: 3 }).amount).toBe(212050);
  });

  test('seats count only for Group Pro', () => {
    expect(priceOf({ plan: 'PERSONAL_PRO', kind: 'MONTHLY', monthlyPrice: 9900, groupSize: 5 }).amount).toBe(9900);
  });
});

describe('plan card states', () => {
  test('signed out: sign in', () => {
    expect(planCardState('PERSONAL_PRO', { signedIn: false })).toBe('SIGN_IN');
  });
  test('no plan: Starter is current, paid plans subscribe', () => {
    expect(planCardState('STARTER', { signedIn: true })).toBe('CURRENT_PLAN');
    expect(planCardState('GROUP_PRO', { signedIn: true })).toBe('SUBSCRIBE');
  });
  test('a paid plan: current, others change, the reserved one is reserved', () => {
    const user = { signedIn: true, current: 'PERSONAL_PRO', reserved: 'GROUP_PRO' };
    expect(planCardState('PERSONAL_PRO', user)).toBe('CURRENT_PLAN');
    expect(planCardState('GROUP_PRO', user)).toBe('RESERVED_PLAN');
    expect(planCardState('STARTER', user)).toBe('CHANGE_PLAN');
  });
});

describe('error messages', () => {
  const translate = (messages: Record<MessageKey, string>) => (key: MessageKey) => messages[key];

  test('membership errors read by errorCode in both languages (product-spec §8)', () => {
    const error = new ApiError('PLAN_CHANGE_NOT_ALLOWED', 409, 'server words');
    expect(errorText(error, translate(ko))).toBe('기존 구독이 만료된 후에만 플랜을 변경할 수 있습니다.');
    expect(errorText(error, translate(en))).toBe('A plan change is only possible after the existing subscription expires.');
    expect(errorText(new ApiError('PAYMENT_FAILED', 409), translate(en))).toBe('Payment failed.');
  });

  test('an unknown code shows the server message, else "a server error occurred"', () => {
    expect(errorText(new ApiError('SOMETHING_NEW', 400, 'The limit is too large'), translate(en))).toBe('The limit is too large');
    expect(errorText(new TypeError('network'), translate(en))).toBe('A server error occurred.');
    expect(errorText(new TypeError('network'), translate(ko))).toBe('서버 오류가 발생했습니다.');
  });
});
