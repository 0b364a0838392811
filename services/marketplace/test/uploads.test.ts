import { startMarket, type Market, type Person } from './support/market.js';

// Product uploads: signed slots in the seller's own folder, the signed PUT, and images (never paid files) for the gateway's links.
describe('marketplace uploads', () => {
  let m: Market;
  let seller: Person;

  beforeAll(async () => {
    m = await startMarket();
    seller = await m.person('SELLER');
  });
  afterAll(() => m?.stop());

  it('signs a slot under products/<seller>/<purpose>/ with a random name, and stores the bytes sent to it', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const slot = await m.upload(seller, 'THUMBNAIL', '내 표지 cover.PNG', png);
    expect(slot.key).toMatch(new RegExp(`^products/${seller.id}/thumbnails/cover-[0-9a-f]{32}\\.png$`));
    expect(slot).toMatchObject({ method: 'PUT', fileUrl: `/uploads/${slot.key}` });
    const image = await m.client.GetImage({ key: slot.key }, await m.as('visitor'));
    expect(image).toEqual({ data: png, contentType: 'image/png', fileName: slot.key.split('/').pop() });
  });

  it('never serves a paid file as an image, nor a key outside product images', async () => {
    const file = await m.upload(seller, 'FILE', 'bundle.zip');
    await expect(m.client.GetImage({ key: file.key }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'FILE_NOT_FOUND' });
    await expect(m.client.GetImage({ key: 'screens/toss/home.png' }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'FILE_NOT_FOUND' });
    await expect(m.client.GetImage({ key: `products/${seller.id}/thumbnails/missing.png` }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'FILE_NOT_FOUND' });
  });

  it('lets only sellers and admins upload; images must be images', async () => {
    const user = await m.person('USER');
    await expect(m.client.PresignUpload({ purpose: 'FILE', fileName: 'a.zip', contentType: '' }, await m.as(user))).rejects.toMatchObject({ errorCode: 'SELLER_REQUIRED' });
    await expect(m.client.PresignUpload({ purpose: 'FILE', fileName: 'a.zip', contentType: '' }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    await expect(m.client.PresignUpload({ purpose: 'THUMBNAIL', fileName: 'a.zip', contentType: '' }, await m.as(seller))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    await expect(m.client.PresignUpload({ purpose: 'AVATAR', fileName: 'a.png', contentType: '' }, await m.as(seller))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    const admin = await m.person('ADMIN');
    await expect(m.client.PresignUpload({ purpose: 'DETAIL', fileName: 'd.webp', contentType: 'image/webp' }, await m.as(admin))).resolves.toMatchObject({
      key: expect.stringMatching(new RegExp(`^products/${admin.id}/details/d-[0-9a-f]{32}\\.webp$`)),
    });
  });

  it('refuses a PUT with a wrong signature or to a key outside products/ (UPLOAD_URL_INVALID) and stores nothing', async () => {
    const slot = await m.client.PresignUpload({ purpose: 'FILE', fileName: 'x.pdf', contentType: '' }, await m.as(seller));
    const url = new URL(slot.uploadUrl, 'http://gateway');
    const put = async (key: string, signature: string) =>
      m.client.PutFile({ key, expires: url.searchParams.get('expires')!, signature, data: Buffer.from('x'), contentType: '' }, await m.as('visitor'));
    await expect(put(slot.key, '0'.repeat(64))).rejects.toMatchObject({ errorCode: 'UPLOAD_URL_INVALID' });
    await expect(put('screens/x.png', url.searchParams.get('signature')!)).rejects.toMatchObject({ errorCode: 'UPLOAD_URL_INVALID' });
    expect(await m.service.storage.size(slot.key)).toBeUndefined();
    await expect(put(slot.key, url.searchParams.get('signature')!)).resolves.toEqual({ key: slot.key, size: 1 });
    expect(await m.service.storage.size(slot.key)).toBe(1);
  });
});
