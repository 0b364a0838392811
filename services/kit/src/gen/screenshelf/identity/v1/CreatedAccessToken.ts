// Original file: identity.proto

import type { AccessToken as _screenshelf_identity_v1_AccessToken, AccessToken__Output as _screenshelf_identity_v1_AccessToken__Output } from '../../../screenshelf/identity/v1/AccessToken.js';

export interface CreatedAccessToken {
  'token'?: (_screenshelf_identity_v1_AccessToken | null);
  'secret'?: (string);
}

export interface CreatedAccessToken__Output {
  'token': (_screenshelf_identity_v1_AccessToken__Output | null);
  'secret': (string);
}
