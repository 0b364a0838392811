import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN, PAID_USER, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { upsertUser } from '@screenshelf/marketplace/store.js';
import { api, startStack } from './support/stack.js';
import { BLUE, RED, screenPng, seedLibrary, uploadScreen } from './support/library.js';

type Citation = { type: string; id: string; title: string; appId: string };
type Answer = { answer: string; citations: Citation[]; conversationId: string; lang: string; locked: number; answeredBy: string };

const HANGUL = /\p{Script=Hangul}/u;

/**
 * The assistant answers the question asked (issue 28), through the gateway with the composer: it
 * decides the kind of question and answers each its own way — screens first, under the codes the
 * question names; products only when asked, in their own block; two apps side by side; membership
 * from the plans; nothing for nonsense; follow-ups read with the turn before; English answers
 * without a Korean word.
 */
describe('GET /api/v2/chatbot: each kind of question answered its own way', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let paid: string;
  let apps: Record<string, string>;
  /** The checkout screens (pattern 125) that have a bottom sheet (component 230). */
  let checkoutWithSheet: string[];
  let checkoutScreens: string[];
  let productId: string;
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-kinds-'));
  const ask = async (q: string, token?: string, extra = '') => {
    const res = await api(stack.url, `/api/v2/chatbot?q=${encodeURIComponent(q)}${extra}`, { token });
    expect(res.status).toBe(200);
    return res.body.data as Answer;
  };

  beforeAll(async () => {
    stack = await startStack({ env: { CATALOG_STORAGE_DIR: uploads } });
    const seeded = await seedLibrary(stack.url);
    apps = seeded.apps;
    const admin = await mintCallerToken(ADMIN);
    paid = await mintCallerToken(PAID_USER);
    // Two shops whose checkouts differ: only some have a bottom sheet.
    const shops = [
      { key: 'paybox', appName: '페이박스', appNameEn: 'Paybox', screens: [['230', '177'], ['177']] },
      { key: 'shopline', appName: '샵라인', appNameEn: 'Shopline', screens: [['230']] },
    ];
    for (const shop of shops) {
      const created = await api(stack.url, '/api/v2/apps', {
        method: 'POST',
        token: admin,
        body: JSON.stringify({
          appName: shop.appName,
          appNameEn: shop.appNameEn,
          type: 'MOBILE',
          categoryCodes: ['2'],
          mau: 1_000_000,
        }),
      });
      expect(created.status).toBe(201);
      apps[shop.key] = created.body.data.appId;
      const images = [];
      for (const [i, componentCodes] of shop.screens.entries()) {
        images.push({
          image: await uploadScreen(stack.url, admin, `screens/${shop.key}/125-${i}.png`, await screenPng([[i ? RED : BLUE, 1]])),
          componentCodes,
        });
      }
      const added = await api(stack.url, `/api/v2/apps/${apps[shop.key]}/patterns`, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ patterns: [{ patternName: '결제', patternCode: '125', images }] }),
      });
      expect(added.status).toBe(201);
    }
    const checkout = await waitFor(async () => {
      const res = await api(stack.url, '/api/v2/apps/images?patternCodes=125&limit=50', { token: paid });
      return res.body.data?.length === 3 && (res.body.data as { imageId: string; componentCodes: string[] }[]);
    }, 60_000);
    checkoutScreens = checkout.map((s) => s.imageId);
    checkoutWithSheet = checkout.filter((s) => s.componentCodes.includes('230')).map((s) => s.imageId);
    expect(checkoutWithSheet).toHaveLength(2);

    // A marketplace e-book with a bilingual blurb.
    const sellerId = randomUUID();
    await upsertUser(stack.marketplace.pool, {
      id: sellerId,
      email: `s-${sellerId.slice(0, 8)}@example.com`,
      name: 'Seller',
      nickname: 'seller',
      image: '',
      referralId: `ref${sellerId.slice(0, 8)}`,
      emailVerified: true,
      role: 'SELLER',
    });
    const seller = await mintCallerToken({ userId: sellerId, role: 'SELLER', plan: 'STARTER', paid: false });
    const slot = await api(stack.url, '/api/v2/products/uploads', {
      method: 'POST',
      token: seller,
      body: JSON.stringify({ purpose: 'FILE', fileName: 'book.pdf', contentType: 'application/pdf' }),
    });
    await fetch(stack.url + slot.body.data.uploadUrl, {
      method: 'PUT',
      body: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
      headers: { 'content-type': 'application/pdf' },
    });
    const created = await api(stack.url, '/api/v2/products', {
      method: 'POST',
      token: seller,
      body: JSON.stringify({
        type: 'EBOOK',
        productCode: 'EBOOK_UX_WRITING',
        title: 'UX 라이팅 핸드북 — The UX writing handbook',
        description:
          '버튼 문구와 오류 메시지를 다듬는 UX 라이팅 전자책입니다.\n\nAn e-book on UX writing: button labels, error messages and empty states, with before-and-after examples from real apps.',
        amount: 12_000,
        pageCnt: 40,
        files: [{ key: slot.body.data.key, name: 'book.pdf' }],
        useFlag: true,
      }),
    });
    expect(created.status).toBe(201);
    productId = created.body.data.id;
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('cites only screens that have every code the question names, screens first, no products', async () => {
    for (const q of ['checkout with a bottom sheet', '결제 화면 바텀시트']) {
      const answer = await ask(q, paid);
      expect(answer.citations.map((c) => c.type)).toEqual(checkoutWithSheet.map(() => 'IMAGE'));
      expect(answer.citations.map((c) => c.id).sort()).toEqual([...checkoutWithSheet].sort());
    }
    const en = await ask('checkout with a bottom sheet', paid);
    expect(en).toMatchObject({ lang: 'en', answeredBy: 'composer' });
    expect(en.answer.split('\n')[0]).toBe('Screens for Checkout · Bottom sheet:');
    // Checkouts alone: every checkout screen.
    expect((await ask('checkout screens', paid)).citations.map((c) => c.id).sort()).toEqual([...checkoutScreens].sort());
  });

  it('answers with marketplace products only when asked for them, in their own block, in the question’s language', async () => {
    const answer = await waitFor(
      async () => {
        const a = await ask('any e-books about UX writing?', paid);
        return a.citations.some((c) => c.type === 'PRODUCT' && c.id === productId) && a;
      },
      60_000,
      1000,
    );
    expect(answer.citations.every((c) => c.type === 'PRODUCT')).toBe(true);
    expect(answer.answer).toContain('Marketplace products:');
    // The English half of the blurb, never the Korean one, never cut before it.
    expect(answer.answer).toContain('The UX writing handbook — An e-book on UX writing');
    expect(answer.citations.find((c) => c.id === productId)!.title).toBe('The UX writing handbook');
    expect(answer.answer).not.toMatch(HANGUL);
    const ko = await ask('UX 라이팅 전자책 있어?', paid);
    expect(ko.citations.some((c) => c.type === 'PRODUCT' && c.id === productId)).toBe(true);
    expect(ko.answer).toContain('마켓플레이스 상품:');
    // A question about screens cites no product.
    for (const q of ['show me login screens', '로그인 화면 보여줘'])
      expect((await ask(q, paid)).citations.every((c) => c.type === 'IMAGE')).toBe(true);
  });

  it('compares two named apps pattern by pattern, citing screens of both', async () => {
    for (const [q, first] of [
      ['compare Toss and KakaoBank', 'Toss and KakaoBank, pattern by pattern:'],
      ['토스와 카카오뱅크 비교해줘', '토스와(과) 카카오뱅크를 패턴별로 나란히 비교했습니다.'],
    ]) {
      const answer = await ask(q!, paid);
      expect(answer.answer.split('\n')[0]).toBe(first);
      expect(answer.citations.every((c) => c.type === 'IMAGE')).toBe(true);
      expect(new Set(answer.citations.map((c) => c.appId))).toEqual(new Set([apps.toss, apps.kakaobank]));
    }
  });

  it('answers membership questions from the plans, with the actual prices and the free tier’s rule, citing nothing', async () => {
    const { plans } = (await api(stack.url, '/api/v2/users/memberships/plans')).body.data as {
      plans: { plan: string; monthlyPrice: number }[];
    };
    const pro = plans.find((p) => p.plan === 'PERSONAL_PRO')!;
    const en = await ask('how much is a membership?');
    expect(en.citations).toEqual([]);
    expect(en.answer).toContain(`₩${Number(pro.monthlyPrice).toLocaleString('en-US')} a month`);
    expect(en.answer).toContain('The latest 3 apps and 3 websites');
    expect(en.answer).not.toMatch(HANGUL);
    const ko = await ask('멤버십 가격이 얼마예요?');
    expect(ko.citations).toEqual([]);
    expect(ko.answer).toContain(`월 ${Number(pro.monthlyPrice).toLocaleString('ko-KR')}원`);
    expect(ko.answer).toContain('최신 앱 3개와 웹사이트 3개');
  });

  it('answers nonsense and out-of-scope questions honestly: nothing found, no citations, no upsell', async () => {
    for (const q of ['blorfendash quantum zibble', 'what is the weather in Seoul tomorrow?', '오늘 점심 메뉴 추천해줘']) {
      const answer = await ask(q);
      expect(answer.citations).toEqual([]);
      expect(answer.locked).toBe(0);
      expect(answer.answer).not.toMatch(/membership|멤버십/i);
    }
    expect((await ask('blorfendash quantum zibble')).answer).toMatch(
      /^I found nothing for “blorfendash quantum zibble” in the library\./,
    );
  });

  it('answers how-to questions with help, citing nothing', async () => {
    const answer = await ask('how do I export screens to Figma?');
    expect(answer.citations).toEqual([]);
    expect(answer.answer).toContain('plugin');
  });

  it('writes English answers without a Korean word: code and app names in English, screens’ Korean text left out', async () => {
    for (const q of [
      'checkout with a bottom sheet',
      'compare Toss and KakaoBank',
      'show me login screens',
      'how much is a membership?',
      'chat screens',
    ]) {
      const answer = await ask(q, paid);
      expect(answer.lang).toBe('en');
      expect(answer.answer).not.toMatch(HANGUL);
      for (const c of answer.citations) expect(c.title).not.toMatch(HANGUL);
    }
  });

  it('reads a follow-up with the turn before it in the conversation', async () => {
    const first = await ask('home screens', paid);
    expect(new Set(first.citations.map((c) => c.appId))).toEqual(new Set([apps.toss, apps.ohouse]));
    const web = await ask('and on the web?', paid, `&conversationId=${first.conversationId}`);
    expect(web.conversationId).toBe(first.conversationId);
    // Home screens of websites: Ohouse's home only (Musinsa's product detail is a website screen of another pattern).
    expect(web.citations.map((c) => c.appId)).toEqual([apps.ohouse]);
    expect(web.answer.split('\n')[0]).toBe('Screens for Home · Websites:');
    // The same words without the conversation name no pattern: website screens of any kind.
    const alone = await ask('and on the web?', paid);
    expect(new Set(alone.citations.map((c) => c.appId))).toEqual(new Set([apps.ohouse, apps.musinsa]));
  });
});
