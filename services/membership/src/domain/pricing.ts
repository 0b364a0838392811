/**
 * Price rules (product-spec §4, §9). Money is integer KRW. Every computed charge is rounded DOWN to
 * 10 won (the customer never pays a fraction the list price does not justify); list prices are
 * multiples of 10 already.
 */
export const KINDS = ['MONTHLY', 'ANNUAL'] as const;
export type Kind = (typeof KINDS)[number];
export const PAID_PLANS = ['PERSONAL_PRO', 'GROUP_PRO'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export type PlanCode = 'STARTER' | PaidPlan;

export const ANNUAL_DISCOUNT_PERCENT = 30;
export const GROUP_DISCOUNT_PERCENT = 15;
/** The group discount applies from this many seats (the manager counts as a member). */
export const GROUP_DISCOUNT_MIN_SIZE = 2;
/** The largest group (manager included) a call may name: 199 members and the manager. */
export { MAX_GROUP_SIZE } from '@screenshelf/kit';

export const isPaidPlan = (plan: string): plan is PaidPlan => (PAID_PLANS as readonly string[]).includes(plan);
export const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

export const roundDownTo10 = (won: number) => Math.floor(won / 10) * 10;
export const monthsOf = (kind: Kind) => (kind === 'ANNUAL' ? 12 : 1);

export interface PriceQuote {
  plan: PaidPlan;
  kind: Kind;
  groupSize: number;
  months: number;
  listAmount: number;
  annualDiscount: number;
  groupDiscount: number;
  amount: number;
  monthlyEquivalent: number;
}

/**
 * What one period costs: monthly price × seats × months, 30% off for annual, a further 15% off a
 * Group Pro with 2+ seats. Discounts multiply (annual first), rounding happens once at the end.
 */
export function quotePrice(input: { plan: PaidPlan; kind: Kind; monthlyPrice: number; groupSize?: number }): PriceQuote {
  const groupSize = input.plan === 'GROUP_PRO' ? Math.max(1, input.groupSize ?? 1) : 1;
  const months = monthsOf(input.kind);
  const listAmount = input.monthlyPrice * groupSize * months;
  const annualPct = input.kind === 'ANNUAL' ? ANNUAL_DISCOUNT_PERCENT : 0;
  const groupPct = input.plan === 'GROUP_PRO' && groupSize >= GROUP_DISCOUNT_MIN_SIZE ? GROUP_DISCOUNT_PERCENT : 0;
  // Integer arithmetic: list × (100 − a) × (100 − g) / 10 000, so no float drift on large amounts.
  const afterAnnual = (listAmount * (100 - annualPct)) / 100;
  const amount = roundDownTo10((listAmount * (100 - annualPct) * (100 - groupPct)) / 10_000);
  const annualDiscount = listAmount - Math.ceil(afterAnnual);
  return {
    plan: input.plan,
    kind: input.kind,
    groupSize,
    months,
    listAmount,
    annualDiscount,
    groupDiscount: listAmount - annualDiscount - amount,
    amount,
    monthlyEquivalent: roundDownTo10(amount / months),
  };
}

/** The end of a period that starts at `start`: one or twelve calendar months later (UTC), clamped to month end. */
export function addPeriod(start: Date, kind: Kind): Date {
  const months = monthsOf(kind);
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * The additional fee for growing a group mid-period: the difference between the new and the
 * current period price, times the share of the period still ahead (by the second), rounded down
 * to 10 won. Shrinking costs nothing now and refunds nothing; the next renewal charges the new size.
 */
export function prorateAdditionalFee(input: {
  currentAmount: number;
  newAmount: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const difference = input.newAmount - input.currentAmount;
  if (difference <= 0) return 0;
  const total = Math.floor((input.periodEnd.getTime() - input.periodStart.getTime()) / 1000);
  const left = Math.floor((input.periodEnd.getTime() - input.now.getTime()) / 1000);
  if (total <= 0 || left <= 0) return 0;
  return roundDownTo10((difference * Math.min(left, total)) / total);
}
