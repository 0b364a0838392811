import { startMarket, type Market, type Person } from './support/market.js';

// Seller revenues from order rows, month by month in Korea time; a seller sees their own, an admin anyone's.
describe('marketplace revenues', () => {
  let m: Market;
  let seller: Person;
  let otherSeller: Person;
  let admin: Person;
  let template: string;
  let workshop: string;

  // 2026-03-31 23:30 in Seoul is still March there but 14:30 UTC; 2026-03-31T16:00Z is April 1 in Seoul.
  const MARCH_KST = new Date('2026-03-31T14:30:00Z');
  const APRIL_KST = new Date('2026-03-31T16:00:00Z');

  beforeAll(async () => {
    m = await startMarket();
    seller = await m.person('SELLER');
    otherSeller = await m.person('SELLER');
    admin = await m.person('ADMIN');
    template = (await m.client.CreateProduct(await m.templateInput(seller, { title: '대시보드 키트' }), await m.as(seller))).id;
    const thumb = await m.upload(seller, 'THUMBNAIL', 'w.png');
    workshop = (
      await m.client.CreateProduct(
        {
          type: 'WORKSHOP',
          title: 'Figma workshop',
          amount: 50000,
          productCode: 'WORKSHOP_FIGMA',
          thumbnailImgUrls: [thumb.fileUrl],
          maxPersonCnt: 10,
          startsAt: '2099-01-01T10:00:00+09:00',
          useFlag: true,
        },
        await m.as(seller),
      )
    ).id;
    const buyers = await Promise.all([1, 2, 3, 4].map(() => m.person('USER')));
    await m.paidOrder(template, buyers[0]!, { amount: 10000, paidAt: MARCH_KST }); // fee 2000
    await m.paidOrder(template, buyers[1]!, { amount: 10000, paidAt: APRIL_KST, referralPayout: 1000 }); // fee 2000, payout 1000
    await m.paidOrder(template, buyers[2]!, { amount: 10000, paidAt: APRIL_KST, status: 'CNCL' }); // refunded
    await m.paidOrder(workshop, buyers[3]!, { amount: 50000, paidAt: APRIL_KST }); // fee 10000
    // Orders that never paid are no revenue.
    await m.service.pool.query(
      `INSERT INTO orders (product_id, user_id, seller_user_id, amount, status) VALUES ($1, $2, $3, 10000, 'FAIL'), ($1, $4, $3, 10000, 'PENDING')`,
      [template, buyers[3]!.id, seller.id, buyers[2]!.id],
    );
  });
  afterAll(() => m?.stop());

  const query = (q: Partial<Parameters<Market['client']['GetRevenueTotal']>[0]> = {}) => ({
    sellerUserId: '',
    productId: '',
    yearmonth: '',
    limit: 0,
    offset: 0,
    productType: '',
    ...q,
  });

  it('totals a seller’s sales month by month in Korea time: gross, refunds, fees, referral payouts, net', async () => {
    const total = await m.client.GetRevenueTotal(query(), await m.as(seller));
    expect(total).toEqual({
      sellerUserId: seller.id,
      yearmonth: '',
      orderCount: 4,
      refundCount: 1,
      gross: 80000,
      refunds: 10000,
      platformFee: 14000,
      referralPayouts: 1000,
      net: 55000,
      months: [
        { yearmonth: '2026-04', orderCount: 3, gross: 70000, refunds: 10000, platformFee: 12000, referralPayouts: 1000, net: 47000 },
        { yearmonth: '2026-03', orderCount: 1, gross: 10000, refunds: 0, platformFee: 2000, referralPayouts: 0, net: 8000 },
      ],
    });
  });

  it('filters by month, product and tab', async () => {
    await expect(m.client.GetRevenueTotal(query({ yearmonth: '2026-03' }), await m.as(seller))).resolves.toMatchObject({ yearmonth: '2026-03', orderCount: 1, net: 8000 });
    await expect(m.client.GetRevenueTotal(query({ productType: 'CLASS' }), await m.as(seller))).resolves.toMatchObject({ orderCount: 1, gross: 50000, net: 40000 });
    await expect(m.client.GetRevenueTotal(query({ productId: template }), await m.as(seller))).resolves.toMatchObject({ orderCount: 3, gross: 30000, net: 15000 });
  });

  it('lists each sale with its split, newest payment first, paged', async () => {
    const list = await m.client.ListRevenues(query({ yearmonth: '2026-04', productType: 'TEMPLATE' }), await m.as(seller));
    expect(list.total).toBe(2);
    expect(list.revenues.map((r) => [r.productTitle, r.status, r.amount, r.platformFee, r.referralPayout, r.net, r.yearmonth]).sort()).toEqual([
      ['대시보드 키트', 'CMPL', 10000, 2000, 1000, 7000, '2026-04'],
      ['대시보드 키트', 'CNCL', 10000, 2000, 0, 0, '2026-04'],
    ]);
    expect(list.revenues[0]).toMatchObject({ productType: 'TEMPLATE', paidAt: APRIL_KST.toISOString(), buyerName: 'user user nick' });
    const paged = await m.client.ListRevenues(query({ limit: 1, offset: 1 }), await m.as(seller));
    expect(paged).toMatchObject({ total: 4, revenues: [expect.objectContaining({ orderId: expect.any(String) })] });
  });

  it('shows a seller only their own; an admin anyone’s', async () => {
    await expect(m.client.GetRevenueTotal(query({ sellerUserId: seller.id }), await m.as(otherSeller))).rejects.toMatchObject({ errorCode: 'FORBIDDEN' });
    await expect(m.client.ListRevenues(query({ sellerUserId: seller.id }), await m.as(otherSeller))).rejects.toMatchObject({ errorCode: 'FORBIDDEN' });
    await expect(m.client.GetRevenueTotal(query(), await m.as(otherSeller))).resolves.toMatchObject({ sellerUserId: otherSeller.id, orderCount: 0, net: 0, months: [] });
    await expect(m.client.GetRevenueTotal(query({ sellerUserId: seller.id }), await m.as(admin))).resolves.toMatchObject({ orderCount: 4, net: 55000 });
    await expect(m.client.GetRevenueTotal(query(), await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });

  it.each([['2026-13'], ['2026-3'], ['march']])('refuses the month %j with VALIDATION_ERROR', async (yearmonth) => {
    await expect(m.client.GetRevenueTotal(query({ yearmonth }), await m.as(seller))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });
});
