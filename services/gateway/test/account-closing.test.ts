import pg from 'pg';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { Browser, signIn } from './support/browser.js';
import { api, sharedStack, type Stack } from './support/stack.js';

const EMAIL = 'closing-everywhere@example.com';
const NAME = 'Closing Everywhere';

/** Rows in any table of a service's database whose text mentions `needle` (outbox payloads included). */
async function mentions(database: string, needle: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: `${process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432'}/${database}` });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const found: string[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM ${name} t WHERE position(lower($1) in lower(t::text)) > 0`,
        [needle],
      );
      if (rows[0].n > 0) found.push(name);
    }
    // bytea columns print as hex in t::text, so event payloads are searched as bytes.
    const outbox = await client
      .query(`SELECT count(*)::int AS n FROM outbox WHERE position(convert_to($1, 'UTF8') in payload) > 0`, [needle])
      .catch(() => ({ rows: [{ n: 0 }] }));
    if (outbox.rows[0].n > 0) found.push('outbox payload');
    return found;
  } finally {
    await client.end();
  }
}

// Every service running: identity publishes identity.user deleted, each service that keeps data
// about people erases it (or anonymises what the law makes us keep).
describe('closing an account across the services', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  it('leaves the email and name in no service database', async () => {
    const browser = new Browser();
    await signIn(browser, stack.url, { email: EMAIL, name: NAME });
    const databases = ['identity', 'catalog', 'search', 'membership', 'community'].map((s) => `${s}_${stack.id}`);
    // A newsletter subscription and a contact request (with its answer mail in the outbox) in the community.
    const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
    expect((await browser.fetch(`${stack.url}/api/v2/newsletter/subscription`, { ...json, body: '{}' })).status).toBe(200);
    expect((await browser.fetch(`${stack.url}/api/v2/support/requests`, { ...json, body: JSON.stringify({ kind: 'QUESTION', message: 'Hello' }) })).status).toBe(201);
    await waitFor(async () => (await mentions(`community_${stack.id}`, EMAIL)).length >= 2);
    // The registration reaches membership first (it keeps a projection of users).
    await waitFor(async () => (await mentions(`membership_${stack.id}`, EMAIL)).length > 0);
    // A community post, comment and vote that name the person: the community purges what they wrote.
    const found = await api(stack.url, `/api/v2/admin/users?userEmail=${EMAIL}`, { token: await mintCallerToken(ADMIN) });
    const token = await mintCallerToken({ userId: found.body.data[0].id, role: 'USER', plan: 'STARTER', paid: false });
    const post = await api(stack.url, '/api/v2/community/posts', { method: 'POST', token, body: JSON.stringify({ title: `Hello from ${NAME}`, text: EMAIL }) });
    expect(post.status).toBe(201);
    await api(stack.url, `/api/v2/community/posts/${post.body.data.id}/comments`, { method: 'POST', token, body: JSON.stringify({ text: NAME }) });
    await api(stack.url, `/api/v2/community/posts/${post.body.data.id}/votes`, { method: 'POST', token });
    await waitFor(async () => (await mentions(`community_${stack.id}`, NAME)).includes('public.users'));

    const closed = await browser.fetch(`${stack.url}/api/v2/users/me`, { method: 'DELETE' });
    expect(closed.status).toBe(200);

    await waitFor(async () => {
      for (const database of databases) {
        if ((await mentions(database, EMAIL)).length || (await mentions(database, NAME)).length) return false;
      }
      return true;
    }, 30_000);
  });
});
