import { comments } from './comments.js';
import { communityContext, type CommunityDeps } from './context.js';
import { moderation } from './moderation.js';
import { posts } from './posts.js';

export type { CommunityDeps } from './context.js';
export { screenResolver, type ScreenResolver } from './screens.js';
export { supportActions, type SupportActions, type SupportDeps } from './support.js';

/** Posts, comments, votes, reports and moderation: the rules applied to the database, one module per group. */
export function communityActions(deps: CommunityDeps) {
  const ctx = communityContext(deps);
  return {
    ...posts(ctx),
    ...comments(ctx),
    ...moderation(ctx),
  };
}
export type CommunityActions = ReturnType<typeof communityActions>;
