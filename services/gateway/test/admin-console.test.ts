import { randomUUID } from 'node:crypto';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { findUser as findMember } from '@screenshelf/membership/store.js';
import { upsertUser as upsertMarketUser } from '@screenshelf/marketplace/store.js';
import { OPERATIONS } from '../src/api/operations.js';
import { Browser, signIn } from './support/browser.js';
import { api, startStack } from './support/stack.js';

// The server side of the admin console: the audit log each data-owning service records in the
// write's transaction and the gateway merges; the admin users list with plan and free flag; every
// product for an admin and hiding one; admins never held by the free tier; every admin call refused
// to users and sellers.
describe('the admin console over REST', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let admin: string;
  let starterAdmin: string;
  let user: string;
  let seller: string;
  let sellerId: string;
  let memberId: string;
  const ADMIN_EMAIL = 'console-admin@example.com';

  const call = (token: string | undefined, path: string, method = 'GET', body?: unknown) =>
    api(stack.url, path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });
  const audit = async (query = '') => {
    const res = await call(admin, `/api/v2/admin/audit-logs${query}`);
    expect(res.status).toBe(200);
    return res.body as { data: { id: string; service: string; action: string; targetId: string; actorId: string; actorEmail: string; before: unknown; after: unknown; at: string }[]; total: number };
  };

  beforeAll(async () => {
    // A stack of its own: it reads the whole audit log.
    stack = await startStack();
    admin = await mintCallerToken({ ...ADMIN, email: ADMIN_EMAIL });
    // An admin without a paid plan: the free tier must never hold them.
    starterAdmin = await mintCallerToken({ userId: ADMIN.userId, role: 'ADMIN', plan: 'STARTER', paid: false, email: ADMIN_EMAIL });
    user = await mintCallerToken({ userId: randomUUID(), role: 'USER', plan: 'STARTER', paid: false });
    sellerId = randomUUID();
    seller = await mintCallerToken({ userId: sellerId, role: 'SELLER', plan: 'STARTER', paid: false });
    await upsertMarketUser(stack.marketplace.pool, {
      id: sellerId,
      email: 'console-seller@example.com',
      name: 'Console Seller',
      nickname: 'seller',
      image: '',
      referralId: `ref${sellerId.slice(0, 8)}`,
      emailVerified: true,
      role: 'SELLER',
    });
    // A real sign-in, so identity and (through its events) membership know the person.
    await signIn(new Browser(), stack.url, { email: 'console-member@example.com', name: 'Member' });
    memberId = (await call(admin, '/api/v2/admin/users?userEmail=console-member@example.com')).body.data[0].id;
    await waitFor(async () => !!(await findMember(stack.membership.pool, memberId)));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('every admin operation of operations.ts', () => {
    const adminOperations = OPERATIONS.filter((o) => o.access === 'admin').map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const);
    const pathOf = (path: string) => path.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*[A-Za-z]+/g, 'x');
    it('lists the audit log among them', () => {
      expect(adminOperations.map(([name]) => name)).toContain('GET /api/v2/admin/audit-logs');
    });
    it.each(adminOperations)('%s refuses a visitor (401), a user and a seller (403)', async (_name, o) => {
      const body = o.method === 'get' ? undefined : {};
      expect(await call(undefined, pathOf(o.path), o.method, body)).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHENTICATED' } });
      expect(await call(user, pathOf(o.path), o.method, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
      expect(await call(seller, pathOf(o.path), o.method, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    });
  });

  it('identity records a role change with the fields before and after', async () => {
    const changed = await call(admin, `/api/v2/users/${memberId}/roles`, 'PUT', { role: 'SELLER', isBizOwner: true });
    expect(changed.status).toBe(200);
    const { data } = await audit(`?service=identity&targetId=${memberId}`);
    expect(data).toEqual([
      expect.objectContaining({
        service: 'identity',
        action: 'user.role_changed',
        targetId: memberId,
        actorId: ADMIN.userId,
        actorEmail: ADMIN_EMAIL,
        before: { role: 'USER', isBizOwner: false },
        after: { role: 'SELLER', isBizOwner: true },
      }),
    ]);
    // Setting the same role again changes nothing and records nothing.
    await call(admin, `/api/v2/users/${memberId}/roles`, 'PUT', { role: 'SELLER', isBizOwner: true });
    expect((await audit(`?service=identity&targetId=${memberId}`)).total).toBe(1);
    await call(admin, `/api/v2/users/${memberId}/roles`, 'PUT', { role: 'USER', isBizOwner: false });
  });

  it('catalog records an app created, changed and deleted', async () => {
    const created = await call(admin, '/api/v2/apps', 'POST', { appName: '감사 앱', appNameEn: 'Audited app' });
    expect(created.status).toBe(201);
    const appId = created.body.data.appId as string;
    expect((await call(admin, `/api/v2/apps/${appId}`, 'PUT', { mau: 1234 })).status).toBe(200);
    expect((await call(admin, `/api/v2/apps/${appId}`, 'DELETE')).status).toBe(200);
    const { data } = await audit(`?service=catalog&targetId=${appId}`);
    expect(data.map((e) => e.action)).toEqual(['app.deleted', 'app.updated', 'app.created']);
    expect(data[1]).toMatchObject({ before: { mau: 0 }, after: { mau: 1234 }, actorEmail: ADMIN_EMAIL });
    expect(data[2]).toMatchObject({ before: null, after: expect.objectContaining({ name: '감사 앱', nameEn: 'Audited app' }) });
  });

  it('catalog records a code and an article written and edited', async () => {
    expect((await call(admin, '/api/v2/codes', 'POST', { type: 'PATTERN', code: '9901', name: '감사 패턴', nameEn: 'Audit pattern' })).status).toBe(201);
    const written = await call(admin, '/api/v2/apps/self-contents', 'POST', { title: '첫 글', body: '본문' });
    expect(written.status).toBe(201);
    const contentId = written.body.data.contentId as string;
    expect((await call(admin, `/api/v2/apps/self-contents/${contentId}`, 'PUT', { title: '고친 글', body: '본문' })).status).toBe(200);
    expect((await audit('?service=catalog&action=code.created')).data).toEqual([
      expect.objectContaining({ targetType: 'code', targetId: 'PATTERN:9901', after: expect.objectContaining({ name: '감사 패턴' }) }),
    ]);
    const { data } = await audit(`?service=catalog&targetId=${contentId}`);
    expect(data).toEqual([
      expect.objectContaining({ action: 'content.updated', before: { title: '첫 글' }, after: { title: '고친 글' } }),
      expect.objectContaining({ action: 'content.created', after: expect.objectContaining({ title: '첫 글', body: '본문' }) }),
    ]);
  });

  it('membership records a free user; the admin users list shows plan and free flag', async () => {
    const before = await call(admin, '/api/v2/admin/users?userEmail=console-member@example.com');
    expect(before.body.data[0]).toMatchObject({ id: memberId, plan: 'STARTER', isFree: false, role: 'USER', createdAt: expect.any(String) });
    expect((await call(admin, `/api/v2/users/memberships/admin/free-users/${memberId}`, 'POST', { isFree: true })).status).toBe(200);
    const after = await call(admin, '/api/v2/admin/users?userEmail=console-member@example.com');
    expect(after.body).toMatchObject({ data: [{ id: memberId, isFree: true }], total: 1 });
    expect(['STARTER', 'PERSONAL_PRO', 'GROUP_PRO']).toContain(after.body.data[0].plan);
    // The legacy path shares the enrichment.
    const legacy = await call(admin, '/api/admin/users');
    expect(legacy.body.data.find((u: { id: string }) => u.id === memberId)).toMatchObject({ isFree: true });
    const { data } = await audit(`?service=membership&action=user.free_set&targetId=${memberId}`);
    expect(data).toEqual([expect.objectContaining({ before: { isFree: false }, after: { isFree: true }, actorEmail: ADMIN_EMAIL })]);
  });

  describe('marketplace', () => {
    let productId: string;
    beforeAll(async () => {
      const created = await call(seller, '/api/v2/products', 'POST', { type: 'TEMPLATE', productCode: 'UI_KIT', title: 'Rule breaker', amount: 5000, useFlag: true });
      expect(created.status).toBe(201);
      productId = created.body.data.id;
    });

    it('lists every product with its seller, paged, to an admin without sellerUserId', async () => {
      await call(seller, '/api/v2/products', 'POST', { type: 'TEMPLATE', productCode: 'UI_KIT', title: 'A draft', amount: 1000 });
      const all = await call(admin, '/api/v2/products/all?limit=1&offset=0');
      expect(all).toMatchObject({ status: 200, body: { total: 2, data: [expect.objectContaining({ title: 'A draft', useFlag: false, user: expect.objectContaining({ id: sellerId }) })] } });
      const next = await call(admin, '/api/v2/products/all?limit=1&offset=1');
      expect(next.body.data).toEqual([expect.objectContaining({ id: productId, hiddenByAdmin: false })]);
      expect((await call(admin, '/api/v2/products/all?limit=101')).status).toBe(400);
    });

    it('a seller cannot hide; an admin hides: not listed, not buyable, not republishable, audited', async () => {
      expect(await call(seller, `/api/v2/products/${productId}`, 'PUT', { hiddenByAdmin: true })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
      const hidden = await call(admin, `/api/v2/products/${productId}`, 'PUT', { hiddenByAdmin: true });
      expect(hidden).toMatchObject({ status: 200, body: { data: { id: productId, hiddenByAdmin: true, title: 'Rule breaker', availablePaymentFlag: false } } });

      const listed = await call(undefined, '/api/v2/products?productType=TEMPLATE');
      expect(listed.body.data.map((p: { id: string }) => p.id)).not.toContain(productId);
      const shelf = await call(undefined, `/api/v2/products/all?sellerUserId=${sellerId}`);
      expect(shelf.body.data.map((p: { id: string }) => p.id)).not.toContain(productId);
      expect((await call(undefined, `/api/v2/products/${productId}`)).status).toBe(404);
      const buyer = await mintCallerToken({ userId: randomUUID(), role: 'USER', plan: 'STARTER', paid: false });
      expect(await call(buyer, `/api/v2/products/${productId}/orders`, 'POST', {})).toMatchObject({
        status: 409,
        body: { errorCode: 'PRODUCT_NOT_AVAILABLE', msg: expect.stringMatching(/숨겨진/) },
      });

      // Its seller sees it flagged and cannot publish it again.
      const own = await call(seller, '/api/v2/products/all');
      expect(own.body.data.find((p: { id: string }) => p.id === productId)).toMatchObject({ hiddenByAdmin: true });
      await call(seller, `/api/v2/products/${productId}`, 'PUT', { useFlag: false });
      expect(await call(seller, `/api/v2/products/${productId}`, 'PUT', { useFlag: true })).toMatchObject({
        status: 400,
        body: { errorCode: 'PRODUCT_INVALID', msg: expect.stringMatching(/숨겨진/) },
      });

      const { data } = await audit(`?service=marketplace&targetId=${productId}`);
      expect(data).toEqual([
        expect.objectContaining({ action: 'product.hidden', before: { hiddenByAdmin: false }, after: { hiddenByAdmin: true, sellerUserId: sellerId } }),
      ]);
      // Unhidden, the seller may publish it again.
      expect((await call(admin, `/api/v2/products/${productId}`, 'PUT', { hiddenByAdmin: false })).body.data.hiddenByAdmin).toBe(false);
      expect((await call(seller, `/api/v2/products/${productId}`, 'PUT', { useFlag: true })).status).toBe(200);
      expect((await audit(`?action=product.unhidden&targetId=${productId}`)).total).toBe(1);
    });

    it('records an admin editing and deleting another seller’s product, not the seller’s own edits', async () => {
      expect((await call(admin, `/api/v2/products/${productId}`, 'PUT', { title: 'Renamed by admin' })).status).toBe(200);
      expect((await call(admin, `/api/v2/products/${productId}`, 'DELETE')).status).toBe(200);
      const { data } = await audit(`?service=marketplace&targetId=${productId}&limit=2`);
      expect(data).toEqual([
        expect.objectContaining({ action: 'product.deleted', before: expect.objectContaining({ title: 'Renamed by admin', sellerUserId: sellerId }) }),
        expect.objectContaining({ action: 'product.updated', before: { title: 'Rule breaker' }, after: { title: 'Renamed by admin' } }),
      ]);
      expect((await audit(`?actorId=${sellerId}`)).total).toBe(0);
    });
  });

  it('merges the four services newest first and pages, filters by time, actor and action', async () => {
    const everything = await audit('?limit=100');
    expect(everything.total).toBe(everything.data.length);
    expect(new Set(everything.data.map((e) => e.service))).toEqual(new Set(['identity', 'catalog', 'membership', 'marketplace']));
    const times = everything.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const pages = [];
    for (let offset = 0; offset < everything.total; offset += 3) pages.push(...(await audit(`?limit=3&offset=${offset}`)).data);
    expect(pages.map((e) => e.id)).toEqual(everything.data.map((e) => e.id));

    const middle = everything.data[Math.floor(everything.data.length / 2)]!;
    const older = await audit(`?to=${encodeURIComponent(middle.at)}&limit=100`);
    expect(older.data.every((e) => e.at < middle.at)).toBe(true);
    const newer = await audit(`?from=${encodeURIComponent(middle.at)}&limit=100`);
    expect(newer.total + older.total).toBe(everything.total);
    expect((await audit(`?actorId=${ADMIN.userId}&limit=100`)).total).toBe(everything.total);
    expect((await audit('?action=app.created')).data).toEqual([expect.objectContaining({ service: 'catalog' })]);

    expect(await call(admin, '/api/v2/admin/audit-logs?service=search')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    expect(await call(admin, '/api/v2/admin/audit-logs?from=yesterday')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    expect(await call(admin, '/api/v2/admin/audit-logs?offset=9990&limit=20')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
  });

  it('has no call that writes or edits an entry', async () => {
    expect(OPERATIONS.filter((o) => o.path.includes('audit')).map((o) => o.method)).toEqual(['get']);
    const { data } = await audit('?limit=1');
    for (const method of ['PUT', 'DELETE', 'POST']) {
      expect((await call(admin, `/api/v2/admin/audit-logs/${data[0]!.id}`, method, {})).status).toBe(404);
      expect((await call(admin, '/api/v2/admin/audit-logs', method, {})).status).toBe(404);
    }
  });

  it('never holds an admin by the free tier: the MAU and colour filters answer a Starter admin', async () => {
    expect((await call(starterAdmin, '/api/v2/apps?minmau=1&maxmau=100000000')).status).toBe(200);
    expect((await call(starterAdmin, '/api/v2/apps?color=%234166ED')).status).toBe(200);
    expect((await call(user, '/api/v2/apps?minmau=1')).body.errorCode).toBe('MEMBERSHIP_REQUIRED');
  });

  it('tells the web a signed-in admin sees the whole library', async () => {
    const browser = new Browser();
    await signIn(browser, stack.url, { email: 'admin@screenshelf.local', name: 'Admin' });
    const session = await browser.fetch(`${stack.url}/api/auth/session`);
    expect(await session.json()).toMatchObject({ user: { role: 'ADMIN' }, seesWholeLibrary: true });
  });
});
