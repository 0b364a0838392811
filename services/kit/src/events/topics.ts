/** The Kafka topics and the protobuf message each carries (proto/events/). */
export const Topics = {
  catalogApp: { name: 'catalog.app', message: 'screenshelf.events.v1.CatalogEvent' },
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

export const EVENT_ID_HEADER = 'event-id';
export const EVENT_TYPE_HEADER = 'event-type';
export const REQUEST_ID_HEADER = 'request-id';
