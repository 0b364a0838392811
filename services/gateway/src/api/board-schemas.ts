import { z } from 'zod';
import { fromProto } from './from-proto.js';
import { Thumbnails } from './schemas.js';

/**
 * Collections and team boards (proto/boards.proto, issue 30) as the REST API answers them: the
 * catalog's records, with what the proto always carries but REST leaves out when empty (a locked
 * item's app, screen and flow; a share token for someone who may not edit) made optional.
 */

export const CollectionItemApp = fromProto('screenshelf.catalog.v1.CollectionItemApp', 'CollectionItemApp');
export const CollectionItemImage = fromProto('screenshelf.catalog.v1.CollectionItemImage', 'CollectionItemImage', { thumbnails: Thumbnails });
export const CollectionItemFlow = fromProto('screenshelf.catalog.v1.CollectionItemFlow', 'CollectionItemFlow');

export const CollectionItem = fromProto('screenshelf.catalog.v1.CollectionItem', 'CollectionItem', {
  targetType: z.enum(['APP', 'FLOW', 'IMAGE']),
  app: CollectionItemApp.optional(),
  image: CollectionItemImage.optional(),
  flow: CollectionItemFlow.optional(),
});

export const Collection = fromProto('screenshelf.catalog.v1.Collection', 'Collection', { shareToken: z.string().optional() });

export const CollectionDetail = Collection.extend({ items: z.array(CollectionItem) }).meta({ id: 'CollectionDetail' });

export const CollectionList = z.object({ data: z.array(Collection) });

/** `{deleted}`: how many went (a board, an item). */
export const DeletedCount = z.object({ deleted: z.number().int() }).meta({ id: 'DeletedCount' });
