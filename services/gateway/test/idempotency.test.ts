import { randomUUID } from 'node:crypto';
import { ADMIN, mintCallerToken } from '@screenshelf/kit/testing';
import { TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { upsertUser } from '@screenshelf/membership/store.js';
import { api, sharedStack, type Stack } from './support/stack.js';

// Issue 10: a create sent again with the same Idempotency-Key (a retry after a dropped connection)
// answers the first result and changes nothing more, end to end through the gateway.
describe('Idempotency-Key on creates', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await sharedStack();
  });

  // Keys of this file's own: the stack is shared with other test files.
  const appKey = `app-once-${randomUUID()}`;
  const subKey = `sub-once-${randomUUID()}`;
  const post = async (path: string, body: object, key: string | undefined, token: string) =>
    api(stack.url, path, { method: 'POST', token, headers: key ? { 'idempotency-key': key } : {}, body: JSON.stringify(body) });

  it('creates an app once for two identical requests with one key, even at the same moment', async () => {
    const token = await mintCallerToken(ADMIN);
    const body = { appName: '한 번만', appNameEn: 'Only once', mau: 1000 };
    const [a, b] = await Promise.all([
      post('/api/v2/apps', body, appKey, token),
      post('/api/v2/apps', body, appKey, token),
    ]);
    const c = await post('/api/v2/apps', body, appKey, token);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.data.appId, b.body.data.appId, c.body.data.appId]).size).toBe(1);
    const { rows } = await stack.catalog.pool.query("SELECT count(*)::int AS n FROM apps WHERE name = '한 번만'");
    expect(rows[0].n).toBe(1);

    const reused = await post('/api/v2/apps', { ...body, mau: 2000 }, appKey, token);
    expect([reused.status, reused.body.errorCode]).toEqual([400, 'IDEMPOTENCY_KEY_REUSED']);
    const malformed = await post('/api/v2/apps', body, 'a key with spaces', token);
    expect([malformed.status, malformed.body.errorCode]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('charges a subscription once when the same request is sent twice with one key', async () => {
    const id = randomUUID();
    await upsertUser(stack.membership.pool, { id, email: `idem-${id.slice(0, 8)}@example.com`, name: 'Idem', role: 'USER' });
    const token = await mintCallerToken({ userId: id, role: 'USER', plan: 'STARTER', paid: false });
    const body = {
      plan: 'PERSONAL_PRO',
      kind: 'MONTHLY',
      memberIds: [],
      card: { cardNumber: TEST_CARDS.ok, cardExpirationYear: '30', cardExpirationMonth: '12' },
    };
    const before = stack.devPayments.charges().length;
    const [a, b] = await Promise.all([
      post('/api/v2/users/memberships', body, subKey, token),
      post('/api/v2/users/memberships', body, subKey, token),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.membershipId).toBe(b.body.data.membershipId);
    expect(stack.devPayments.charges().length).toBe(before + 1);
  });
});
