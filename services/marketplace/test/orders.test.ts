import { randomUUID } from 'node:crypto';
import { VISITOR } from '@screenshelf/kit';
import { mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { cardOf, startOrdersStack, type OrdersStack } from './support/orders-stack.js';

// Orders against the real Postgres and a dev-payments server: the money and seat rules, each also
// under concurrency, through the gRPC service a gateway calls.
describe('marketplace orders', () => {
  let s: OrdersStack;
  let seller: Awaited<ReturnType<OrdersStack['seedUser']>>;

  beforeAll(async () => {
    s = await startOrdersStack();
    seller = await s.seedUser('SELLER');
  });
  afterAll(() => s?.stop());

  const order = (
    token: string,
    productId: string,
    extra: { referralId?: string; card?: ReturnType<typeof cardOf> } = {},
    idempotencyKey?: string,
  ) => s.client.PlaceOrder({ productId, referralId: extra.referralId ?? '', card: extra.card }, { token, idempotencyKey });

  it('charges a priced product once, keeps the 20% fee and the referrer 10%, counts it and publishes order.paid', async () => {
    const productId = await s.seedProduct(seller.userId, { amount: 30_000, discountAmount: 4_999 });
    const buyer = await s.seedUser();
    const friend = await s.seedUser();
    const placed = await order(buyer.token, productId, { referralId: friend.referralId, card: cardOf() });
    expect(placed).toMatchObject({
      productId,
      userId: buyer.userId,
      sellerUserId: seller.userId,
      amount: 25_001,
      status: 'CMPL',
      referralId: friend.referralId,
      productType: 'TEMPLATE',
      type: 'TEMPLATE',
      thumbnailImgUrl: `/uploads/products/${seller.userId}/thumbnails/cover.png`,
      cancelable: true,
      cancelableUntil: '',
      firstDownloadedAt: '',
    });
    expect(Date.parse(placed.paidAt)).toBeGreaterThan(0);
    const [row] = await s.orderRows(productId);
    expect(row).toMatchObject({
      status: 'CMPL',
      amount: 25_001,
      platform_fee: 5_000,
      referral_payout: 2_500,
      referrer_user_id: friend.userId,
    });
    expect(row.payment_key).toMatch(/^pay_/);
    expect(s.chargesFor([placed.id])).toMatchObject([{ totalAmount: 25_001, status: 'DONE' }]);
    expect(await s.productRow(productId)).toMatchObject({ order_count: 1, seats_taken: 1 });
    await waitFor(async () => s.eventsOf(productId).includes('order.paid'));
    expect(s.events.find((e) => e.orderId === placed.id)).toMatchObject({
      kind: 'order.paid',
      userId: buyer.userId,
      amount: 25_001,
      sellerUserId: seller.userId,
      productType: 'TEMPLATE',
    });
    // Read back: GetOrder (own, or an admin), ListOrders, ValidateOrder.
    expect(await s.client.GetOrder({ id: placed.id }, { token: buyer.token })).toEqual(placed);
    const admin = await s.seedUser('ADMIN');
    expect((await s.client.GetOrder({ id: placed.id }, { token: admin.token })).id).toBe(placed.id);
    expect(await s.codeOf(s.client.GetOrder({ id: placed.id }, { token: friend.token }))).toBe('ORDER_NOT_FOUND');
    expect(await s.client.ListOrders({ limit: 10, offset: 0 }, { token: buyer.token })).toEqual({ orders: [placed], total: 1 });
    expect(await s.client.ValidateOrder({ id: productId }, { token: buyer.token })).toEqual({
      ordered: true,
      orderId: placed.id,
      reviewed: false,
      reviewId: '',
    });
    const review = await s.client.CreateReview({ productId, starRate: 5, review: '좋아요' }, { token: buyer.token });
    expect(await s.client.ValidateOrder({ id: productId }, { token: buyer.token })).toEqual({
      ordered: true,
      orderId: placed.id,
      reviewed: true,
      reviewId: review.reviewId,
    });
    // A second order of the same product is refused, uncharged.
    expect(await s.codeOf(order(buyer.token, productId, { card: cardOf() }))).toBe('ALREADY_ORDERED');
    expect(s.payments.charges().filter((c) => c.totalAmount === 25_001)).toHaveLength(1);
  });

  it('pays no referral for a self-referral, the seller’s own referral id or an unknown one, and still sells', async () => {
    const productId = await s.seedProduct(seller.userId, { amount: 10_000, discountAmount: 0 });
    const buyers = await Promise.all([1, 2, 3].map(() => s.seedUser()));
    const referrals = [buyers[0]!.referralId, seller.referralId, 'nobody-has-this'];
    for (const [i, buyer] of buyers.entries()) {
      expect(await order(buyer.token, productId, { referralId: referrals[i], card: cardOf() })).toMatchObject({
        status: 'CMPL',
        amount: 10_000,
      });
    }
    const rows = await s.orderRows(productId);
    expect(rows.map((r) => [r.platform_fee, r.referral_payout, r.referrer_user_id])).toEqual([
      [2_000, 0, null],
      [2_000, 0, null],
      [2_000, 0, null],
    ]);
  });

  it('orders a free product without a card or a charge', async () => {
    const productId = await s.seedProduct(seller.userId, { amount: 0, discountAmount: 0 });
    const buyer = await s.seedUser();
    const before = s.payments.charges().length;
    const placed = await order(buyer.token, productId);
    expect(placed).toMatchObject({ status: 'CMPL', amount: 0, cancelable: true });
    expect(s.payments.charges().length).toBe(before);
    expect(await s.orderRows(productId)).toMatchObject([
      { status: 'CMPL', payment_key: '', platform_fee: 0, referral_payout: 0 },
    ]);
    expect(await s.productRow(productId)).toMatchObject({ order_count: 1 });
  });

  it('refuses what cannot be ordered, leaving nothing behind', async () => {
    const buyer = await s.seedUser();
    const priced = await s.seedProduct(seller.userId);
    const unpublished = await s.seedProduct(seller.userId, { useFlag: false });
    const ended = await s.seedProduct(seller.userId, { endFlag: true });
    const cases: [() => Promise<unknown>, string][] = [
      [() => order(buyer.token, priced), 'CARD_REQUIRED'],
      [() => order(buyer.token, priced, { card: { ...cardOf(), cardNumber: '' } }), 'CARD_REQUIRED'],
      [() => order(buyer.token, priced, { card: { ...cardOf(), cardExpirationMonth: '13' } }), 'VALIDATION_ERROR'],
      [() => order(seller.token, priced, { card: cardOf() }), 'OWN_PRODUCT'],
      [() => order(buyer.token, randomUUID(), { card: cardOf() }), 'PRODUCT_NOT_FOUND'],
      [() => order(buyer.token, 'not-a-uuid', { card: cardOf() }), 'PRODUCT_NOT_FOUND'],
      [() => order(buyer.token, unpublished, { card: cardOf() }), 'PRODUCT_NOT_AVAILABLE'],
      [() => order(buyer.token, ended, { card: cardOf() }), 'PRODUCT_NOT_AVAILABLE'],
      [() => order('', priced, { card: cardOf() }), 'UNAUTHENTICATED'],
    ];
    const codes = [];
    for (const [call] of cases) codes.push(await s.codeOf(call()));
    expect(codes).toEqual(cases.map(([, code]) => code));
    const { rows } = await s.pool.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [buyer.userId]);
    expect(rows[0].n).toBe(0);
    expect(await s.productRow(priced)).toMatchObject({ seats_taken: 0, order_count: 0 });
  });

  it('answers bad input on the order reads and refunds with a clear code, never a 500', async () => {
    const buyer = await s.seedUser();
    const productId = await s.seedProduct(seller.userId);
    await order(buyer.token, productId, { card: cardOf() });
    const visitor = await mintCallerToken(VISITOR);
    const cases: [() => Promise<unknown>, string][] = [
      [() => s.client.ListOrders({ limit: -1, offset: 0 }, { token: buyer.token }), 'VALIDATION_ERROR'],
      [() => s.client.ListOrders({ limit: 10, offset: 0 }, { token: visitor }), 'UNAUTHENTICATED'],
      [() => s.client.GetOrder({ id: 'not-a-uuid' }, { token: buyer.token }), 'ORDER_NOT_FOUND'],
      [() => s.client.ValidateOrder({ id: 'x' }, { token: buyer.token }), 'PRODUCT_NOT_FOUND'],
      [() => s.client.DownloadFile({ orderId: 'x', sort: 1 }, { token: buyer.token }), 'ORDER_NOT_FOUND'],
      [() => s.client.CancelOrder({ productId: 'x', cancelReason: '' }, { token: buyer.token }), 'PRODUCT_NOT_FOUND'],
      [() => s.client.CancelOrder({ productId, cancelReason: 'x'.repeat(201) }, { token: buyer.token }), 'VALIDATION_ERROR'],
      [() => order(buyer.token, productId, { referralId: 'r'.repeat(5000), card: cardOf() }), 'ALREADY_ORDERED'],
    ];
    const codes = [];
    for (const [call] of cases) codes.push(await s.codeOf(call()));
    expect(codes).toEqual(cases.map(([, code]) => code));
    const [sort0, sortHuge] = await Promise.all(
      [0, 2_147_483_647].map(async (sort) => {
        const [row] = await s.orderRows(productId);
        return s.codeOf(s.client.DownloadFile({ orderId: row.id, sort }, { token: buyer.token }));
      }),
    );
    expect([sort0, sortHuge]).toEqual(['FILE_NOT_FOUND', 'FILE_NOT_FOUND']);
    expect(await s.orderRows(productId)).toMatchObject([{ status: 'CMPL', first_downloaded_at: null }]);
  });

  it('sells an exclusive product to paid members only', async () => {
    const productId = await s.seedProduct(seller.userId, { exclusiveFlag: true });
    const free = await s.seedUser('USER', false);
    const member = await s.seedUser('USER', true);
    expect(await s.codeOf(order(free.token, productId, { card: cardOf() }))).toBe('MEMBERSHIP_REQUIRED');
    expect(await s.orderRows(productId)).toEqual([]);
    expect(await order(member.token, productId, { card: cardOf() })).toMatchObject({ status: 'CMPL' });
  });

  it('never sells a 3-seat workshop more than 3 times: 12 buyers at once → 3 paid, 9 SOLD_OUT, 3 charges', async () => {
    const productId = await s.seedProduct(seller.userId, {
      type: 'WORKSHOP',
      maxPersonCnt: 3,
      amount: 50_000,
      discountAmount: 0,
    });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => s.seedUser()));
    const outcomes = await Promise.all(
      buyers.map((b) =>
        order(b.token, productId, { card: cardOf() }).then(
          (o) => o.status,
          (e: unknown) => s.codeOf(Promise.reject(e)),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'CMPL')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'SOLD_OUT')).toHaveLength(9);
    const rows = await s.orderRows(productId);
    expect(rows.map((r) => r.status)).toEqual(['CMPL', 'CMPL', 'CMPL']);
    // Exactly three payments at the provider, all kept; nobody who lost the race was charged.
    expect(s.chargesFor(rows.map((r) => r.id))).toHaveLength(3);
    expect(s.payments.charges().filter((c) => c.orderName.startsWith('WORKSHOP') && c.totalAmount === 50_000)).toHaveLength(3);
    expect(await s.productRow(productId)).toMatchObject({ seats_taken: 3, order_count: 3 });
  });

  it('charges a double-click once: two PlaceOrder at once → one paid order, one ALREADY_ORDERED (ten times over)', async () => {
    // Ten rounds: the second request meets the first at every stage (before its claim, while it is charged, while it is settled).
    for (let round = 0; round < 10; round++) {
      const productId = await s.seedProduct(seller.userId, { amount: 12_000, discountAmount: 0 });
      const buyer = await s.seedUser();
      const outcomes = await Promise.all(
        [1, 2].map(() =>
          order(buyer.token, productId, { card: cardOf() }).then(
            (o) => o.status,
            (e: unknown) => s.codeOf(Promise.reject(e)),
          ),
        ),
      );
      expect(outcomes.sort()).toEqual(['ALREADY_ORDERED', 'CMPL']);
      const rows = await s.orderRows(productId);
      expect(rows.map((r) => r.status)).toEqual(['CMPL']);
      expect(s.chargesFor(rows.map((r) => r.id))).toHaveLength(1);
    }
  });

  it('answers a retried PlaceOrder with the same Idempotency-Key with the first order, charged once', async () => {
    const productId = await s.seedProduct(seller.userId, { amount: 8_000, discountAmount: 0 });
    const buyer = await s.seedUser();
    const key = randomUUID();
    const [a, b] = await Promise.all([1, 2].map(() => order(buyer.token, productId, { card: cardOf() }, key)));
    const c = await order(buyer.token, productId, { card: cardOf() }, key);
    expect(a).toMatchObject({ status: 'CMPL' });
    expect(b!.id).toBe(a!.id);
    expect(c.id).toBe(a!.id);
    expect(s.chargesFor([a!.id])).toHaveLength(1);
    expect((await s.orderRows(productId)).length).toBe(1);
  });

  it('keeps a declined order as FAIL with its seat back: no download, not ordered; a good card then buys it', async () => {
    const productId = await s.seedProduct(seller.userId, {
      type: 'WORKSHOP',
      maxPersonCnt: 1,
      amount: 20_000,
      discountAmount: 0,
    });
    const buyer = await s.seedUser();
    expect(await s.codeOf(order(buyer.token, productId, { card: cardOf(TEST_CARDS.alwaysDeclines) }))).toBe('PAYMENT_FAILED');
    const [failed] = await s.orderRows(productId);
    expect(failed).toMatchObject({ status: 'FAIL', failure_code: 'REJECT_CARD_PAYMENT', payment_key: '', paid_at: null });
    expect(await s.productRow(productId)).toMatchObject({ seats_taken: 0, order_count: 0 });
    expect(await s.codeOf(s.client.DownloadFile({ orderId: failed.id, sort: 1 }, { token: buyer.token }))).toBe(
      'DOWNLOAD_NOT_ALLOWED',
    );
    expect(await s.client.ValidateOrder({ id: productId }, { token: buyer.token })).toMatchObject({
      ordered: false,
      orderId: '',
    });
    expect(await s.codeOf(s.client.CreateReview({ productId, starRate: 5, review: 'great' }, { token: buyer.token }))).toBe(
      'REVIEW_NOT_ALLOWED',
    );
    expect(await s.client.GetOrder({ id: failed.id }, { token: buyer.token })).toMatchObject({
      status: 'FAIL',
      failureCode: 'REJECT_CARD_PAYMENT',
      cancelable: false,
    });
    await waitFor(async () => s.eventsOf(productId).includes('order.failed'));
    // The one seat was given back: the same buyer, with a card that pays, gets it.
    expect(await order(buyer.token, productId, { card: cardOf() })).toMatchObject({ status: 'CMPL' });
    expect(await s.productRow(productId)).toMatchObject({ seats_taken: 1, order_count: 1 });
  });

  it('refunds a template order until its first download: CNCL, the payment cancelled, downloads refused, a second cancel refused', async () => {
    const productId = await s.seedProduct(seller.userId);
    const buyer = await s.seedUser();
    const placed = await order(buyer.token, productId, { card: cardOf() });
    const other = await s.seedUser();
    expect(await s.codeOf(s.client.CancelOrder({ productId, cancelReason: '' }, { token: other.token }))).toBe('ORDER_NOT_FOUND');
    const cancelled = await s.client.CancelOrder({ productId, cancelReason: '단순 변심' }, { token: buyer.token });
    expect(cancelled).toMatchObject({ id: placed.id, status: 'CNCL', cancelable: false });
    expect(Date.parse(cancelled.cancelledAt)).toBeGreaterThan(0);
    expect(s.chargesFor([placed.id])).toMatchObject([
      { status: 'CANCELED', balanceAmount: 0, cancels: [{ cancelReason: '단순 변심' }] },
    ]);
    expect(await s.productRow(productId)).toMatchObject({ seats_taken: 0, order_count: 0 });
    expect(await s.codeOf(s.client.DownloadFile({ orderId: placed.id, sort: 1 }, { token: buyer.token }))).toBe(
      'DOWNLOAD_NOT_ALLOWED',
    );
    expect(await s.codeOf(s.client.CancelOrder({ productId, cancelReason: '' }, { token: buyer.token }))).toBe(
      'ORDER_NOT_CANCELABLE',
    );
    expect(await s.codeOf(s.client.CreateReview({ productId, starRate: 4, review: 'ok' }, { token: buyer.token }))).toBe(
      'REVIEW_NOT_ALLOWED',
    );
    await waitFor(async () => s.eventsOf(productId).includes('order.cancelled'));
    // A refunded buyer may buy again.
    expect(await order(buyer.token, productId, { card: cardOf() })).toMatchObject({ status: 'CMPL' });
  });

  it('takes back what a refunded purchase granted: its review (out of the average and the listing, no edit), downloads, the referral credit, the seller’s revenue', async () => {
    const shop = await s.seedUser('SELLER');
    const productId = await s.seedProduct(shop.userId, { amount: 10_000, discountAmount: 0 });
    const [fan, critic, friend] = await Promise.all([s.seedUser(), s.seedUser(), s.seedUser()]);
    await order(fan.token, productId, { card: cardOf() });
    await s.client.CreateReview({ productId, starRate: 5, review: '최고' }, { token: fan.token });
    const placed = await order(critic.token, productId, { referralId: friend.referralId, card: cardOf() });
    const oneStar = await s.client.CreateReview({ productId, starRate: 1, review: 'bad' }, { token: critic.token });
    expect(await s.client.GetProduct({ id: productId, type: '' }, { token: fan.token })).toMatchObject({
      reviewCount: 2,
      averageStarRate: 3,
    });

    await s.client.CancelOrder({ productId, cancelReason: '' }, { token: critic.token });
    const product = await s.client.GetProduct({ id: productId, type: '' }, { token: fan.token });
    expect(product).toMatchObject({ reviewCount: 1, averageStarRate: 5 });
    expect(product.productReview.map((r) => r.userId)).toEqual([fan.userId]);
    expect(await s.client.ValidateOrder({ id: productId }, { token: critic.token })).toEqual({
      ordered: false,
      orderId: '',
      reviewed: false,
      reviewId: '',
    });
    const edit = { productId, reviewId: oneStar.reviewId, starRate: 1, review: 'still bad' };
    expect(await s.codeOf(s.client.UpdateReview(edit, { token: critic.token }))).toBe('REVIEW_NOT_FOUND');
    expect(await s.codeOf(s.client.CreateReview({ productId, starRate: 1, review: 'again' }, { token: critic.token }))).toBe(
      'REVIEW_NOT_ALLOWED',
    );
    expect(await s.codeOf(s.client.DownloadFile({ orderId: placed.id, sort: 1 }, { token: critic.token }))).toBe(
      'DOWNLOAD_NOT_ALLOWED',
    );
    // The review's creation and its withdrawal each published review.changed.
    const criticsReviewEvents = () =>
      s.events.filter((e) => e.kind === 'review.changed' && e.productId === productId && e.userId === critic.userId);
    await waitFor(async () => criticsReviewEvents().length === 2 && s.eventsOf(productId).includes('order.cancelled'));

    const query = { sellerUserId: '', productId, yearmonth: '', limit: 0, offset: 0, productType: '' };
    expect(await s.client.GetRevenueTotal(query, { token: shop.token })).toMatchObject({
      gross: 20_000,
      refunds: 10_000,
      platformFee: 2_000,
      referralPayouts: 0,
      net: 8_000,
    });
  });

  /** Holds the provider's charge of the product's next order until released (dev-payments control). */
  const holdChargeOf = async (productId: string) => {
    const { rows } = await s.pool.query<{ title: string }>('SELECT title FROM products WHERE id = $1', [productId]);
    return s.payments.holdNextCharge({ orderName: rows[0]!.title });
  };

  it('refunds an order cancelled while its payment is still being charged: the cancel waits for the payment, then refunds', async () => {
    const productId = await s.seedProduct(seller.userId, { type: 'WORKSHOP', maxPersonCnt: 2 });
    const buyer = await s.seedUser();
    const held = await holdChargeOf(productId);
    const placing = order(buyer.token, productId, { card: cardOf() });
    await held.arrived;
    const [pending] = await s.orderRows(productId);
    expect(pending).toMatchObject({ status: 'PENDING' });
    const cancelling = s.client.CancelOrder({ productId, cancelReason: '바로 취소' }, { token: buyer.token, deadlineMs: 20_000 });
    // The cancel is waiting once it has asked the provider about the payment; only then is the charge made.
    await waitFor(async () => s.payments.lookups(`mkt_${pending.id.replace(/-/g, '')}`) > 0);
    held.release();
    const [placed, cancelled] = await Promise.all([placing, cancelling]);
    expect(cancelled).toMatchObject({ id: pending.id, status: 'CNCL' });
    // The order's own answer comes after its payment: paid, or already refunded if the cancel got there first.
    expect([placed.id, ['CMPL', 'CNCL'].includes(placed.status)]).toEqual([pending.id, true]);
    expect(await s.orderRows(productId)).toMatchObject([{ status: 'CNCL', cancel_reason: '바로 취소' }]);
    expect(s.chargesFor([pending.id])).toMatchObject([{ status: 'CANCELED', balanceAmount: 0 }]);
    expect(await s.productRow(productId)).toMatchObject({ seats_taken: 0, order_count: 0 });
  });

  it('answers PAYMENT_PENDING (a conflict, not a 503) when the payment is still unsettled at the cancel’s deadline; the retry refunds', async () => {
    const productId = await s.seedProduct(seller.userId);
    const buyer = await s.seedUser();
    const held = await holdChargeOf(productId);
    const placing = order(buyer.token, productId, { card: cardOf() });
    await held.arrived;
    const cancel = () => s.client.CancelOrder({ productId, cancelReason: '' }, { token: buyer.token, deadlineMs: 1_000 });
    await expect(cancel()).rejects.toMatchObject({ errorCode: 'PAYMENT_PENDING', kind: 'conflict' });
    held.release();
    const placed = await placing;
    expect(placed).toMatchObject({ status: 'CMPL' });
    expect(await cancel()).toMatchObject({ id: placed.id, status: 'CNCL' });
    expect(s.chargesFor([placed.id])).toMatchObject([{ status: 'CANCELED' }]);
  });

  it('downloads a paid order’s file for its buyer only, and the first download ends the refund', async () => {
    const productId = await s.seedProduct(seller.userId);
    const buyer = await s.seedUser();
    const placed = await order(buyer.token, productId, { card: cardOf() });
    const stranger = await s.seedUser();
    expect(await s.codeOf(s.client.DownloadFile({ orderId: placed.id, sort: 1 }, { token: stranger.token }))).toBe(
      'DOWNLOAD_NOT_ALLOWED',
    );
    expect(await s.codeOf(s.client.DownloadFile({ orderId: placed.id, sort: 2 }, { token: buyer.token }))).toBe('FILE_NOT_FOUND');
    expect(await s.codeOf(s.client.DownloadFile({ orderId: randomUUID(), sort: 1 }, { token: buyer.token }))).toBe(
      'ORDER_NOT_FOUND',
    );
    const file = await s.client.DownloadFile({ orderId: placed.id, sort: 1 }, { token: buyer.token });
    expect({ ...file, data: Buffer.from(file.data).toString() }).toEqual({
      data: `file of ${productId}`,
      contentType: 'application/octet-stream',
      fileName: 'kit.fig',
    });
    const after = await s.client.GetOrder({ id: placed.id }, { token: buyer.token });
    expect(after).toMatchObject({ status: 'CMPL', cancelable: false });
    expect(Date.parse(after.firstDownloadedAt)).toBeGreaterThan(0);
    expect(await s.codeOf(s.client.CancelOrder({ productId, cancelReason: '' }, { token: buyer.token }))).toBe(
      'ORDER_NOT_CANCELABLE',
    );
    // A second download keeps the first date.
    await s.client.DownloadFile({ orderId: placed.id, sort: 1 }, { token: buyer.token });
    expect((await s.client.GetOrder({ id: placed.id }, { token: buyer.token })).firstDownloadedAt).toBe(after.firstDownloadedAt);
  });

  it('refunds a workshop seat until 24 hours before it starts, and the freed seat sells again', async () => {
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const productId = await s.seedProduct(seller.userId, { type: 'WORKSHOP', maxPersonCnt: 1, startsAt });
    const [first, second] = await Promise.all([s.seedUser(), s.seedUser()]);
    const placed = await order(first.token, productId, { card: cardOf() });
    expect(placed).toMatchObject({
      productType: 'CLASS',
      cancelable: true,
      cancelableUntil: new Date(startsAt.getTime() - 86_400_000).toISOString(),
    });
    expect(await s.codeOf(order(second.token, productId, { card: cardOf() }))).toBe('SOLD_OUT');
    expect(await s.client.CancelOrder({ productId, cancelReason: '' }, { token: first.token })).toMatchObject({ status: 'CNCL' });
    expect(await order(second.token, productId, { card: cardOf() })).toMatchObject({ status: 'CMPL' });
    expect(await s.productRow(productId)).toMatchObject({ seats_taken: 1, order_count: 1 });

    // Within 24 hours of the start the order stays.
    const soon = await s.seedProduct(seller.userId, { type: 'WORKSHOP', startsAt: new Date(Date.now() + 3_600_000) });
    await order(first.token, soon, { card: cardOf() });
    expect(await s.codeOf(s.client.CancelOrder({ productId: soon, cancelReason: '' }, { token: first.token }))).toBe(
      'ORDER_NOT_CANCELABLE',
    );
    expect((await s.orderRows(soon))[0]).toMatchObject({ status: 'CMPL' });
  });

  it('keeps seats right when a refund and another buyer’s order of the last seat race (five times over)', async () => {
    for (let round = 0; round < 5; round++) {
      const productId = await s.seedProduct(seller.userId, { type: 'WORKSHOP', maxPersonCnt: 1 });
      const [holder, newcomer] = await Promise.all([s.seedUser(), s.seedUser()]);
      await order(holder.token, productId, { card: cardOf() });
      const [cancel, placed] = await Promise.all([
        s.client.CancelOrder({ productId, cancelReason: '' }, { token: holder.token }).then((o) => o.status),
        order(newcomer.token, productId, { card: cardOf() }).then(
          (o) => o.status,
          (e: unknown) => s.codeOf(Promise.reject(e)),
        ),
      ]);
      expect(cancel).toBe('CNCL');
      expect(['CMPL', 'SOLD_OUT']).toContain(placed);
      const paid = (await s.orderRows(productId)).filter((r) => r.status === 'CMPL').length;
      expect(paid).toBe(placed === 'CMPL' ? 1 : 0);
      expect(await s.productRow(productId)).toMatchObject({ seats_taken: paid, order_count: paid });
    }
  });

  it('shows real orders in the seller’s revenues: the referral split, a refund taken back, a decline absent', async () => {
    const shop = await s.seedUser('SELLER');
    const productId = await s.seedProduct(shop.userId, { amount: 10_000, discountAmount: 0 });
    const [referred, refunded, declined, friend] = await Promise.all([s.seedUser(), s.seedUser(), s.seedUser(), s.seedUser()]);
    await order(referred.token, productId, { referralId: friend.referralId, card: cardOf() });
    await order(refunded.token, productId, { card: cardOf() });
    await s.client.CancelOrder({ productId, cancelReason: '' }, { token: refunded.token });
    expect(await s.codeOf(order(declined.token, productId, { card: cardOf(TEST_CARDS.alwaysDeclines) }))).toBe('PAYMENT_FAILED');
    const query = { sellerUserId: '', productId: '', yearmonth: '', limit: 0, offset: 0, productType: '' };
    expect(await s.client.GetRevenueTotal(query, { token: shop.token })).toMatchObject({
      orderCount: 2,
      refundCount: 1,
      gross: 20_000,
      refunds: 10_000,
      platformFee: 2_000,
      referralPayouts: 1_000,
      net: 7_000,
    });
    const { revenues } = await s.client.ListRevenues(query, { token: shop.token });
    expect(revenues.map((r) => [r.status, r.amount, r.platformFee, r.referralPayout, r.net]).sort()).toEqual([
      ['CMPL', 10_000, 2_000, 1_000, 7_000],
      ['CNCL', 10_000, 2_000, 0, 0],
    ]);
  });

  it('refuses a refund and a download racing each other consistently: never refunded after a download', async () => {
    const productId = await s.seedProduct(seller.userId);
    const buyer = await s.seedUser();
    const placed = await order(buyer.token, productId, { card: cardOf() });
    const [download, cancel] = await Promise.allSettled([
      s.client.DownloadFile({ orderId: placed.id, sort: 1 }, { token: buyer.token }),
      s.client.CancelOrder({ productId, cancelReason: '' }, { token: buyer.token }),
    ]);
    const [row] = await s.orderRows(productId);
    if (download.status === 'fulfilled') {
      expect(cancel.status).toBe('rejected');
      expect(row).toMatchObject({ status: 'CMPL' });
      expect(s.chargesFor([placed.id])).toMatchObject([{ status: 'DONE' }]);
    } else {
      expect(cancel.status).toBe('fulfilled');
      expect(row).toMatchObject({ status: 'CNCL', first_downloaded_at: null });
    }
  });
});
