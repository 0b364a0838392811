import { randomBytes } from 'node:crypto';
import { domainError, notFound, parseOrThrow, withTransaction, type Caller, type Pool, type Tx } from '@screenshelf/kit';
import { blurLinks } from '@screenshelf/kit/storage';
import type { AddCollectionItemRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/AddCollectionItemRequest.js';
import type { CreateCollectionRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/CreateCollectionRequest.js';
import type { UpdateCollectionItemRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/UpdateCollectionItemRequest.js';
import type { UpdateCollectionRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/UpdateCollectionRequest.js';
import {
  assertRoomForBoard,
  assertRoomForItem,
  collectionNotFound,
  CollectionChanges,
  CollectionItemChanges,
  mayEdit,
  moveItem,
  NewCollection,
  NewCollectionItem,
  teamOf,
} from '../domain/boards.js';
import { APP_SCREENS_EXPORTED, screenAsPng } from '../board-export.js';
import * as store from '../store-boards.js';
import type { BoardItemRow, BoardRow, ExportScreenRow } from '../store-boards.js';
import { isId, type CatalogContext, type SignedIn } from './context.js';

/** A board as one reader sees it: the row, its covers, and whether they may edit it (they then see its link). */
export interface BoardView {
  board: BoardRow;
  covers: string[];
  canEdit: boolean;
}

/** An item as one reader sees it: everything, or — locked — only its type, place and a blurred preview. */
export type ItemView = { row: BoardItemRow; locked: false } | { row: BoardItemRow; locked: true; preview?: string };

/** A board's export as one reader may take it: the items they may open with their screens; the locked ones only counted. */
export interface BoardExport {
  board: BoardRow;
  lockedCount: number;
  items: { row: BoardItemRow; screens: ExportScreenRow[] }[];
}

/**
 * Collections and team boards (issue 30). Each board is read as its reader's plan allows: an item of
 * an app outside a free reader's window is locked (its target never leaves the catalog), on the
 * owner's view and the shared link's alike. Adds and moves on one board take the board's row lock,
 * so concurrent edits never lose an item and positions stay a permutation.
 */
export function boards(ctx: CatalogContext) {
  const { pool, access } = ctx;
  const previews = blurLinks(ctx.secret);

  /** The board if the caller may open it; a missing one and someone else's are the same not-found. */
  const openBoard = async (caller: Caller, id: string, db: Pool | Tx = pool, lock = false) => {
    const board = isId(id) ? await store.findBoard(db, id, { lock }) : undefined;
    if (!board || !mayEdit(caller, board)) throw collectionNotFound();
    return board;
  };

  const viewsOf = async (caller: Caller, rows: BoardRow[], canEdit: boolean): Promise<BoardView[]> => {
    const covers = await store.boardCovers(pool, rows.map((b) => b.id), await access.visibleAppIds(caller));
    return rows.map((board) => ({ board, covers: covers.get(board.id) ?? [], canEdit }));
  };

  const itemView = async (caller: Caller, row: BoardItemRow): Promise<ItemView> => {
    if (await access.mayView(caller, { appId: row.app_id, type: row.app_type })) return { row, locked: false };
    const preview = row.target_type === 'IMAGE' && row.image_url ? previews.pathOf(row.image_url) : undefined;
    return { row, locked: true, ...(preview ? { preview } : {}) };
  };

  const detailOf = async (caller: Caller, board: BoardRow, canEdit: boolean) => {
    const [view] = await viewsOf(caller, [board], canEdit);
    const items = await Promise.all((await store.loadItems(pool, board.id)).map((row) => itemView(caller, row)));
    return { ...view!, items };
  };

  const oneItem = async (caller: Caller, boardId: string, itemId: string) => {
    const [row] = await store.loadItems(pool, boardId, itemId);
    if (!row) throw collectionNotFound();
    return itemView(caller, row);
  };

  async function listCollections(caller: SignedIn) {
    return viewsOf(caller, await store.listBoards(pool, caller.userId, caller.groupId), true);
  }

  async function createCollection(caller: SignedIn, request: CreateCollectionRequest__Output) {
    const input = parseOrThrow(NewCollection, request, 'collection');
    const groupId = input.team ? teamOf(caller) : null;
    const id = await withTransaction(pool, async (tx) => {
      // Counted under the owner's lock: two creations at once cannot both take the last place.
      assertRoomForBoard(await store.countBoardsLocked(tx, groupId ? { groupId } : { userId: caller.userId }), Boolean(groupId));
      return store.insertBoard(tx, { ownerId: caller.userId, groupId, name: input.name });
    });
    const [view] = await viewsOf(caller, [(await store.findBoard(pool, id))!], true);
    return view!;
  }

  async function getCollection(caller: SignedIn, id: string) {
    return detailOf(caller, await openBoard(caller, id), true);
  }

  async function updateCollection(caller: SignedIn, request: UpdateCollectionRequest__Output) {
    const changes = parseOrThrow(CollectionChanges, { name: request.name, shared: request.shared }, 'collection');
    await withTransaction(pool, async (tx) => {
      const board = await openBoard(caller, request.collectionId, tx, true);
      // A link is made once and kept while sharing stays on; turning it off drops it, so old links die.
      const shareToken = changes.shared === undefined ? undefined : changes.shared ? (board.share_token ?? randomBytes(24).toString('base64url')) : null;
      await store.updateBoard(tx, board.id, { name: changes.name, shareToken });
    });
    const [view] = await viewsOf(caller, [(await store.findBoard(pool, request.collectionId))!], true);
    return view!;
  }

  async function deleteCollection(caller: SignedIn, id: string) {
    return withTransaction(pool, async (tx) => {
      const board = await openBoard(caller, id, tx, true);
      return { deleted: await store.deleteBoard(tx, board.id) };
    });
  }

  async function addCollectionItem(caller: SignedIn, request: AddCollectionItemRequest__Output) {
    const item = parseOrThrow(NewCollectionItem, request, 'collection item');
    await openBoard(caller, request.collectionId);
    // Only what the caller may see goes on a board (a free caller: 403 for hidden and missing alike).
    await access.assertMayView(caller, await store.appOfTarget(pool, item.targetType, item.targetId), item.targetType === 'APP' ? 'App' : item.targetType === 'FLOW' ? 'Flow' : 'Image');
    const itemId = await withTransaction(pool, async (tx) => {
      // The board's row lock: adds on one board go one at a time, the limit checked inside it.
      const board = await openBoard(caller, request.collectionId, tx, true);
      const existing = await store.findItemByTarget(tx, board.id, item.targetType, item.targetId);
      if (existing) return existing;
      assertRoomForItem(board.item_count);
      const id = await store.insertItem(tx, board.id, { ...item, addedBy: caller.userId });
      await store.touchBoard(tx, board.id);
      return id;
    });
    return oneItem(caller, request.collectionId, itemId);
  }

  async function updateCollectionItem(caller: SignedIn, request: UpdateCollectionItemRequest__Output) {
    const changes = parseOrThrow(CollectionItemChanges, { note: request.note, position: request.position }, 'collection item');
    await withTransaction(pool, async (tx) => {
      const board = await openBoard(caller, request.collectionId, tx, true);
      const order = await store.itemOrder(tx, board.id);
      if (!isId(request.itemId) || !order.includes(request.itemId)) throw collectionNotFound();
      if (changes.note !== undefined) await store.setItemNote(tx, board.id, request.itemId, changes.note);
      if (changes.position !== undefined) await store.setItemOrder(tx, board.id, moveItem(order, request.itemId, changes.position));
      await store.touchBoard(tx, board.id);
    });
    return oneItem(caller, request.collectionId, request.itemId);
  }

  async function removeCollectionItem(caller: SignedIn, boardId: string, itemId: string) {
    return withTransaction(pool, async (tx) => {
      const board = await openBoard(caller, boardId, tx, true);
      const deleted = isId(itemId) ? await store.deleteItem(tx, board.id, itemId) : 0;
      if (!deleted) throw collectionNotFound();
      // The rest close up, so positions stay 0..n-1.
      await store.setItemOrder(tx, board.id, await store.itemOrder(tx, board.id));
      await store.touchBoard(tx, board.id);
      return { deleted };
    });
  }

  /** A board by its link: read-only for anyone, each item as the reader's own plan allows. */
  async function getSharedCollection(caller: Caller, token: string) {
    const board = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await store.findBoardByShareToken(pool, token) : undefined;
    if (!board) throw collectionNotFound();
    return detailOf(caller, board, false);
  }

  /**
   * What an export of the board holds for this reader (the same people as getCollection): the items
   * they may open, in board order, with their screens; locked items are counted, never named.
   */
  async function exportCollection(caller: SignedIn, id: string): Promise<BoardExport> {
    const board = await openBoard(caller, id);
    const views = await Promise.all((await store.loadItems(pool, board.id)).map((row) => itemView(caller, row)));
    const open = views.filter((view) => !view.locked).map((view) => view.row);
    // An archive of nothing but a contents file would only say "locked": the caller is told so instead.
    if (open.length === 0) throw domainError('COLLECTION_EMPTY');
    const screens = await store.exportScreens(pool, board.id, open.map((row) => row.id), APP_SCREENS_EXPORTED);
    return { board, lockedCount: views.length - open.length, items: open.map((row) => ({ row, screens: screens.get(row.id) ?? [] })) };
  }

  /**
   * One screen of the board's export as PNG: only a screen that export holds, of an app the caller
   * may open (checked again at each screen, so a board changed mid-download gives nothing more).
   */
  async function exportCollectionScreen(caller: SignedIn, id: string, imageId: string): Promise<Uint8Array> {
    const board = await openBoard(caller, id);
    const screen = isId(imageId) ? await store.exportScreen(pool, board.id, imageId, APP_SCREENS_EXPORTED) : undefined;
    if (!screen || !(await access.mayView(caller, { appId: screen.app_id, type: screen.app_type }))) throw notFound('Image');
    const bytes = await ctx.storage.read(screen.url);
    // A file gone from storage or one sharp cannot decode is a missing screen, never a server error.
    const png = bytes ? await screenAsPng(bytes).catch(() => undefined) : undefined;
    if (!png) throw notFound('File');
    return png;
  }

  return {
    exportCollection,
    exportCollectionScreen,
    listCollections,
    createCollection,
    getCollection,
    updateCollection,
    deleteCollection,
    addCollectionItem,
    updateCollectionItem,
    removeCollectionItem,
    getSharedCollection,
  };
}
