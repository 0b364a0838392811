import { ADMIN, mintCallerToken } from '@screenshelf/kit/testing';
import { upsertUser } from '@screenshelf/membership/store.js';
import { Browser, signIn } from './support/browser.js';
import { api, sharedStack, type Stack } from './support/stack.js';

// The session the web reads carries the entitlement the gateway resolved for the request (issue 11:
// "is paid" and the plan come from the session, not from a second rule in the web), so a user an
// admin marked free and an admin are served the paid features by the page as by the server.
describe('GET /api/auth/session carries the resolved entitlement', () => {
  let stack: Stack;
  let adminToken: string;
  beforeAll(async () => {
    stack = await sharedStack();
    adminToken = await mintCallerToken(ADMIN);
  });

  const signedIn = async (email: string) => {
    const browser = new Browser();
    await signIn(browser, stack.url, { email, name: 'Entitled' });
    const session = await (await browser.fetch(`${stack.url}/api/auth/session`)).json();
    // Membership learns of users from identity's events; seeding the same row here keeps the test
    // about the session, not about the projection (which has its own test).
    await upsertUser(stack.membership.pool, { id: session.user.id, email, name: 'Entitled', role: session.user.role });
    return {
      browser,
      id: session.user.id as string,
      session: async () => (await browser.fetch(`${stack.url}/api/auth/session`)).json(),
    };
  };

  it('a Starter user: STARTER, not paid; marked free by an admin: paid, the whole library open; unmarked: Starter again', async () => {
    const user = await signedIn(`free-${Date.now()}@example.com`);
    expect(await user.session()).toEqual({
      user: expect.objectContaining({ id: user.id, role: 'USER' }),
      expires: expect.any(String),
      plan: 'STARTER',
      paid: false,
      seesWholeLibrary: false,
    });

    const marked = await api(stack.url, `/api/v2/users/memberships/admin/free-users/${user.id}`, {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ isFree: true }),
    });
    expect(marked.status).toBe(200);
    // No membership record exists, yet the session says paid: the web's gate reads this.
    expect(await user.session()).toMatchObject({ plan: 'PERSONAL_PRO', paid: true, seesWholeLibrary: true });
    expect((await (await user.browser.fetch(`${stack.url}/api/v2/users/memberships/mypage`)).json()).data).toMatchObject({
      found: false,
    });

    // Unmarking takes the free entitlement back on the next request (issue 26).
    const unmarked = await api(stack.url, `/api/v2/users/memberships/admin/free-users/${user.id}`, {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ isFree: false }),
    });
    expect(unmarked.body).toEqual({ data: { userId: user.id, isFree: false } });
    expect(await user.session()).toMatchObject({ plan: 'STARTER', paid: false, seesWholeLibrary: false });
  });

  it('an admin without a membership is not paid but sees the whole library', async () => {
    const admin = await signedIn(`admin-${Date.now()}@example.com`);
    await stack.identity.pool.query(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [admin.id]);
    expect(await admin.session()).toMatchObject({
      user: { id: admin.id, role: 'ADMIN' },
      plan: 'STARTER',
      paid: false,
      seesWholeLibrary: true,
    });
  });

  it('a visitor gets {} as before', async () => {
    expect(await (await fetch(`${stack.url}/api/auth/session`)).json()).toEqual({});
  });
});
