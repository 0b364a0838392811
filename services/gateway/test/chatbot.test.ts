import { randomUUID } from 'node:crypto';
import { ADMIN, FREE_USER, PAID_USER, mintCallerToken } from '@screenshelf/kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPOSED_NOTE } from '@screenshelf/chatbot/domain/composer.js';
import { api, startStack } from './support/stack.js';
import { seedLibrary } from './support/library.js';
import { askStreamed } from './support/chatbot.js';

type Citation = { type: string; id: string; title: string; image: string; link: string; appId: string };
type Answer = { answer: string; citations: Citation[]; conversationId: string; questionId: string; answeredBy: string; model: string; lang: string; locked: number };

/**
 * The assistant through the gateway, with the local composer (no chat model configured): visitors
 * ask, a free caller's citations are only what they may open (and the answer says more exists),
 * answers stream as server-sent events, signed-in callers page their history, bad input is a 400.
 */
describe('GET /api/v2/chatbot (the composer)', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let free: string;
  let paid: string;
  let admin: string;
  /** App ids a visitor or free caller may open (the latest three of each type). */
  let openToFree: Set<string>;
  let allApps: Set<string>;
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-uploads-'));
  const ask = (q: string, token?: string, extra = '') => api(stack.url, `/api/v2/chatbot?q=${encodeURIComponent(q)}${extra}`, { token });

  beforeAll(async () => {
    // A stack of its own: it seeds a library of its own and lowers the asking limit.
    stack = await startStack({ env: { CATALOG_STORAGE_DIR: uploads }, gatewayEnv: { CHATBOT_ASK_PER_MINUTE_IP: '12' } });
    await seedLibrary(stack.url);
    [free, paid, admin] = await Promise.all([mintCallerToken(FREE_USER), mintCallerToken(PAID_USER), mintCallerToken(ADMIN)]);
    const appsOf = async (token?: string) =>
      new Set(
        (
          await Promise.all(['MOBILE', 'WEBSITE'].map((type) => api(stack.url, `/api/v2/apps?type=${type}&limit=100`, { token })))
        ).flatMap((r) => (r.body.data as { appId: string }[]).map((a) => a.appId)),
      );
    [openToFree, allApps] = await Promise.all([appsOf(free), appsOf(paid)]);
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  /** Every citation is an app or screen of an app the caller may open. */
  const expectOpenable = (citations: Citation[], open: Set<string>) => {
    for (const c of citations) {
      expect(['IMAGE', 'APP', 'CONTENT', 'PRODUCT']).toContain(c.type);
      if (c.type === 'APP') expect(open.has(c.id)).toBe(true);
      if (c.type === 'IMAGE') expect(open.has(c.appId)).toBe(true);
      expect(c.link).toMatch(/^\//);
    }
  };

  it('answers a visitor in Korean from what a visitor may open, says it was composed and that a membership opens more', async () => {
    const res = await ask('토스 카카오톡 앱 보여줘');
    expect(res.status).toBe(200);
    const answer = res.body.data as Answer;
    expect(answer).toMatchObject({ answeredBy: 'composer', model: '', lang: 'ko', questionId: '' });
    expect(answer.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.answer).toContain(COMPOSED_NOTE.ko);
    expect(answer.citations.length).toBeGreaterThan(0);
    expectOpenable(answer.citations, openToFree);
    expect(answer.locked).toBeGreaterThan(0);
    expect(answer.answer).toContain(`멤버십에 가입하면 관련 항목 ${answer.locked}개를 더 볼 수 있습니다.`);
    // Each citation is numbered in the text, in order.
    answer.citations.forEach((_c, i) => expect(answer.answer).toContain(`[${i + 1}]`));
    expect(answer.answer).not.toContain('[[');
  });

  it('cites the whole library to a paid member, with nothing locked', async () => {
    const res = await ask('토스 앱 보여줘', paid);
    const answer = res.body.data as Answer;
    expect(answer.locked).toBe(0);
    expectOpenable(answer.citations, allApps);
    expect(answer.citations.some((c) => (c.type === 'APP' ? !openToFree.has(c.id) : c.type === 'IMAGE' && !openToFree.has(c.appId)))).toBe(true);
    expect(answer.answer).not.toContain('멤버십');
  });

  it('answers in English when the question is English, whatever the interface language', async () => {
    const res = await ask('show me the KakaoTalk app', undefined, '&lang=ko');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ lang: 'en', answeredBy: 'composer' });
    expect(res.body.data.answer).toContain(COMPOSED_NOTE.en);
  });

  it('streams the same answer as server-sent events: deltas, then the answer', async () => {
    const streamed = await askStreamed(stack.url, `q=${encodeURIComponent('카카오톡 채팅')}`, free);
    expect(streamed.status).toBe(200);
    expect(streamed.contentType).toMatch(/^text\/event-stream/);
    const names = streamed.events.map((e) => e.event);
    expect(names.length).toBeGreaterThan(2);
    expect(names.slice(0, -1).every((n) => n === 'delta')).toBe(true);
    expect(names.at(-1)).toBe('answer');
    const final = streamed.events.at(-1)!.data.data as Answer;
    expect(streamed.events.slice(0, -1).map((e) => e.data.text).join('').trim()).toBe(final.answer);
    expect(final.questionId).toMatch(/^[0-9a-f-]{36}$/);
    expectOpenable(final.citations, openToFree);
  });

  it('cites screens the member may open with links they can fetch, streamed or not; a visitor still cannot fetch a hidden one', async () => {
    const question = `q=${encodeURIComponent('토스 로그인 화면')}`;
    const streamed = (await askStreamed(stack.url, question, paid)).events.at(-1)!.data.data as Answer;
    const whole = (await api(stack.url, `/api/v2/chatbot?${question}`, { token: paid })).body.data as Answer;
    const screens = [...streamed.citations, ...whole.citations].filter((c) => c.type === 'IMAGE');
    const hidden = screens.filter((c) => !openToFree.has(c.appId));
    expect(hidden.length).toBeGreaterThan(0);
    for (const c of screens) {
      expect(c.image).toMatch(/^\/uploads\/screens\/.+\?exp=\d+&sig=[\w-]+$/);
      const file = await fetch(stack.url + c.image);
      expect([c.image, file.status, file.headers.get('content-type')]).toEqual([c.image, 200, 'image/png']);
    }
    // A visitor's answer to the same question cites none of them, and the file without its signature is refused.
    const visitor = (await askStreamed(stack.url, question)).events.at(-1)!.data.data as Answer;
    expect(visitor.citations.filter((c) => c.type === 'IMAGE' && !openToFree.has(c.appId))).toEqual([]);
    const unsigned = await fetch(stack.url + hidden[0].image.replace(/\?.*$/, ''));
    expect(unsigned.status).toBe(403);
  });

  it('refuses a stream’s bad input before it starts, as JSON', async () => {
    const streamed = await fetch(`${stack.url}/api/v2/chatbot?q=`, { headers: { accept: 'text/event-stream' } });
    expect(streamed.status).toBe(400);
    expect(await streamed.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it.each([
    ['no q', ''],
    ['an empty q', 'q='],
    ['only spaces', 'q=%20%20%20'],
    ['2,000 characters', `q=${'a'.repeat(2000)}`],
    ['a NUL', 'q=a%00b'],
    ['a control character', 'q=a%07b'],
  ])('answers a question with %s with 400 VALIDATION_ERROR', async (_what, query) => {
    const res = await api(stack.url, `/api/v2/chatbot?${query}`, { headers: { cookie: 'lang=en' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', msg: expect.any(String) });
  });

  it('keeps a signed-in caller’s questions: conversations continue, history pages newest first', async () => {
    const first = (await ask('카카오톡', free)).body.data as Answer;
    expect(first.questionId).toMatch(/^[0-9a-f-]{36}$/);
    const second = (await ask('배달의민족', free, `&conversationId=${first.conversationId}`)).body.data as Answer;
    expect(second.conversationId).toBe(first.conversationId);
    const third = (await ask('오늘의집', free)).body.data as Answer;
    expect(third.conversationId).not.toBe(first.conversationId);

    const page1 = await api(stack.url, '/api/v2/chatbot/history?limit=2', { token: free });
    expect(page1.status).toBe(200);
    // The streamed question above is kept too: four in all.
    expect(page1.body.total).toBe(4);
    expect(page1.body.data.map((h: { q: string }) => h.q)).toEqual(['오늘의집', '배달의민족']);
    const page2 = await api(stack.url, '/api/v2/chatbot/history?limit=2&offset=2', { token: free });
    expect(page2.body.data.map((h: { q: string }) => h.q)).toEqual(['카카오톡', '카카오톡 채팅']);
    expect(page2.body.data[0].answer).toMatchObject({ questionId: first.questionId, answer: first.answer, citations: first.citations });

    // Another caller's history is theirs alone, and they cannot continue this conversation.
    expect((await api(stack.url, '/api/v2/chatbot/history', { token: paid })).body.data.map((h: { q: string }) => h.q)).not.toContain('오늘의집');
    const foreign = await ask('토스', paid, `&conversationId=${first.conversationId}`);
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('shows history only to signed-in callers, and a seller’s view only to that seller or an admin', async () => {
    expect(await api(stack.url, '/api/v2/chatbot/history')).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHENTICATED' } });
    const other = await api(stack.url, `/api/v2/chatbot/history?sellerUserId=${PAID_USER.userId}`, { token: free });
    expect(other).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    const own = await api(stack.url, `/api/v2/chatbot/history?sellerUserId=${FREE_USER.userId}`, { token: free });
    expect(own).toMatchObject({ status: 200, body: { data: [], total: 0 } });
    expect(await api(stack.url, `/api/v2/chatbot/history?sellerUserId=${PAID_USER.userId}`, { token: admin })).toMatchObject({ status: 200 });
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc', 'sellerUserId=a%00b']) {
      expect(await api(stack.url, `/api/v2/chatbot/history?${query}`, { token: free })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    }
  });

  it('shows a seller the questions about their products without who asked: no conversation (null)', async () => {
    const asked = (await ask('배달의민족 장바구니', free)).body.data as Answer;
    // The answer cited a product of this seller (the chatbot's projections, as marketplace.order events fill them).
    const seller = { userId: randomUUID(), role: 'SELLER' as const, plan: 'STARTER', paid: false };
    const productId = randomUUID();
    await stack.chatbot.pool.query('INSERT INTO product_sellers (product_id, seller_user_id) VALUES ($1, $2)', [productId, seller.userId]);
    await stack.chatbot.pool.query('INSERT INTO cited_products (question_id, product_id) VALUES ($1, $2)', [asked.questionId, productId]);

    const view = await api(stack.url, `/api/v2/chatbot/history?sellerUserId=${seller.userId}`, { token: await mintCallerToken(seller) });
    expect(view).toMatchObject({ status: 200, body: { total: 1 } });
    expect(view.body.data).toEqual([
      expect.objectContaining({
        questionId: asked.questionId,
        conversationId: null,
        q: '배달의민족 장바구니',
        answer: expect.objectContaining({ answer: asked.answer, questionId: asked.questionId, conversationId: null }),
      }),
    ]);
    // The asker still sees their own conversation.
    const own = (await api(stack.url, '/api/v2/chatbot/history?limit=1', { token: free })).body.data[0];
    expect(own).toMatchObject({ questionId: asked.questionId, conversationId: asked.conversationId, answer: { conversationId: asked.conversationId } });
  });

  it('lets visitors ask within a per-minute limit; signed-in callers have their own', async () => {
    let limited;
    for (let i = 0; i < 15 && !limited; i++) {
      const res = await ask('카카오톡');
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited).toMatchObject({ status: 429, body: { errorCode: 'RATE_LIMITED' } });
    expect((await ask('카카오톡', free)).status).toBe(200);
  });
});
