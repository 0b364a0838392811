// Original file: identity.proto


export interface SignOutResponse {
}

export interface SignOutResponse__Output {
}
