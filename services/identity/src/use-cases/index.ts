import { accessTokens } from './access-tokens.js';
import { identityContext, type IdentityDeps } from './context.js';
import { sessions } from './sessions.js';
import { signingIn } from './sign-in.js';
import { users } from './users.js';

export type { IdentityDeps } from './context.js';

/**
 * Identity's use cases, one module per group, applied to the database, the OpenID provider and the
 * session mirror. A change to a user runs in a transaction that also writes its identity.user event.
 */
export function identityActions(deps: IdentityDeps) {
  const ctx = identityContext(deps);
  return { ...signingIn(ctx), ...sessions(ctx), ...users(ctx), ...accessTokens(ctx) };
}

export type IdentityActions = ReturnType<typeof identityActions>;
