/** The Kafka topics and the protobuf message each carries (proto/events/<topic with _>.proto). */
export const Topics = {
  identityUser: { name: 'identity.user', message: 'screenshelf.events.v1.UserEvent' },
  catalogApp: { name: 'catalog.app', message: 'screenshelf.events.v1.CatalogEvent' },
  membershipSubscription: { name: 'membership.subscription', message: 'screenshelf.events.v1.SubscriptionEvent' },
  marketplaceOrder: { name: 'marketplace.order', message: 'screenshelf.events.v1.OrderEvent' },
  activityView: { name: 'activity.view', message: 'screenshelf.events.v1.ViewEvent' },
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

export const EVENT_ID_HEADER = 'event-id';
export const EVENT_TYPE_HEADER = 'event-type';
export const REQUEST_ID_HEADER = 'request-id';
