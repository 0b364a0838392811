// Original file: identity.proto


export interface ListAccessTokensRequest {
}

export interface ListAccessTokensRequest__Output {
}
