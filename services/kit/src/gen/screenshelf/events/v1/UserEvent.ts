// Original file: events/identity_user.proto

import type { UserSnapshot as _screenshelf_events_v1_UserSnapshot, UserSnapshot__Output as _screenshelf_events_v1_UserSnapshot__Output } from '../../../screenshelf/events/v1/UserSnapshot.js';

export interface UserEvent {
  'kind'?: (string);
  'occurredAt'?: (string);
  'userId'?: (string);
  'user'?: (_screenshelf_events_v1_UserSnapshot | null);
}

export interface UserEvent__Output {
  'kind': (string);
  'occurredAt': (string);
  'userId': (string);
  'user': (_screenshelf_events_v1_UserSnapshot__Output | null);
}
