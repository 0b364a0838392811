import { requireSignedIn, type AsyncHandlers, type ServiceBinding } from '@screenshelf/kit';
import type { BoardsHandlers } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Boards.js';
import type { Collection } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Collection.js';
import type { CollectionItem } from '@screenshelf/kit/gen/screenshelf/catalog/v1/CollectionItem.js';
import type { CollectionExportItem } from '@screenshelf/kit/gen/screenshelf/catalog/v1/CollectionExportItem.js';
import { chunksOf } from './board-export.js';
import { boards, type BoardExport, type BoardView, type ItemView } from './use-cases/boards.js';
import { catalogContext, type CatalogDeps } from './use-cases/context.js';

const toCollection = ({ board, covers, canEdit }: BoardView): Collection => ({
  collectionId: board.id,
  name: board.name,
  team: board.group_id !== null,
  shared: board.share_token !== null,
  // The link is handed only to those who may edit the board (they may turn it off again).
  shareToken: canEdit ? (board.share_token ?? '') : '',
  itemCount: board.item_count,
  covers,
  updatedAt: board.updated_at.toISOString(),
  canEdit,
});

/** A locked item carries its type, place and preview only: nothing that names its app, screen or flow. */
const toItem = (view: ItemView): CollectionItem => {
  const { row } = view;
  const common = { itemId: row.id, targetType: row.target_type, position: row.position, addedAt: row.created_at.toISOString() };
  if (view.locked) return { ...common, note: '', locked: true, ...(view.preview ? { preview: view.preview } : {}) };
  return {
    ...common,
    targetId: row.target_id,
    note: row.note,
    locked: false,
    app: { appId: row.app_id, name: row.app_name, nameEn: row.app_name_en, type: row.app_type, icon: row.app_icon },
    ...(row.target_type === 'IMAGE'
      ? { image: { imageId: row.target_id, url: row.image_url ?? '', thumbnails: row.image_thumbnails ?? [], appId: row.app_id } }
      : {}),
    ...(row.target_type === 'FLOW'
      ? { flow: { flowId: row.target_id, appId: row.app_id, name: row.flow_name ?? '', nameEn: row.flow_name_en ?? '', stepCount: row.flow_step_count ?? 0, images: row.flow_images ?? [] } }
      : {}),
  };
};

const toDetail = (detail: BoardView & { items: ItemView[] }) => ({ collection: toCollection(detail), items: detail.items.map(toItem) });

const toExportItem = ({ row, screens }: BoardExport['items'][number]): CollectionExportItem => ({
  itemId: row.id,
  targetType: row.target_type,
  targetId: row.target_id,
  note: row.note,
  position: row.position,
  app: { appId: row.app_id, name: row.app_name, nameEn: row.app_name_en, type: row.app_type, icon: row.app_icon },
  flowName: row.flow_name ?? '',
  flowNameEn: row.flow_name_en ?? '',
  flowPatternCode: screens[0]?.flow_pattern_code ?? '',
  screens: screens.map((s) => ({ imageId: s.image_id, patternName: s.pattern_name, patternCode: s.pattern_code, label: s.label, labelEn: s.label_en })),
});

/** The Boards gRPC service (proto/boards.proto), served by the catalog process beside `Catalog`. */
export function boardsHandlers(actions: ReturnType<typeof boards>): AsyncHandlers<BoardsHandlers> {
  return {
    async ListCollections(_request, { caller }) {
      requireSignedIn(caller);
      return { data: (await actions.listCollections(caller)).map(toCollection) };
    },
    async CreateCollection(request, { caller }) {
      requireSignedIn(caller);
      return toCollection(await actions.createCollection(caller, request));
    },
    async GetCollection(request, { caller }) {
      requireSignedIn(caller);
      return toDetail(await actions.getCollection(caller, request.collectionId));
    },
    async UpdateCollection(request, { caller }) {
      requireSignedIn(caller);
      return toCollection(await actions.updateCollection(caller, request));
    },
    async DeleteCollection(request, { caller }) {
      requireSignedIn(caller);
      return actions.deleteCollection(caller, request.collectionId);
    },
    async AddCollectionItem(request, { caller }) {
      requireSignedIn(caller);
      return toItem(await actions.addCollectionItem(caller, request));
    },
    async UpdateCollectionItem(request, { caller }) {
      requireSignedIn(caller);
      return toItem(await actions.updateCollectionItem(caller, request));
    },
    async RemoveCollectionItem(request, { caller }) {
      requireSignedIn(caller);
      return actions.removeCollectionItem(caller, request.collectionId, request.itemId);
    },
    async ExportCollection(request, { caller }, write) {
      requireSignedIn(caller);
      const { board, lockedCount, items } = await actions.exportCollection(caller, request.collectionId);
      // One item a message: a 500-item board of 30-step flows stays far under the message size.
      write({ summary: { name: board.name, itemCount: items.length + lockedCount, lockedCount } });
      for (const item of items) write({ item: toExportItem(item) });
    },
    async ExportCollectionScreen(request, { caller }, write) {
      requireSignedIn(caller);
      for (const data of chunksOf(await actions.exportCollectionScreen(caller, request.collectionId, request.imageId))) write({ data });
    },
    GetSharedCollection: async (request, { caller }) => toDetail(await actions.getSharedCollection(caller, request.shareToken)),
  };
}

/** The Boards service as the catalog's startService serves it, over the catalog's own dependencies. */
export const boardsBinding = (deps: CatalogDeps): ServiceBinding => ({
  protoFile: 'boards.proto',
  service: 'screenshelf.catalog.v1.Boards',
  handlers: boardsHandlers(boards(catalogContext(deps))),
});
