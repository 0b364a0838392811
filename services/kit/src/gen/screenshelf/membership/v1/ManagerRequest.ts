// Original file: membership.proto


export interface ManagerRequest {
  'managerId'?: (string);
}

export interface ManagerRequest__Output {
  'managerId': (string);
}
