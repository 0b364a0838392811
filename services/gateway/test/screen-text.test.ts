import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN, FREE_USER, PAID_USER, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { api, startStack } from './support/stack.js';
import { BLUE, screenPng, textScreenPng, uploadScreen } from './support/library.js';

// The text inside screens: read by the catalog's OCR worker (Tesseract) after the write, sent in
// the catalog.app event, indexed by search (Hangul bigrams, Latin words) and found by keyword.
describe('searching the text inside screens (OCR, real Tesseract and Elasticsearch)', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let admin: string;
  let paid: string;
  let free: string;
  let appId: string;
  const screens: Record<'pay' | 'signIn' | 'plain', string> = { pay: '', signIn: '', plain: '' };
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-uploads-'));
  const get = async (p: string, token: string) => {
    const res = await api(stack.url, p, { token });
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { imageId?: string; appId: string }[];
  };
  const screensFor = async (keyword: string, token = paid) =>
    (await get(`/api/v2/apps/images?limit=100&keyword=${encodeURIComponent(keyword)}`, token)).map((s) => s.imageId);

  beforeAll(async () => {
    // A stack of its own: it runs OCR on its own schedule.
    stack = await startStack({ env: { CATALOG_STORAGE_DIR: uploads, CATALOG_OCR_INTERVAL_MS: '50' }, services: ['catalog', 'search'] });
    [admin, paid, free] = await Promise.all([mintCallerToken(ADMIN), mintCallerToken(PAID_USER), mintCallerToken(FREE_USER)]);
    const created = await api(stack.url, '/api/v2/apps', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ appName: '루멘', appNameEn: 'Lumen', type: 'MOBILE', categoryCodes: ['2'], mau: 1_000_000 }),
    });
    expect(created.status).toBe(201);
    appId = created.body.data.appId;
    const images = [
      await uploadScreen(stack.url, admin, 'screens/lumen/pay.png', await textScreenPng('주문 내역', '결제하기')),
      await uploadScreen(stack.url, admin, 'screens/lumen/sign-in.png', await textScreenPng('Welcome back', 'Sign in with Apple')),
      await uploadScreen(stack.url, admin, 'screens/lumen/plain.png', await screenPng([[BLUE, 1]])),
    ];
    const added = await api(stack.url, `/api/v2/apps/${appId}/patterns`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ patterns: [{ patternName: '결제', patternCode: '125', images: images.map((image) => ({ image })) }] }),
    });
    // The admin's write answers before any screen is read: OCR runs in the background.
    expect(added.status).toBe(201);
    const all = await waitFor(async () => {
      const data = (await get('/api/v2/apps/images?limit=100', paid)) as { imageId: string; order: number }[];
      return data.length === 3 && data;
    });
    [screens.pay, screens.signIn, screens.plain] = all.sort((a, b) => a.order - b.order).map((s) => s.imageId);
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('finds exactly the screen with a Korean word, inside longer words too', async () => {
    expect(await waitFor(async () => (await screensFor('결제하기')).length === 1 && screensFor('결제하기'), 60_000)).toEqual([screens.pay]);
    expect(await screensFor('결제')).toEqual([screens.pay]);
    expect(await screensFor('주문 내역')).toEqual([screens.pay]);
  });

  it('finds exactly the screen with English words, whatever their case', async () => {
    expect(await waitFor(async () => (await screensFor('Sign in with')).length === 1 && screensFor('Sign in with'), 60_000)).toEqual([screens.signIn]);
    expect(await screensFor('SIGN IN')).toEqual([screens.signIn]);
    expect(await screensFor('결제 sign')).toEqual([]);
    expect(await screensFor('nowhere')).toEqual([]);
  });

  it('finds the app by the text of its screens, and pattern strips by it', async () => {
    await waitFor(async () => (await screensFor('결제하기')).length === 1 && (await screensFor('Sign in with')).length === 1, 60_000);
    // The apps index takes each screen's text in the same event as the screens index, but shows it
    // after its own refresh: each word is waited for (one screen's text can be there before the other's).
    const apps = (keyword: string) => get(`/api/v2/apps/search?keyword=${encodeURIComponent(keyword)}`, paid);
    for (const words of ['결제하기', 'sign in with']) {
      await waitFor(async () => (await apps(words)).length === 1);
      expect((await apps(words)).map((a) => a.appId)).toEqual([appId]);
    }
    expect(await get(`/api/v2/apps/search?keyword=${encodeURIComponent('결제하기')}&exact=true`, paid)).toEqual([]);
    expect((await get(`/api/v2/apps/patterns?keyword=${encodeURIComponent('결제')}`, paid)).map((p) => p.appId)).toEqual([appId]);
  });

  it('answers bad keywords with a 400 and keeps the free tier to the newest apps', async () => {
    const bad = await api(stack.url, `/api/v2/apps/images?keyword=${'x'.repeat(101)}`, { token: paid });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    await waitFor(async () => (await screensFor('결제하기')).length === 1, 60_000);
    expect(await screensFor('결제하기', free)).toEqual([screens.pay]);
    // Three newer apps push Lumen out of the free window: its text is no longer found for a free caller.
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      const created = await api(stack.url, '/api/v2/apps', {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ appName: name, appNameEn: name, type: 'MOBILE', categoryCodes: ['2'], mau: 10 }),
      });
      expect(created.status).toBe(201);
    }
    await waitFor(async () => (await screensFor('결제하기', free)).length === 0, 60_000);
    expect(await get(`/api/v2/apps/search?keyword=${encodeURIComponent('결제하기')}`, free)).toEqual([]);
    // The wall tells what the text matches beyond the window: the app whose screen shows it, and its screens.
    const walled = await api(stack.url, `/api/v2/apps/search?keyword=${encodeURIComponent('결제하기')}`, { token: free });
    expect(walled.body.locked).toMatchObject({ apps: 1, screens: 3 });
    expect(walled.body.locked.previews).toHaveLength(3);
    const walledScreens = await api(stack.url, `/api/v2/apps/images?keyword=${encodeURIComponent('결제하기')}`, { token: free });
    expect(walledScreens.body.locked).toMatchObject({ apps: 1, screens: 1 });
    expect(await screensFor('결제하기')).toEqual([screens.pay]);
  });
});
