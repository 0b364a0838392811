// Jest's own order (it runs the files that failed last time first, then the slowest, by the times
// it keeps in its cache), with one change: a file jest has no time for yet gets the time below
// instead of being ordered by its size. A fresh clone (CI) has no cache, and by size the longest
// file (schemathesis, a few minutes) would start last and leave one worker idle meanwhile.
import TestSequencer from '@jest/test-sequencer';

/** Seconds a file took in a full run on the 2-core machine; only files of 8 s or more. */
const ESTIMATES = new Map([
  ["services/gateway/test/schemathesis.test.ts", 361],
  ["scripts/test/demo-library-seed.test.ts", 112],
  ["services/gateway/test/bad-input.test.ts", 89],
  ["services/gateway/test/library-browse.test.ts", 37],
  ["services/gateway/test/site.test.ts", 35],
  ["services/gateway/test/library-paywall.test.ts", 28],
  ["services/gateway/test/chatbot-model.test.ts", 28],
  ["services/gateway/test/library-admin.test.ts", 27],
  ["services/gateway/test/library-wall.test.ts", 26],
  ["services/gateway/test/skeleton.test.ts", 23],
  ["services/gateway/test/retrieval.test.ts", 22],
  ["services/gateway/test/access-tokens.test.ts", 22],
  ["services/gateway/test/account-closing.test.ts", 22],
  ["services/gateway/test/mcp.test.ts", 21],
  ["services/gateway/test/chatbot.test.ts", 20],
  ["services/gateway/test/community.test.ts", 19],
  ["services/gateway/test/memberships-concurrency.test.ts", 19],
  ["services/gateway/test/plugin-access.test.ts", 18],
  ["scripts/test/demo-seed.test.ts", 17],
  ["services/kit/test/migrate-main.test.ts", 17],
  ["services/gateway/test/memberships-slow-provider.test.ts", 17],
  ["services/gateway/test/screen-text.test.ts", 16],
  ["services/gateway/test/faults.test.ts", 16],
  ["services/gateway/test/memberships-hardening.test.ts", 14],
  ["services/gateway/test/admin-console.test.ts", 14],
  ["services/gateway/test/health-metrics.test.ts", 14],
  ["services/gateway/test/memberships.test.ts", 13],
  ["services/kit/test/outbox.test.ts", 12],
  ["services/gateway/test/auth.test.ts", 11],
  ["services/gateway/test/support.test.ts", 11],
  ["services/gateway/test/languages.test.ts", 11],
  ["services/gateway/test/marketplace.test.ts", 10],
  ["services/marketplace/test/orders.test.ts", 10],
  ["services/search/test/embeddings.test.ts", 10],
  ["services/gateway/test/idempotency.test.ts", 10],
  ["services/gateway/test/library-cards.test.ts", 9],
  ["services/marketplace/test/reviews.test.ts", 9],
  ["scripts/test/demo-library.test.ts", 9],
  ["services/gateway/test/openapi.test.ts", 9],
  ["services/marketplace/test/events.test.ts", 9],
  ["services/gateway/test/session-entitlement.test.ts", 9],
  ["services/search/test/indices.test.ts", 9],
  ["services/search/test/codes.test.ts", 8],
]);

export default class SlowestFirst extends TestSequencer {
  time(test) {
    const known = super.time(test);
    if (known != null) return known;
    const relative = test.path.slice(test.context.config.rootDir.length + 1);
    return (ESTIMATES.get(relative) ?? 1) * 1000;
  }
}
