// Original file: search.proto


export interface LibraryStatsRequest {
}

export interface LibraryStatsRequest__Output {
}
