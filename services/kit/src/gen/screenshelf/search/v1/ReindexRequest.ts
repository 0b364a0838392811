// Original file: search.proto


export interface ReindexRequest {
}

export interface ReindexRequest__Output {
}
