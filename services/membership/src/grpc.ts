import type { AsyncHandlers, Pool } from '@screenshelf/kit';
import type { MembershipHandlers } from '@screenshelf/kit/gen/screenshelf/membership/v1/Membership.js';

// Placeholder until memberships land (issue 5): everyone is on Starter.
export function membershipHandlers(_pool: Pool): AsyncHandlers<MembershipHandlers> {
  return {
    async GetEntitlement() {
      return { plan: 'STARTER', paid: false, features: [] };
    },
  };
}
