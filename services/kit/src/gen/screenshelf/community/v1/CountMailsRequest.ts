// Original file: community.proto


export interface CountMailsRequest {
}

export interface CountMailsRequest__Output {
}
