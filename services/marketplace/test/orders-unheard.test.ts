import { waitFor } from '@screenshelf/kit/testing';
import { TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { cardOf, startOrdersStack, type OrdersStack } from './support/orders-stack.js';

// A payment whose answer never came: the provider charged the slow card, but only answers after
// the marketplace gave up waiting. The order stays PENDING (its seat held) and is settled by its
// order id — on the buyer's retry, within seconds on its own, or by the sweep — never charged twice.
describe('orders whose payment was not heard', () => {
  let s: OrdersStack;
  let seller: Awaited<ReturnType<OrdersStack['seedUser']>>;

  beforeAll(async () => {
    s = await startOrdersStack({ paymentTimeoutMs: 500, slowMs: 1500 });
    seller = await s.seedUser('SELLER');
  });
  afterAll(() => s?.stop());

  it('answers PAYMENT_PENDING, then the retry with the same Idempotency-Key gets the paid order, charged once', async () => {
    const productId = await s.seedProduct(seller.userId, { type: 'WORKSHOP', maxPersonCnt: 2, amount: 40_000, discountAmount: 0 });
    const buyer = await s.seedUser();
    const request = { productId, referralId: '', card: cardOf(TEST_CARDS.slow) };
    expect(await s.codeOf(s.client.PlaceOrder(request, { token: buyer.token, idempotencyKey: 'slow-1' }))).toBe('PAYMENT_PENDING');
    const [pending] = await s.orderRows(productId);
    expect(pending).toMatchObject({ status: 'PENDING', payment_key: '' });
    expect(await s.productRow(productId)).toMatchObject({ seats_taken: 1, order_count: 0 });
    expect(s.chargesFor([pending.id])).toMatchObject([{ status: 'DONE', totalAmount: 40_000 }]);

    const retried = await s.client.PlaceOrder(request, { token: buyer.token, idempotencyKey: 'slow-1' });
    expect(retried).toMatchObject({ id: pending.id, status: 'CMPL', amount: 40_000 });
    expect(s.chargesFor([pending.id])).toHaveLength(1);
    expect(await s.productRow(productId)).toMatchObject({ seats_taken: 1, order_count: 1 });
    expect((await s.orderRows(productId)).map((o) => o.status)).toEqual(['CMPL']);
  });

  it('settles an unheard payment on its own within seconds, with its split and event', async () => {
    const productId = await s.seedProduct(seller.userId, { amount: 10_000, discountAmount: 0 });
    const buyer = await s.seedUser();
    const friend = await s.seedUser();
    expect(
      await s.codeOf(s.client.PlaceOrder({ productId, referralId: friend.referralId, card: cardOf(TEST_CARDS.slow) }, { token: buyer.token })),
    ).toBe('PAYMENT_PENDING');
    const settled = await waitFor(async () => {
      const [row] = await s.orderRows(productId);
      return row?.status === 'CMPL' && row;
    });
    expect(settled).toMatchObject({ platform_fee: 2_000, referral_payout: 1_000, referrer_user_id: friend.userId });
    expect(settled.payment_key).toBe(s.chargesFor([settled.id])[0]!.paymentKey);
    await waitFor(async () => s.eventsOf(productId).includes('order.paid'));
  });

  it('fails an order the provider never charged once its time-out has long passed, and gives its seat back', async () => {
    const productId = await s.seedProduct(seller.userId, { type: 'WORKSHOP', maxPersonCnt: 1 });
    const buyer = await s.seedUser();
    // A PENDING order an hour old whose charge never reached the provider (its process died first).
    await s.pool.query('UPDATE products SET seats_taken = 1 WHERE id = $1', [productId]);
    const { rows } = await s.pool.query(
      `INSERT INTO orders (product_id, user_id, seller_user_id, amount, status, created_at)
       VALUES ($1, $2, $3, 25000, 'PENDING', now() - interval '1 hour') RETURNING id`,
      [productId, buyer.userId, seller.userId],
    );
    const other = await s.seedUser();
    expect(await s.codeOf(s.client.PlaceOrder({ productId, referralId: '', card: cardOf() }, { token: other.token }))).toBe('SOLD_OUT');

    expect(await s.market.actions.settleStalePending()).toBeGreaterThanOrEqual(1);
    expect(await s.orderRows(productId)).toMatchObject([{ id: rows[0].id, status: 'FAIL', failure_code: 'NOT_CHARGED' }]);
    expect(await s.productRow(productId)).toMatchObject({ seats_taken: 0, order_count: 0 });
    await waitFor(async () => s.eventsOf(productId).includes('order.failed'));
    expect(await s.client.PlaceOrder({ productId, referralId: '', card: cardOf() }, { token: other.token })).toMatchObject({ status: 'CMPL' });
  });
});
