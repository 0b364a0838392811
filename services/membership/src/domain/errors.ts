import { DomainError, type ErrorKind } from '@screenshelf/kit';

/**
 * product-spec §8, membership messages: the Korean message the product shows, the English meaning,
 * and how the gateway should answer (kind → HTTP status). Errors carry the Korean msg and the English
 * one in details.msgEn; the gateway picks by the request's lang.
 */
export const MEMBERSHIP_ERRORS = {
  EMAIL: { ko: '이메일을 입력해 주세요.', en: 'Enter the email.', kind: 'invalid' },
  DEFAULT: { ko: '일시적인 오류가 발생했습니다.', en: 'A temporary error occurred.', kind: 'internal' },
  SERVER_ERROR: { ko: '일시적인 오류가 발생했습니다.', en: 'A temporary error occurred.', kind: 'internal' },
  PLAN_NOT_GROUP_COMPATIBLE: { ko: '일시적인 오류가 발생했습니다.', en: 'A temporary error occurred.', kind: 'precondition' },
  USER_NOT_FOUND: { ko: '서비스에 가입된 회원이 아닙니다.', en: 'Not a member of the product.', kind: 'not_found' },
  INVALID_MEMBER_IDS_FORMAT: { ko: '회원이 아닌 사용자가 포함되어 있습니다.', en: 'Includes non-members.', kind: 'invalid' },
  ALREADY_IN_GROUP: { ko: '이미 구독 중인 사용자입니다.', en: 'That user already subscribes.', kind: 'conflict' },
  ALREADY_IN_MEMBERSHIP: { ko: '이미 구독 중인 사용자입니다.', en: 'That user already subscribes.', kind: 'conflict' },
  ALREADY_ACTIVE_SUBSCRIPTION: {
    ko: '현재 다른 플랜을 구독 중입니다.',
    en: 'Currently subscribed to another plan.',
    kind: 'conflict',
  },
  PLAN_CHANGE_NOT_ALLOWED: {
    ko: '기존 구독이 만료된 후에만 플랜을 변경할 수 있습니다.',
    en: 'A plan change is only possible after the existing subscription expires.',
    kind: 'precondition',
  },
  INVALID_MEMBER_IDS: { ko: '유효하지 않은 사용자가 있습니다.', en: 'There are invalid users.', kind: 'invalid' },
  PLAN_INVALID: { ko: '유효하지 않은 플랜입니다.', en: 'Invalid plan.', kind: 'invalid' },
  ALREADY_CANCEL: {
    ko: '구독 해지를 먼저 취소한 후 변경해 주세요.',
    en: 'Cancel the cancellation first, then change.',
    kind: 'precondition',
  },
  MEMBER_ALREADY_IN_ANOTHER_GROUP: { ko: '이미 멤버로 구독 중입니다.', en: 'Already subscribed as a member.', kind: 'conflict' },
  MEMBERSHIP_NOT_FOUND: { ko: '멤버십이 존재하지 않습니다.', en: 'Membership does not exist.', kind: 'not_found' },
  ALREADY_IN_RESERVATION: {
    ko: '예약된 플랜의 리더인 사용자입니다.',
    en: 'The user is the leader of a reserved plan.',
    kind: 'conflict',
  },
  ALREADY_IN_RESERVATION_GROUP: {
    ko: '예약된 플랜의 멤버인 사용자입니다.',
    en: 'The user is a member of a reserved plan.',
    kind: 'conflict',
  },
  PAYMENT_FAILED: { ko: '결제에 실패했습니다.', en: 'Payment failed.', kind: 'precondition' },
  // Named additions (the spec is silent): no card to charge; a payment that is not (or no longer) refundable.
  PAYMENT_METHOD_REQUIRED: {
    ko: '결제 수단을 먼저 등록해 주세요.',
    en: 'Register a payment method first.',
    kind: 'precondition',
  },
  PAYMENT_NOT_REFUNDABLE: { ko: '취소할 수 없는 결제입니다.', en: 'This payment cannot be cancelled.', kind: 'precondition' },
  // Named additions of issue 9: a payment id that names no payment; a first payment the provider has not answered yet.
  PAYMENT_NOT_FOUND: { ko: '결제 내역이 존재하지 않습니다.', en: 'The payment does not exist.', kind: 'not_found' },
  PAYMENT_PENDING: {
    ko: '결제를 확인하고 있습니다. 잠시 후 다시 확인해 주세요.',
    en: 'The payment is being confirmed; check again shortly.',
    kind: 'unavailable',
  },
} as const satisfies Record<string, { ko: string; en: string; kind: ErrorKind }>;

export type MembershipErrorCode = keyof typeof MEMBERSHIP_ERRORS;

/** A §8 membership error: Korean msg, the English meaning in details.msgEn for the gateway. */
export function membershipError(code: MembershipErrorCode, extra?: Record<string, unknown>): DomainError {
  const entry = MEMBERSHIP_ERRORS[code];
  return new DomainError(code, entry.ko, entry.kind, { msgEn: entry.en, ...extra });
}
