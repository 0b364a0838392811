import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ADMIN, PAID_USER, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { api, startStack } from './support/stack.js';
import { BLUE, screenPng, uploadScreen } from './support/library.js';

type Screen = { imageId: string; image: string; order: number; thumbnails: { width: number; url: string }[] };

// What cards and the app page carry. Thumbnails: made by the catalog's worker after the write,
// carried by the event into search's cards and the app page, and served content-addressed (no
// signature) with long-lived cache headers, while the screen itself stays behind a signed, private
// link. An app's description and release date, and its card's strip of screens.
describe('library cards: thumbnails, the app card strip, description and release date', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let admin: string;
  let paid: string;
  let appId: string;
  let screens: Screen[];
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-uploads-'));
  /** A file's answer, its body read (an unread body keeps the connection open). */
  const fetchFile = async (link: string) => {
    const res = await fetch(stack.url + link);
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    // A stack of its own: it reads a library of its own.
    stack = await startStack({
      env: { CATALOG_STORAGE_DIR: uploads, CATALOG_OCR_CONCURRENCY: '0', CATALOG_THUMBNAIL_INTERVAL_MS: '50' },
      services: ['catalog', 'search'],
    });
    [admin, paid] = await Promise.all([mintCallerToken(ADMIN), mintCallerToken(PAID_USER)]);
    const created = await api(stack.url, '/api/v2/apps', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        appName: '썸네일',
        appNameEn: 'Thumbs',
        type: 'MOBILE',
        categoryCodes: ['2'],
        mau: 1000,
        releasedAt: '2021-03-04',
        description: '화면을 모아 보는 앱이에요.',
        descriptionEn: 'An app that collects screens.',
      }),
    });
    expect(created.body.data).toMatchObject({ releasedAt: '2021-03-04', description: '화면을 모아 보는 앱이에요.', descriptionEn: 'An app that collects screens.' });
    appId = created.body.data.appId;
    const images = [
      await uploadScreen(stack.url, admin, 'screens/thumbs/big.png', await screenPng([[BLUE, 0.5]], 780, 1688)),
      await uploadScreen(stack.url, admin, 'screens/thumbs/small.png', await screenPng([[BLUE, 0.5]])),
    ];
    const added = await api(stack.url, `/api/v2/apps/${appId}/patterns`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        patterns: [
          { patternName: '홈', patternCode: '101', images: images.map((image) => ({ image })) },
          { patternName: '로그인', patternCode: '102', images: [{ image: images[1] }] },
        ],
      }),
    });
    // The write answers before any thumbnail exists.
    expect(added.status).toBe(201);
    expect(added.body.data.patterns[0].images.map((i: Screen) => i.thumbnails)).toEqual([[], []]);
    // Every index search keeps (screens, patterns, apps) has the thumbnails: each refreshes on its own.
    const hasThumbnails = (list?: { thumbnails: unknown[] }[]) => Boolean(list?.some((s) => s.thumbnails.length));
    screens = await waitFor(async () => {
      const data = (await api(stack.url, '/api/v2/apps/images?limit=10&patternCodes=101', { token: paid })).body.data as Screen[];
      const detail = (await api(stack.url, `/api/apps/${appId}`, { token: paid })).body.data;
      const card = ((await api(stack.url, '/api/v2/apps?type=MOBILE', { token: paid })).body.data as { appId: string; screens: Screen[] }[]).find((a) => a.appId === appId);
      const home = detail?.patterns?.find((p: { patternCode: string }) => p.patternCode === '101');
      const ready = data?.length === 2 && hasThumbnails(data) && hasThumbnails(home?.images) && hasThumbnails(card?.screens);
      return ready && data.sort((a, b) => a.order - b.order);
    }, 60_000);
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('puts WebP thumbnails narrower than the screen on its card, at unsigned content-addressed links', async () => {
    const [big, small] = screens;
    expect(big!.thumbnails.map((t) => t.width)).toEqual([240, 480]);
    expect(small!.thumbnails).toEqual([]);
    for (const t of big!.thumbnails) {
      expect(t.url).toMatch(/^\/uploads\/thumbs\/[0-9a-f]{40}-\d+\.webp$/);
      const file = await fetchFile(t.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(file.bytes).metadata()).width).toBe(t.width);
    }
    // The screen itself: still a signed link, cached privately.
    expect(big!.image).toMatch(/\?exp=\d+&sig=/);
    expect((await fetchFile(big!.image)).headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    expect((await fetchFile(big!.image.replace(/\?.*$/, ''))).status).toBe(403);
  });

  it('carries them on the app page and answers 404 for a thumbnail that does not exist', async () => {
    const detail = await api(stack.url, `/api/apps/${appId}`, { token: paid });
    const home = detail.body.data.patterns.find((p: { patternCode: string }) => p.patternCode === '101');
    expect(home.images.map((i: Screen) => i.thumbnails)).toEqual(screens.map((s) => s.thumbnails));
    expect((await fetchFile(`/uploads/thumbs/${'0'.repeat(40)}-240.webp`)).status).toBe(404);
  });

  it('gives app cards a strip of screens, the first of each pattern first, with their thumbnails', async () => {
    const [big, small] = screens;
    const card = (await api(stack.url, '/api/v2/apps?type=MOBILE', { token: paid })).body.data.find((a: { appId: string }) => a.appId === appId);
    const plain = (link: string) => link.replace(/\?.*$/, '');
    // 홈's first screen, 로그인's first screen, then 홈's second.
    expect(card.screens.map((s: { image: string }) => plain(s.image))).toEqual([big!, small!, small!].map((s) => plain(s.image)));
    expect(card.screens[0]).toMatchObject({ imageId: big!.imageId, thumbnails: big!.thumbnails });
    expect(card.screens[0].image).toMatch(/\?exp=\d+&sig=/);
  });

  it('carries the description and release date on cards and the app page, and an edit changes them', async () => {
    const described = { releasedAt: '2021-03-04', description: '화면을 모아 보는 앱이에요.', descriptionEn: 'An app that collects screens.' };
    expect((await api(stack.url, `/api/apps/${appId}`, { token: paid })).body.data).toMatchObject(described);
    const updated = await api(stack.url, `/api/v2/apps/${appId}`, { method: 'PUT', token: admin, body: JSON.stringify({ descriptionEn: 'Screens, collected.', releasedAt: '' }) });
    expect(updated.body.data).toMatchObject({ description: described.description, descriptionEn: 'Screens, collected.', releasedAt: null });
    const card = await waitFor(async () => {
      const found = (await api(stack.url, '/api/v2/apps?type=MOBILE', { token: paid })).body.data.find((a: { appId: string }) => a.appId === appId);
      return found?.descriptionEn === 'Screens, collected.' && found;
    });
    expect(card).toMatchObject({ description: described.description, releasedAt: '' });
    const tooLong = await api(stack.url, `/api/v2/apps/${appId}`, { method: 'PUT', token: admin, body: JSON.stringify({ description: 'x'.repeat(2001) }) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });
});
