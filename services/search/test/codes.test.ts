import { createGrpcClient, VISITOR, type PromiseClient } from '@screenshelf/kit';
import { ADMIN, dropDatabases, mintCallerToken, TEST_TOKEN_SECRET, uniqueName, waitFor } from '@screenshelf/kit/testing';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { SearchClient } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import { catalogConfig } from '@screenshelf/catalog/config.js';
import { startCatalog } from '@screenshelf/catalog/service.js';
import { searchConfig } from '../src/config.js';
import { startSearch } from '../src/service.js';

// Search keeps the catalog's codes from its code.upserted events (in its own database), so a code
// added in the catalog filters search with the catalog away: search never calls it back for codes.
describe('codes kept from the catalog events', () => {
  const id = uniqueName('codes');
  const env = { ...process.env, LOG_LEVEL: 'silent', KAFKA_TOPIC_PREFIX: `${id}.`, INTERNAL_TOKEN_SECRET: TEST_TOKEN_SECRET };
  let catalog: Awaited<ReturnType<typeof startCatalog>> | undefined;
  let search: Awaited<ReturnType<typeof startSearch>>;
  let catalogClient: PromiseClient<CatalogClient>;
  let searchClient: PromiseClient<SearchClient>;

  beforeAll(async () => {
    catalog = await startCatalog(catalogConfig({ ...env, CATALOG_GRPC_PORT: '0', CATALOG_DATABASE: `catalog_${id}` }));
    search = await startSearch(
      searchConfig({
        ...env,
        SEARCH_GRPC_PORT: '0',
        SEARCH_DATABASE: `search_${id}`,
        SEARCH_INDEX_PREFIX: `${id}_`,
        SEARCH_CONSUMER_GROUP: `search_${id}`,
        CATALOG_ADDR: `127.0.0.1:${catalog.port}`,
      }),
    );
    catalogClient = createGrpcClient<CatalogClient>('catalog.proto', 'screenshelf.catalog.v1.Catalog', `127.0.0.1:${catalog.port}`);
    searchClient = createGrpcClient<SearchClient>('search.proto', 'screenshelf.search.v1.Search', `127.0.0.1:${search.port}`);
  });
  afterAll(async () => {
    catalogClient?.close();
    searchClient?.close();
    await search?.stop();
    await catalog?.stop();
    await dropDatabases([`catalog_${id}`, `search_${id}`]);
  });

  const browseByPattern = async (code: string) =>
    searchClient.BrowseImages({ patternCodes: [code], limit: 10 } as never, { token: await mintCallerToken(VISITOR), deadlineMs: 5000 });

  it('seeds the codes once, then keeps a new code from its event and filters by it with the catalog stopped', async () => {
    // The first filter seeds search's codes from the catalog (a new projection).
    await expect(browseByPattern('104')).resolves.toMatchObject({ data: [], locked: { apps: 0, screens: 0, previews: [] } });
    const seeded = await search.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM codes');
    expect(seeded.rows[0]!.n).toBeGreaterThan(100);

    const created = await catalogClient.CreateCode(
      { type: 'PATTERN', code: '161', name: '체크아웃', nameEn: 'Checkout', description: '', parentCode: '104', synonyms: ['pay page', '결제창'] } as never,
      { token: await mintCallerToken(ADMIN), deadlineMs: 5000 },
    );
    expect(created).toMatchObject({ type: 'PATTERN', code: '161', name: '체크아웃', nameEn: 'Checkout', parentCode: '104', synonyms: ['pay page', '결제창'] });
    const kept = await waitFor(async () => {
      const { rows } = await search.pool.query('SELECT name, name_en, parent_code, synonyms FROM codes WHERE type = $1 AND code = $2', ['PATTERN', '161']);
      return rows[0];
    });
    // The synonyms travel with the code (code.upserted): search's vocabulary (issue 28).
    expect(kept).toEqual({ name: '체크아웃', name_en: 'Checkout', parent_code: '104', synonyms: ['pay page', '결제창'] });
    const seededSynonyms = await search.pool.query<{ synonyms: string[] }>('SELECT synonyms FROM codes WHERE type = $1 AND code = $2', ['PATTERN', '103']);
    expect(seededSynonyms.rows[0]!.synonyms).toEqual(expect.arrayContaining(['enroll', '가입']));

    await catalog!.stop();
    catalog = undefined;
    await expect(browseByPattern('161')).resolves.toMatchObject({ data: [], locked: { apps: 0, screens: 0, previews: [] } });
    await expect(browseByPattern('999')).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });
});
