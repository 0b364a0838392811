// Original file: identity.proto

import type { User as _screenshelf_identity_v1_User, User__Output as _screenshelf_identity_v1_User__Output } from '../../../screenshelf/identity/v1/User.js';

export interface ListUsersResponse {
  'users'?: (_screenshelf_identity_v1_User)[];
  'total'?: (number);
}

export interface ListUsersResponse__Output {
  'users': (_screenshelf_identity_v1_User__Output)[];
  'total': (number);
}
