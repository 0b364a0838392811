/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import ProductPage from '../src/features/marketplace/ProductPage';
import { product, order, sessionAs } from './market-support';
import { fakeGateway, quietActWarnings, renderTree } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const ORDER = 'POST /api/v2/products/p1/orders';
const pageRoutes = (answers: Record<string, unknown>, p = product()) => ({
  ...sessionAs(),
  'GET /api/v2/products/p1': { data: p },
  'GET /api/v2/products/p1/files': { data: { files: [{ sort: 1, name: 'kit.fig', size: 2048, contentType: 'application/octet-stream' }], orderId: '', downloadable: false } },
  'GET /api/v2/users/products/p1/orders/validation': { data: { ordered: false, orderId: '', reviewed: false, reviewId: '' } },
  ...answers,
});

const open = (path = '/products/p1', lang: 'en' | 'ko' = 'en') =>
  render(renderTree(<p>elsewhere</p>, { path, lang, routes: [{ path: '/products/:id', element: <ProductPage /> }] }).tree);

/** The Idempotency-Key header each order call carried. */
const keysOf = (gw: ReturnType<typeof fakeGateway>) =>
  gw.fetch.mock.calls.filter(([url, init]) => String(url).startsWith('/api/v2/products/p1/orders') && (init as RequestInit).method === 'POST').map(([, init]) => new Headers((init as RequestInit).headers).get('idempotency-key'));

const fillCard = (number: string) => {
  fireEvent.change(screen.getByTestId('card-number'), { target: { value: number } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByTestId('card-birth'), { target: { value: '900101' } });
};

describe('checkout', () => {
  test('a declined card shows the server\'s msg in the page\'s language and charges nothing more; the next attempt has a new key', async () => {
    let calls = 0;
    const gw = fakeGateway(
      pageRoutes({
        [ORDER]: () => (++calls === 1 ? { status: 402, body: { errorCode: 'PAYMENT_FAILED', msg: '카드사에서 결제를 거절했어요.' } } : { data: order() }),
      }),
    );
    open('/products/p1', 'ko');
    fireEvent.click(await screen.findByTestId('buy'));
    fillCard('4000000000000002');
    fireEvent.click(screen.getByTestId('pay'));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('카드사에서 결제를 거절했어요.');
    expect(gw.callsTo('POST', '/api/v2/products/p1/orders')[0]!.body).toEqual({
      card: { cardNumber: '4000000000000002', cardExpirationMonth: '12', cardExpirationYear: '30', customerIdentityNumber: '900101' },
    });
    fillCard('4111 1111 1111 1111');
    fireEvent.click(screen.getByTestId('pay'));
    await screen.findByTestId('order-done');
    const keys = keysOf(gw);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  test('an unknown outcome (PAYMENT_PENDING) keeps the key: the retry is the same attempt; a double click sends once', async () => {
    let calls = 0;
    const gw = fakeGateway(
      pageRoutes({
        [ORDER]: () => (++calls === 1 ? { status: 503, body: { errorCode: 'PAYMENT_PENDING', msg: 'The payment is being confirmed. Try again shortly.' } } : { data: order() }),
      }),
    );
    open();
    fireEvent.click(await screen.findByTestId('buy'));
    fillCard('4111111111111111');
    fireEvent.click(screen.getByTestId('pay'));
    fireEvent.click(screen.getByTestId('pay'));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('The payment is being confirmed. Try again shortly.');
    expect(gw.callsTo('POST', '/api/v2/products/p1/orders')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('pay'));
    await screen.findByTestId('order-done');
    const keys = keysOf(gw);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a free product orders without a card; a referral id from the link (?ref=) goes with the order', async () => {
    const gw = fakeGateway(pageRoutes({ [ORDER]: { data: order({ amount: 0 }) } }, product({ amount: 0, discountAmount: 0, discountRate: 0, price: 0 })));
    open('/products/p1?ref=R-FRIEND');
    fireEvent.click(await screen.findByTestId('buy'));
    expect(screen.queryByTestId('card-number')).toBeNull();
    fireEvent.click(screen.getByTestId('pay'));
    await screen.findByTestId('order-done');
    expect(gw.callsTo('POST', '/api/v2/products/p1/orders')[0]!.body).toEqual({ referralId: 'R-FRIEND' });
  });

  test('members only: the server\'s MEMBERSHIP_REQUIRED answer shows as its msg', async () => {
    fakeGateway(pageRoutes({ [ORDER]: { status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: 'Only paid members can order this product.' } } }, product({ exclusiveFlag: true })));
    open();
    fireEvent.click(await screen.findByTestId('buy'));
    fillCard('4111111111111111');
    fireEvent.click(screen.getByTestId('pay'));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('Only paid members can order this product.');
  });

  test('the buy button follows availablePaymentFlag; an owner sees downloads instead of buying', async () => {
    fakeGateway(
      pageRoutes({
        'GET /api/v2/users/products/p1/orders/validation': { data: { ordered: true, orderId: 'o1', reviewed: false, reviewId: '' } },
        'GET /api/v2/products/p1/files': { data: { files: [{ sort: 1, name: 'kit.fig', size: 2048, contentType: '' }], orderId: 'o1', downloadable: true } },
      }),
    );
    open();
    await screen.findByTestId('ordered');
    expect(screen.queryByTestId('buy')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('download').getAttribute('href')).toBe('/api/v2/products/download?sort=1&orderId=o1'));
    expect(screen.getByTestId('files').textContent).toContain('2.0 KB');
  });

  test('an unavailable product cannot be bought', async () => {
    fakeGateway(pageRoutes({}, product({ availablePaymentFlag: false, endFlag: true })));
    open();
    const buy = await screen.findByTestId('buy');
    expect(buy).toHaveProperty('disabled', true);
    expect(buy.textContent).toBe('Not available');
  });
});

