import { requireRole, type AsyncHandlers } from '@screenshelf/kit';
import type { IdentityHandlers } from '@screenshelf/kit/gen/screenshelf/identity/v1/Identity.js';
import { requireEmailLookup } from './domain/user.js';
import type { IdentityActions } from './use-cases/index.js';

/** The Identity gRPC service: each call to its use case; the admin calls are checked here from the caller token. */
export function identityHandlers(actions: IdentityActions): AsyncHandlers<IdentityHandlers> {
  return {
    ResolveSession: (request) => actions.resolveSession(request.sessionToken),
    StartSignIn: (request) => actions.startSignIn(request.provider, request.callbackUrl, request.redirectUri),
    CompleteSignIn: (request) => actions.completeSignIn(request.flowId, request.callbackParams),
    SignOut: (request) => actions.signOut(request.sessionToken),
    UpdateSession: (request) => actions.updateSession(request.sessionToken),

    async ListUsers(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.listUsers(request.userEmail, request.limit, request.offset);
    },
    async ListSellers(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.listSellers(request.userEmail, request.limit, request.offset);
    },
    async UpdateRoles(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.updateRoles(caller, request);
    },
    async ValidateUser(request, { caller }) {
      requireEmailLookup(caller);
      return actions.validateUser(request.email);
    },
    async ValidateSeller(request, { caller }) {
      requireEmailLookup(caller);
      return actions.validateSeller(request.email);
    },
    DeleteAccount: (_request, { caller }) => actions.deleteAccount(caller),

    CreateAccessToken: (request, { caller }) => actions.createAccessToken(caller, request.name, request.expiresInDays),
    ListAccessTokens: (_request, { caller }) => actions.listAccessTokens(caller),
    RevokeAccessToken: (request, { caller }) => actions.revokeAccessToken(caller, request.tokenId),
    ResolveAccessToken: (request) => actions.resolveAccessToken(request.secret),
  };
}
