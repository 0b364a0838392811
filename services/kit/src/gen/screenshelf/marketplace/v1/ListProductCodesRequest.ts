// Original file: marketplace.proto


export interface ListProductCodesRequest {
}

export interface ListProductCodesRequest__Output {
}
