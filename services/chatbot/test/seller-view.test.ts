import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createGrpcClient, createKafka, createLogger, deleteTopicsWithPrefix, lookupService, startGrpcServer, type Caller, type PromiseClient, type RunningGrpcServer, type Tx } from '@screenshelf/kit';
import type { ChatbotClient } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/Chatbot.js';
import type { RetrievedItem } from '@screenshelf/kit/gen/screenshelf/search/v1/RetrievedItem.js';
import { FREE_USER, TEST_TOKEN_SECRET, mintCallerToken, uniqueName } from '@screenshelf/kit/testing';
import { chatbotConfig } from '../src/config.js';
import { productSellerSubscription } from '../src/events.js';
import { startChatbot } from '../src/service.js';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const SEARCH = 'screenshelf.search.v1.Search';

/**
 * The chatbot service on its own, with a stand-in search service answering Retrieve: Retrieve gets
 * the caller's own token; an answer citing a product is found in that product's seller's view
 * (sellers learned from marketplace.order), which only that seller or an admin may open.
 */
describe('the chatbot service: the caller’s token to Retrieve, the seller’s view', () => {
  const id = uniqueName('cb');
  const seller: Caller = { userId: randomUUID(), role: 'SELLER', plan: 'STARTER', paid: false };
  const otherSeller: Caller = { userId: randomUUID(), role: 'SELLER', plan: 'STARTER', paid: false };
  const productId = randomUUID();
  const retrieveCalls: { caller: Caller; query: string }[] = [];
  const items: RetrievedItem[] = [
    { kind: 'PRODUCT', id: productId, title: '결제 화면 UI 키트', titleEn: 'Payment UI kit', image: '/uploads/products/p.png', link: `/products/${productId}`, appId: '', snippet: 'Figma 템플릿' },
    { kind: 'IMAGE', id: 'img-1', title: '토스 · 결제 완료', titleEn: 'Toss · Payment done', image: '/uploads/s.png', link: '/apps/a1?image=img-1', appId: 'a1', snippet: '' },
  ];
  let search: RunningGrpcServer;
  let chatbot: Awaited<ReturnType<typeof startChatbot>>;
  let client: PromiseClient<ChatbotClient>;
  const as = async (caller: Caller) => ({ token: await mintCallerToken(caller) });

  beforeAll(async () => {
    const handlers = Object.fromEntries(Object.keys(lookupService('search.proto', SEARCH).service).map((m) => [m, async () => ({})]));
    handlers.Retrieve = async (request: { query: string }, { caller }: { caller: Caller }) => {
      retrieveCalls.push({ caller, query: request.query });
      return { items, locked: 0, vectorsUsed: false, embeddingModel: '' };
    };
    search = await startGrpcServer({ name: 'search-stand-in', port: 0, tokenSecret: TEST_TOKEN_SECRET, logger: createLogger('test', 'silent'), services: [{ protoFile: 'search.proto', service: SEARCH, handlers }] });
    chatbot = await startChatbot(
      chatbotConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        KAFKA_TOPIC_PREFIX: `${id}.`,
        CHATBOT_GRPC_PORT: '0',
        CHATBOT_DATABASE: `chatbot_${id}`,
        CHATBOT_CONSUMER_GROUP: `chatbot_${id}`,
        SEARCH_ADDR: `127.0.0.1:${search.port}`,
      }),
    );
    client = createGrpcClient<ChatbotClient>('chatbot.proto', 'screenshelf.chatbot.v1.Chatbot', `127.0.0.1:${chatbot.port}`);
    // marketplace.order names the product's seller (handled as the consumer would, in a transaction).
    const tx = await chatbot.pool.connect();
    try {
      await productSellerSubscription().handle({ message: { productId, sellerUserId: seller.userId } } as never, tx as Tx);
    } finally {
      tx.release();
    }
  });
  afterAll(async () => {
    client?.close();
    await chatbot?.stop();
    await search?.stop();
    const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "chatbot_${id}" WITH (FORCE)`);
    await admin.end();
    const kafka = createKafka(`cleanup-${id}`, (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), createLogger('cleanup', 'silent'));
    await deleteTopicsWithPrefix(kafka, `${id}.`).catch(() => undefined);
  });

  it('asks Retrieve as the caller, and cites what it returned', async () => {
    const answer = await client.Ask({ q: '결제 화면 템플릿 있어?', lang: 'en' }, await as(FREE_USER));
    expect(retrieveCalls.at(-1)).toEqual({ caller: expect.objectContaining({ userId: FREE_USER.userId, plan: 'STARTER', paid: false }), query: '결제 화면 템플릿 있어?' });
    expect(answer).toMatchObject({ answeredBy: 'composer', lang: 'ko', locked: 0 });
    expect(answer.citations.map((c) => [c.type, c.id])).toEqual([
      ['PRODUCT', productId],
      ['IMAGE', 'img-1'],
    ]);
    expect(answer.citations[0]).toMatchObject({ title: '결제 화면 UI 키트', link: `/products/${productId}` });
  });

  it('shows the question to the seller of the cited product (and an admin), not to another seller', async () => {
    const view = await client.History({ limit: 10, offset: 0, sellerUserId: seller.userId! }, await as(seller));
    expect(view.total).toBe(1);
    expect(view.data.map((h) => h.q)).toEqual(['결제 화면 템플릿 있어?']);
    const byAdmin = await client.History({ limit: 10, offset: 0, sellerUserId: seller.userId! }, await as({ ...seller, userId: randomUUID(), role: 'ADMIN' }));
    expect(byAdmin.total).toBe(1);
    // Without who asked: no conversation (it would tie the asker's questions together), for the seller and an admin alike.
    const asked = (await client.History({ limit: 10, offset: 0, sellerUserId: '' }, await as(FREE_USER))).data[0]!;
    expect(asked.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    for (const item of [view.data[0]!, byAdmin.data[0]!]) {
      expect(item).toMatchObject({ questionId: asked.questionId, q: asked.q, answer: { answer: asked.answer!.answer, questionId: asked.questionId } });
      expect([item.conversationId, item.answer!.conversationId]).toEqual([undefined, undefined]);
    }
    expect((await client.History({ limit: 10, offset: 0, sellerUserId: otherSeller.userId! }, await as(otherSeller))).total).toBe(0);
    await expect(client.History({ limit: 10, offset: 0, sellerUserId: seller.userId! }, await as(otherSeller))).rejects.toMatchObject({ errorCode: 'FORBIDDEN' });
    // Their own history is their own questions (none).
    expect((await client.History({ limit: 10, offset: 0, sellerUserId: '' }, await as(seller))).total).toBe(0);
  });
});
