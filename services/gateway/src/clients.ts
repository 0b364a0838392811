import { createGrpcClient, type PromiseClient } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { SearchClient } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { GatewayConfig } from './config.js';

export interface Clients {
  catalog: PromiseClient<CatalogClient>;
  search: PromiseClient<SearchClient>;
}

export const SERVICES = [
  { name: 'catalog', addressKey: 'CATALOG_ADDR' },
  { name: 'search', addressKey: 'SEARCH_ADDR' },
] as const;

export function createClients(config: GatewayConfig): Clients {
  return {
    catalog: createGrpcClient<CatalogClient>('catalog.proto', 'screenshelf.catalog.v1.Catalog', config.CATALOG_ADDR),
    search: createGrpcClient<SearchClient>('search.proto', 'screenshelf.search.v1.Search', config.SEARCH_ADDR),
  };
}
