import { PDFDocument } from 'pdf-lib';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
// @ts-expect-error: a plain .mjs script without types
import {
  DEMO_BUYERS,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  DEMO_SELLERS,
  demoPdf,
  productFiles,
  showcasePng,
  templateZip,
  workshopStart,
} from '../demo/products.mjs';

interface DemoProduct {
  seller: string;
  type: string;
  title: string;
  amount: number;
  discountAmount?: number;
  discountRate?: number;
  maxPersonCnt?: number;
  startsInWeeks?: number;
  exclusiveFlag?: boolean;
  useFlag?: boolean;
  colour: string;
  files: { kind: string; name: string }[];
}
const products = DEMO_PRODUCTS as DemoProduct[];
const KINDS = ['TEMPLATE', 'PORTFOLIO', 'EBOOK', 'WORKSHOP'];

describe('the demo marketplace', () => {
  it('has products of every kind from known sellers, free and priced, workshops with seats, a members-only one and a draft', () => {
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(KINDS));
    const sellers = new Set(DEMO_SELLERS.map((s: { key: string }) => s.key));
    expect(products.every((p) => sellers.has(p.seller))).toBe(true);
    expect(products.filter((p) => p.amount === 0).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.discountAmount || p.discountRate).length).toBeGreaterThanOrEqual(3);
    // A discount never exceeds the price and the two discount fields are never both given.
    for (const p of products) {
      expect(p.discountAmount !== undefined && p.discountRate !== undefined).toBe(false);
      expect(p.discountAmount ?? 0).toBeLessThan(Math.max(1, p.amount));
    }
    const workshops = products.filter((p) => p.type === 'WORKSHOP');
    expect(workshops.length).toBeGreaterThanOrEqual(2);
    for (const w of workshops) {
      expect(w.maxPersonCnt).toBeGreaterThan(0);
      expect(w.startsInWeeks).toBeGreaterThan(0);
    }
    expect(products.filter((p) => p.exclusiveFlag)).toHaveLength(1);
    expect(products.filter((p) => p.useFlag === false)).toHaveLength(1);
    // Every kind but the workshop carries a downloadable file; the e-books a PDF.
    for (const p of products.filter((p) => p.type !== 'WORKSHOP' && p.useFlag !== false))
      expect(p.files.length).toBeGreaterThan(0);
    for (const p of products.filter((p) => p.type === 'EBOOK' && p.useFlag !== false)) expect(p.files[0]!.kind).toBe('pdf');
  });

  it('orders only published, non-exclusive products, once per buyer, never from their own seller, within the seats', () => {
    const buyers = new Set(DEMO_BUYERS.map((b: { key: string }) => b.key));
    for (const seller of DEMO_SELLERS as { key: string; email: string }[]) expect(buyers.has(seller.key)).toBe(false);
    const seen = new Set<string>();
    for (const o of DEMO_ORDERS as { buyer: string; product: number; referrer?: string }[]) {
      const p = products[o.product]!;
      expect(buyers.has(o.buyer)).toBe(true);
      expect(p.useFlag).not.toBe(false);
      expect(p.exclusiveFlag).not.toBe(true);
      expect(seen.has(`${o.buyer}/${o.product}`)).toBe(false);
      seen.add(`${o.buyer}/${o.product}`);
      if (o.referrer) expect(o.referrer).not.toBe(o.buyer);
    }
    for (const [i, p] of products.entries()) {
      if (p.maxPersonCnt)
        expect((DEMO_ORDERS as { product: number }[]).filter((o) => o.product === i).length).toBeLessThanOrEqual(p.maxPersonCnt);
    }
  });

  it('writes real PDFs: readable, one page per chapter after the cover, the same bytes every time', async () => {
    const book = { title: 'A Test Book', author: 'Haneul Kim', chapters: ['One', 'Two', 'Three'], colour: '#4166ED', seed: 3 };
    const first = await demoPdf(book);
    expect(Buffer.from(first.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(first.pages).toBe(4);
    const loaded = await PDFDocument.load(first.bytes);
    expect(loaded.getPageCount()).toBe(4);
    expect(loaded.getTitle()).toBe('A Test Book');
    expect(loaded.getAuthor()).toBe('Haneul Kim');
    expect(Buffer.from((await demoPdf(book)).bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('zips template packs of real PNG screens and a read-me', async () => {
    const product = products.find((p) => p.files.some((f) => f.kind === 'zip'))!;
    const entries = unzipSync(await templateZip(product, 3, 1));
    expect(Object.keys(entries).sort()).toEqual(['README.txt', 'screens/01.png', 'screens/02.png', 'screens/03.png']);
    expect(strFromU8(entries['README.txt']!)).toContain(product.title);
    expect(await sharp(entries['screens/01.png']).metadata()).toMatchObject({ format: 'png', width: 360, height: 720 });
  });

  it('gives every product its files with content types and the e-books their page counts', async () => {
    for (const [i, p] of products.entries()) {
      const { files, pages } = await productFiles(p, i, 'Seojun Lee');
      expect(files.map((f: { name: string }) => f.name)).toEqual(p.files.map((f) => f.name));
      for (const f of files as { contentType: string; bytes: Uint8Array }[]) {
        const head = Buffer.from(f.bytes.subarray(0, 4));
        const magic = { 'application/pdf': '%PDF', 'application/zip': 'PK\x03\x04', 'image/png': '\x89PNG' }[f.contentType];
        expect(head.toString('latin1')).toBe(magic);
      }
      if (p.type === 'EBOOK' && p.files.length) expect(pages).toBeGreaterThanOrEqual(4);
    }
  });

  it('draws thumbnails as PNGs of the asked size, the same for a seed', async () => {
    const png = await showcasePng('#EC658B', 5, { width: 320, height: 200 });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 320, height: 200 });
    expect(Buffer.from(await showcasePng('#EC658B', 5, { width: 320, height: 200 })).equals(png)).toBe(true);
  });

  it('starts workshops on a coming Saturday at 10:00 Korea time', () => {
    expect(workshopStart(1, new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-28T01:00:00Z');
    // On a Saturday, the next one: never today or in the past.
    expect(workshopStart(1, new Date('2026-11-28T00:30:00Z'))).toBe('2026-12-05T01:00:00Z');
    expect(workshopStart(3, new Date('2026-11-22T12:00:00Z'))).toBe('2026-12-12T01:00:00Z');
  });
});
