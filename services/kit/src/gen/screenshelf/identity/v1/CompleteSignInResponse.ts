// Original file: identity.proto

import type { User as _screenshelf_identity_v1_User, User__Output as _screenshelf_identity_v1_User__Output } from '../../../screenshelf/identity/v1/User.js';

export interface CompleteSignInResponse {
  'sessionToken'?: (string);
  'expires'?: (string);
  'callbackUrl'?: (string);
  'user'?: (_screenshelf_identity_v1_User | null);
}

export interface CompleteSignInResponse__Output {
  'sessionToken': (string);
  'expires': (string);
  'callbackUrl': (string);
  'user': (_screenshelf_identity_v1_User__Output | null);
}
