import { Client } from '@elastic/elasticsearch';
import { createLogger } from '@screenshelf/kit';
import { uniqueName } from '@screenshelf/kit/testing';
import { ensureIndices, indexBehind, INDEX_KINDS } from '../src/indices.js';

// Against the real Elasticsearch: an environment started by an earlier version keeps working.
describe('ensureIndices', () => {
  const es = new Client({ node: process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200' });
  const prefix = `${uniqueName('idx')}_`;
  afterAll(async () => {
    await es.indices.delete({ index: `${prefix}*` }).catch(() => undefined);
    await es.close();
  });

  it('creates every alias over a _v1 index, and adds new fields to an older apps index in place', async () => {
    // The apps index exactly as the first version made it, without today's fields.
    const name = { type: 'text' as const, analyzer: 'standard', fields: { raw: { type: 'keyword' as const } } };
    await es.indices.create({
      index: `${prefix}apps_v1`,
      mappings: {
        dynamic: 'strict',
        properties: {
          appId: { type: 'keyword' },
          appName: name,
          appNameEn: name,
          type: { type: 'keyword' },
          categoryCodes: { type: 'keyword' },
          mau: { type: 'long' },
          image: { type: 'keyword', index: false },
          colors: { type: 'keyword' },
          createdAt: { type: 'date' },
          updatedAt: { type: 'date' },
        },
      },
      aliases: { [`${prefix}apps`]: { is_write_index: true } },
    });
    await ensureIndices(es, prefix, createLogger('test', 'silent'));
    for (const kind of INDEX_KINDS) expect(await indexBehind(es, `${prefix}${kind}`)).toBe(`${prefix}${kind}_v1`);
    const mapping = await es.indices.getMapping({ index: `${prefix}apps_v1` });
    expect(Object.keys(mapping[`${prefix}apps_v1`]!.mappings.properties!)).toEqual(expect.arrayContaining(['nameTokens', 'patternIds', 'colors']));
  });
});
