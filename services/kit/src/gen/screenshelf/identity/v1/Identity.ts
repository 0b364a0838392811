// Original file: identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AccessToken as _screenshelf_identity_v1_AccessToken, AccessToken__Output as _screenshelf_identity_v1_AccessToken__Output } from '../../../screenshelf/identity/v1/AccessToken.js';
import type { CompleteSignInRequest as _screenshelf_identity_v1_CompleteSignInRequest, CompleteSignInRequest__Output as _screenshelf_identity_v1_CompleteSignInRequest__Output } from '../../../screenshelf/identity/v1/CompleteSignInRequest.js';
import type { CompleteSignInResponse as _screenshelf_identity_v1_CompleteSignInResponse, CompleteSignInResponse__Output as _screenshelf_identity_v1_CompleteSignInResponse__Output } from '../../../screenshelf/identity/v1/CompleteSignInResponse.js';
import type { CreateAccessTokenRequest as _screenshelf_identity_v1_CreateAccessTokenRequest, CreateAccessTokenRequest__Output as _screenshelf_identity_v1_CreateAccessTokenRequest__Output } from '../../../screenshelf/identity/v1/CreateAccessTokenRequest.js';
import type { CreatedAccessToken as _screenshelf_identity_v1_CreatedAccessToken, CreatedAccessToken__Output as _screenshelf_identity_v1_CreatedAccessToken__Output } from '../../../screenshelf/identity/v1/CreatedAccessToken.js';
import type { DeleteAccountRequest as _screenshelf_identity_v1_DeleteAccountRequest, DeleteAccountRequest__Output as _screenshelf_identity_v1_DeleteAccountRequest__Output } from '../../../screenshelf/identity/v1/DeleteAccountRequest.js';
import type { DeleteAccountResponse as _screenshelf_identity_v1_DeleteAccountResponse, DeleteAccountResponse__Output as _screenshelf_identity_v1_DeleteAccountResponse__Output } from '../../../screenshelf/identity/v1/DeleteAccountResponse.js';
import type { ListAccessTokensRequest as _screenshelf_identity_v1_ListAccessTokensRequest, ListAccessTokensRequest__Output as _screenshelf_identity_v1_ListAccessTokensRequest__Output } from '../../../screenshelf/identity/v1/ListAccessTokensRequest.js';
import type { ListAccessTokensResponse as _screenshelf_identity_v1_ListAccessTokensResponse, ListAccessTokensResponse__Output as _screenshelf_identity_v1_ListAccessTokensResponse__Output } from '../../../screenshelf/identity/v1/ListAccessTokensResponse.js';
import type { ListUsersRequest as _screenshelf_identity_v1_ListUsersRequest, ListUsersRequest__Output as _screenshelf_identity_v1_ListUsersRequest__Output } from '../../../screenshelf/identity/v1/ListUsersRequest.js';
import type { ListUsersResponse as _screenshelf_identity_v1_ListUsersResponse, ListUsersResponse__Output as _screenshelf_identity_v1_ListUsersResponse__Output } from '../../../screenshelf/identity/v1/ListUsersResponse.js';
import type { ResolveAccessTokenRequest as _screenshelf_identity_v1_ResolveAccessTokenRequest, ResolveAccessTokenRequest__Output as _screenshelf_identity_v1_ResolveAccessTokenRequest__Output } from '../../../screenshelf/identity/v1/ResolveAccessTokenRequest.js';
import type { ResolveAccessTokenResponse as _screenshelf_identity_v1_ResolveAccessTokenResponse, ResolveAccessTokenResponse__Output as _screenshelf_identity_v1_ResolveAccessTokenResponse__Output } from '../../../screenshelf/identity/v1/ResolveAccessTokenResponse.js';
import type { ResolveSessionRequest as _screenshelf_identity_v1_ResolveSessionRequest, ResolveSessionRequest__Output as _screenshelf_identity_v1_ResolveSessionRequest__Output } from '../../../screenshelf/identity/v1/ResolveSessionRequest.js';
import type { ResolveSessionResponse as _screenshelf_identity_v1_ResolveSessionResponse, ResolveSessionResponse__Output as _screenshelf_identity_v1_ResolveSessionResponse__Output } from '../../../screenshelf/identity/v1/ResolveSessionResponse.js';
import type { RevokeAccessTokenRequest as _screenshelf_identity_v1_RevokeAccessTokenRequest, RevokeAccessTokenRequest__Output as _screenshelf_identity_v1_RevokeAccessTokenRequest__Output } from '../../../screenshelf/identity/v1/RevokeAccessTokenRequest.js';
import type { SignOutRequest as _screenshelf_identity_v1_SignOutRequest, SignOutRequest__Output as _screenshelf_identity_v1_SignOutRequest__Output } from '../../../screenshelf/identity/v1/SignOutRequest.js';
import type { SignOutResponse as _screenshelf_identity_v1_SignOutResponse, SignOutResponse__Output as _screenshelf_identity_v1_SignOutResponse__Output } from '../../../screenshelf/identity/v1/SignOutResponse.js';
import type { StartSignInRequest as _screenshelf_identity_v1_StartSignInRequest, StartSignInRequest__Output as _screenshelf_identity_v1_StartSignInRequest__Output } from '../../../screenshelf/identity/v1/StartSignInRequest.js';
import type { StartSignInResponse as _screenshelf_identity_v1_StartSignInResponse, StartSignInResponse__Output as _screenshelf_identity_v1_StartSignInResponse__Output } from '../../../screenshelf/identity/v1/StartSignInResponse.js';
import type { UpdateRolesRequest as _screenshelf_identity_v1_UpdateRolesRequest, UpdateRolesRequest__Output as _screenshelf_identity_v1_UpdateRolesRequest__Output } from '../../../screenshelf/identity/v1/UpdateRolesRequest.js';
import type { UpdateSessionRequest as _screenshelf_identity_v1_UpdateSessionRequest, UpdateSessionRequest__Output as _screenshelf_identity_v1_UpdateSessionRequest__Output } from '../../../screenshelf/identity/v1/UpdateSessionRequest.js';
import type { User as _screenshelf_identity_v1_User, User__Output as _screenshelf_identity_v1_User__Output } from '../../../screenshelf/identity/v1/User.js';
import type { ValidateEmailRequest as _screenshelf_identity_v1_ValidateEmailRequest, ValidateEmailRequest__Output as _screenshelf_identity_v1_ValidateEmailRequest__Output } from '../../../screenshelf/identity/v1/ValidateEmailRequest.js';

export interface IdentityClient extends grpc.Client {
  CompleteSignIn(argument: _screenshelf_identity_v1_CompleteSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_CompleteSignInResponse__Output>): grpc.ClientUnaryCall;
  CompleteSignIn(argument: _screenshelf_identity_v1_CompleteSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_CompleteSignInResponse__Output>): grpc.ClientUnaryCall;
  CompleteSignIn(argument: _screenshelf_identity_v1_CompleteSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_CompleteSignInResponse__Output>): grpc.ClientUnaryCall;
  CompleteSignIn(argument: _screenshelf_identity_v1_CompleteSignInRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_CompleteSignInResponse__Output>): grpc.ClientUnaryCall;
  completeSignIn(argument: _screenshelf_identity_v1_CompleteSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_CompleteSignInResponse__Output>): grpc.ClientUnaryCall;
  completeSignIn(argument: _screenshelf_identity_v1_CompleteSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_CompleteSignInResponse__Output>): grpc.ClientUnaryCall;
  completeSignIn(argument: _screenshelf_identity_v1_CompleteSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_CompleteSignInResponse__Output>): grpc.ClientUnaryCall;
  completeSignIn(argument: _screenshelf_identity_v1_CompleteSignInRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_CompleteSignInResponse__Output>): grpc.ClientUnaryCall;
  
  CreateAccessToken(argument: _screenshelf_identity_v1_CreateAccessTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_CreatedAccessToken__Output>): grpc.ClientUnaryCall;
  CreateAccessToken(argument: _screenshelf_identity_v1_CreateAccessTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_CreatedAccessToken__Output>): grpc.ClientUnaryCall;
  CreateAccessToken(argument: _screenshelf_identity_v1_CreateAccessTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_CreatedAccessToken__Output>): grpc.ClientUnaryCall;
  CreateAccessToken(argument: _screenshelf_identity_v1_CreateAccessTokenRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_CreatedAccessToken__Output>): grpc.ClientUnaryCall;
  createAccessToken(argument: _screenshelf_identity_v1_CreateAccessTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_CreatedAccessToken__Output>): grpc.ClientUnaryCall;
  createAccessToken(argument: _screenshelf_identity_v1_CreateAccessTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_CreatedAccessToken__Output>): grpc.ClientUnaryCall;
  createAccessToken(argument: _screenshelf_identity_v1_CreateAccessTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_CreatedAccessToken__Output>): grpc.ClientUnaryCall;
  createAccessToken(argument: _screenshelf_identity_v1_CreateAccessTokenRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_CreatedAccessToken__Output>): grpc.ClientUnaryCall;
  
  DeleteAccount(argument: _screenshelf_identity_v1_DeleteAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _screenshelf_identity_v1_DeleteAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _screenshelf_identity_v1_DeleteAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _screenshelf_identity_v1_DeleteAccountRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _screenshelf_identity_v1_DeleteAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _screenshelf_identity_v1_DeleteAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _screenshelf_identity_v1_DeleteAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _screenshelf_identity_v1_DeleteAccountRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  
  ListAccessTokens(argument: _screenshelf_identity_v1_ListAccessTokensRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListAccessTokensResponse__Output>): grpc.ClientUnaryCall;
  ListAccessTokens(argument: _screenshelf_identity_v1_ListAccessTokensRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ListAccessTokensResponse__Output>): grpc.ClientUnaryCall;
  ListAccessTokens(argument: _screenshelf_identity_v1_ListAccessTokensRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListAccessTokensResponse__Output>): grpc.ClientUnaryCall;
  ListAccessTokens(argument: _screenshelf_identity_v1_ListAccessTokensRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ListAccessTokensResponse__Output>): grpc.ClientUnaryCall;
  listAccessTokens(argument: _screenshelf_identity_v1_ListAccessTokensRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListAccessTokensResponse__Output>): grpc.ClientUnaryCall;
  listAccessTokens(argument: _screenshelf_identity_v1_ListAccessTokensRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ListAccessTokensResponse__Output>): grpc.ClientUnaryCall;
  listAccessTokens(argument: _screenshelf_identity_v1_ListAccessTokensRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListAccessTokensResponse__Output>): grpc.ClientUnaryCall;
  listAccessTokens(argument: _screenshelf_identity_v1_ListAccessTokensRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ListAccessTokensResponse__Output>): grpc.ClientUnaryCall;
  
  ListSellers(argument: _screenshelf_identity_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListSellers(argument: _screenshelf_identity_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListSellers(argument: _screenshelf_identity_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListSellers(argument: _screenshelf_identity_v1_ListUsersRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listSellers(argument: _screenshelf_identity_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listSellers(argument: _screenshelf_identity_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listSellers(argument: _screenshelf_identity_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listSellers(argument: _screenshelf_identity_v1_ListUsersRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  
  ListUsers(argument: _screenshelf_identity_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _screenshelf_identity_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _screenshelf_identity_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _screenshelf_identity_v1_ListUsersRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _screenshelf_identity_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _screenshelf_identity_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _screenshelf_identity_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _screenshelf_identity_v1_ListUsersRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  
  ResolveAccessToken(argument: _screenshelf_identity_v1_ResolveAccessTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveAccessTokenResponse__Output>): grpc.ClientUnaryCall;
  ResolveAccessToken(argument: _screenshelf_identity_v1_ResolveAccessTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveAccessTokenResponse__Output>): grpc.ClientUnaryCall;
  ResolveAccessToken(argument: _screenshelf_identity_v1_ResolveAccessTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveAccessTokenResponse__Output>): grpc.ClientUnaryCall;
  ResolveAccessToken(argument: _screenshelf_identity_v1_ResolveAccessTokenRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveAccessTokenResponse__Output>): grpc.ClientUnaryCall;
  resolveAccessToken(argument: _screenshelf_identity_v1_ResolveAccessTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveAccessTokenResponse__Output>): grpc.ClientUnaryCall;
  resolveAccessToken(argument: _screenshelf_identity_v1_ResolveAccessTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveAccessTokenResponse__Output>): grpc.ClientUnaryCall;
  resolveAccessToken(argument: _screenshelf_identity_v1_ResolveAccessTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveAccessTokenResponse__Output>): grpc.ClientUnaryCall;
  resolveAccessToken(argument: _screenshelf_identity_v1_ResolveAccessTokenRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveAccessTokenResponse__Output>): grpc.ClientUnaryCall;
  
  ResolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  
  RevokeAccessToken(argument: _screenshelf_identity_v1_RevokeAccessTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_AccessToken__Output>): grpc.ClientUnaryCall;
  RevokeAccessToken(argument: _screenshelf_identity_v1_RevokeAccessTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_AccessToken__Output>): grpc.ClientUnaryCall;
  RevokeAccessToken(argument: _screenshelf_identity_v1_RevokeAccessTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_AccessToken__Output>): grpc.ClientUnaryCall;
  RevokeAccessToken(argument: _screenshelf_identity_v1_RevokeAccessTokenRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_AccessToken__Output>): grpc.ClientUnaryCall;
  revokeAccessToken(argument: _screenshelf_identity_v1_RevokeAccessTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_AccessToken__Output>): grpc.ClientUnaryCall;
  revokeAccessToken(argument: _screenshelf_identity_v1_RevokeAccessTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_AccessToken__Output>): grpc.ClientUnaryCall;
  revokeAccessToken(argument: _screenshelf_identity_v1_RevokeAccessTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_AccessToken__Output>): grpc.ClientUnaryCall;
  revokeAccessToken(argument: _screenshelf_identity_v1_RevokeAccessTokenRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_AccessToken__Output>): grpc.ClientUnaryCall;
  
  SignOut(argument: _screenshelf_identity_v1_SignOutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  SignOut(argument: _screenshelf_identity_v1_SignOutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  SignOut(argument: _screenshelf_identity_v1_SignOutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  SignOut(argument: _screenshelf_identity_v1_SignOutRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  signOut(argument: _screenshelf_identity_v1_SignOutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  signOut(argument: _screenshelf_identity_v1_SignOutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  signOut(argument: _screenshelf_identity_v1_SignOutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  signOut(argument: _screenshelf_identity_v1_SignOutRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  
  StartSignIn(argument: _screenshelf_identity_v1_StartSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_StartSignInResponse__Output>): grpc.ClientUnaryCall;
  StartSignIn(argument: _screenshelf_identity_v1_StartSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_StartSignInResponse__Output>): grpc.ClientUnaryCall;
  StartSignIn(argument: _screenshelf_identity_v1_StartSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_StartSignInResponse__Output>): grpc.ClientUnaryCall;
  StartSignIn(argument: _screenshelf_identity_v1_StartSignInRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_StartSignInResponse__Output>): grpc.ClientUnaryCall;
  startSignIn(argument: _screenshelf_identity_v1_StartSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_StartSignInResponse__Output>): grpc.ClientUnaryCall;
  startSignIn(argument: _screenshelf_identity_v1_StartSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_StartSignInResponse__Output>): grpc.ClientUnaryCall;
  startSignIn(argument: _screenshelf_identity_v1_StartSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_StartSignInResponse__Output>): grpc.ClientUnaryCall;
  startSignIn(argument: _screenshelf_identity_v1_StartSignInRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_StartSignInResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateRoles(argument: _screenshelf_identity_v1_UpdateRolesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateRoles(argument: _screenshelf_identity_v1_UpdateRolesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateRoles(argument: _screenshelf_identity_v1_UpdateRolesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateRoles(argument: _screenshelf_identity_v1_UpdateRolesRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  updateRoles(argument: _screenshelf_identity_v1_UpdateRolesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  updateRoles(argument: _screenshelf_identity_v1_UpdateRolesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  updateRoles(argument: _screenshelf_identity_v1_UpdateRolesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  updateRoles(argument: _screenshelf_identity_v1_UpdateRolesRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  UpdateSession(argument: _screenshelf_identity_v1_UpdateSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  UpdateSession(argument: _screenshelf_identity_v1_UpdateSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  UpdateSession(argument: _screenshelf_identity_v1_UpdateSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  UpdateSession(argument: _screenshelf_identity_v1_UpdateSessionRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  updateSession(argument: _screenshelf_identity_v1_UpdateSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  updateSession(argument: _screenshelf_identity_v1_UpdateSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  updateSession(argument: _screenshelf_identity_v1_UpdateSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  updateSession(argument: _screenshelf_identity_v1_UpdateSessionRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  
  ValidateSeller(argument: _screenshelf_identity_v1_ValidateEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ValidateSeller(argument: _screenshelf_identity_v1_ValidateEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ValidateSeller(argument: _screenshelf_identity_v1_ValidateEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ValidateSeller(argument: _screenshelf_identity_v1_ValidateEmailRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  validateSeller(argument: _screenshelf_identity_v1_ValidateEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  validateSeller(argument: _screenshelf_identity_v1_ValidateEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  validateSeller(argument: _screenshelf_identity_v1_ValidateEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  validateSeller(argument: _screenshelf_identity_v1_ValidateEmailRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  ValidateUser(argument: _screenshelf_identity_v1_ValidateEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ValidateUser(argument: _screenshelf_identity_v1_ValidateEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ValidateUser(argument: _screenshelf_identity_v1_ValidateEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ValidateUser(argument: _screenshelf_identity_v1_ValidateEmailRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  validateUser(argument: _screenshelf_identity_v1_ValidateEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  validateUser(argument: _screenshelf_identity_v1_ValidateEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  validateUser(argument: _screenshelf_identity_v1_ValidateEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  validateUser(argument: _screenshelf_identity_v1_ValidateEmailRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityHandlers extends grpc.UntypedServiceImplementation {
  CompleteSignIn: grpc.handleUnaryCall<_screenshelf_identity_v1_CompleteSignInRequest__Output, _screenshelf_identity_v1_CompleteSignInResponse>;
  
  CreateAccessToken: grpc.handleUnaryCall<_screenshelf_identity_v1_CreateAccessTokenRequest__Output, _screenshelf_identity_v1_CreatedAccessToken>;
  
  DeleteAccount: grpc.handleUnaryCall<_screenshelf_identity_v1_DeleteAccountRequest__Output, _screenshelf_identity_v1_DeleteAccountResponse>;
  
  ListAccessTokens: grpc.handleUnaryCall<_screenshelf_identity_v1_ListAccessTokensRequest__Output, _screenshelf_identity_v1_ListAccessTokensResponse>;
  
  ListSellers: grpc.handleUnaryCall<_screenshelf_identity_v1_ListUsersRequest__Output, _screenshelf_identity_v1_ListUsersResponse>;
  
  ListUsers: grpc.handleUnaryCall<_screenshelf_identity_v1_ListUsersRequest__Output, _screenshelf_identity_v1_ListUsersResponse>;
  
  ResolveAccessToken: grpc.handleUnaryCall<_screenshelf_identity_v1_ResolveAccessTokenRequest__Output, _screenshelf_identity_v1_ResolveAccessTokenResponse>;
  
  ResolveSession: grpc.handleUnaryCall<_screenshelf_identity_v1_ResolveSessionRequest__Output, _screenshelf_identity_v1_ResolveSessionResponse>;
  
  RevokeAccessToken: grpc.handleUnaryCall<_screenshelf_identity_v1_RevokeAccessTokenRequest__Output, _screenshelf_identity_v1_AccessToken>;
  
  SignOut: grpc.handleUnaryCall<_screenshelf_identity_v1_SignOutRequest__Output, _screenshelf_identity_v1_SignOutResponse>;
  
  StartSignIn: grpc.handleUnaryCall<_screenshelf_identity_v1_StartSignInRequest__Output, _screenshelf_identity_v1_StartSignInResponse>;
  
  UpdateRoles: grpc.handleUnaryCall<_screenshelf_identity_v1_UpdateRolesRequest__Output, _screenshelf_identity_v1_User>;
  
  UpdateSession: grpc.handleUnaryCall<_screenshelf_identity_v1_UpdateSessionRequest__Output, _screenshelf_identity_v1_ResolveSessionResponse>;
  
  ValidateSeller: grpc.handleUnaryCall<_screenshelf_identity_v1_ValidateEmailRequest__Output, _screenshelf_identity_v1_User>;
  
  ValidateUser: grpc.handleUnaryCall<_screenshelf_identity_v1_ValidateEmailRequest__Output, _screenshelf_identity_v1_User>;
  
}

export interface IdentityDefinition extends grpc.ServiceDefinition {
  CompleteSignIn: MethodDefinition<_screenshelf_identity_v1_CompleteSignInRequest, _screenshelf_identity_v1_CompleteSignInResponse, _screenshelf_identity_v1_CompleteSignInRequest__Output, _screenshelf_identity_v1_CompleteSignInResponse__Output>
  CreateAccessToken: MethodDefinition<_screenshelf_identity_v1_CreateAccessTokenRequest, _screenshelf_identity_v1_CreatedAccessToken, _screenshelf_identity_v1_CreateAccessTokenRequest__Output, _screenshelf_identity_v1_CreatedAccessToken__Output>
  DeleteAccount: MethodDefinition<_screenshelf_identity_v1_DeleteAccountRequest, _screenshelf_identity_v1_DeleteAccountResponse, _screenshelf_identity_v1_DeleteAccountRequest__Output, _screenshelf_identity_v1_DeleteAccountResponse__Output>
  ListAccessTokens: MethodDefinition<_screenshelf_identity_v1_ListAccessTokensRequest, _screenshelf_identity_v1_ListAccessTokensResponse, _screenshelf_identity_v1_ListAccessTokensRequest__Output, _screenshelf_identity_v1_ListAccessTokensResponse__Output>
  ListSellers: MethodDefinition<_screenshelf_identity_v1_ListUsersRequest, _screenshelf_identity_v1_ListUsersResponse, _screenshelf_identity_v1_ListUsersRequest__Output, _screenshelf_identity_v1_ListUsersResponse__Output>
  ListUsers: MethodDefinition<_screenshelf_identity_v1_ListUsersRequest, _screenshelf_identity_v1_ListUsersResponse, _screenshelf_identity_v1_ListUsersRequest__Output, _screenshelf_identity_v1_ListUsersResponse__Output>
  ResolveAccessToken: MethodDefinition<_screenshelf_identity_v1_ResolveAccessTokenRequest, _screenshelf_identity_v1_ResolveAccessTokenResponse, _screenshelf_identity_v1_ResolveAccessTokenRequest__Output, _screenshelf_identity_v1_ResolveAccessTokenResponse__Output>
  ResolveSession: MethodDefinition<_screenshelf_identity_v1_ResolveSessionRequest, _screenshelf_identity_v1_ResolveSessionResponse, _screenshelf_identity_v1_ResolveSessionRequest__Output, _screenshelf_identity_v1_ResolveSessionResponse__Output>
  RevokeAccessToken: MethodDefinition<_screenshelf_identity_v1_RevokeAccessTokenRequest, _screenshelf_identity_v1_AccessToken, _screenshelf_identity_v1_RevokeAccessTokenRequest__Output, _screenshelf_identity_v1_AccessToken__Output>
  SignOut: MethodDefinition<_screenshelf_identity_v1_SignOutRequest, _screenshelf_identity_v1_SignOutResponse, _screenshelf_identity_v1_SignOutRequest__Output, _screenshelf_identity_v1_SignOutResponse__Output>
  StartSignIn: MethodDefinition<_screenshelf_identity_v1_StartSignInRequest, _screenshelf_identity_v1_StartSignInResponse, _screenshelf_identity_v1_StartSignInRequest__Output, _screenshelf_identity_v1_StartSignInResponse__Output>
  UpdateRoles: MethodDefinition<_screenshelf_identity_v1_UpdateRolesRequest, _screenshelf_identity_v1_User, _screenshelf_identity_v1_UpdateRolesRequest__Output, _screenshelf_identity_v1_User__Output>
  UpdateSession: MethodDefinition<_screenshelf_identity_v1_UpdateSessionRequest, _screenshelf_identity_v1_ResolveSessionResponse, _screenshelf_identity_v1_UpdateSessionRequest__Output, _screenshelf_identity_v1_ResolveSessionResponse__Output>
  ValidateSeller: MethodDefinition<_screenshelf_identity_v1_ValidateEmailRequest, _screenshelf_identity_v1_User, _screenshelf_identity_v1_ValidateEmailRequest__Output, _screenshelf_identity_v1_User__Output>
  ValidateUser: MethodDefinition<_screenshelf_identity_v1_ValidateEmailRequest, _screenshelf_identity_v1_User, _screenshelf_identity_v1_ValidateEmailRequest__Output, _screenshelf_identity_v1_User__Output>
}
