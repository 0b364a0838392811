import { Client } from '@elastic/elasticsearch';
import { createLogger } from '@screenshelf/kit';
import type { BlurLinks } from '@screenshelf/kit/storage';
import { uniqueName } from '@screenshelf/kit/testing';
import type { AppSnapshot__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/AppSnapshot.js';
import { ensureIndices, indexNames, INDEX_KINDS } from '../src/indices.js';
import { libraryIndex } from '../src/library-index.js';
import { projectApp } from '../src/projection.js';
import type { TrendingStore } from '../src/trending.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
const image = (id: string, order: number) => ({
  id,
  url: `/uploads/${id}.png`,
  componentCodes: [],
  colors: [],
  order,
  likeCount: 0,
  createdAt: at(1),
  updatedAt: at(1),
  text: '',
  thumbnails: [],
});
const app: AppSnapshot__Output = {
  id: 'app-live',
  type: 'MOBILE',
  name: '바로앱',
  nameEn: 'Rightaway',
  categoryCodes: ['1'],
  mau: 1000,
  iconUrl: '',
  storeUrl: '',
  releasedAt: '',
  description: '',
  descriptionEn: '',
  createdAt: at(1),
  updatedAt: at(1),
  likeCount: 0,
  patterns: [
    { id: 'p-second', name: '로그인', code: '104', order: 1, createdAt: at(1), updatedAt: at(1), images: [image('i-login', 0)] },
    { id: 'p-first', name: '회원가입', code: '103', order: 0, createdAt: at(1), updatedAt: at(1), images: [image('i-signup', 0), image('i-signup-2', 1)] },
  ],
};

// Against the real Elasticsearch, with indices that never refresh by themselves (the slowest a busy
// node can be, where each index refreshes on its own clock): an app's page, and the question which
// app a screen belongs to, see what the consumer wrote at once.
describe('an app read by id is read in real time', () => {
  const es = new Client({ node: process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200' });
  const prefix = `${uniqueName('live')}_`;
  const library = libraryIndex(es, prefix, {} as TrendingStore, {} as BlurLinks);
  const names = indexNames(prefix);

  beforeAll(async () => {
    await ensureIndices(es, prefix, createLogger('test', 'silent'));
    await es.indices.putSettings({ index: INDEX_KINDS.map((kind) => names[kind]), settings: { refresh_interval: -1 } });
    await projectApp(es, names, app, 1);
  });
  afterAll(async () => {
    await es.indices.delete({ index: `${prefix}*` }).catch(() => undefined);
    await es.close();
  });

  it('finds the app and its patterns in order before any refresh, where a search finds nothing yet', async () => {
    expect((await es.count({ index: names.patterns })).count).toBe(0);
    const found = await library.findApp({ id: app.id });
    expect(found).toMatchObject({ appId: app.id, patternIds: ['p-second', 'p-first'] });
    const patterns = await library.patternsOfApp(found!);
    expect(patterns.map((p) => p.patternId)).toEqual(['p-first', 'p-second']);
    expect(patterns[0]!.images.map((i) => i.imageId)).toEqual(['i-signup', 'i-signup-2']);
  });

  it('knows which app a screen belongs to before any refresh', async () => {
    expect(await library.appOfItem('IMAGE', 'i-login')).toEqual({ appId: app.id, type: 'MOBILE' });
    expect(await library.appOfItem('APP', app.id)).toEqual({ appId: app.id, type: 'MOBILE' });
  });

  it('answers nothing, not an error, for ids no document can have', async () => {
    for (const id of ['', 'nope', 'x'.repeat(600), '../_search', '한글/?#']) {
      expect(await library.findApp({ id })).toBeUndefined();
      expect(await library.appOfItem('IMAGE', id)).toBeUndefined();
    }
  });

  it('skips a pattern the app card names but the patterns index no longer holds', async () => {
    await es.delete({ index: names.patterns, id: 'p-second' });
    const patterns = await library.patternsOfApp((await library.findApp({ id: app.id }))!);
    expect(patterns.map((p) => p.patternId)).toEqual(['p-first']);
  });
});
