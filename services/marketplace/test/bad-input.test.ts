import { startMarket, type Market, type Person } from './support/market.js';

// Bad input always gets a clear errorCode (never a server error) and leaves the data as it was.
describe('marketplace bad input', () => {
  let m: Market;
  let seller: Person;
  let productId: string;

  beforeAll(async () => {
    m = await startMarket();
    seller = await m.person('SELLER');
    productId = (await m.client.CreateProduct(await m.templateInput(seller), await m.as(seller))).id;
  });
  afterAll(() => m?.stop());

  const snapshot = async () =>
    (
      await m.service.pool.query(
        'SELECT p.*, (SELECT count(*) FROM reviews)::int AS reviews, (SELECT count(*) FROM product_files)::int AS files FROM products p ORDER BY id',
      )
    ).rows;

  const WEIRD = [
    '',
    ' ',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    "'; DROP TABLE products; --",
    '../../etc/passwd',
    '한글',
    'x'.repeat(5000),
    '\u0000',
  ];

  it('answers every weird id, key and filter with a catalogued refusal', async () => {
    const before = await snapshot();
    const token = await m.as(seller);
    const calls: [string, () => Promise<unknown>][] = [];
    for (const w of WEIRD) {
      calls.push(
        [`GetProduct ${w.slice(0, 20)}`, () => m.client.GetProduct({ id: w, type: w }, token)],
        [`ListFiles`, () => m.client.ListFiles({ id: w }, token)],
        [`UpdateProduct`, () => m.client.UpdateProduct({ id: w, product: { title: w }, fields: ['title'] }, token)],
        [
          `UpdateProduct fields`,
          () => m.client.UpdateProduct({ id: productId, product: { title: w, startsAt: w }, fields: [w] }, token),
        ],
        [
          `UpdateProduct title`,
          () =>
            m.client.UpdateProduct(
              { id: productId, product: { title: w, productCode: w }, fields: ['title', 'productCode'] },
              token,
            ),
        ],
        [`DeleteProduct`, () => m.client.DeleteProduct({ id: w }, token)],
        [
          `ListProducts`,
          () => m.client.ListProducts({ productType: w, type: w, productCodes: [w], sortField: w, keyword: w }, token),
        ],
        [`ListSellerProducts`, () => m.client.ListSellerProducts({ sellerUserId: w, productType: w }, token)],
        [`CreateReview`, () => m.client.CreateReview({ productId: w, starRate: 3, review: w }, token)],
        [`UpdateReview`, () => m.client.UpdateReview({ productId: w, reviewId: w, starRate: 3, review: w }, token)],
        [`DeleteReview`, () => m.client.DeleteReview({ productId: productId, reviewId: w }, token)],
        [`ListRevenues`, () => m.client.ListRevenues({ productId: w, yearmonth: w, productType: w }, token)],
        [`GetRevenueTotal`, () => m.client.GetRevenueTotal({ sellerUserId: w, yearmonth: w }, token)],
        [`PresignUpload`, () => m.client.PresignUpload({ purpose: w, fileName: w, contentType: w }, token)],
        [`PresignUpload image`, () => m.client.PresignUpload({ purpose: 'THUMBNAIL', fileName: w, contentType: w }, token)],
        [`PutFile`, () => m.client.PutFile({ key: w, expires: w, signature: w, data: Buffer.from('x'), contentType: w }, token)],
        [`GetImage`, () => m.client.GetImage({ key: w }, token)],
        [
          `CreateProduct`,
          () =>
            m.client.CreateProduct(
              {
                type: 'TEMPLATE',
                title: w,
                productCode: 'UI_KIT',
                amount: 1,
                thumbnailImgUrls: [w],
                files: [{ key: w, name: w }],
              },
              token,
            ),
        ],
      );
    }
    calls.push(
      [
        'CreateProduct huge amount',
        () =>
          m.client.CreateProduct({ type: 'TEMPLATE', title: 't', productCode: 'UI_KIT', amount: Number.MAX_SAFE_INTEGER }, token),
      ],
      [
        'CreateProduct page count',
        () => m.client.CreateProduct({ type: 'TEMPLATE', title: 't', productCode: 'UI_KIT', amount: 1, pageCnt: -5 }, token),
      ],
      ['ListProducts paging', () => m.client.ListProducts({ limit: -1, offset: 2 ** 31 - 1 }, token)],
      ['ListRevenues paging', () => m.client.ListRevenues({ limit: 1000 }, token)],
    );
    const outcomes = await Promise.all(
      calls.map(async ([name, call]) => {
        try {
          await call();
          return [name, 'answered'];
        } catch (error) {
          return [name, (error as { errorCode?: string }).errorCode ?? 'no errorCode'];
        }
      }),
    );
    const allowed = new Set([
      'answered',
      'VALIDATION_ERROR',
      'PRODUCT_NOT_FOUND',
      'REVIEW_NOT_FOUND',
      'FILE_NOT_FOUND',
      'PRODUCT_INVALID',
      'UPLOAD_URL_INVALID',
      'REVIEW_NOT_ALLOWED',
      // Another seller's revenues, however oddly named.
      'FORBIDDEN',
    ]);
    expect(outcomes.filter(([, outcome]) => !allowed.has(outcome!))).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
