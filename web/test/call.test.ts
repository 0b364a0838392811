import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { call, operationPath, setRequestLang } from '../src/shared/api';
import { operationRoutes } from '../src/shared/operations';

const answer = (body = '{"data":{}}') => jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(body, { status: 200 }));

afterEach(() => {
  jest.restoreAllMocks();
  setRequestLang(undefined);
});

describe('call', () => {
  test('takes the method, path and deadline of the operation table, and fills the path encoded', async () => {
    const fetch = answer();
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    await call('updateRoles', { path: { userId: 'a b/c' }, body: { role: 'ADMIN', isBizOwner: false } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v2/users/a%20b%2Fc/roles');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe(operationRoutes.updateRoles.method);
    expect(timeout).toHaveBeenCalledWith(operationRoutes.updateRoles.timeoutMs);
  });

  test('a deadline given by the caller wins; an operation without one gets none', async () => {
    answer();
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    await call('placeOrder', { path: { productId: 'p1' }, body: {}, timeoutMs: 5_000 });
    await call('getProduct', { path: { id: 'p1' } });
    expect(timeout.mock.calls).toEqual([[5_000]]);
  });

  test('sends the query (lists comma-joined) and the UI language as api() does', async () => {
    const fetch = answer('{"data":[]}');
    setRequestLang('en');
    await call('listProducts', { query: { productType: 'TEMPLATE', productCodes: ['A', 'B'], keyword: undefined, limit: 24, offset: 0 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v2/products?lang=en&productType=TEMPLATE&productCodes=A%2CB&limit=24&offset=0');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  test('a missing path parameter is a bug in the caller: it throws before any request', () => {
    const fetch = answer();
    expect(() => operationPath('getProduct')).toThrow('getProduct: path parameter id is missing');
    // @ts-expect-error: the types ask for both; this is what a caller that lost one would send
    expect(() => call('setBookmark', { path: { userId: 'u1' } })).toThrow('path parameter id is missing');
    expect(fetch).not.toHaveBeenCalled();
  });
});
