/**
 * The price rules the page shows (product-spec §4, §9), the same arithmetic the membership service
 * charges: monthly price × seats × months, 30% off annual, a further 15% off Group Pro from 2 seats,
 * rounded down to 10 won once at the end.
 */
export interface PriceRules {
  annualDiscountPercent: number;
  groupDiscountPercent: number;
  groupDiscountMinSize: number;
}

export const DEFAULT_RULES: PriceRules = { annualDiscountPercent: 30, groupDiscountPercent: 15, groupDiscountMinSize: 2 };

export interface Price {
  /** What one period costs. */
  amount: number;
  /** That amount per month. */
  monthly: number;
  /** Before any discount. */
  list: number;
  months: number;
  seats: number;
  discountPercent: number;
}

const roundDownTo10 = (won: number) => Math.floor(won / 10) * 10;

export function priceOf(input: { plan: string; kind: 'MONTHLY' | 'ANNUAL'; monthlyPrice: number; groupSize?: number }, rules: PriceRules = DEFAULT_RULES): Price {
  const seats = input.plan === 'GROUP_PRO' ? Math.max(1, input.groupSize ?? 1) : 1;
  const months = input.kind === 'ANNUAL' ? 12 : 1;
  const list = input.monthlyPrice * seats * months;
  const annual = input.kind === 'ANNUAL' ? rules.annualDiscountPercent : 0;
  const group = input.plan === 'GROUP_PRO' && seats >= rules.groupDiscountMinSize ? rules.groupDiscountPercent : 0;
  const amount = roundDownTo10((list * (100 - annual) * (100 - group)) / 10_000);
  return { amount, monthly: roundDownTo10(amount / months), list, months, seats, discountPercent: list ? Math.round((1 - amount / list) * 100) : 0 };
}

export type PlanCardState = 'SIGN_IN' | 'SUBSCRIBE' | 'CURRENT_PLAN' | 'CHANGE_PLAN' | 'RESERVED_PLAN';

/** The five display states of a plan card (product-spec §2). */
export function planCardState(plan: string, user: { signedIn: boolean; current?: string; reserved?: string }): PlanCardState {
  if (!user.signedIn) return 'SIGN_IN';
  if (user.reserved === plan) return 'RESERVED_PLAN';
  if (user.current === plan) return 'CURRENT_PLAN';
  if (plan === 'STARTER') return user.current ? 'CHANGE_PLAN' : 'CURRENT_PLAN';
  return user.current ? 'CHANGE_PLAN' : 'SUBSCRIBE';
}
