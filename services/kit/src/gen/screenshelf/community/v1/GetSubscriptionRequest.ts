// Original file: community.proto


export interface GetSubscriptionRequest {
}

export interface GetSubscriptionRequest__Output {
}
