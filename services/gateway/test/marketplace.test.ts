import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { upsertUser } from '@screenshelf/marketplace/store.js';
import { testCard as membershipCard } from './support/members.js';
import { api, sharedStack, type Stack } from './support/stack.js';

// The marketplace through the REST paths exactly as product-spec §7 writes them, against the real
// Postgres, Kafka and the local payment server: a seller publishes a product with a file, buyers
// order (declined, paid, refunded), download, review; the seller sees the revenue.
describe('the marketplace over REST', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await sharedStack();
  });

  interface Person {
    id: string;
    token: string;
    referralId: string;
  }
  /** Someone the marketplace knows (its identity.user projection seeded directly) with a caller token. */
  const person = async (role: 'USER' | 'SELLER' | 'ADMIN' = 'USER', paid = false): Promise<Person> => {
    const id = randomUUID();
    const referralId = `ref${id.slice(0, 8)}`;
    await upsertUser(stack.marketplace.pool, {
      id,
      email: `${role.toLowerCase()}-${id.slice(0, 8)}@example.com`,
      name: `${role} ${id.slice(0, 4)}`,
      nickname: `nick-${id.slice(0, 4)}`,
      image: '',
      referralId,
      emailVerified: true,
      role,
    });
    const token = await mintCallerToken({ userId: id, role, plan: paid ? 'PERSONAL_PRO' : 'STARTER', paid });
    return { id, token, referralId };
  };
  const call = (who: Person | undefined, path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
    api(stack.url, path, { method, token: who?.token, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  /** A test card as the key-in payment takes it (with the holder's birth date). */
  const testCard = (cardNumber?: string) => ({ ...membershipCard(cardNumber), customerIdentityNumber: '900101' });
  /** Key-in payments taken at the provider: orders' (memberships charge billing keys). */
  const keyIns = () => stack.devPayments.charges().filter((p) => p.billingKey === '').length;
  /** This month in Korea time, as the revenue calls take it. */
  const thisMonth = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);

  /** Uploads bytes through the seller upload slot; answers the stored key and path. */
  const upload = async (
    seller: Person,
    purpose: 'THUMBNAIL' | 'DETAIL' | 'FILE',
    fileName: string,
    bytes: Uint8Array,
    contentType: string,
  ) => {
    const slot = await call(seller, '/api/v2/products/uploads', 'POST', { purpose, fileName, contentType });
    expect(slot.status).toBe(201);
    const put = await fetch(stack.url + slot.body.data.uploadUrl, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': contentType },
    });
    expect(put.status).toBe(201);
    return slot.body.data as { key: string; fileUrl: string };
  };
  const PNG = Uint8Array.from(
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  );
  const PDF = new TextEncoder().encode('%PDF-1.4\n% a tiny e-book for the test\n%%EOF\n');

  const publish = async (seller: Person, fields: Record<string, unknown> = {}) => {
    const thumb = await upload(seller, 'THUMBNAIL', 'cover.png', PNG, 'image/png');
    const file = await upload(seller, 'FILE', 'ux-writing.pdf', PDF, 'application/pdf');
    const created = await call(seller, '/api/v2/products', 'POST', {
      type: 'EBOOK',
      productCode: 'EBOOK_UX_WRITING',
      title: 'UX 라이팅 가이드 UX writing guide',
      description: '마이크로카피 패턴 모음 — microcopy patterns from released apps',
      amount: 10_000,
      discountRate: 10,
      pageCnt: 42,
      thumbnailImgUrls: [thumb.fileUrl],
      files: [{ key: file.key, name: 'ux-writing.pdf' }],
      useFlag: true,
      ...fields,
    });
    expect(created.body).toMatchObject({ data: { title: expect.any(String) } });
    // With the storage keys of its thumbnail and file.
    return { ...created.body.data, keys: [thumb.key, file.key] } as { id: string; price: number; productType: string; keys: string[] };
  };

  it('a seller publishes an e-book with a file; visitors browse and search it; the file is never public', async () => {
    const seller = await person('SELLER');
    const product = await publish(seller);
    expect(product).toMatchObject({ productType: 'TEMPLATE', price: 9_000 });

    const listed = await call(undefined, '/api/v2/products?productType=TEMPLATE&type=EBOOK&sortField=latest&limit=20&offset=0');
    expect(listed.status).toBe(200);
    const card = listed.body.data.find((p: { id: string }) => p.id === product.id);
    expect(card).toMatchObject({
      amount: 10_000,
      discountRate: 10,
      discountAmount: 1_000,
      price: 9_000,
      fileCnt: 1,
      pageCnt: 42,
      useFlag: true,
    });
    expect(card.user).toMatchObject({ id: seller.id, nickname: expect.stringMatching(/^nick-/) });
    // The thumbnail comes as a signed link that serves the picture.
    expect(card.thumbnailImgUrls[0]).toMatch(/^\/uploads\/products\/.+\?exp=\d+&sig=/);
    const image = await fetch(stack.url + card.thumbnailImgUrls[0]);
    expect(image.status).toBe(200);

    for (const keyword of ['라이팅', 'microcopy']) {
      const found = await call(undefined, `/api/v2/products?keyword=${encodeURIComponent(keyword)}`);
      expect(found.body.data.map((p: { id: string }) => p.id)).toContain(product.id);
    }
    const detail = await call(undefined, `/api/v2/products/${product.id}?type=TEMPLATE`);
    expect(detail.body.data).toMatchObject({ id: product.id, type: 'EBOOK', availablePaymentFlag: true });
    expect((await call(undefined, `/api/v2/products/${product.id}?type=CLASS`)).body.errorCode).toBe('PRODUCT_NOT_FOUND');

    // The files: names and sizes for everyone, no download link without a paid order.
    const files = await call(undefined, `/api/v2/products/${product.id}/files`);
    expect(files.body.data).toMatchObject({
      downloadable: false,
      files: [{ sort: 1, name: 'ux-writing.pdf', size: PDF.byteLength, downloadUrl: '' }],
    });
    const all = await call(undefined, `/api/v2/products/all?sellerUserId=${seller.id}&productType=TEMPLATE`);
    expect(all.body.data.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it("shows a seller's e-mail, its verification and referral id to that seller and admins only, null to visitors and other users", async () => {
    const seller = await person('SELLER');
    const tag = seller.id.slice(0, 8);
    const product = (await publish(seller, { title: `Privacy guide ${tag}` })) as { id: string; user: unknown };
    const profile = { id: seller.id, name: `SELLER ${seller.id.slice(0, 4)}`, nickname: `nick-${seller.id.slice(0, 4)}`, role: 'SELLER' };
    const account = { email: `seller-${tag}@example.com`, emailVerified: true, referralId: seller.referralId };
    const withheld = { email: null, emailVerified: null, referralId: null };
    expect(product.user).toEqual(expect.objectContaining({ ...profile, ...account }));

    /** The product's seller in each answer that carries the product. */
    const sellerIn = async (who: Person | undefined) =>
      Promise.all(
        [`/api/v2/products/${product.id}`, `/api/v2/products/all?sellerUserId=${seller.id}`, `/api/v2/products?keyword=${tag}`].map(async (path) => {
          const answer = await call(who, path);
          expect({ path, status: answer.status }).toEqual({ path, status: 200 });
          const data = answer.body.data as { id: string; user: unknown } | { id: string; user: unknown }[];
          return (Array.isArray(data) ? data.find((p) => p.id === product.id) : data)?.user;
        }),
      );
    for (const who of [undefined, await person(), await person('SELLER')]) {
      expect(await sellerIn(who)).toEqual(new Array(3).fill(expect.objectContaining({ ...profile, ...withheld })));
    }
    for (const who of [seller, await person('ADMIN')]) {
      expect(await sellerIn(who)).toEqual(new Array(3).fill(expect.objectContaining({ ...profile, ...account })));
    }
  });

  it('a buyer pays, downloads and reviews; the seller sees the revenue; refunds end downloads', async () => {
    const seller = await person('SELLER');
    const product = await publish(seller);
    const buyer = await person();
    const referrer = await person();

    expect((await call(buyer, `/api/v2/products/${product.id}/orders`, 'POST', {})).body.errorCode).toBe('CARD_REQUIRED');
    const declined = await call(buyer, `/api/v2/products/${product.id}/orders`, 'POST', {
      card: testCard(TEST_CARDS.alwaysDeclines),
    });
    // The card company's reason and what to do next (issue 27), in the caller's language, the provider's code in details.
    expect(declined.body).toEqual({
      errorCode: 'PAYMENT_FAILED',
      msg: '카드사에서 결제를 거절했습니다(한도 초과 또는 잔액 부족). 다른 카드로 결제해 주세요.',
      details: { reason: 'REJECT_CARD_PAYMENT' },
    });
    const declinedEn = await call(await person(), `/api/v2/products/${product.id}/orders?lang=en`, 'POST', {
      card: testCard(TEST_CARDS.alwaysDeclines),
    });
    expect(declinedEn.body).toMatchObject({
      errorCode: 'PAYMENT_FAILED',
      msg: 'The card company declined the payment (limit exceeded or not enough balance). Please pay with a different card.',
    });
    const afterDecline = await call(buyer, '/api/v2/users/orders?limit=20&offset=0');
    expect(afterDecline.body.data.map((o: { status: string }) => o.status)).toEqual(['FAIL']);
    expect((await call(buyer, `/api/v2/users/products/${product.id}/orders/validation`)).body.data).toMatchObject({
      ordered: false,
    });

    const before = keyIns();
    const paid = await call(buyer, `/api/v2/products/${product.id}/orders`, 'POST', {
      referralId: referrer.referralId,
      card: testCard(),
    });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ productId: product.id, amount: 9_000, status: 'CMPL', cancelable: true });
    expect(keyIns()).toBe(before + 1);
    const orderId = paid.body.data.id as string;
    expect((await call(buyer, `/api/v2/users/orders/${orderId}`)).body.data).toMatchObject({ id: orderId, status: 'CMPL' });
    expect((await call(buyer, `/api/v2/users/products/${product.id}/orders/validation`)).body.data).toMatchObject({
      ordered: true,
      orderId,
      reviewed: false,
    });
    expect((await call(await person(), `/api/v2/users/orders/${orderId}`)).body.errorCode).toBe('ORDER_NOT_FOUND');

    // Only the buyer downloads; the first download ends the refund window.
    const files = await call(buyer, `/api/v2/products/${product.id}/files`);
    expect(files.body.data.downloadable).toBe(true);
    const link = files.body.data.files[0].downloadUrl as string;
    expect(link).toBe(`/api/v2/products/download?sort=1&orderId=${orderId}`);
    expect((await call(await person(), link)).body.errorCode).toBe('DOWNLOAD_NOT_ALLOWED');
    const download = await fetch(stack.url + link, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('ux-writing.pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    expect((await call(buyer, `/api/v2/users/orders/${product.id}/cancel`, 'POST', {})).body.errorCode).toBe(
      'ORDER_NOT_CANCELABLE',
    );

    // Reviews: buyers only, once.
    expect(
      (await call(await person(), `/api/v2/users/products/${product.id}/reviews`, 'POST', { starRate: 1 })).body.errorCode,
    ).toBe('REVIEW_NOT_ALLOWED');
    const review = await call(buyer, `/api/v2/users/products/${product.id}/reviews`, 'POST', {
      starRate: 4,
      review: '좋아요 great',
    });
    expect(review.status).toBe(201);
    expect((await call(buyer, `/api/v2/users/products/${product.id}/reviews`, 'POST', { starRate: 5 })).body.errorCode).toBe(
      'ALREADY_REVIEWED',
    );
    const edited = await call(buyer, `/api/v2/users/products/${product.id}/reviews/${review.body.data.reviewId}`, 'PUT', {
      starRate: 5,
      review: '좋아요 great',
    });
    expect(edited.body.data).toMatchObject({ starRate: 5, review: '좋아요 great' });
    expect((await call(undefined, `/api/v2/products/${product.id}`)).body.data).toMatchObject({
      averageStarRate: 5,
      reviewCount: 1,
    });
    // A review's author id is the author's and admins' to see; anyone else gets the review without it (null).
    expect(edited.body.data.userId).toBe(buyer.id);
    const authorIds = async (who: Person | undefined) => (await call(who, `/api/v2/products/${product.id}`)).body.data.productReview.map((r: { userId: string | null }) => r.userId);
    expect(await authorIds(undefined)).toEqual([null]);
    expect(await authorIds(await person())).toEqual([null]);
    expect(await authorIds(seller)).toEqual([null]);
    expect(await authorIds(buyer)).toEqual([buyer.id]);
    expect(await authorIds(await person('ADMIN'))).toEqual([buyer.id]);

    // A second buyer refunds before downloading: CNCL, no download, the seat of a refund is free.
    const second = await person();
    const secondOrder = await call(second, `/api/v2/products/${product.id}/orders`, 'POST', { card: testCard() });
    expect(secondOrder.body.data.status).toBe('CMPL');
    const refunded = await call(second, `/api/v2/users/orders/${product.id}/cancel`, 'POST', { cancelReason: 'changed my mind' });
    expect(refunded.body.data).toMatchObject({ status: 'CNCL', cancelable: false });
    expect((await call(second, `/api/v2/products/download?sort=1&orderId=${secondOrder.body.data.id}`)).body.errorCode).toBe(
      'DOWNLOAD_NOT_ALLOWED',
    );
    expect((await call(second, `/api/v2/users/orders/${product.id}/cancel`, 'POST', {})).status).toBeGreaterThanOrEqual(400);

    // The seller's month: two paid (one refunded); platform 20 %, the referral 10 % of the referred sale.
    const month = thisMonth();
    const total = await call(seller, `/api/v2/users/revenues/total?yearmonth=${month}`);
    expect(total.body.data).toMatchObject({
      gross: 18_000,
      refunds: 9_000,
      platformFee: 1_800,
      referralPayouts: 900,
      net: 6_300,
    });
    const lines = await call(seller, `/api/v2/users/revenues?yearmonth=${month}&limit=20&offset=0`);
    expect(lines.body.total).toBe(2);
    expect(lines.body.data.map((r: { status: string }) => r.status).sort()).toEqual(['CMPL', 'CNCL']);
    // A seller sees only their own; an admin anyone's.
    const other = await person('SELLER');
    expect((await call(other, `/api/v2/users/revenues/total?sellerUserId=${seller.id}`)).status).toBe(403);
    expect((await call(other, '/api/v2/users/revenues/total')).body.data).toMatchObject({ gross: 0, net: 0 });
    expect(
      (await call(await person('ADMIN'), `/api/v2/users/revenues/total?sellerUserId=${seller.id}&yearmonth=${month}`)).body.data
        .gross,
    ).toBe(18_000);
    // Anyone else's own sales are simply none.
    expect((await call(buyer, '/api/v2/users/revenues/total')).body.data).toMatchObject({ gross: 0, net: 0, months: [] });

    // A product with orders is retired, not erased: its buyer keeps the order.
    const deleted = await call(seller, `/api/v2/products/${product.id}`, 'DELETE');
    expect(deleted.body.data).toEqual({ id: product.id, erased: false });
    expect((await call(buyer, `/api/v2/users/orders/${orderId}`)).body.data.status).toBe('CMPL');
    expect(
      (await call(await person(), `/api/v2/products/${product.id}/orders`, 'POST', { card: testCard() })).body.errorCode,
    ).toBe('PRODUCT_NOT_AVAILABLE');
  });

  it("removes an erased product's files from the storage; a retired one keeps them for its buyers; a failing storage fails no delete", async () => {
    const seller = await person('SELLER');
    const storage = stack.marketplace.storage;
    const stored = (keys: string[]) => Promise.all(keys.map(async (key) => (await storage.size(key)) !== undefined));

    // Nobody ordered it: erased, and its thumbnail's link serves nothing any more.
    const erased = await publish(seller);
    const link = (await call(seller, `/api/v2/products/${erased.id}`)).body.data.thumbnailImgUrls[0] as string;
    expect((await fetch(stack.url + link)).status).toBe(200);
    expect((await call(seller, `/api/v2/products/${erased.id}`, 'DELETE')).body.data).toEqual({ id: erased.id, erased: true });
    expect(await stored(erased.keys)).toEqual([false, false]);
    expect((await fetch(stack.url + link)).status).toBe(404);

    // Ordered: retired, its files stay and its buyer still downloads.
    const sold = await publish(seller);
    const buyer = await person();
    const order = await call(buyer, `/api/v2/products/${sold.id}/orders`, 'POST', { card: testCard() });
    expect(order.body.data.status).toBe('CMPL');
    expect((await call(seller, `/api/v2/products/${sold.id}`, 'DELETE')).body.data).toEqual({ id: sold.id, erased: false });
    expect(await stored(sold.keys)).toEqual([true, true]);
    const download = await fetch(stack.url + `/api/v2/products/download?sort=1&orderId=${order.body.data.id}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    // The storage refuses: the delete still answers, the files wait for the sweep.
    const failing = await publish(seller);
    const remove = storage.delete;
    storage.delete = async () => {
      throw new Error('storage is down');
    };
    try {
      const deleted = await call(seller, `/api/v2/products/${failing.id}`, 'DELETE');
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ id: failing.id, erased: true });
      expect((await call(seller, `/api/v2/products/${failing.id}`)).body.errorCode).toBe('PRODUCT_NOT_FOUND');
      expect(await stored(failing.keys)).toEqual([true, true]);
    } finally {
      storage.delete = remove;
    }
    await stack.marketplace.pool.query("UPDATE file_removals SET next_at = now() WHERE key = ANY($1)", [failing.keys]);
    await stack.marketplace.actions.sweepFileRemovals();
    expect(await stored(failing.keys)).toEqual([false, false]);
  });

  it('sells a workshop with N seats to exactly N of many concurrent buyers, charging only them', async () => {
    const seller = await person('SELLER');
    const startsAt = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const created = await call(seller, '/api/v2/products', 'POST', {
      type: 'WORKSHOP',
      productCode: 'WORKSHOP_FIGMA',
      title: 'Figma 오토레이아웃 워크숍',
      amount: 50_000,
      maxPersonCnt: 3,
      startsAt,
      useFlag: true,
    });
    expect(created.status).toBe(201);
    const workshop = created.body.data;
    expect(workshop).toMatchObject({ productType: 'CLASS', seatsLeft: 3 });

    const buyers = await Promise.all(Array.from({ length: 12 }, () => person()));
    const before = keyIns();
    const answers = await Promise.all(
      buyers.map((b) => call(b, `/api/v2/products/${workshop.id}/orders`, 'POST', { card: testCard() })),
    );
    const paid = answers.filter((a) => a.status === 201);
    expect(paid).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused.body).toEqual({ errorCode: 'SOLD_OUT', msg: expect.any(String) });
    expect(keyIns()).toBe(before + 3);
    expect((await call(undefined, `/api/v2/products/${workshop.id}`)).body.data).toMatchObject({
      seatsLeft: 0,
      availablePaymentFlag: false,
    });

    // A refund gives the seat back to the next buyer.
    const refunder = buyers[answers.indexOf(paid[0]!)]!;
    expect((await call(refunder, `/api/v2/users/orders/${workshop.id}/cancel`, 'POST', {})).body.data.status).toBe('CNCL');
    expect((await call(await person(), `/api/v2/products/${workshop.id}/orders`, 'POST', { card: testCard() })).status).toBe(201);
  });

  it('refunds an order cancelled 15 ms after it was placed: the cancel waits for the payment (never a 503)', async () => {
    const seller = await person('SELLER');
    const product = await publish(seller, { title: `Race kit ${randomUUID().slice(0, 6)}`, discountRate: 0 });
    const buyer = await person();
    // The provider takes the charge only when the test says: the cancel meets an unsettled payment.
    const held = stack.devPayments.holdNextCharge({ orderName: product.title });
    const placing = call(buyer, `/api/v2/products/${product.id}/orders`, 'POST', { card: testCard() });
    await held.arrived;
    const { rows } = await stack.marketplace.pool.query<{ id: string }>('SELECT id FROM orders WHERE product_id = $1', [product.id]);
    const cancelling = call(buyer, `/api/v2/users/orders/${product.id}/cancel`, 'POST', { cancelReason: 'ordered by mistake' });
    await waitFor(async () => stack.devPayments.lookups(`mkt_${rows[0]!.id.replace(/-/g, '')}`) > 0);
    held.release();
    const [placed, cancelled] = await Promise.all([placing, cancelling]);
    expect(placed.status).toBe(201);
    expect([cancelled.status, cancelled.body.data]).toMatchObject([200, { id: rows[0]!.id, status: 'CNCL' }]);
    expect((await call(buyer, `/api/v2/users/orders/${rows[0]!.id}`)).body.data.status).toBe('CNCL');
  });

  it('charges a double click and a retried request once', async () => {
    const seller = await person('SELLER');
    const product = await publish(seller, {
      type: 'TEMPLATE',
      productCode: 'DASHBOARD',
      title: 'Dashboard UI kit',
      discountRate: 0,
    });

    const buyer = await person();
    const before = keyIns();
    const [a, b] = await Promise.all(
      [0, 1].map(() => call(buyer, `/api/v2/products/${product.id}/orders`, 'POST', { card: testCard() })),
    );
    expect([a!.status, b!.status].sort()).toEqual([201, 409]);
    expect([a!.body.errorCode, b!.body.errorCode]).toContain('ALREADY_ORDERED');
    expect(keyIns()).toBe(before + 1);

    const retrier = await person();
    const key = randomUUID();
    const first = await call(
      retrier,
      `/api/v2/products/${product.id}/orders`,
      'POST',
      { card: testCard() },
      { 'idempotency-key': key },
    );
    const again = await call(
      retrier,
      `/api/v2/products/${product.id}/orders`,
      'POST',
      { card: testCard() },
      { 'idempotency-key': key },
    );
    expect(first.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(keyIns()).toBe(before + 2);
  });

  it('keeps members-only products for paid members and free products free', async () => {
    const seller = await person('SELLER');
    const exclusive = await publish(seller, { exclusiveFlag: true });
    expect(
      (await call(await person(), `/api/v2/products/${exclusive.id}/orders`, 'POST', { card: testCard() })).body.errorCode,
    ).toBe('MEMBERSHIP_REQUIRED');
    expect(
      (await call(await person('USER', true), `/api/v2/products/${exclusive.id}/orders`, 'POST', { card: testCard() })).status,
    ).toBe(201);
    expect((await call(seller, `/api/v2/products/${exclusive.id}/orders`, 'POST', { card: testCard() })).body.errorCode).toBe(
      'OWN_PRODUCT',
    );

    const free = await publish(seller, {
      amount: 0,
      discountRate: 0,
      type: 'PORTFOLIO',
      productCode: 'PORTFOLIO_WEB',
      title: 'Portfolio sample',
    });
    const before = keyIns();
    const order = await call(await person(), `/api/v2/products/${free.id}/orders`, 'POST', {});
    expect(order.body.data).toMatchObject({ status: 'CMPL', amount: 0 });
    expect(keyIns()).toBe(before);
  });

  it('lets only sellers sell, and only the owner change a product', async () => {
    type CodeNode = { code: string; count: number; children: CodeNode[] };
    /** The listed products under the e-book kind and its UX-writing topic (GET /api/v2/codes?type=PRODUCT). */
    const ebookCounts = async () => {
      const kind = ((await call(undefined, '/api/v2/codes?type=PRODUCT')).body.data as CodeNode[]).find((c) => c.code === 'EBOOK')!;
      return [kind.count, kind.children.find((t) => t.code === 'EBOOK_UX_WRITING')!.count];
    };
    const before = await ebookCounts();
    const seller = await person('SELLER');
    const product = await publish(seller);
    // The code tree counts listed products: a kind counts those of its topics.
    expect(await ebookCounts()).toEqual([before[0]! + 1, before[1]! + 1]);
    const user = await person();
    expect(
      (await call(user, '/api/v2/products/uploads', 'POST', { purpose: 'THUMBNAIL', fileName: 'a.png' })).body.errorCode,
    ).toBe('SELLER_REQUIRED');
    expect((await call(user, '/api/v2/products', 'POST', { title: 'x', amount: 1000 })).body.errorCode).toBe('SELLER_REQUIRED');
    expect(
      (await call(await person('SELLER'), `/api/v2/products/${product.id}`, 'PUT', { title: 'mine now' })).body.errorCode,
    ).toBe('NOT_PRODUCT_OWNER');
    const updated = await call(seller, `/api/v2/products/${product.id}`, 'PUT', {
      title: '새 제목 New title',
      discountAmount: 2_500,
    });
    expect(updated.body.data).toMatchObject({
      title: '새 제목 New title',
      discountAmount: 2_500,
      discountRate: 25,
      price: 7_500,
      amount: 10_000,
    });
    expect((await call(seller, `/api/v2/products/${product.id}`, 'PUT', { discountAmount: 20_000 })).body.errorCode).toBe(
      'PRODUCT_INVALID',
    );
    // Unpublished: gone for visitors, still there for its seller.
    await call(seller, `/api/v2/products/${product.id}`, 'PUT', { useFlag: false });
    expect(await ebookCounts()).toEqual(before);
    expect((await call(undefined, `/api/v2/products/${product.id}`)).body.errorCode).toBe('PRODUCT_NOT_FOUND');
    expect((await call(seller, `/api/v2/products/${product.id}`)).body.data.useFlag).toBe(false);
    // Nobody ordered it: erased.
    expect((await call(seller, `/api/v2/products/${product.id}`, 'DELETE')).body.data).toEqual({ id: product.id, erased: true });
    const codes = await call(undefined, '/api/v2/codes?type=PRODUCT');
    expect(codes.body.data.length).toBeGreaterThan(0);
    expect(codes.body.data[0]).toMatchObject({ code: expect.any(String), name: expect.any(String), nameEn: expect.any(String) });
  });
});
