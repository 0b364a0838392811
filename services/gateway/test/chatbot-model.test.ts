import { FREE_USER, PAID_USER, mintCallerToken } from '@screenshelf/kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REFUSED } from '@screenshelf/chatbot/domain/composer.js';
import { DEV_MODEL, TRIGGERS, UNKNOWN_MARKER } from '@screenshelf/dev-llm/server.js';
import { api, startStack } from './support/stack.js';
import { seedLibrary } from './support/library.js';
import { askStreamed } from './support/chatbot.js';

type Citation = { type: string; id: string; appId: string };

const DEAD_ID = /00000000-0000-0000-0000-00000000dead/;

/**
 * The assistant with a chat model: the chatbot speaks the OpenAI chat-completions API (streamed) to
 * the local dev-llm, and checks what the model cites: a claim citing an item the caller was not
 * given is removed, an answer citing nothing real is refused, a model that is down leaves the
 * composer to answer.
 */
describe('GET /api/v2/chatbot (an OpenAI-compatible chat model)', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let free: string;
  let paid: string;
  let openToFree: Set<string>;
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-uploads-'));
  const ask = (q: string, token?: string) => api(stack.url, `/api/v2/chatbot?q=${encodeURIComponent(q)}`, { token });

  beforeAll(async () => {
    // A stack of its own: it answers with the local chat model over a library of its own.
    stack = await startStack({ env: { CATALOG_STORAGE_DIR: uploads }, services: ['catalog', 'search', 'chatbot'], chatModel: true });
    await seedLibrary(stack.url);
    [free, paid] = await Promise.all([mintCallerToken(FREE_USER), mintCallerToken(PAID_USER)]);
    const apps = await Promise.all(['MOBILE', 'WEBSITE'].map((type) => api(stack.url, `/api/v2/apps?type=${type}&limit=100`, { token: free })));
    openToFree = new Set(apps.flatMap((r) => (r.body.data as { appId: string }[]).map((a) => a.appId)));
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  const expectOpenable = (citations: Citation[]) => {
    for (const c of citations) expect(openToFree.has(c.type === 'APP' ? c.id : c.appId)).toBe(true);
  };

  it('answers with the model, in the question’s language, citing only what the caller may open', async () => {
    const res = await ask('토스 카카오톡 채팅 화면', free);
    expect(res.status).toBe(200);
    const answer = res.body.data;
    expect(answer).toMatchObject({ answeredBy: 'model', model: DEV_MODEL, lang: 'ko' });
    expect(answer.answer).toMatch(/^가장 가까운 예시는 이 항목입니다 \[1\]\. 다음 예시는 이 항목입니다 \[2\]\./);
    expect(answer.citations).toHaveLength(2);
    expectOpenable(answer.citations);
    expect(answer.answer).not.toContain('[[');

    const en = (await ask('KakaoTalk chat screens', paid)).body.data;
    expect(en).toMatchObject({ answeredBy: 'model', lang: 'en' });
    expect(en.answer).toMatch(/^The closest example is this item \[1\]\./);
  });

  it('removes a claim whose citation does not resolve, keeping the rest', async () => {
    const answer = (await ask(`카카오톡 채팅 ${TRIGGERS.unknownCitation}`, free)).body.data;
    expect(answer.answeredBy).toBe('model');
    expect(answer.citations.length).toBe(2);
    expect(answer.citations.some((c: Citation) => DEAD_ID.test(c.id))).toBe(false);
    expect(answer.answer).not.toContain('이 화면도 참고하세요');
    expect(answer.answer).not.toMatch(DEAD_ID);
    expectOpenable(answer.citations);
  });

  it('refuses an answer that cites nothing the caller was given', async () => {
    const answer = (await ask(`KakaoTalk chat ${TRIGGERS.onlyUnknown}`, free)).body.data;
    expect(answer).toMatchObject({ answeredBy: 'model', citations: [] });
    // The refusal, then (for a free caller) the membership line when more matched.
    expect(answer.answer.split('\n\n')[0]).toBe(REFUSED.en);
  });

  it('never streams an unchecked citation: the deltas carry only checked sentences', async () => {
    const streamed = await askStreamed(stack.url, `q=${encodeURIComponent(`카카오톡 채팅 ${TRIGGERS.unknownCitation}`)}`, free);
    expect(streamed.status).toBe(200);
    const deltas = streamed.events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.join('')).not.toContain('[[');
    expect(deltas.join('')).not.toContain(UNKNOWN_MARKER);
    const final = streamed.events.at(-1)!;
    expect(final.event).toBe('answer');
    expect(deltas.join('').trim()).toBe(final.data.data.answer);
  });

  it('lets the composer answer when the model is down, and says so', async () => {
    const answer = (await ask(`KakaoTalk ${TRIGGERS.down}`, free)).body.data;
    expect(answer).toMatchObject({ answeredBy: 'composer', model: '', lang: 'en' });
    expect(answer.answer).toContain('not written by a language model');
  });

  it('writes from the composer’s plan (issue 28): only the screens carrying the codes named; nonsense stays an honest composer answer', async () => {
    const withField = (await api(stack.url, '/api/v2/apps/images?patternCodes=137&componentCodes=180&limit=10', { token: paid })).body.data as { imageId: string }[];
    expect(withField).toHaveLength(1);
    const chat = (await ask('KakaoTalk chat screens with a text field', paid)).body.data;
    expect(chat).toMatchObject({ answeredBy: 'model', lang: 'en' });
    expect(chat.citations.map((c: Citation) => [c.type, c.id])).toEqual([['IMAGE', withField[0]!.imageId]]);

    const nonsense = (await ask('blorfendash quantum zibble', paid)).body.data;
    expect(nonsense).toMatchObject({ answeredBy: 'composer', citations: [], locked: 0 });
    expect(nonsense.answer).not.toMatch(/membership/i);
  });
});
