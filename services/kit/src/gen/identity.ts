import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccessToken as _screenshelf_identity_v1_AccessToken, AccessToken__Output as _screenshelf_identity_v1_AccessToken__Output } from './screenshelf/identity/v1/AccessToken.js';
import type { CompleteSignInRequest as _screenshelf_identity_v1_CompleteSignInRequest, CompleteSignInRequest__Output as _screenshelf_identity_v1_CompleteSignInRequest__Output } from './screenshelf/identity/v1/CompleteSignInRequest.js';
import type { CompleteSignInResponse as _screenshelf_identity_v1_CompleteSignInResponse, CompleteSignInResponse__Output as _screenshelf_identity_v1_CompleteSignInResponse__Output } from './screenshelf/identity/v1/CompleteSignInResponse.js';
import type { CreateAccessTokenRequest as _screenshelf_identity_v1_CreateAccessTokenRequest, CreateAccessTokenRequest__Output as _screenshelf_identity_v1_CreateAccessTokenRequest__Output } from './screenshelf/identity/v1/CreateAccessTokenRequest.js';
import type { CreatedAccessToken as _screenshelf_identity_v1_CreatedAccessToken, CreatedAccessToken__Output as _screenshelf_identity_v1_CreatedAccessToken__Output } from './screenshelf/identity/v1/CreatedAccessToken.js';
import type { DeleteAccountRequest as _screenshelf_identity_v1_DeleteAccountRequest, DeleteAccountRequest__Output as _screenshelf_identity_v1_DeleteAccountRequest__Output } from './screenshelf/identity/v1/DeleteAccountRequest.js';
import type { DeleteAccountResponse as _screenshelf_identity_v1_DeleteAccountResponse, DeleteAccountResponse__Output as _screenshelf_identity_v1_DeleteAccountResponse__Output } from './screenshelf/identity/v1/DeleteAccountResponse.js';
import type { IdentityClient as _screenshelf_identity_v1_IdentityClient, IdentityDefinition as _screenshelf_identity_v1_IdentityDefinition } from './screenshelf/identity/v1/Identity.js';
import type { ListAccessTokensRequest as _screenshelf_identity_v1_ListAccessTokensRequest, ListAccessTokensRequest__Output as _screenshelf_identity_v1_ListAccessTokensRequest__Output } from './screenshelf/identity/v1/ListAccessTokensRequest.js';
import type { ListAccessTokensResponse as _screenshelf_identity_v1_ListAccessTokensResponse, ListAccessTokensResponse__Output as _screenshelf_identity_v1_ListAccessTokensResponse__Output } from './screenshelf/identity/v1/ListAccessTokensResponse.js';
import type { ListUsersRequest as _screenshelf_identity_v1_ListUsersRequest, ListUsersRequest__Output as _screenshelf_identity_v1_ListUsersRequest__Output } from './screenshelf/identity/v1/ListUsersRequest.js';
import type { ListUsersResponse as _screenshelf_identity_v1_ListUsersResponse, ListUsersResponse__Output as _screenshelf_identity_v1_ListUsersResponse__Output } from './screenshelf/identity/v1/ListUsersResponse.js';
import type { ResolveAccessTokenRequest as _screenshelf_identity_v1_ResolveAccessTokenRequest, ResolveAccessTokenRequest__Output as _screenshelf_identity_v1_ResolveAccessTokenRequest__Output } from './screenshelf/identity/v1/ResolveAccessTokenRequest.js';
import type { ResolveAccessTokenResponse as _screenshelf_identity_v1_ResolveAccessTokenResponse, ResolveAccessTokenResponse__Output as _screenshelf_identity_v1_ResolveAccessTokenResponse__Output } from './screenshelf/identity/v1/ResolveAccessTokenResponse.js';
import type { ResolveSessionRequest as _screenshelf_identity_v1_ResolveSessionRequest, ResolveSessionRequest__Output as _screenshelf_identity_v1_ResolveSessionRequest__Output } from './screenshelf/identity/v1/ResolveSessionRequest.js';
import type { ResolveSessionResponse as _screenshelf_identity_v1_ResolveSessionResponse, ResolveSessionResponse__Output as _screenshelf_identity_v1_ResolveSessionResponse__Output } from './screenshelf/identity/v1/ResolveSessionResponse.js';
import type { RevokeAccessTokenRequest as _screenshelf_identity_v1_RevokeAccessTokenRequest, RevokeAccessTokenRequest__Output as _screenshelf_identity_v1_RevokeAccessTokenRequest__Output } from './screenshelf/identity/v1/RevokeAccessTokenRequest.js';
import type { SignOutRequest as _screenshelf_identity_v1_SignOutRequest, SignOutRequest__Output as _screenshelf_identity_v1_SignOutRequest__Output } from './screenshelf/identity/v1/SignOutRequest.js';
import type { SignOutResponse as _screenshelf_identity_v1_SignOutResponse, SignOutResponse__Output as _screenshelf_identity_v1_SignOutResponse__Output } from './screenshelf/identity/v1/SignOutResponse.js';
import type { StartSignInRequest as _screenshelf_identity_v1_StartSignInRequest, StartSignInRequest__Output as _screenshelf_identity_v1_StartSignInRequest__Output } from './screenshelf/identity/v1/StartSignInRequest.js';
import type { StartSignInResponse as _screenshelf_identity_v1_StartSignInResponse, StartSignInResponse__Output as _screenshelf_identity_v1_StartSignInResponse__Output } from './screenshelf/identity/v1/StartSignInResponse.js';
import type { UpdateRolesRequest as _screenshelf_identity_v1_UpdateRolesRequest, UpdateRolesRequest__Output as _screenshelf_identity_v1_UpdateRolesRequest__Output } from './screenshelf/identity/v1/UpdateRolesRequest.js';
import type { UpdateSessionRequest as _screenshelf_identity_v1_UpdateSessionRequest, UpdateSessionRequest__Output as _screenshelf_identity_v1_UpdateSessionRequest__Output } from './screenshelf/identity/v1/UpdateSessionRequest.js';
import type { User as _screenshelf_identity_v1_User, User__Output as _screenshelf_identity_v1_User__Output } from './screenshelf/identity/v1/User.js';
import type { ValidateEmailRequest as _screenshelf_identity_v1_ValidateEmailRequest, ValidateEmailRequest__Output as _screenshelf_identity_v1_ValidateEmailRequest__Output } from './screenshelf/identity/v1/ValidateEmailRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    identity: {
      v1: {
        AccessToken: MessageTypeDefinition<_screenshelf_identity_v1_AccessToken, _screenshelf_identity_v1_AccessToken__Output>
        CompleteSignInRequest: MessageTypeDefinition<_screenshelf_identity_v1_CompleteSignInRequest, _screenshelf_identity_v1_CompleteSignInRequest__Output>
        CompleteSignInResponse: MessageTypeDefinition<_screenshelf_identity_v1_CompleteSignInResponse, _screenshelf_identity_v1_CompleteSignInResponse__Output>
        CreateAccessTokenRequest: MessageTypeDefinition<_screenshelf_identity_v1_CreateAccessTokenRequest, _screenshelf_identity_v1_CreateAccessTokenRequest__Output>
        CreatedAccessToken: MessageTypeDefinition<_screenshelf_identity_v1_CreatedAccessToken, _screenshelf_identity_v1_CreatedAccessToken__Output>
        DeleteAccountRequest: MessageTypeDefinition<_screenshelf_identity_v1_DeleteAccountRequest, _screenshelf_identity_v1_DeleteAccountRequest__Output>
        DeleteAccountResponse: MessageTypeDefinition<_screenshelf_identity_v1_DeleteAccountResponse, _screenshelf_identity_v1_DeleteAccountResponse__Output>
        Identity: SubtypeConstructor<typeof grpc.Client, _screenshelf_identity_v1_IdentityClient> & { service: _screenshelf_identity_v1_IdentityDefinition }
        ListAccessTokensRequest: MessageTypeDefinition<_screenshelf_identity_v1_ListAccessTokensRequest, _screenshelf_identity_v1_ListAccessTokensRequest__Output>
        ListAccessTokensResponse: MessageTypeDefinition<_screenshelf_identity_v1_ListAccessTokensResponse, _screenshelf_identity_v1_ListAccessTokensResponse__Output>
        ListUsersRequest: MessageTypeDefinition<_screenshelf_identity_v1_ListUsersRequest, _screenshelf_identity_v1_ListUsersRequest__Output>
        ListUsersResponse: MessageTypeDefinition<_screenshelf_identity_v1_ListUsersResponse, _screenshelf_identity_v1_ListUsersResponse__Output>
        ResolveAccessTokenRequest: MessageTypeDefinition<_screenshelf_identity_v1_ResolveAccessTokenRequest, _screenshelf_identity_v1_ResolveAccessTokenRequest__Output>
        ResolveAccessTokenResponse: MessageTypeDefinition<_screenshelf_identity_v1_ResolveAccessTokenResponse, _screenshelf_identity_v1_ResolveAccessTokenResponse__Output>
        ResolveSessionRequest: MessageTypeDefinition<_screenshelf_identity_v1_ResolveSessionRequest, _screenshelf_identity_v1_ResolveSessionRequest__Output>
        ResolveSessionResponse: MessageTypeDefinition<_screenshelf_identity_v1_ResolveSessionResponse, _screenshelf_identity_v1_ResolveSessionResponse__Output>
        RevokeAccessTokenRequest: MessageTypeDefinition<_screenshelf_identity_v1_RevokeAccessTokenRequest, _screenshelf_identity_v1_RevokeAccessTokenRequest__Output>
        SignOutRequest: MessageTypeDefinition<_screenshelf_identity_v1_SignOutRequest, _screenshelf_identity_v1_SignOutRequest__Output>
        SignOutResponse: MessageTypeDefinition<_screenshelf_identity_v1_SignOutResponse, _screenshelf_identity_v1_SignOutResponse__Output>
        StartSignInRequest: MessageTypeDefinition<_screenshelf_identity_v1_StartSignInRequest, _screenshelf_identity_v1_StartSignInRequest__Output>
        StartSignInResponse: MessageTypeDefinition<_screenshelf_identity_v1_StartSignInResponse, _screenshelf_identity_v1_StartSignInResponse__Output>
        UpdateRolesRequest: MessageTypeDefinition<_screenshelf_identity_v1_UpdateRolesRequest, _screenshelf_identity_v1_UpdateRolesRequest__Output>
        UpdateSessionRequest: MessageTypeDefinition<_screenshelf_identity_v1_UpdateSessionRequest, _screenshelf_identity_v1_UpdateSessionRequest__Output>
        User: MessageTypeDefinition<_screenshelf_identity_v1_User, _screenshelf_identity_v1_User__Output>
        ValidateEmailRequest: MessageTypeDefinition<_screenshelf_identity_v1_ValidateEmailRequest, _screenshelf_identity_v1_ValidateEmailRequest__Output>
      }
    }
  }
}

