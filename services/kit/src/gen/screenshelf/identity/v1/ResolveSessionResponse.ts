// Original file: identity.proto

import type { User as _screenshelf_identity_v1_User, User__Output as _screenshelf_identity_v1_User__Output } from '../../../screenshelf/identity/v1/User.js';

export interface ResolveSessionResponse {
  'valid'?: (boolean);
  'user'?: (_screenshelf_identity_v1_User | null);
  'reason'?: (string);
  'expires'?: (string);
}

export interface ResolveSessionResponse__Output {
  'valid': (boolean);
  'user': (_screenshelf_identity_v1_User__Output | null);
  'reason': (string);
  'expires': (string);
}
