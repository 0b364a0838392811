// Original file: boards.proto


export interface ListCollectionsRequest {
}

export interface ListCollectionsRequest__Output {
}
