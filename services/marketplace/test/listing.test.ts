import { startMarket, type Market, type Person } from './support/market.js';

// Listings: tabs and kinds, codes, Korean and English keywords, the four orders, paging; drafts and retired products never listed.
describe('marketplace listings', () => {
  let m: Market;
  let seller: Person;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    m = await startMarket();
    seller = await m.person('SELLER');
    const make = async (name: string, overrides: Parameters<Market['templateInput']>[1]) => {
      const p = await m.client.CreateProduct(await m.templateInput(seller, overrides), await m.as(seller));
      ids[name] = p.id;
    };
    // Created in this order, so "latest" is the reverse.
    await make('uiKit', { title: '모바일 뱅킹 UI 키트', description: 'Banking app screens for iOS and Android', productCode: 'UI_KIT', amount: 40000 });
    await make('landing', { title: 'SaaS landing page', description: '스타트업을 위한 랜딩 페이지 템플릿', productCode: 'LANDING_PAGE', amount: 10000 });
    await make('ebook', { type: 'EBOOK', title: 'UX writing handbook', description: 'UX 라이팅 가이드 전자책', productCode: 'EBOOK_UX_WRITING', amount: 15000, discountAmount: 10000 });
    await make('draft', { title: 'Secret banking kit', productCode: 'UI_KIT', useFlag: false });
    await make('ended', { title: 'Old banking dashboard', productCode: 'DASHBOARD', amount: 1000, endFlag: true });
    await make('retired', { title: 'Retired banking kit', productCode: 'UI_KIT' });
    await m.client.DeleteProduct({ id: ids.retired! }, await m.as(seller)); // erased (no orders)
    const thumb = await m.upload(seller, 'THUMBNAIL', 'w.png');
    const w = await m.client.CreateProduct(
      {
        type: 'WORKSHOP',
        title: 'UX research workshop',
        description: '사용자 인터뷰 워크숍',
        amount: 90000,
        productCode: 'WORKSHOP_UX_RESEARCH',
        thumbnailImgUrls: [thumb.fileUrl],
        maxPersonCnt: 10,
        startsAt: '2099-05-01T10:00:00+09:00',
        useFlag: true,
      },
      await m.as(seller),
    );
    ids.workshop = w.id;
    // Popularity and ratings, as orders and reviews leave them.
    await m.service.pool.query('UPDATE products SET order_count = 7, review_count = 2, star_sum = 6 WHERE id = $1', [ids.landing]);
    await m.service.pool.query('UPDATE products SET order_count = 3, review_count = 1, star_sum = 5 WHERE id = $1', [ids.ebook]);
  });
  afterAll(() => m?.stop());

  const list = async (request: Partial<Parameters<Market['client']['ListProducts']>[0]>) =>
    (await m.client.ListProducts({ productType: '', type: '', productCodes: [], sortField: '', limit: 0, offset: 0, keyword: '', ...request }, await m.as('visitor')))
      .products.map((p) => p.id);

  it('lists the TEMPLATE tab by default, newest first, with ended products (not buyable) and without drafts', async () => {
    expect(await list({})).toEqual([ids.ended, ids.ebook, ids.landing, ids.uiKit]);
    const { products } = await m.client.ListProducts({ productType: 'TEMPLATE' }, await m.as('visitor'));
    expect(products.find((p) => p.id === ids.ended)).toMatchObject({ endFlag: true, availablePaymentFlag: false });
  });

  it('lists the CLASS tab and a kind', async () => {
    expect(await list({ productType: 'CLASS' })).toEqual([ids.workshop]);
    expect(await list({ type: 'EBOOK' })).toEqual([ids.ebook]);
    await expect(m.client.ListProducts({ productType: 'CLASS', type: 'EBOOK' }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('filters by topic codes, and by a kind code standing for its topics', async () => {
    expect(await list({ productCodes: ['UI_KIT', 'LANDING_PAGE'] })).toEqual([ids.landing, ids.uiKit]);
    expect(await list({ productCodes: ['EBOOK'] })).toEqual([ids.ebook]);
    await expect(m.client.ListProducts({ productCodes: ['NOPE'] }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('matches keywords in Korean and English, in titles and descriptions, every word', async () => {
    expect(await list({ keyword: '뱅킹' })).toEqual([ids.uiKit]);
    expect(await list({ keyword: 'banking' })).toEqual([ids.ended, ids.uiKit]);
    expect(await list({ keyword: '랜딩' })).toEqual([ids.landing]);
    expect(await list({ keyword: 'ux 가이드' })).toEqual([ids.ebook]);
    expect(await list({ keyword: '워크숍', productType: 'CLASS' })).toEqual([ids.workshop]);
    expect(await list({ keyword: '100%_' })).toEqual([]);
  });

  it('sorts by popularity, rating and price', async () => {
    expect((await list({ sortField: 'popular' })).slice(0, 2)).toEqual([ids.landing, ids.ebook]);
    expect((await list({ sortField: 'rating' })).slice(0, 2)).toEqual([ids.ebook, ids.landing]);
    expect(await list({ sortField: 'price' })).toEqual([ids.ended, ids.ebook, ids.landing, ids.uiKit]);
    await expect(m.client.ListProducts({ sortField: 'cheapest' }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('pages with limit ≤ 100 and offset, and counts the whole result', async () => {
    const first = await m.client.ListProducts({ limit: 2, offset: 0 }, await m.as('visitor'));
    const second = await m.client.ListProducts({ limit: 2, offset: 2 }, await m.as('visitor'));
    expect(first.total).toBe(4);
    expect([...first.products, ...second.products].map((p) => p.id)).toEqual([ids.ended, ids.ebook, ids.landing, ids.uiKit]);
    await expect(m.client.ListProducts({ limit: 101 }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    await expect(m.client.ListProducts({ offset: -1 }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('finds a product only in its own tab or kind when GetProduct names one', async () => {
    await expect(m.client.GetProduct({ id: ids.workshop!, type: 'CLASS' }, await m.as('visitor'))).resolves.toMatchObject({ id: ids.workshop });
    await expect(m.client.GetProduct({ id: ids.workshop!, type: 'WORKSHOP' }, await m.as('visitor'))).resolves.toMatchObject({ id: ids.workshop });
    await expect(m.client.GetProduct({ id: ids.workshop!, type: 'TEMPLATE' }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'PRODUCT_NOT_FOUND' });
  });
});
