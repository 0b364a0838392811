import type { AsyncHandlers, Pool } from '@screenshelf/kit';
import type { IdentityHandlers } from '@screenshelf/kit/gen/screenshelf/identity/v1/Identity.js';

// Placeholder until sign-in lands (issue 3): no session is valid yet.
export function identityHandlers(_pool: Pool): AsyncHandlers<IdentityHandlers> {
  return {
    async ResolveSession() {
      return { valid: false, reason: 'UNKNOWN' };
    },
  };
}
