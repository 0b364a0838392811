// Original file: membership.proto


export interface ListEntitlementsRequest {
  'userIds'?: (string)[];
}

export interface ListEntitlementsRequest__Output {
  'userIds': (string)[];
}
