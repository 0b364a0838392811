import { createGrpcClient, type PromiseClient } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { IdentityClient } from '@screenshelf/kit/gen/screenshelf/identity/v1/Identity.js';
import type { MarketplaceClient } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js';
import type { MembershipClient } from '@screenshelf/kit/gen/screenshelf/membership/v1/Membership.js';
import type { SearchClient } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { GatewayConfig } from './config.js';

export interface Clients {
  identity: PromiseClient<IdentityClient>;
  catalog: PromiseClient<CatalogClient>;
  search: PromiseClient<SearchClient>;
  membership: PromiseClient<MembershipClient>;
  marketplace: PromiseClient<MarketplaceClient>;
}

/** The services behind the gateway: gRPC address setting and proto of each (also what /healthz checks). */
export const SERVICES = [
  { name: 'identity', addressKey: 'IDENTITY_ADDR', proto: 'identity.proto', service: 'screenshelf.identity.v1.Identity' },
  { name: 'catalog', addressKey: 'CATALOG_ADDR', proto: 'catalog.proto', service: 'screenshelf.catalog.v1.Catalog' },
  { name: 'search', addressKey: 'SEARCH_ADDR', proto: 'search.proto', service: 'screenshelf.search.v1.Search' },
  { name: 'membership', addressKey: 'MEMBERSHIP_ADDR', proto: 'membership.proto', service: 'screenshelf.membership.v1.Membership' },
  { name: 'marketplace', addressKey: 'MARKETPLACE_ADDR', proto: 'marketplace.proto', service: 'screenshelf.marketplace.v1.Marketplace' },
] as const;

export function createClients(config: GatewayConfig): Clients {
  return Object.fromEntries(
    SERVICES.map((s) => [s.name, createGrpcClient(s.proto, s.service, config[s.addressKey])]),
  ) as unknown as Clients;
}
