import { Client } from '@elastic/elasticsearch';
import { createLogger } from '@screenshelf/kit';
import { uniqueName } from '@screenshelf/kit/testing';
import type { CodeBookCache } from '../src/codebook.js';
import { vectorFiller } from '../src/embedder.js';
import { createIndex, type VectorSpace } from '../src/indices.js';

// Against the real Elasticsearch: a process filling vectors of one model while another process,
// configured with another model, swaps in an index built for its own.
describe('the background embedder', () => {
  const es = new Client({ node: process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200' });
  const prefix = `${uniqueName('embedder')}_`;
  const alias = `${prefix}apps`;
  const OLD: VectorSpace = { model: 'old-e5', dims: 4 };
  const NEW: VectorSpace = { model: 'new-e5', dims: 4 };
  const book = { names: () => [] };
  const codes = { get: async () => book } as unknown as CodeBookCache;
  const embeddings = { model: OLD.model, dims: OLD.dims, embed: async (texts: string[]) => texts.map(() => [1, 0, 0, 0]) };
  const doc = { appId: 'a1', appName: '앱', appNameEn: 'App', type: 'MOBILE', passage: '앱', needsVector: true };

  afterAll(async () => {
    await es.indices.delete({ index: `${prefix}*` }).catch(() => undefined);
    await es.close();
  });

  it("never writes its model's vectors into an index another model's process swapped in meanwhile", async () => {
    await createIndex(es, 'apps', `${prefix}apps_v1`, alias, OLD);
    await createIndex(es, 'apps', `${prefix}apps_v2`, undefined, NEW);
    for (const index of [`${prefix}apps_v1`, `${prefix}apps_v2`]) await es.index({ index, id: 'a1', document: doc, refresh: true });
    // The swap lands right after the embedder has checked which model the alias's index is for.
    let swapped = false;
    const racing = new Proxy(es, {
      get(target, key) {
        if (key !== 'indices') return Reflect.get(target, key);
        return new Proxy(target.indices, {
          get(indices, name) {
            if (name !== 'getMapping') return Reflect.get(indices, name);
            return async (...args: Parameters<typeof indices.getMapping>) => {
              const answer = await indices.getMapping(...args);
              if (!swapped) {
                swapped = true;
                await indices.updateAliases({
                  actions: [{ remove: { index: `${prefix}apps_v1`, alias } }, { add: { index: `${prefix}apps_v2`, alias, is_write_index: true } }],
                });
              }
              return answer;
            };
          },
        });
      },
    });
    const filler = vectorFiller({ es: racing, aliases: { apps: alias }, embeddings, vectors: OLD, codes, batch: 10, logger: createLogger('test', 'silent') });
    await filler.sweep();
    expect(swapped).toBe(true);
    const fresh = await es.get<typeof doc & { embeddingModel?: string }>({ index: `${prefix}apps_v2`, id: 'a1' });
    expect(fresh._source).toMatchObject({ needsVector: true });
    expect(fresh._source!.embeddingModel).toBeUndefined();
  });
});
