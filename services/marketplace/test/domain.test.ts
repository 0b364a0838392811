import { expandCodes, isTopicOf } from '../src/domain/codes.js';
import {
  admitPrice,
  admitProduct,
  averageStarRate,
  discountRateOf,
  isSellerOrAdmin,
  isYearMonth,
  keywordPatterns,
  mergeUpdate,
  tabOf,
  unavailability,
} from '../src/domain/products.js';

const SELLER = '11111111-1111-4111-8111-111111111111';
const base = {
  type: 'TEMPLATE',
  title: 'Kit',
  description: '',
  amount: 10000,
  discountAmount: -1,
  discountRate: -1,
  productCode: 'UI_KIT',
  thumbnailImgUrls: [`/uploads/products/${SELLER}/thumbnails/a.png`],
  detailImgUrls: [],
  files: [{ key: `products/${SELLER}/files/kit-0123456789abcdef0123456789abcdef.fig`, name: '' }],
  pageCnt: 0,
  exclusiveFlag: false,
  useFlag: true,
  endFlag: false,
  maxPersonCnt: 0,
  startsAt: '',
};

describe('prices and discounts', () => {
  it.each([
    [{ amount: 10000, discountAmount: -1, discountRate: -1 }, 0],
    [{ amount: 10000, discountAmount: 2500, discountRate: -1 }, 2500],
    [{ amount: 10000, discountAmount: 0, discountRate: 25 }, 2500],
    [{ amount: 10000, discountAmount: 2500, discountRate: 0 }, 2500],
    [{ amount: 10000, discountAmount: 2500, discountRate: 25 }, 2500],
    [{ amount: 9900, discountAmount: -1, discountRate: 33 }, 3267],
    [{ amount: 9900, discountAmount: 3267, discountRate: 33 }, 3267],
    [{ amount: 0, discountAmount: -1, discountRate: -1 }, 0],
    [{ amount: 10000, discountAmount: -1, discountRate: 100 }, 10000],
  ])('derives the discount of %j', (input, discountAmount) => {
    expect(admitPrice(input)).toEqual({ amount: input.amount, discountAmount });
  });

  it.each([
    [{ amount: 10000, discountAmount: 2000, discountRate: 25 }, 'discount'],
    [{ amount: 10000, discountAmount: 10001, discountRate: -1 }, 'discount'],
    [{ amount: 10000, discountAmount: -1, discountRate: 101 }, 'discount'],
    [{ amount: 10000, discountAmount: -2, discountRate: -1 }, 'discount'],
    [{ amount: -1, discountAmount: -1, discountRate: -1 }, 'amount'],
    [{ amount: 1.5, discountAmount: -1, discountRate: -1 }, 'amount'],
  ])('refuses %j', (input, variant) => {
    expect(() => admitPrice(input)).toThrow(expect.objectContaining({ errorCode: 'PRODUCT_INVALID', choice: { variant } }));
  });

  it('rounds the shown rate', () => {
    expect(discountRateOf(9900, 3267)).toBe(33);
    expect(discountRateOf(0, 0)).toBe(0);
  });
});

describe('products', () => {
  it('files a kind in its tab and under its own topics', () => {
    expect(tabOf('WORKSHOP')).toBe('CLASS');
    expect(tabOf('EBOOK')).toBe('TEMPLATE');
    expect(isTopicOf('UI_KIT', 'TEMPLATE')).toBe(true);
    expect(isTopicOf('UI_KIT', 'EBOOK')).toBe(false);
    expect(isTopicOf('TEMPLATE', '')).toBe(false);
    expect(expandCodes(['EBOOK', 'UI_KIT'])).toEqual(['EBOOK_UX_WRITING', 'EBOOK_DESIGN_SYSTEM', 'EBOOK_CAREER', 'UI_KIT']);
    expect(expandCodes(['X'])).toBeUndefined();
  });

  it('admits a seller’s own uploads and names files after their keys', () => {
    const draft = admitProduct(base, SELLER);
    expect(draft).toMatchObject({
      productType: 'TEMPLATE',
      thumbnailKeys: [`products/${SELLER}/thumbnails/a.png`],
      files: [{ name: 'kit.fig' }],
    });
    expect(() => admitProduct({ ...base, thumbnailImgUrls: ['/uploads/products/other/thumbnails/a.png'] }, SELLER)).toThrow(
      expect.objectContaining({ errorCode: 'PRODUCT_INVALID', choice: { variant: 'file' } }),
    );
    expect(() => admitProduct({ ...base, files: [{ key: `products/${SELLER}/thumbnails/a.png`, name: 'a' }] }, SELLER)).toThrow(
      expect.objectContaining({ choice: { variant: 'file' } }),
    );
  });

  it('needs seats and a future start for a workshop; keeps an untouched past start on update', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const workshop = {
      ...base,
      type: 'WORKSHOP',
      productCode: 'WORKSHOP_FIGMA',
      maxPersonCnt: 3,
      startsAt: '2026-05-01T10:00:00+09:00',
    };
    expect(() => admitProduct(workshop, SELLER, { now })).toThrow(expect.objectContaining({ choice: { variant: 'startsAt' } }));
    expect(admitProduct(workshop, SELLER, { now, startsAtChanged: false })).toMatchObject({
      productType: 'CLASS',
      maxPersonCnt: 3,
    });
    expect(() => admitProduct({ ...workshop, startsAt: 'tomorrow' }, SELLER, { now, startsAtChanged: false })).toThrow(
      expect.objectContaining({ choice: { variant: 'startsAt' } }),
    );
    expect(admitProduct({ ...base, maxPersonCnt: 9, startsAt: '2099-01-01T00:00:00Z' }, SELLER)).toMatchObject({
      maxPersonCnt: 0,
      startsAt: null,
    });
  });

  it('merges a partial update: named fields only, a new rate re-derives the amount', () => {
    const current = { ...base, discountAmount: 1000 };
    const { merged } = mergeUpdate(current, { ...base, title: 'New', discountRate: 50, amount: 1 }, ['title', 'discountRate']);
    expect(merged).toMatchObject({ title: 'New', amount: 10000, discountAmount: -1, discountRate: 50 });
    expect(admitPrice(merged).discountAmount).toBe(5000);
    const kept = mergeUpdate(current, { ...base, amount: 20000 }, ['amount']).merged;
    expect(admitPrice(kept)).toEqual({ amount: 20000, discountAmount: 1000 });
    expect(() => mergeUpdate(current, base, ['price'])).toThrow(expect.objectContaining({ choice: { variant: 'fields' } }));
  });

  it('says why a product does not sell now', () => {
    const ok = { use_flag: true, end_flag: false, deleted_at: null, max_person_cnt: 0, seats_taken: 0, starts_at: null };
    const now = new Date('2026-06-01T00:00:00Z');
    expect(unavailability(ok, now)).toBeUndefined();
    expect(unavailability({ ...ok, deleted_at: now }, now)).toBe('retired');
    expect(unavailability({ ...ok, use_flag: false }, now)).toBe('unpublished');
    expect(unavailability({ ...ok, end_flag: true }, now)).toBe('ended');
    expect(unavailability({ ...ok, starts_at: now }, now)).toBe('started');
    expect(unavailability({ ...ok, max_person_cnt: 2, seats_taken: 2 }, now)).toBe('soldOut');
    expect(unavailability({ ...ok, max_person_cnt: 2, seats_taken: 1 }, now)).toBeUndefined();
  });
});

describe('small rules', () => {
  it('averages stars to one decimal', () => {
    expect(averageStarRate(0, 0)).toBe(0);
    expect(averageStarRate(14, 3)).toBe(4.7);
  });
  it('escapes LIKE wildcards in keywords', () => {
    expect(keywordPatterns('  50%  off_ ')).toEqual(['%50\\%%', '%off\\_%']);
  });
  it("gives the seller's account fields to the seller themself and admins only", () => {
    expect(isSellerOrAdmin({ userId: SELLER, role: 'SELLER' }, SELLER)).toBe(true);
    expect(isSellerOrAdmin({ userId: '22222222-2222-4222-8222-222222222222', role: 'ADMIN' }, SELLER)).toBe(true);
    expect(isSellerOrAdmin({ userId: '22222222-2222-4222-8222-222222222222', role: 'SELLER' }, SELLER)).toBe(false);
    expect(isSellerOrAdmin({ userId: null, role: 'VISITOR' }, SELLER)).toBe(false);
    expect(isSellerOrAdmin({ userId: null, role: 'VISITOR' }, '')).toBe(false);
  });
  it('reads YYYY-MM months', () => {
    expect(['2026-01', '2026-12'].every(isYearMonth)).toBe(true);
    expect(['2026-00', '2026-13', '26-01', '2026-1'].some(isYearMonth)).toBe(false);
  });
});
