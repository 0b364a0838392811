import type { Logger, Pool, ServiceBinding } from '@screenshelf/kit';
import type { CommunityConfig } from '../config.js';

/**
 * The Support service (contact requests, newsletter) served by the community process
 * (proto/community.proto `service Support`). Filled by h17-support: it answers the Support binding
 * here; until then none (gRPC refuses to serve a service without methods).
 */
export function registerSupport(_deps: { config: CommunityConfig; pool: Pool; logger: Logger }): ServiceBinding[] {
  return [];
}
