// Original file: identity.proto


export interface DeleteAccountRequest {
}

export interface DeleteAccountRequest__Output {
}
