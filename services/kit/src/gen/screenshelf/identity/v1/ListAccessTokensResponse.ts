// Original file: identity.proto

import type { AccessToken as _screenshelf_identity_v1_AccessToken, AccessToken__Output as _screenshelf_identity_v1_AccessToken__Output } from '../../../screenshelf/identity/v1/AccessToken.js';

export interface ListAccessTokensResponse {
  'tokens'?: (_screenshelf_identity_v1_AccessToken)[];
}

export interface ListAccessTokensResponse__Output {
  'tokens': (_screenshelf_identity_v1_AccessToken__Output)[];
}
