import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { errorMessage } from '@screenshelf/kit';
import { upsertUser } from '@screenshelf/membership/store.js';
import { waitFor } from '@screenshelf/kit/testing';
import { Browser, signIn } from './support/browser.js';
import { seedLibrary } from './support/library.js';
import { api, startStack } from './support/stack.js';

const PER_TOKEN_LIMIT = 30;

type Screen = { imageId: string; app: { appId: string; appName: string }; pattern: { patternName: string; patternCode?: string }; text?: string; image: string; link: string };

// The MCP endpoint as a real MCP client uses it (the SDK's Client over Streamable HTTP), authorised
// by personal access tokens: a Starter's token sees the free window only and no paid filters; a paid
// member's token sees the whole library; no token is a 401.
describe('/mcp: a Model Context Protocol server behind personal access tokens', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let apps: Record<string, string>;
  let adminToken: string;
  let starterSecret: string;
  let paidSecret: string;
  const clients: Client[] = [];
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-mcp-'));

  /** A person signed in through the real OpenID flow who created a token in the API; answers its secret and id. */
  const tokenOf = async (tag: string) => {
    const browser = new Browser();
    const email = `${tag}-${Date.now()}@example.com`;
    await signIn(browser, stack.url, { email, name: tag });
    const { user } = (await (await browser.fetch(`${stack.url}/api/auth/session`)).json()) as { user: { id: string; role: string } };
    // Membership learns of users from identity's events; seeding the row keeps this test about /mcp.
    await upsertUser(stack.membership.pool, { id: user.id, email, name: tag, role: user.role });
    const res = await browser.fetch(`${stack.url}/api/v2/users/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${tag} client` }),
    });
    return { secret: ((await res.json()) as { data: { secret: string } }).data.secret, userId: user.id, browser };
  };

  const connect = async (secret: string, query = '', headers: Record<string, string> = {}) => {
    const client = new Client({ name: 'screenshelf-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp${query}`), { requestInit: { headers: { Authorization: `Bearer ${secret}`, ...headers } } }));
    clients.push(client);
    return client;
  };

  const callTool = async (client: Client, name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { type: string; text: string }[] };
    return { isError: result.isError ?? false, body: JSON.parse(result.content[0]!.text) };
  };

  beforeAll(async () => {
    // A small per-token limit, so one test can reach it; the other tests stay well under it.
    // A stack of its own: it reads a library of its own and lowers the per-token limit.
    stack = await startStack({ env: { CATALOG_STORAGE_DIR: uploads }, services: ['catalog', 'search', 'membership', 'chatbot'], gatewayEnv: { MCP_PER_MINUTE_TOKEN: String(PER_TOKEN_LIMIT) } });
    ({ apps, adminToken } = await seedLibrary(stack.url));
    starterSecret = (await tokenOf('starter')).secret;
    const paid = await tokenOf('paid');
    paidSecret = paid.secret;
    const marked = await api(stack.url, `/api/v2/users/memberships/admin/free-users/${paid.userId}`, { method: 'POST', token: adminToken, body: JSON.stringify({ isFree: true }) });
    expect(marked.status).toBe(200);
  });
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('lists its tools with bilingual descriptions and input schemas', async () => {
    const { tools } = await (await connect(starterSecret)).listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['ask', 'get_app', 'list_codes', 'search_flows', 'search_screens', 'similar_screens']);
    for (const tool of tools) {
      expect(tool.description).toMatch(/[A-Za-z]{4,}/);
      expect(tool.description).toMatch(/[가-힣]{2,}/);
      expect(tool.inputSchema.type).toBe('object');
    }
    expect(Object.keys(tools.find((t) => t.name === 'search_screens')!.inputSchema.properties!).sort()).toEqual(
      ['categoryCodes', 'color', 'componentCodes', 'keyword', 'limit', 'maxMau', 'minMau', 'patternCodes', 'type'],
    );
  });

  it("search_screens with a Starter's token: only the free window, the rest counted as locked, paid filters refused", async () => {
    const client = await connect(starterSecret);
    const { isError, body } = await callTool(client, 'search_screens', { limit: 50 });
    expect(isError).toBe(false);
    const appNames = new Set((body.screens as Screen[]).map((s) => s.app.appName));
    expect([...appNames].sort()).toEqual(['배달의민족', '카카오뱅크', '카카오톡']);
    expect(body.locked).toEqual({ apps: 2, screens: 3, note: errorMessage('MEMBERSHIP_REQUIRED', 'ko', { variant: 'library' }) });

    const screen = (body.screens as Screen[])[0]!;
    expect(screen.link).toBe(`${stack.url}/apps/${screen.app.appId}`);
    expect(screen.image).toMatch(new RegExp(`^${stack.url}/uploads/screens/.+\\.png\\?exp=\\d+&sig=`));
    const file = await fetch(screen.image);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');

    for (const args of [{ color: 'red' }, { minMau: 1_000_000 }]) {
      expect(await callTool(client, 'search_screens', args)).toEqual({
        isError: true,
        body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: errorMessage('MEMBERSHIP_REQUIRED', 'ko') },
      });
    }
    const hidden = await callTool(client, 'get_app', { appId: apps.toss });
    expect(hidden).toMatchObject({ isError: true, body: { errorCode: 'MEMBERSHIP_REQUIRED' } });
  });

  it("search_screens and get_app with a paid member's token: the whole library and the paid filters", async () => {
    const client = await connect(paidSecret, '?lang=en');
    const all = await callTool(client, 'search_screens', { limit: 50 });
    expect(all.isError).toBe(false);
    expect(new Set((all.body.screens as Screen[]).map((s) => s.app.appName))).toEqual(new Set(['토스', '당근', '배달의민족', '카카오뱅크', '카카오톡']));
    expect(all.body.locked).toBeUndefined();

    const websites = await callTool(client, 'search_screens', { type: 'WEBSITE', patternCodes: ['123'] });
    expect((websites.body.screens as Screen[]).map((s) => [s.app.appName, s.pattern.patternName])).toEqual([['무신사', '상품 상세']]);
    const red = await callTool(client, 'search_screens', { color: 'red' });
    expect(new Set((red.body.screens as Screen[]).map((s) => s.app.appName))).toEqual(new Set(['토스', '배달의민족']));
    const big = await callTool(client, 'search_screens', { minMau: 18_000_000 });
    expect(new Set((big.body.screens as Screen[]).map((s) => s.app.appName))).toEqual(new Set(['당근', '배달의민족', '카카오톡']));

    const toss = await callTool(client, 'get_app', { appId: apps.toss });
    expect(toss.isError).toBe(false);
    expect(toss.body).toMatchObject({ appId: apps.toss, appName: '토스', appNameEn: 'Toss', type: 'MOBILE', link: `${stack.url}/apps/${apps.toss}` });
    expect(toss.body.patterns.map((p: { patternName: string; screens: unknown[] }) => [p.patternName, p.screens.length]).sort()).toEqual([['로그인', 1], ['홈', 1]]);

    const missing = await callTool(client, 'get_app', { appId: '00000000-0000-4000-8000-000000000000' });
    expect(missing).toMatchObject({ isError: true, body: { errorCode: 'NOT_FOUND' } });
  });

  it("similar_screens: other apps' screens like one, with their text and codes, in the token's window", async () => {
    // Tokens of its own: the others' per-minute budgets are counted by the tests around it.
    const member = await tokenOf('similar-paid');
    expect((await api(stack.url, `/api/v2/users/memberships/admin/free-users/${member.userId}`, { method: 'POST', token: adminToken, body: JSON.stringify({ isFree: true }) })).status).toBe(200);
    const paid = await connect(member.secret, '?lang=en');
    const screens = (await callTool(paid, 'search_screens', { limit: 50 })).body.screens as Screen[];
    const login = screens.find((s) => s.app.appName === '토스' && s.pattern.patternCode === '104')!;
    const like = await callTool(paid, 'similar_screens', { imageId: login.imageId, limit: 3 });
    expect(like.isError).toBe(false);
    const found = like.body.screens as Screen[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0]!.app.appName).toBe('배달의민족');
    expect(found.every((s) => s.app.appName !== '토스' && typeof s.text === 'string' && s.link.startsWith(stack.url))).toBe(true);
    // A Starter's token may not ask about a screen outside its window.
    const starter = await connect((await tokenOf('similar')).secret);
    expect(await callTool(starter, 'similar_screens', { imageId: login.imageId })).toMatchObject({ isError: true, body: { errorCode: 'MEMBERSHIP_REQUIRED' } });
  });

  it('search_screens reads the keyword as the search box does (issue 28), returns each screen’s text and codes, and answers in the Accept-Language', async () => {
    const client = await connect(paidSecret, '', { 'accept-language': 'en-US,en;q=0.9' });
    const login = await callTool(client, 'search_screens', { keyword: 'logn screens' });
    expect(login.isError).toBe(false);
    // A misspelt pattern name is the pattern: its screens, not an empty answer.
    expect(login.body.understood).toEqual([expect.objectContaining({ type: 'PATTERN', code: '104', text: 'logn' })]);
    expect(login.body.didYouMean).toEqual(expect.stringMatching(/^log ?in screens$/i));
    const screens = login.body.screens as (Screen & { text: string; componentCodes: string[]; pattern: { patternCode: string } })[];
    expect(screens.map((s) => [s.app.appName, s.pattern.patternCode, s.componentCodes])).toEqual([['토스', '104', ['177', '180']]]);
    expect(screens[0]!.text).toEqual(expect.any(String));

    // A client asking for English gets English errors without ?lang=en (a token of its own: the Starter's is near its per-minute limit).
    const starter = await connect((await tokenOf('english')).secret, '', { 'accept-language': 'en' });
    expect(await callTool(starter, 'search_screens', { color: 'red' })).toEqual({
      isError: true,
      body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: errorMessage('MEMBERSHIP_REQUIRED', 'en') },
    });
  });

  it('list_codes gives the codes search_screens filters by, with their counts', async () => {
    const client = await connect(starterSecret, '?lang=en');
    const { isError, body } = await callTool(client, 'list_codes', { type: 'PATTERN' });
    expect(isError).toBe(false);
    const flat = (nodes: { code: string; count: number; children?: unknown[] }[]): { code: string; count: number }[] =>
      nodes.flatMap((n) => [{ code: n.code, count: n.count }, ...flat((n.children ?? []) as never)]);
    const codes = flat(body.codes);
    expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining(['104', '109', '123', '124']));
    expect(codes.every((c) => Number.isInteger(c.count))).toBe(true);
    expect(await callTool(client, 'list_codes', { type: 'COLOUR' }).catch(() => ({ isError: true }))).toMatchObject({ isError: true });
  });

  type Citation = { type: string; id: string; title: string; image: string; link: string; appId?: string };
  const appOf = (c: Citation) => (c.type === 'APP' ? c.id : c.appId);

  it("ask: the assistant's answer with citations the token's user may open, links on the public origin", async () => {
    const starter = await callTool(await connect(starterSecret), 'ask', { question: '토스 카카오톡 앱 보여줘' });
    expect(starter.isError).toBe(false);
    expect(starter.body).toMatchObject({ answeredBy: 'composer', lang: 'ko', conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(starter.body.answer).toEqual(expect.any(String));
    expect(starter.body.locked).toBeGreaterThan(0);
    const starterCitations = starter.body.citations as Citation[];
    expect(starterCitations.length).toBeGreaterThan(0);
    const free = new Set([apps.baemin, apps.kakaobank, apps.kakaotalk, apps.ohouse, apps.wanted, apps.yanolja]);
    for (const c of starterCitations) {
      expect(c.link.startsWith(`${stack.url}/`)).toBe(true);
      if (appOf(c)) expect(free.has(appOf(c)!)).toBe(true);
    }

    const paid = await callTool(await connect(paidSecret, '?lang=en'), 'ask', { question: '토스 앱 보여줘' });
    expect(paid.isError).toBe(false);
    expect(paid.body.locked).toBe(0);
    expect((paid.body.citations as Citation[]).some((c) => appOf(c) === apps.toss)).toBe(true);
    // A conversation continues with its id.
    const next = await callTool(await connect(paidSecret), 'ask', { question: '카카오톡은?', conversationId: paid.body.conversationId });
    expect(next.body.conversationId).toBe(paid.body.conversationId);
  });

  it('refuses bad arguments without reaching a service', async () => {
    const client = await connect(starterSecret);
    for (const args of [{ limit: 0 }, { limit: 51 }, { keyword: 'a\u0000b' }, { type: 'TABLET' }]) {
      const result = await client.callTool({ name: 'search_screens', arguments: args }).catch((error: Error) => ({ isError: true, thrown: error.message }));
      expect(result).toMatchObject({ isError: true });
    }
  });

  it('a client without a token gets 401 with a WWW-Authenticate challenge', async () => {
    const client = new Client({ name: 'no-token', version: '1.0.0' });
    await expect(client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp`)))).rejects.toMatchObject({ code: 401 });
    const res = await fetch(`${stack.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="screenshelf-mcp"');
  });

  it('limits requests per token: past the limit 429 RATE_LIMITED, other tokens unaffected', async () => {
    const busy = (await tokenOf('busy')).secret;
    const post = (secret: string) =>
      fetch(`${stack.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
      });
    for (let i = 0; i < PER_TOKEN_LIMIT; i++) expect((await post(busy)).status).toBe(200);
    const refused = await post(busy);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ errorCode: 'RATE_LIMITED', msg: errorMessage('RATE_LIMITED', 'ko') });
    expect((await post(starterSecret)).status).toBe(200);
  });

  type FlowJson = { flowId: string; title: string; appId: string; patternCode: string; link: string; steps: { step: number; label: string; imageId: string; image: string; text: string }[] };

  it('search_flows: flows with their steps, screen links and text, under the paywall of search_screens (issue 30)', async () => {
    // Tokens of their own: the others' per-minute budgets are counted by the tests around it.
    const member = await tokenOf('flows-paid');
    expect((await api(stack.url, `/api/v2/users/memberships/admin/free-users/${member.userId}`, { method: 'POST', token: adminToken, body: JSON.stringify({ isFree: true }) })).status).toBe(200);
    const paid = await connect(member.secret, '?lang=en');
    // A flow of a hidden app (Toss, outside the free window) and one of an open app (KakaoTalk), both login journeys.
    const screensOf = async (appId: string) =>
      ((await callTool(paid, 'get_app', { appId })).body.patterns as { screens: { imageId: string }[] }[]).flatMap((p) => p.screens.map((i) => i.imageId));
    const made: Record<string, string> = {};
    for (const [key, name, nameEn] of [['toss', '토스 로그인', 'Toss login'], ['kakaotalk', '카카오톡 로그인', 'KakaoTalk login']] as const) {
      const imageIds = (await screensOf(apps[key]!)).slice(0, 2);
      const res = await api(stack.url, `/api/v2/apps/${apps[key]}/flows`, {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify({ name, nameEn, patternCode: '104', steps: imageIds.map((imageId, i) => ({ imageId, label: `단계 ${i + 1}`, labelEn: `Step ${i + 1}` })) }),
      });
      expect(res.status).toBe(201);
      made[key] = res.body.flowId;
    }
    let flows: FlowJson[] = [];
    await waitFor(async () => {
      flows = (await callTool(paid, 'search_flows', { query: 'login flow' })).body.flows ?? [];
      return flows.length === 2;
    }, 30_000, 500);
    expect(flows.map((f) => f.flowId).sort()).toEqual([made.toss, made.kakaotalk].sort());
    const toss = flows.find((f) => f.flowId === made.toss)!;
    expect(toss).toMatchObject({ title: 'Toss · Toss login', appId: apps.toss, patternCode: '104', link: `${stack.url}/apps/${apps.toss}?flow=${made.toss}` });
    expect(toss.steps.map((s) => [s.step, s.label])).toEqual([[1, 'Step 1'], [2, 'Step 2']]);
    expect(toss.steps.every((s) => typeof s.text === 'string' && /^http.+\.png\?exp=\d+&sig=/.test(s.image))).toBe(true);
    expect((await fetch(toss.steps[0]!.image)).status).toBe(200);

    const starter = await connect((await tokenOf('flows-starter')).secret);
    const free = await callTool(starter, 'search_flows', { query: '로그인 플로우', limit: 20 });
    expect(free.isError).toBe(false);
    expect((free.body.flows as FlowJson[]).map((f) => f.flowId)).toEqual([made.kakaotalk]);
    expect(free.body.locked).toEqual({ flows: 1, note: errorMessage('MEMBERSHIP_REQUIRED', 'ko', { variant: 'library' }) });
    expect(await callTool(starter, 'search_flows', { query: '로그인', patternCodes: ['no-such-code'] })).toMatchObject({ isError: true, body: { errorCode: 'VALIDATION_ERROR' } });
  });

  // Last: it stops the chatbot.
  it('ask answers a clear tool error while the assistant is unreachable', async () => {
    await stack.chatbot.stop();
    const client = await connect(paidSecret, '?lang=en');
    expect(await callTool(client, 'ask', { question: '결제 완료 화면 예시 보여줘' })).toEqual({
      isError: true,
      body: { errorCode: 'SERVICE_UNAVAILABLE', msg: errorMessage('SERVICE_UNAVAILABLE', 'en', { variant: 'assistant' }) },
    });
    // The other tools still answer.
    expect((await callTool(client, 'search_screens', { limit: 1 })).isError).toBe(false);
  });
});
