// Original file: membership.proto


export interface UpdateGroupRequest {
  'memberIds'?: (string)[];
}

export interface UpdateGroupRequest__Output {
  'memberIds': (string)[];
}
