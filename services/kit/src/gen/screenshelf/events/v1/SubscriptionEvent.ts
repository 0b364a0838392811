// Original file: events/membership_subscription.proto


export interface SubscriptionEvent {
  'kind'?: (string);
  'occurredAt'?: (string);
  'membershipId'?: (string);
  'userIds'?: (string)[];
  'plan'?: (string);
}

export interface SubscriptionEvent__Output {
  'kind': (string);
  'occurredAt': (string);
  'membershipId': (string);
  'userIds': (string)[];
  'plan': (string);
}
