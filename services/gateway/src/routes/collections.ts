import { Router } from 'express';
import { z } from 'zod';
import { BOARD_LIMITS, plainText, UUID } from '@screenshelf/kit';
import type { Collection__Output as Collection } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Collection.js';
import type { CollectionDetail__Output as CollectionDetail } from '@screenshelf/kit/gen/screenshelf/catalog/v1/CollectionDetail.js';
import type { CollectionItem__Output as CollectionItem } from '@screenshelf/kit/gen/screenshelf/catalog/v1/CollectionItem.js';
import { attachment } from '../http/attachment.js';
import { callOptions } from '../http/caller.js';
import { langOf } from '../http/lang.js';
import { mount, route, type Route } from '../http/route.js';
import * as B from '../api/board-schemas.js';
import type { RouterDeps } from './index.js';
import { contentsFile, exportLayout, readExportPlan, streamBoardZip } from './collection-export.js';
import { imageLinksFor } from './image-urls.js';

const { nameMax: BOARD_NAME_MAX, noteMax: ITEM_NOTE_MAX } = BOARD_LIMITS;
/** Far past any board (500 items): a larger position is "last" all the same, and stays an int32. */
const POSITION_MAX = 100_000;

const CollectionParams = z.object({ collectionId: z.string().max(64) });
const ItemParams = CollectionParams.extend({ itemId: z.string().max(64) });
const ShareParams = z.object({ shareToken: z.string().max(100) });

const note = z.string().max(ITEM_NOTE_MAX);

export const CreateCollectionBody = z
  .object({ name: plainText(BOARD_NAME_MAX), team: z.boolean().optional().describe('A team board of the caller’s Group Pro group') })
  .meta({ id: 'CollectionInput' });
export const UpdateCollectionBody = z
  .object({
    name: plainText(BOARD_NAME_MAX).optional(),
    shared: z.boolean().optional().describe('On: readable by a link (made once); off: the link is dropped and old links stop working'),
  })
  .meta({ id: 'CollectionChanges' });
export const AddItemBody = z
  .object({
    targetType: z.enum(['APP', 'FLOW', 'IMAGE']),
    targetId: z.string().regex(UUID, 'not an id'),
    note: note.optional(),
  })
  .meta({ id: 'CollectionItemInput' });
export const UpdateItemBody = z
  .object({
    note: note.optional(),
    position: z.number().int().min(0).max(POSITION_MAX).optional().describe('The item’s new place, 0 first; the items between shift by one'),
  })
  .meta({ id: 'CollectionItemChanges' });

/** A board as REST answers it: the share token only when there is one for this reader. */
const collectionView = ({ shareToken, ...c }: Collection) => ({ ...c, ...(shareToken ? { shareToken } : {}) });

/**
 * An item as REST answers it: what the proto leaves unset (a locked item's target) is left out, never
 * null, and so are the decoder's markers of proto3 optional fields (`_targetId`, `_preview`).
 */
const itemView = ({ app, image, flow, targetId, preview, _targetId, _preview, ...item }: CollectionItem) => ({
  ...item,
  ...(targetId !== undefined ? { targetId } : {}),
  ...(preview !== undefined ? { preview } : {}),
  ...(app ? { app } : {}),
  ...(image ? { image } : {}),
  ...(flow ? { flow } : {}),
});

const detailView = ({ collection, items }: CollectionDetail) => ({ ...collectionView(collection!), items: items.map(itemView) });

const NOT_FOUND = ['NOT_FOUND'];

const listCollections = route(
  {
    method: 'get',
    path: '/api/v2/collections',
    operationId: 'listCollections',
    summary: "The caller's boards and their Group Pro group's team boards",
    access: 'signedIn',
    // The design-tool plugin lists and inserts boards with its access token (http/plugin-access.ts).
    plugin: true,
    response: B.CollectionList,
    errorCodes: ['ACCESS_TOKEN_INVALID'],
  },
  async (req, res, { clients }) => {
    const { data } = await clients.boards.ListCollections({}, callOptions(req));
    res.json({ data: data.map(collectionView) });
  },
);

const createCollection = route(
  {
    method: 'post',
    path: '/api/v2/collections',
    operationId: 'createCollection',
    summary: 'Create a board (a team board needs an active Group Pro group)',
    access: 'signedIn',
    body: CreateCollectionBody,
    bodyName: 'collection',
    status: 201,
    response: B.Collection,
    errorCodes: ['GROUP_PRO_REQUIRED', 'COLLECTION_LIMIT'],
  },
  async (req, res, { clients, body }) => {
    const board = await clients.boards.CreateCollection({ name: body.name, team: body.team ?? false }, callOptions(req));
    res.status(201).json(collectionView(board));
  },
);

const getCollection = route(
  {
    method: 'get',
    path: '/api/v2/collections/:collectionId',
    operationId: 'getCollection',
    summary: 'A board with its items (its owner, or a member of its group)',
    access: 'signedIn',
    params: CollectionParams,
    plugin: true,
    response: B.CollectionDetail,
    errorCodes: [...NOT_FOUND, 'ACCESS_TOKEN_INVALID'],
  },
  async (req, res, { clients, params }) => {
    res.json(detailView(await clients.boards.GetCollection({ collectionId: params.collectionId }, callOptions(req))));
  },
);

const updateCollection = route(
  {
    method: 'put',
    path: '/api/v2/collections/:collectionId',
    operationId: 'updateCollection',
    summary: 'Rename a board, or turn its share link on or off',
    access: 'signedIn',
    params: CollectionParams,
    body: UpdateCollectionBody,
    bodyName: 'collection',
    response: B.Collection,
    errorCodes: NOT_FOUND,
  },
  async (req, res, { clients, params, body }) => {
    const board = await clients.boards.UpdateCollection({ collectionId: params.collectionId, ...body }, callOptions(req));
    res.json(collectionView(board));
  },
);

const deleteCollection = route(
  {
    method: 'delete',
    path: '/api/v2/collections/:collectionId',
    operationId: 'deleteCollection',
    summary: 'Delete a board and its items',
    access: 'signedIn',
    params: CollectionParams,
    response: B.DeletedCount,
    errorCodes: NOT_FOUND,
  },
  async (req, res, { clients, params }) => {
    res.json(await clients.boards.DeleteCollection({ collectionId: params.collectionId }, callOptions(req)));
  },
);

const addCollectionItem = route(
  {
    method: 'post',
    path: '/api/v2/collections/:collectionId/items',
    operationId: 'addCollectionItem',
    summary: 'Add an app, flow or screen the caller may see to a board (the same target again answers its item)',
    access: 'signedIn',
    params: CollectionParams,
    body: AddItemBody,
    bodyName: 'collection item',
    response: B.CollectionItem,
    errorCodes: ['NOT_FOUND', 'MEMBERSHIP_REQUIRED', 'COLLECTION_FULL'],
  },
  async (req, res, { clients, params, body }) => {
    const item = await clients.boards.AddCollectionItem({ collectionId: params.collectionId, ...body, note: body.note ?? '' }, callOptions(req));
    res.json(itemView(item));
  },
);

const updateCollectionItem = route(
  {
    method: 'put',
    path: '/api/v2/collections/:collectionId/items/:itemId',
    operationId: 'updateCollectionItem',
    summary: "Change an item's note, or move it (the items between shift by one)",
    access: 'signedIn',
    params: ItemParams,
    body: UpdateItemBody,
    bodyName: 'collection item',
    response: B.CollectionItem,
    errorCodes: NOT_FOUND,
  },
  async (req, res, { clients, params, body }) => {
    res.json(itemView(await clients.boards.UpdateCollectionItem({ ...params, ...body }, callOptions(req))));
  },
);

const removeCollectionItem = route(
  {
    method: 'delete',
    path: '/api/v2/collections/:collectionId/items/:itemId',
    operationId: 'removeCollectionItem',
    summary: 'Take an item off a board',
    access: 'signedIn',
    params: ItemParams,
    response: B.DeletedCount,
    errorCodes: NOT_FOUND,
  },
  async (req, res, { clients, params }) => {
    res.json(await clients.boards.RemoveCollectionItem(params, callOptions(req)));
  },
);

const getSharedCollection = route(
  {
    method: 'get',
    path: '/api/v2/shared/collections/:shareToken',
    operationId: 'getSharedCollection',
    summary: "A board by its share link, read-only: each item as the reader's own plan allows",
    access: 'visitor',
    params: ShareParams,
    response: B.CollectionDetail,
    errorCodes: NOT_FOUND,
  },
  async (req, res, { clients, params }) => {
    res.json(detailView(await clients.boards.GetSharedCollection({ shareToken: params.shareToken }, callOptions(req))));
  },
);

/** The export's calls to the catalog: the plan (a 500-item board's text), then each screen read and made PNG. */
const EXPORT_CALL_MS = 30_000;

const exportCollection = route(
  {
    method: 'get',
    path: '/api/v2/collections/:collectionId/export',
    operationId: 'exportCollection',
    summary:
      'A board as a ZIP (application/zip) of PNGs in board order — a flow’s steps and an app’s first screens in a folder each — with contents.md; locked items are left out and counted',
    access: 'signedIn',
    params: CollectionParams,
    response: 'file',
    fileType: 'application/zip',
    errorCodes: ['NOT_FOUND', 'COLLECTION_EMPTY'],
  },
  async (req, res, { clients, config, logger, params }) => {
    const options = callOptions(req, EXPORT_CALL_MS);
    // Read before the first byte: a board the caller may not open (404) or with nothing open (409) is an ordinary JSON refusal.
    const plan = await readExportPlan(clients.boards.ExportCollection({ collectionId: params.collectionId }, options));
    const lang = langOf(req);
    const layout = exportLayout(plan.items, lang);
    const stop = new AbortController();
    // The client went away mid-download: no further screen is asked for (the one under way is cancelled).
    res.on('close', () => stop.abort());
    res.status(200).set({ 'content-type': 'application/zip', 'content-disposition': attachment(plan.name, '.zip'), 'cache-control': 'private, no-store' });
    const origin = config.PUBLIC_URL.replace(/\/+$/, '');
    const date = new Date().toISOString().slice(0, 10);
    try {
      await streamBoardZip(
        res,
        layout.flatMap((entry) => entry.files),
        (file) => clients.boards.ExportCollectionScreen({ collectionId: params.collectionId, imageId: file.imageId }, options),
        (missing) => contentsFile(plan, layout, { lang, origin, missing, date }),
        stop.signal,
      );
    } catch (error) {
      if (stop.signal.aborted) return;
      // Past the headers there is no JSON refusal to give: the download breaks, never a ZIP cut short that looks whole.
      logger.warn({ err: error, collectionId: params.collectionId }, 'a board export failed after it started');
      res.destroy();
    }
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [
  listCollections,
  createCollection,
  getCollection,
  exportCollection,
  updateCollection,
  deleteCollection,
  addCollectionItem,
  updateCollectionItem,
  removeCollectionItem,
  getSharedCollection,
];

/** Collections and team boards (issue 30): the catalog's Boards service. */
export function collectionsRoutes(deps: RouterDeps): Router {
  const router = Router();
  // Screens on a board are served by signed links, like every library answer.
  router.use(['/api/v2/collections', '/api/v2/shared/collections'], imageLinksFor(deps.config.INTERNAL_TOKEN_SECRET).signResponses());
  return mount(ROUTES, deps, router);
}
