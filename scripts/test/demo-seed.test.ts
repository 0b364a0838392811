import { PDFDocument } from 'pdf-lib';
import { unzipSync } from 'fflate';
import { mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { api, startStack } from '../../services/gateway/test/support/stack.js';
// @ts-expect-error: a plain .mjs script without types
import { seedDemo } from '../seed-demo.mjs';
// @ts-expect-error: a plain .mjs script without types
import { DEMO_PRODUCTS, DEMO_SELLERS } from '../demo/products.mjs';

type Stack = Awaited<ReturnType<typeof startStack>>;
interface SeededUser {
  id: string;
  referralId: string;
}
interface Seeded {
  users: Record<string, SeededUser>;
  products: { id: string; title: string; type: string }[];
}

// npm start's marketplace demo, loaded into a stack of its own (identity with the development
// OpenID provider, the marketplace and the local payment server; no library).
describe('the marketplace demo seed', () => {
  let stack: Stack;
  let seeded: Seeded;
  const as = async (user: SeededUser, role = 'USER') => mintCallerToken({ userId: user.id, role, plan: 'STARTER', paid: false });
  const productNamed = (title: string) => seeded.products.find((p) => p.title === title)!;

  beforeAll(async () => {
    // A stack of its own: it loads the whole shop demo.
    stack = await startStack({ services: ['marketplace'] });
    seeded = await seedDemo(stack.url, { library: false, community: false, log: () => undefined });
  });
  afterAll(() => stack?.stop());

  it('publishes products of every kind in both tabs, with images, sellers and workshop seats', async () => {
    const templates = await api(stack.url, '/api/v2/products?productType=TEMPLATE&limit=50');
    const classes = await api(stack.url, '/api/v2/products?productType=CLASS&limit=50');
    expect(templates.status).toBe(200);
    expect(new Set(templates.body.data.map((p: { type: string }) => p.type))).toEqual(
      new Set(['TEMPLATE', 'PORTFOLIO', 'EBOOK']),
    );
    expect(new Set(classes.body.data.map((p: { type: string }) => p.type))).toEqual(new Set(['WORKSHOP']));
    const published = (DEMO_PRODUCTS as { useFlag?: boolean }[]).filter((p) => p.useFlag !== false).length;
    expect(templates.body.data.length + classes.body.data.length).toBe(published);
    for (const product of [...templates.body.data, ...classes.body.data]) {
      expect(product.thumbnailImgUrls).toHaveLength(1);
      expect(product.detailImgUrls).toHaveLength(2);
      expect(product.productCode).not.toBe('');
    }
    for (const workshop of classes.body.data) {
      expect(workshop.maxPersonCnt).toBeGreaterThan(0);
      expect(Date.parse(workshop.startsAt)).toBeGreaterThan(Date.now());
    }
    // The thumbnail is a signed link to a real PNG.
    const image = await fetch(new URL(templates.body.data[0].thumbnailImgUrls[0], stack.url));
    expect(image.status).toBe(200);
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    // Sellers are real identity users the marketplace learned about.
    const names = new Set((DEMO_SELLERS as { name: string }[]).map((s) => s.name));
    await waitFor(async () => {
      const { body } = await api(stack.url, '/api/v2/products?productType=TEMPLATE&limit=50');
      return body.data.every((p: { user: { name: string } }) => names.has(p.user?.name));
    });
  });

  it('gives the e-book buyer a real PDF to download, and the refunded buyer none', async () => {
    const handbook = productNamed((DEMO_PRODUCTS as { title: string }[])[5]!.title);
    const { body: detail } = await api(stack.url, `/api/v2/products/${handbook.id}`);
    expect(detail.data.pageCnt).toBeGreaterThanOrEqual(4);
    const files = await api(stack.url, `/api/v2/products/${handbook.id}/files`, { token: await as(seeded.users.sora!) });
    expect(files.body.data).toMatchObject({ downloadable: true, files: [{ sort: 1, name: 'ux-writing-handbook.pdf' }] });
    const bytes = await fetch(new URL(files.body.data.files[0].downloadUrl, stack.url), {
      headers: { authorization: `Bearer ${await as(seeded.users.sora!)}` },
    });
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toMatch(/^application\/pdf/);
    const pdf = await PDFDocument.load(new Uint8Array(await bytes.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(detail.data.pageCnt);

    const refunded = await api(stack.url, `/api/v2/products/${handbook.id}/files`, { token: await as(seeded.users.dohyun!) });
    expect(refunded.body.data.downloadable).toBe(false);
  });

  it('gives the template buyers a zip of PNG screens', async () => {
    const kit = productNamed((DEMO_PRODUCTS as { title: string }[])[0]!.title);
    const token = await as(seeded.users.minji!);
    const files = await api(stack.url, `/api/v2/products/${kit.id}/files`, { token });
    const res = await fetch(new URL(files.body.data.files[0].downloadUrl, stack.url), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(entries)).toContain('README.txt');
    expect(Object.keys(entries).filter((name) => name.endsWith('.png'))).toHaveLength(8);
  });

  it('shows ratings from the reviews and revenue with a refund and a referral to the sellers', async () => {
    const kit = productNamed((DEMO_PRODUCTS as { title: string }[])[0]!.title);
    const { body } = await api(stack.url, `/api/v2/products/${kit.id}`);
    expect(body.data).toMatchObject({ averageStarRate: 4.5, reviewCount: 2 });

    const seojun = await as(seeded.users.seojun!, 'SELLER');
    const total = await api(stack.url, '/api/v2/users/revenues/total', { token: seojun });
    expect(total.status).toBe(200);
    expect(total.body.data.refundCount).toBe(1);
    expect(total.body.data.refunds).toBe(15_000);
    const haneul = await as(seeded.users.haneul!, 'SELLER');
    const revenues = await api(stack.url, '/api/v2/users/revenues?limit=100', { token: haneul });
    // The fintech kit: 39,000 less 20% = 31,200, three paid orders, one with a referrer (10%).
    const kitSales = revenues.body.data.filter((r: { productId: string }) => r.productId === kit.id);
    expect(kitSales.map((r: { amount: number }) => r.amount)).toEqual([31_200, 31_200, 31_200]);
    expect(kitSales.map((r: { referralPayout: number }) => r.referralPayout).sort()).toEqual([0, 0, 3_120]);
  });

  it('is skipped once the marketplace has products', async () => {
    const before = await api(stack.url, '/api/v2/products?productType=TEMPLATE&limit=50');
    expect(await seedDemo(stack.url, { library: false, community: false, log: () => undefined })).toBeUndefined();
    const after = await api(stack.url, '/api/v2/products?productType=TEMPLATE&limit=50');
    expect(after.body.data.map((p: { id: string }) => p.id)).toEqual(before.body.data.map((p: { id: string }) => p.id));
  });
});
