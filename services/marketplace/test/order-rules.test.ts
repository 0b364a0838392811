import {
  payableAmount,
  providerOrderIdOf,
  referralCounts,
  refundRefusal,
  refundWindow,
  splitOf,
  type RefundFacts,
} from '../src/domain/orders.js';

describe('order rules', () => {
  it('charges the list price less the discount, never below 0', () => {
    expect(payableAmount({ amount: 30_000, discountAmount: 5_000 })).toBe(25_000);
    expect(payableAmount({ amount: 0, discountAmount: 0 })).toBe(0);
    expect(payableAmount({ amount: 1_000, discountAmount: 1_000 })).toBe(0);
    expect(payableAmount({ amount: 1_000, discountAmount: 2_000 })).toBe(0);
  });

  it('splits a paid amount: 20% platform, 10% referral out of the seller side, the rest net, in whole won', () => {
    expect(splitOf(25_000, false)).toEqual({ platformFee: 5_000, referralPayout: 0, net: 20_000 });
    expect(splitOf(25_000, true)).toEqual({ platformFee: 5_000, referralPayout: 2_500, net: 17_500 });
    // Floors: 9 999 × 20% = 1 999.8 → 1 999; × 10% = 999.9 → 999; the seller keeps the remainder.
    expect(splitOf(9_999, true)).toEqual({ platformFee: 1_999, referralPayout: 999, net: 7_001 });
    expect(splitOf(0, true)).toEqual({ platformFee: 0, referralPayout: 0, net: 0 });
    for (const amount of [1, 7, 13, 101, 12_345, 99_999]) {
      const { platformFee, referralPayout, net } = splitOf(amount, true);
      expect(platformFee + referralPayout + net).toBe(amount);
    }
  });

  it('counts a referral only for a known user who is neither the buyer nor the seller', () => {
    const base = { buyerUserId: 'buyer', sellerUserId: 'seller' };
    expect(referralCounts({ ...base, referrerUserId: 'friend' })).toBe(true);
    expect(referralCounts({ ...base, referrerUserId: null })).toBe(false);
    expect(referralCounts({ ...base, referrerUserId: 'buyer' })).toBe(false);
    expect(referralCounts({ ...base, referrerUserId: 'seller' })).toBe(false);
  });

  describe('the refund window', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const template: RefundFacts = { status: 'CMPL', productType: 'TEMPLATE', startsAt: null, firstDownloadedAt: null };

    it('keeps a template order refundable until its first download, with no date', () => {
      expect(refundWindow(template, now)).toEqual({ cancelable: true, cancelableUntil: null });
      const downloaded = { ...template, firstDownloadedAt: new Date('2026-11-22T11:00:00Z') };
      expect(refundWindow(downloaded, now)).toEqual({ cancelable: false, cancelableUntil: null });
      expect(refundRefusal(downloaded, now)).toBe('DOWNLOADED');
      expect(refundRefusal(template, now)).toBeNull();
    });

    it('keeps a workshop order refundable until 24 hours before it starts', () => {
      const workshop: RefundFacts = { ...template, productType: 'CLASS', startsAt: new Date('2026-11-23T12:00:01Z') };
      expect(refundWindow(workshop, now)).toEqual({ cancelable: true, cancelableUntil: new Date('2026-11-22T12:00:01Z') });
      const tooLate = { ...workshop, startsAt: new Date('2026-11-23T12:00:00Z') };
      expect(refundWindow(tooLate, now)).toEqual({ cancelable: false, cancelableUntil: now });
      expect(refundRefusal(tooLate, now)).toBe('TOO_LATE');
      // A download does not end a workshop's refund window.
      expect(refundWindow({ ...workshop, firstDownloadedAt: now }, now).cancelable).toBe(true);
    });

    it('refunds only a paid order', () => {
      for (const status of ['PENDING', 'CNCL', 'FAIL'] as const) {
        expect(refundWindow({ ...template, status }, now).cancelable).toBe(false);
        expect(refundRefusal({ ...template, status }, now)).toBe('NOT_PAID');
      }
    });
  });

  it('names the provider order id within Toss bounds (6–64 of [A-Za-z0-9_-])', () => {
    const id = providerOrderIdOf('0b9d6f8e-3c1a-4b7e-9f00-1234567890ab');
    expect(id).toBe('mkt_0b9d6f8e3c1a4b7e9f001234567890ab');
    expect(id).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
  });
});
