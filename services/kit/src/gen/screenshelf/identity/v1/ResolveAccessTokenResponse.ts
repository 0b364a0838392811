// Original file: identity.proto

import type { User as _screenshelf_identity_v1_User, User__Output as _screenshelf_identity_v1_User__Output } from '../../../screenshelf/identity/v1/User.js';

export interface ResolveAccessTokenResponse {
  'valid'?: (boolean);
  'user'?: (_screenshelf_identity_v1_User | null);
  'tokenId'?: (string);
  'reason'?: (string);
}

export interface ResolveAccessTokenResponse__Output {
  'valid': (boolean);
  'user': (_screenshelf_identity_v1_User__Output | null);
  'tokenId': (string);
  'reason': (string);
}
