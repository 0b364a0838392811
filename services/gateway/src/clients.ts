import { createGrpcClient, type PromiseClient } from '@screenshelf/kit';
import type { AuditClient } from '@screenshelf/kit/gen/screenshelf/audit/v1/Audit.js';
import type { ChatbotClient } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/Chatbot.js';
import type { CommunityClient } from '@screenshelf/kit/gen/screenshelf/community/v1/Community.js';
import type { SupportClient } from '@screenshelf/kit/gen/screenshelf/community/v1/Support.js';
import type { BoardsClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Boards.js';
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
  chatbot: PromiseClient<ChatbotClient>;
  community: PromiseClient<CommunityClient>;
  /** Collections and team boards, served by the catalog process (CATALOG_ADDR). */
  boards: PromiseClient<BoardsClient>;
  /** Contact requests and the newsletter, served by the community process (COMMUNITY_ADDR). */
  support: PromiseClient<SupportClient>;
  /** The audit log each data-owning service keeps (proto/audit.proto, served beside its own service). */
  audit: Record<AuditedService, PromiseClient<AuditClient>>;
}

/** The services that keep an audit log of admin writes (kit audit.ts). */
export const AUDITED_SERVICES = ['identity', 'catalog', 'membership', 'marketplace', 'community'] as const;
export type AuditedService = (typeof AUDITED_SERVICES)[number];

/** The services behind the gateway: gRPC address setting and proto of each (also what /healthz checks). */
export const SERVICES = [
  { name: 'identity', addressKey: 'IDENTITY_ADDR', proto: 'identity.proto', service: 'screenshelf.identity.v1.Identity' },
  { name: 'catalog', addressKey: 'CATALOG_ADDR', proto: 'catalog.proto', service: 'screenshelf.catalog.v1.Catalog' },
  { name: 'search', addressKey: 'SEARCH_ADDR', proto: 'search.proto', service: 'screenshelf.search.v1.Search' },
  { name: 'membership', addressKey: 'MEMBERSHIP_ADDR', proto: 'membership.proto', service: 'screenshelf.membership.v1.Membership' },
  { name: 'marketplace', addressKey: 'MARKETPLACE_ADDR', proto: 'marketplace.proto', service: 'screenshelf.marketplace.v1.Marketplace' },
  { name: 'chatbot', addressKey: 'CHATBOT_ADDR', proto: 'chatbot.proto', service: 'screenshelf.chatbot.v1.Chatbot' },
  { name: 'community', addressKey: 'COMMUNITY_ADDR', proto: 'community.proto', service: 'screenshelf.community.v1.Community' },
] as const;

export function createClients(config: GatewayConfig): Clients {
  const services = Object.fromEntries(SERVICES.map((s) => [s.name, createGrpcClient(s.proto, s.service, config[s.addressKey])]));
  const addressOf = (name: AuditedService) => config[SERVICES.find((s) => s.name === name)!.addressKey];
  const audit = Object.fromEntries(
    AUDITED_SERVICES.map((name) => [name, createGrpcClient<AuditClient>('audit.proto', 'screenshelf.audit.v1.Audit', addressOf(name))]),
  );
  const support = createGrpcClient<SupportClient>('community.proto', 'screenshelf.community.v1.Support', config.COMMUNITY_ADDR);
  const boards = createGrpcClient<BoardsClient>('boards.proto', 'screenshelf.catalog.v1.Boards', config.CATALOG_ADDR);
  return { ...services, support, boards, audit } as unknown as Clients;
}
