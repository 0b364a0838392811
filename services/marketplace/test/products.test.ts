import { startMarket, type Market, type Person } from './support/market.js';

// Products against the real Postgres over gRPC: create, read, list, change and delete, and who may.
describe('marketplace products', () => {
  let m: Market;
  let seller: Person;
  let otherSeller: Person;
  let admin: Person;
  let buyer: Person;

  beforeAll(async () => {
    m = await startMarket();
    seller = await m.person('SELLER', { name: '김판매' });
    otherSeller = await m.person('SELLER');
    admin = await m.person('ADMIN');
    buyer = await m.person('USER', { paid: true });
  });
  afterAll(() => m?.stop());

  it('creates a template with a discount rate, derives the amount, and shows it with its seller and file', async () => {
    const input = await m.templateInput(seller, { amount: 30000, discountRate: 20 });
    const created = await m.client.CreateProduct(input, await m.as(seller));
    expect(created).toMatchObject({
      productType: 'TEMPLATE',
      type: 'TEMPLATE',
      title: 'Finance dashboard UI kit',
      amount: 30000,
      discountAmount: 6000,
      discountRate: 20,
      price: 24000,
      productCode: 'DASHBOARD',
      productCodeName: '대시보드',
      productCodeNameEn: 'Dashboard',
      fileCnt: 1,
      pageCnt: 12,
      useFlag: true,
      endFlag: false,
      availablePaymentFlag: true,
      averageStarRate: 0,
      reviewCount: 0,
      deleted: false,
      user: { id: seller.id, name: '김판매', nickname: '김판매 nick', referralId: seller.referralId, role: 'SELLER' },
    });
    expect(created.thumbnailImgUrls).toEqual([
      expect.stringMatching(new RegExp(`^/uploads/products/${seller.id}/thumbnails/cover-[0-9a-f]{32}\\.png$`)),
    ]);

    const seen = await m.client.GetProduct({ id: created.id, type: '' }, await m.as('visitor'));
    expect(seen).toMatchObject({ id: created.id, price: 24000, user: { id: seller.id } });
    const files = await m.client.ListFiles({ id: created.id }, await m.as(buyer));
    expect(files).toEqual({
      files: [{ sort: 1, name: 'kit.fig', size: Buffer.byteLength('bytes of kit.fig'), contentType: 'application/octet-stream' }],
      orderId: '',
      downloadable: false,
    });
  });

  it.each([
    ['a plain user', () => buyer, 'SELLER_REQUIRED'],
    ['a visitor', () => 'visitor' as const, 'UNAUTHENTICATED'],
  ])('refuses a product from %s', async (_who, who, errorCode) => {
    const input = await m.templateInput(seller);
    await expect(m.client.CreateProduct(input, await m.as(who()))).rejects.toMatchObject({ errorCode });
  });

  it.each([
    ['an inconsistent discount', { discountAmount: 5000, discountRate: 50 }, 'discount'],
    ['a discount above the price', { discountAmount: 40000 }, 'discount'],
    ['a code of another kind', { productCode: 'WORKSHOP_FIGMA' }, 'code'],
    ['an unknown code', { productCode: 'NOPE' }, 'code'],
    ['an unknown kind', { type: 'COURSE' }, 'type'],
    [
      'a workshop without seats',
      { type: 'WORKSHOP', productCode: 'WORKSHOP_FIGMA', maxPersonCnt: 0, startsAt: '2099-01-01T10:00:00+09:00' },
      'seats',
    ],
    [
      'a workshop in the past',
      { type: 'WORKSHOP', productCode: 'WORKSHOP_FIGMA', maxPersonCnt: 5, startsAt: '2020-01-01T10:00:00+09:00' },
      'startsAt',
    ],
    ['a negative price', { amount: -1 }, 'amount'],
  ])('refuses %s with PRODUCT_INVALID and stores nothing', async (_what, overrides, variant) => {
    const before = await m.client.ListSellerProducts({ sellerUserId: '', productType: '' }, await m.as(seller));
    const input = await m.templateInput(seller, overrides);
    const refusal = m.client.CreateProduct(input, await m.as(seller));
    await expect(refusal).rejects.toMatchObject({ errorCode: 'PRODUCT_INVALID', choice: { variant } });
    const after = await m.client.ListSellerProducts({ sellerUserId: '', productType: '' }, await m.as(seller));
    expect(after.total).toBe(before.total);
  });

  it("refuses another seller's uploads and keys that were never uploaded", async () => {
    const theirs = await m.upload(otherSeller, 'FILE', 'theirs.zip');
    const input = await m.templateInput(seller);
    await expect(
      m.client.CreateProduct({ ...input, files: [{ key: theirs.key, name: 'x.zip' }] }, await m.as(seller)),
    ).rejects.toMatchObject({
      errorCode: 'PRODUCT_INVALID',
      choice: { variant: 'file' },
    });
    const ghost = `products/${seller.id}/files/ghost-00000000000000000000000000000000.zip`;
    await expect(
      m.client.CreateProduct({ ...input, files: [{ key: ghost, name: 'g.zip' }] }, await m.as(seller)),
    ).rejects.toMatchObject({
      errorCode: 'PRODUCT_INVALID',
      choice: { variant: 'file' },
    });
  });

  it('keeps drafts to their seller and admins; others get PRODUCT_NOT_FOUND', async () => {
    const draft = await m.client.CreateProduct(
      await m.templateInput(seller, { useFlag: false, title: 'Draft kit' }),
      await m.as(seller),
    );
    await expect(m.client.GetProduct({ id: draft.id, type: '' }, await m.as(buyer))).rejects.toMatchObject({
      errorCode: 'PRODUCT_NOT_FOUND',
    });
    await expect(m.client.GetProduct({ id: draft.id, type: '' }, await m.as(otherSeller))).rejects.toMatchObject({
      errorCode: 'PRODUCT_NOT_FOUND',
    });
    await expect(m.client.GetProduct({ id: draft.id, type: '' }, await m.as(seller))).resolves.toMatchObject({
      id: draft.id,
      useFlag: false,
      availablePaymentFlag: false,
    });
    await expect(m.client.GetProduct({ id: draft.id, type: '' }, await m.as(admin))).resolves.toMatchObject({ id: draft.id });
    await expect(m.client.GetProduct({ id: 'not-a-uuid', type: '' }, await m.as(admin))).rejects.toMatchObject({
      errorCode: 'PRODUCT_NOT_FOUND',
    });

    const mine = await m.client.ListSellerProducts({ sellerUserId: seller.id, productType: '' }, await m.as(seller));
    const public_ = await m.client.ListSellerProducts({ sellerUserId: seller.id, productType: '' }, await m.as(buyer));
    expect(mine.products.map((p) => p.id)).toContain(draft.id);
    expect(public_.products.map((p) => p.id)).not.toContain(draft.id);
    expect(public_.products.every((p) => p.useFlag)).toBe(true);
  });

  it('lets the seller and an admin change a product partially; another seller gets NOT_PRODUCT_OWNER', async () => {
    const p = await m.client.CreateProduct(await m.templateInput(seller, { amount: 20000 }), await m.as(seller));
    const changed = await m.client.UpdateProduct(
      { id: p.id, product: { title: 'Renamed kit', discountRate: 10 }, fields: ['title', 'discountRate'] },
      await m.as(seller),
    );
    expect(changed).toMatchObject({
      title: 'Renamed kit',
      amount: 20000,
      discountAmount: 2000,
      discountRate: 10,
      price: 18000,
      fileCnt: 1,
      description: p.description,
    });
    await expect(
      m.client.UpdateProduct({ id: p.id, product: { title: 'Hijacked' }, fields: ['title'] }, await m.as(otherSeller)),
    ).rejects.toMatchObject({
      errorCode: 'NOT_PRODUCT_OWNER',
    });
    await expect(
      m.client.UpdateProduct({ id: p.id, product: { endFlag: true }, fields: ['endFlag'] }, await m.as(admin)),
    ).resolves.toMatchObject({
      endFlag: true,
      availablePaymentFlag: false,
      title: 'Renamed kit',
    });
    await expect(
      m.client.UpdateProduct({ id: p.id, product: { title: 'x' }, fields: ['price'] }, await m.as(seller)),
    ).rejects.toMatchObject({
      errorCode: 'PRODUCT_INVALID',
      choice: { variant: 'fields' },
    });
    const after = await m.client.GetProduct({ id: p.id, type: '' }, await m.as(seller));
    expect(after.title).toBe('Renamed kit');
  });

  it('never lets a workshop drop below the seats already taken', async () => {
    const thumb = await m.upload(seller, 'THUMBNAIL', 'class.jpg');
    const workshop = await m.client.CreateProduct(
      {
        type: 'WORKSHOP',
        title: 'Figma auto layout workshop',
        description: '피그마 오토 레이아웃 실습',
        amount: 50000,
        productCode: 'WORKSHOP_FIGMA',
        thumbnailImgUrls: [thumb.fileUrl],
        maxPersonCnt: 5,
        startsAt: '2099-03-01T19:00:00+09:00',
        useFlag: true,
      },
      await m.as(seller),
    );
    expect(workshop).toMatchObject({
      productType: 'CLASS',
      type: 'WORKSHOP',
      maxPersonCnt: 5,
      seatsLeft: 5,
      startsAt: '2099-03-01T10:00:00.000Z',
    });
    await m.service.pool.query('UPDATE products SET seats_taken = 3 WHERE id = $1', [workshop.id]);
    await expect(
      m.client.UpdateProduct({ id: workshop.id, product: { maxPersonCnt: 2 }, fields: ['maxPersonCnt'] }, await m.as(seller)),
    ).rejects.toMatchObject({
      errorCode: 'PRODUCT_INVALID',
      choice: { variant: 'seatsTaken', params: { taken: 3 } },
    });
    await expect(
      m.client.UpdateProduct({ id: workshop.id, product: { maxPersonCnt: 3 }, fields: ['maxPersonCnt'] }, await m.as(seller)),
    ).resolves.toMatchObject({
      maxPersonCnt: 3,
      seatsLeft: 0,
      availablePaymentFlag: false,
    });
  });

  it('keeps the seats at or above the seats taken while seats are claimed and seat counts change at once', async () => {
    const thumb = await m.upload(seller, 'THUMBNAIL', 'race.png');
    const workshop = await m.client.CreateProduct(
      {
        type: 'WORKSHOP',
        title: 'Race workshop',
        amount: 10000,
        productCode: 'WORKSHOP_PROTOTYPING',
        thumbnailImgUrls: [thumb.fileUrl],
        maxPersonCnt: 10,
        startsAt: '2099-03-01T19:00:00+09:00',
        useFlag: true,
      },
      await m.as(seller),
    );
    // The seat claim the orders part runs before charging (one statement, never past the seats).
    const claim = () =>
      m.service.pool
        .query(
          'UPDATE products SET seats_taken = seats_taken + 1 WHERE id = $1 AND (max_person_cnt = 0 OR seats_taken < max_person_cnt)',
          [workshop.id],
        )
        .then((r) => r.rowCount);
    const token = await m.as(seller);
    const resize = (maxPersonCnt: number) =>
      m.client.UpdateProduct({ id: workshop.id, product: { maxPersonCnt }, fields: ['maxPersonCnt'] }, token);
    const results = await Promise.allSettled([...Array.from({ length: 12 }, claim), resize(3), resize(6), resize(8), resize(10)]);
    const claimed = results.slice(0, 12).reduce((n, r) => n + (r.status === 'fulfilled' ? (r.value as number) : 0), 0);
    const refusals = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({ errorCode: 'PRODUCT_INVALID', choice: { variant: 'seatsTaken' } });
    const { rows } = await m.service.pool.query<{ seats_taken: number; max_person_cnt: number }>(
      'SELECT seats_taken, max_person_cnt FROM products WHERE id = $1',
      [workshop.id],
    );
    expect(rows[0]!.seats_taken).toBe(claimed);
    expect(rows[0]!.seats_taken).toBeLessThanOrEqual(rows[0]!.max_person_cnt);
  });

  it('erases a product nobody ordered and retires one with orders', async () => {
    const lonely = await m.client.CreateProduct(await m.templateInput(seller), await m.as(seller));
    await expect(m.client.DeleteProduct({ id: lonely.id }, await m.as(otherSeller))).rejects.toMatchObject({
      errorCode: 'NOT_PRODUCT_OWNER',
    });
    await expect(m.client.DeleteProduct({ id: lonely.id }, await m.as(seller))).resolves.toEqual({ id: lonely.id, erased: true });
    await expect(m.client.GetProduct({ id: lonely.id, type: '' }, await m.as(seller))).rejects.toMatchObject({
      errorCode: 'PRODUCT_NOT_FOUND',
    });

    const sold = await m.client.CreateProduct(await m.templateInput(seller), await m.as(seller));
    await m.paidOrder(sold.id, buyer);
    await expect(m.client.DeleteProduct({ id: sold.id }, await m.as(admin))).resolves.toEqual({ id: sold.id, erased: false });
    await expect(m.client.GetProduct({ id: sold.id, type: '' }, await m.as(otherSeller))).rejects.toMatchObject({
      errorCode: 'PRODUCT_NOT_FOUND',
    });
    await expect(m.client.GetProduct({ id: sold.id, type: '' }, await m.as(buyer))).resolves.toMatchObject({
      deleted: true,
      useFlag: false,
      availablePaymentFlag: false,
    });
    await expect(m.client.DeleteProduct({ id: sold.id }, await m.as(seller))).rejects.toMatchObject({
      errorCode: 'PRODUCT_NOT_FOUND',
    });
  });

  it('answers the code tree: kinds with their topics in Korean and English', async () => {
    const { codes } = await m.client.ListProductCodes({}, await m.as('visitor'));
    expect(codes.map((c) => c.code)).toEqual(['TEMPLATE', 'PORTFOLIO', 'EBOOK', 'WORKSHOP']);
    expect(codes.find((c) => c.code === 'WORKSHOP')!.children).toEqual(
      expect.arrayContaining([
        { code: 'WORKSHOP_FIGMA', name: '피그마 워크숍', nameEn: 'Figma workshop', parentCode: 'WORKSHOP', children: [], count: expect.any(Number) },
      ]),
    );
  });
});
