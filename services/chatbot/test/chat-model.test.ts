import { DEV_MODEL, startDevLlm, TRIGGERS, UNKNOWN_MARKER } from '@screenshelf/dev-llm/server.js';
import { ChatModelError, openAiChatModel } from '../src/chat-model.js';
import { modelMessages } from '../src/domain/prompt.js';
import type { SourceItem } from '../src/domain/items.js';

const screen: SourceItem = { kind: 'IMAGE', id: 'img-1', title: '결제 완료', titleEn: 'Payment done', image: '', link: '/apps/a?image=img-1', appId: 'a', snippet: '' };

/** The OpenAI chat-completions client against a local server speaking the same HTTP API (streamed SSE). */
describe('the OpenAI-compatible chat model', () => {
  let llm: Awaited<ReturnType<typeof startDevLlm>>;
  beforeAll(async () => {
    llm = await startDevLlm({ key: 'sk-test' });
  });
  afterAll(() => llm.stop());

  const collect = async (stream: AsyncIterable<string>) => {
    const deltas: string[] = [];
    for await (const d of stream) deltas.push(d);
    return deltas;
  };

  it('streams the answer in pieces, citing the sources it was given', async () => {
    const model = openAiChatModel({ url: llm.url, key: 'sk-test', model: DEV_MODEL, timeoutMs: 5000 });
    const deltas = await collect(model.stream(modelMessages('payment done screens', [screen], 'en', [])));
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe('The closest example is this item [[IMAGE:img-1]].');
  });

  it('writes Korean when asked to, and cites an unknown item when the question says so', async () => {
    const model = openAiChatModel({ url: llm.url, key: 'sk-test', model: DEV_MODEL, timeoutMs: 5000 });
    const text = (await collect(model.stream(modelMessages(`결제 완료 ${TRIGGERS.unknownCitation}`, [screen], 'ko', [])))).join('');
    expect(text).toBe(`가장 가까운 예시는 이 항목입니다 [[IMAGE:img-1]]. 이 화면도 참고하세요 ${UNKNOWN_MARKER}.`);
  });

  it('fails with a ChatModelError when the key is wrong, the model is down or unreachable', async () => {
    const wrongKey = openAiChatModel({ url: llm.url, key: 'nope', model: DEV_MODEL, timeoutMs: 5000 });
    await expect(collect(wrongKey.stream(modelMessages('x', [], 'en', [])))).rejects.toThrow(ChatModelError);
    const model = openAiChatModel({ url: llm.url, key: 'sk-test', model: DEV_MODEL, timeoutMs: 5000 });
    await expect(collect(model.stream(modelMessages(`x ${TRIGGERS.down}`, [], 'en', [])))).rejects.toThrow(/answered 503/);
    const away = openAiChatModel({ url: 'http://127.0.0.1:1/v1', key: '', model: DEV_MODEL, timeoutMs: 5000 });
    await expect(collect(away.stream(modelMessages('x', [], 'en', [])))).rejects.toThrow(/unreachable/);
  });
});
