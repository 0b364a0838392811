import type { Logger, Pool, PromiseClient } from '@screenshelf/kit';
import type { MembershipClient } from '@screenshelf/kit/gen/screenshelf/membership/v1/Membership.js';
import type { SearchClient } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { ChatModel } from '../chat-model.js';

/** What the chatbot's use cases work with. */
export interface ChatbotDeps {
  pool: Pool;
  logger: Logger;
  /** search.Retrieve, called with the caller's own token (the entitlement rule applies to what comes back). */
  search: PromiseClient<SearchClient>;
  /** membership.ListPlans: the plans and prices a question about membership is answered from. */
  membership: PromiseClient<MembershipClient>;
  /** The chat model when one is configured; the local composer answers otherwise. */
  model?: ChatModel;
  retrieveLimit: number;
  retrieveDeadlineMs: number;
}
