import { describe, expect, test } from '@jest/globals';
import { ApiError } from '../src/shared/api';
import { errorText } from '../src/shared/errors';
import { en } from '../src/shared/i18n/en';
import { ko, type CommonKey, type MessageKey } from '../src/shared/i18n/ko';

describe('error messages', () => {
  const translate = (messages: Record<CommonKey, string>) => (key: MessageKey) => (messages as Record<string, string>)[key]!;

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
