import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { api, ApiError, outcomeUnknown, serverMessage, setRequestLang } from '../src/shared/api';

const answer = (status: number, body: string) =>
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(body, { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  jest.restoreAllMocks();
  setRequestLang(undefined);
});

describe('api', () => {
  test('sends an Idempotency-Key for a create, and tells which failures leave the outcome unknown', async () => {
    const fetch = answer(201, '{"data":{}}');
    await api('/api/v2/users/memberships', { method: 'POST', body: { plan: 'PERSONAL_PRO' }, idempotencyKey: 'attempt-1' });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('idempotency-key')).toBe('attempt-1');
    expect(outcomeUnknown(new ApiError('PAYMENT_PENDING', 503))).toBe(true);
    expect(outcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
    expect(outcomeUnknown(new ApiError('PAYMENT_FAILED', 409))).toBe(false);
  });

  test('returns the JSON and sends the params as a query', async () => {
    const fetch = answer(200, '{"data":[]}');
    await expect(api('/api/v2/apps', { params: { type: 'MOBILE', limit: 20, offset: undefined } })).resolves.toEqual({
      data: [],
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v2/apps?type=MOBILE&limit=20');
  });

  test('a failure carries the errorCode and msg of the gateway', async () => {
    answer(400, '{"errorCode":"VALIDATION_ERROR","msg":"limit is too large"}');
    const error = await api('/api/v2/apps').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'VALIDATION_ERROR', status: 400, message: 'limit is too large' });
    expect(serverMessage(error)).toBe('limit is too large');
  });

  test('a failure without a JSON body is UNKNOWN_ERROR with the generic message', async () => {
    answer(502, '<html>Bad Gateway</html>');
    const error = await api('/api/v2/apps').catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'UNKNOWN_ERROR', status: 502, message: 'a server error occurred' });
    expect(serverMessage(error)).toBeUndefined();
  });

  test('sends the UI language as lang, so the gateway answers in the language the page shows', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { status: 200 }));
    setRequestLang('en');
    await api('/api/v2/apps', { params: { type: 'MOBILE' } });
    await api('/api/auth/session-check');
    await api('/api/x?lang=ko');
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/api/v2/apps?lang=en&type=MOBILE', '/api/auth/session-check?lang=en', '/api/x?lang=ko']);
  });
});
