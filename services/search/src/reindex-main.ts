// `node services/search/dist/reindex-main.js`: rebuilds every search index from the catalog behind
// an alias swap (no downtime). Uses the same settings as the search service.
import { Client } from '@elastic/elasticsearch';
import { createGrpcClient, createLogger } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import { serviceToken } from './codebook.js';
import { searchConfig } from './config.js';
import { WriteTargets } from './events.js';
import { ensureIndices, indexNames } from './indices.js';
import { reindexer } from './reindex.js';

const config = searchConfig();
const logger = createLogger('reindex', config.LOG_LEVEL);
const es = new Client({ node: config.ELASTICSEARCH_URL, requestTimeout: 60_000 });
const catalog = createGrpcClient<CatalogClient>('catalog.proto', 'screenshelf.catalog.v1.Catalog', config.CATALOG_ADDR);
try {
  await ensureIndices(es, config.SEARCH_INDEX_PREFIX, logger);
  const reindex = reindexer(es, config.SEARCH_INDEX_PREFIX, new WriteTargets(indexNames(config.SEARCH_INDEX_PREFIX)), catalog, () => serviceToken(config.INTERNAL_TOKEN_SECRET), logger);
  console.log(JSON.stringify(await reindex()));
} finally {
  catalog.close();
  await es.close();
}
