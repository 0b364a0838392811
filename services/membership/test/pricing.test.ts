import { addPeriod, prorateAdditionalFee, quotePrice, roundDownTo10 } from '../src/domain/pricing.js';

describe('price rules (product-spec §4, §9)', () => {
  it('charges the monthly price for a month of Personal Pro', () => {
    expect(quotePrice({ plan: 'PERSONAL_PRO', kind: 'MONTHLY', monthlyPrice: 9900 })).toMatchObject({
      listAmount: 9900,
      annualDiscount: 0,
      groupDiscount: 0,
      amount: 9900,
      months: 1,
    });
  });

  it('takes 30% off twelve months for annual billing', () => {
    const quote = quotePrice({ plan: 'PERSONAL_PRO', kind: 'ANNUAL', monthlyPrice: 9900 });
    expect(quote).toMatchObject({ listAmount: 118_800, annualDiscount: 35_640, amount: 83_160, monthlyEquivalent: 6930 });
  });

  it('gives Group Pro a further 15% off from two seats, not for one', () => {
    expect(quotePrice({ plan: 'GROUP_PRO', kind: 'MONTHLY', monthlyPrice: 14_900, groupSize: 1 }).amount).toBe(14_900);
    const two = quotePrice({ plan: 'GROUP_PRO', kind: 'MONTHLY', monthlyPrice: 14_900, groupSize: 2 });
    expect(two).toMatchObject({ listAmount: 29_800, groupDiscount: 4470, amount: 25_330 });
    // 14 900 × 3 × 12 × 0.7 × 0.85 = 319 158 → rounded down to 10 won
    const annual = quotePrice({ plan: 'GROUP_PRO', kind: 'ANNUAL', monthlyPrice: 14_900, groupSize: 3 });
    expect(annual).toMatchObject({ listAmount: 536_400, annualDiscount: 160_920, amount: 319_150 });
    expect(annual.listAmount - annual.annualDiscount - annual.groupDiscount).toBe(annual.amount);
  });

  it('ignores a group size for Personal Pro', () => {
    expect(quotePrice({ plan: 'PERSONAL_PRO', kind: 'MONTHLY', monthlyPrice: 9900, groupSize: 5 })).toMatchObject({
      groupSize: 1,
      amount: 9900,
    });
  });

  it('rounds down to 10 won', () => {
    expect(roundDownTo10(12_349.99)).toBe(12_340);
    expect(roundDownTo10(10)).toBe(10);
    expect(roundDownTo10(9)).toBe(0);
  });
});

describe('periods', () => {
  it('adds calendar months in UTC and clamps to the month end', () => {
    expect(addPeriod(new Date('2026-01-31T03:00:00Z'), 'MONTHLY').toISOString()).toBe('2026-02-28T03:00:00.000Z');
    expect(addPeriod(new Date('2026-03-15T00:00:00Z'), 'MONTHLY').toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(addPeriod(new Date('2024-02-29T00:00:00Z'), 'ANNUAL').toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(addPeriod(new Date('2026-12-10T00:00:00Z'), 'MONTHLY').toISOString()).toBe('2027-01-10T00:00:00.000Z');
  });
});

describe('group additional fee proration', () => {
  const periodStart = new Date('2026-11-01T00:00:00Z');
  const periodEnd = new Date('2026-12-01T00:00:00Z'); // 30 days

  it('charges the price difference for the share of the period left, rounded down to 10 won', () => {
    // 2 → 3 seats monthly: 25 330 → 37 990; difference 12 660; 20 of 30 days left → 8440
    const fee = prorateAdditionalFee({
      currentAmount: 25_330,
      newAmount: 37_990,
      periodStart,
      periodEnd,
      now: new Date('2026-11-11T00:00:00Z'),
    });
    expect(fee).toBe(8440);
  });

  it('charges the whole difference at the start and nothing at the end', () => {
    expect(prorateAdditionalFee({ currentAmount: 100, newAmount: 1100, periodStart, periodEnd, now: periodStart })).toBe(1000);
    expect(prorateAdditionalFee({ currentAmount: 100, newAmount: 1100, periodStart, periodEnd, now: periodEnd })).toBe(0);
    expect(
      prorateAdditionalFee({
        currentAmount: 100,
        newAmount: 1100,
        periodStart,
        periodEnd,
        now: new Date('2027-01-01T00:00:00Z'),
      }),
    ).toBe(0);
  });

  it('never refunds a smaller group', () => {
    expect(prorateAdditionalFee({ currentAmount: 37_990, newAmount: 25_330, periodStart, periodEnd, now: periodStart })).toBe(0);
  });

  it('counts a period that has not started yet as whole', () => {
    expect(
      prorateAdditionalFee({ currentAmount: 0, newAmount: 1000, periodStart, periodEnd, now: new Date('2026-10-01T00:00:00Z') }),
    ).toBe(1000);
  });
});
