import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevPayments, TEST_CARDS, DEV_SECRET_KEY } from '../src/server.js';

describe('dev-payments (Toss Payments subset)', () => {
  let server: Awaited<ReturnType<typeof startDevPayments>>;
  const auth = `Basic ${Buffer.from(`${DEV_SECRET_KEY}:`).toString('base64')}`;
  const post = async (path: string, body: object, idempotencyKey?: string, authorization = auth) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const issue = async (cardNumber: string, customerKey = 'cus_1') =>
    (
      await post('/v1/billing/authorizations/card', {
        customerKey,
        cardNumber,
        cardExpirationYear: '30',
        cardExpirationMonth: '12',
      })
    ).body.billingKey as string;
  let order = 0;
  const charge = (billingKey: string, key?: string, amount = 9900) =>
    post(`/v1/billing/${billingKey}`, { customerKey: 'cus_1', amount, orderId: `order_${++order}_abc`, orderName: 'Pro' }, key);

  beforeAll(async () => {
    server = await startDevPayments({ port: 0 });
  });
  afterAll(() => server.stop());

  it('refuses a wrong secret key', async () => {
    const res = await post(
      '/v1/billing/authorizations/card',
      { customerKey: 'c', cardNumber: TEST_CARDS.ok },
      undefined,
      'Basic eDo=',
    );
    expect(res).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED_KEY' } });
  });

  it('issues a billing key for a card or an authKey, and refuses a malformed card number', async () => {
    const byCard = await post('/v1/billing/authorizations/card', { customerKey: 'cus_1', cardNumber: TEST_CARDS.ok });
    expect(byCard.status).toBe(200);
    expect(byCard.body).toMatchObject({ customerKey: 'cus_1', method: '카드', card: { number: '4111********1111' } });
    const byAuthKey = await post('/v1/billing/authorizations/issue', {
      customerKey: 'cus_1',
      authKey: `auth_${TEST_CARDS.alwaysDeclines}`,
    });
    expect(byAuthKey.body.card.number).toBe('4000********0002');
    const bad = await post('/v1/billing/authorizations/card', { customerKey: 'cus_1', cardNumber: '1234' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'INVALID_CARD_NUMBER' } });
  });

  it('charges the ok card, always declines one test card, and declines the other once', async () => {
    expect((await charge(await issue(TEST_CARDS.ok))).body).toMatchObject({ status: 'DONE', totalAmount: 9900 });
    const declining = await issue(TEST_CARDS.alwaysDeclines);
    expect(await charge(declining)).toMatchObject({ status: 400, body: { code: 'REJECT_CARD_PAYMENT' } });
    expect(await charge(declining)).toMatchObject({ status: 400, body: { code: 'REJECT_CARD_PAYMENT' } });
    const once = await issue(TEST_CARDS.declinesOnce);
    expect((await charge(once)).status).toBe(400);
    expect((await charge(once)).body.status).toBe('DONE');
  });

  it('answers the same Idempotency-Key with the same payment and never charges twice, even at once', async () => {
    const billingKey = await issue(TEST_CARDS.ok);
    const before = server.charges().length;
    const body = { customerKey: 'cus_1', amount: 14_900, orderId: 'order_same_1', orderName: 'Group' };
    const answers = await Promise.all([1, 2, 3].map(() => post(`/v1/billing/${billingKey}`, body, 'idem-1')));
    expect(new Set(answers.map((a) => a.body.paymentKey)).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(server.charges().length).toBe(before + 1);
    // A new key with the same order id is a duplicate order, not a second charge.
    expect(await post(`/v1/billing/${billingKey}`, body, 'idem-2')).toMatchObject({
      status: 400,
      body: { code: 'DUPLICATED_ORDER_ID' },
    });
  });

  it('cancels a payment once', async () => {
    const paid = await charge(await issue(TEST_CARDS.ok));
    const cancelled = await post(`/v1/payments/${paid.body.paymentKey}/cancel`, { cancelReason: '환불' }, 'cancel-1');
    expect(cancelled.body).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
      cancels: [{ cancelAmount: 9900, cancelReason: '환불' }],
    });
    expect((await post(`/v1/payments/${paid.body.paymentKey}/cancel`, { cancelReason: '환불' }, 'cancel-1')).status).toBe(200);
    expect(await post(`/v1/payments/${paid.body.paymentKey}/cancel`, { cancelReason: '환불' }, 'cancel-2')).toMatchObject({
      status: 400,
      body: { code: 'ALREADY_CANCELED_PAYMENT' },
    });
    expect((await post('/v1/payments/pay_nope/cancel', { cancelReason: 'x' })).status).toBe(404);
  });

  describe('key-in (a card typed in for one payment)', () => {
    const card = (cardNumber: string) => ({ cardNumber, cardExpirationYear: '30', cardExpirationMonth: '12', customerIdentityNumber: '900101' });
    let keyed = 0;
    const keyIn = (cardNumber: string, key?: string, orderId = `key_in_${++keyed}_abc`) =>
      post('/v1/payments/key-in', { amount: 15_000, orderId, orderName: 'Template', customerEmail: 'b@example.com', ...card(cardNumber) }, key);

    it('pays with the ok card, declines the declining cards, refuses a malformed card, and finds the payment by order id', async () => {
      const paid = await keyIn(TEST_CARDS.ok, undefined, 'key_in_found_1');
      expect(paid).toMatchObject({
        status: 200,
        body: { status: 'DONE', orderId: 'key_in_found_1', totalAmount: 15_000, method: '카드', card: { number: '4111********1111' } },
      });
      const found = await fetch(`${server.url}/v1/payments/orders/key_in_found_1`, { headers: { authorization: auth } });
      expect(await found.json()).toMatchObject({ paymentKey: paid.body.paymentKey, status: 'DONE' });
      expect(await keyIn(TEST_CARDS.alwaysDeclines)).toMatchObject({ status: 400, body: { code: 'REJECT_CARD_PAYMENT' } });
      expect(await keyIn(TEST_CARDS.declinesOnce)).toMatchObject({ status: 400, body: { code: 'REJECT_CARD_PAYMENT' } });
      expect(await keyIn(TEST_CARDS.declinesOnce)).toMatchObject({ status: 200, body: { status: 'DONE' } });
      expect(await keyIn('1234')).toMatchObject({ status: 400, body: { code: 'INVALID_CARD_NUMBER' } });
      // A declined order id is not a payment: the look-up finds nothing.
      await keyIn(TEST_CARDS.alwaysDeclines, undefined, 'key_in_declined_1');
      expect((await fetch(`${server.url}/v1/payments/orders/key_in_declined_1`, { headers: { authorization: auth } })).status).toBe(404);
    });

    it('charges once per Idempotency-Key even at once, refuses a reused order id, and refunds', async () => {
      const before = server.charges().length;
      const answers = await Promise.all([1, 2, 3].map(() => keyIn(TEST_CARDS.ok, 'key-in-idem-1', 'key_in_same_1')));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.paymentKey)).size).toBe(1);
      expect(server.charges().length).toBe(before + 1);
      expect(await keyIn(TEST_CARDS.ok, 'key-in-idem-2', 'key_in_same_1')).toMatchObject({
        status: 400,
        body: { code: 'DUPLICATED_ORDER_ID' },
      });
      const refunded = await post(`/v1/payments/${answers[0]!.body.paymentKey}/cancel`, { cancelReason: '환불' }, 'key-in-cancel-1');
      expect(refunded.body).toMatchObject({ status: 'CANCELED', balanceAmount: 0, cancels: [{ cancelAmount: 15_000 }] });
    });

    it('answers the slow card late, having charged it at once', async () => {
      const slow = await startDevPayments({ port: 0, slowMs: 300 });
      try {
        const answer = await fetch(`${slow.url}/v1/payments/key-in`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 5000, orderId: 'key_in_slow_1', orderName: 'x', ...card(TEST_CARDS.slow) }),
        });
        const answeredAt = Date.now();
        expect(answer.status).toBe(200);
        const [charged] = slow.charges();
        expect(charged).toMatchObject({ orderId: 'key_in_slow_1', status: 'DONE' });
        // Charged when the request arrived, answered about slowMs later.
        expect(answeredAt - Date.parse(charged!.approvedAt)).toBeGreaterThanOrEqual(250);
      } finally {
        await slow.stop();
      }
    });
  });

  it('keeps saved cards and payments across a restart, and finds a payment by its order id', async () => {
    const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'dev-payments-')), 'state.json');
    let restartable = await startDevPayments({ port: 0, stateFile });
    const before = server;
    server = restartable;
    try {
      const billingKey = await issue(TEST_CARDS.ok);
      const paid = await post(
        `/v1/billing/${billingKey}`,
        { customerKey: 'cus_1', amount: 9900, orderId: 'order_kept_1', orderName: 'Pro' },
        'idem-kept',
      );
      expect(paid.status).toBe(200);
      await restartable.stop();
      restartable = await startDevPayments({ port: 0, stateFile });
      server = restartable;
      const found = await fetch(`${server.url}/v1/payments/orders/order_kept_1`, { headers: { authorization: auth } });
      expect(found.status).toBe(200);
      expect(await found.json()).toMatchObject({
        orderId: 'order_kept_1',
        paymentKey: paid.body.paymentKey,
        status: 'DONE',
        totalAmount: 9900,
      });
      // The saved card still charges; the replayed Idempotency-Key still answers the first result.
      expect(
        (await post(`/v1/billing/${billingKey}`, { customerKey: 'cus_1', amount: 100, orderId: 'order_kept_2', orderName: 'x' }))
          .status,
      ).toBe(200);
      const replay = await post(
        `/v1/billing/${billingKey}`,
        { customerKey: 'cus_1', amount: 9900, orderId: 'order_kept_1', orderName: 'Pro' },
        'idem-kept',
      );
      expect(replay.body.paymentKey).toBe(paid.body.paymentKey);
      const missing = await fetch(`${server.url}/v1/payments/orders/nope`, { headers: { authorization: auth } });
      expect(missing.status).toBe(404);
    } finally {
      await restartable.stop();
      server = before;
    }
  });
});
