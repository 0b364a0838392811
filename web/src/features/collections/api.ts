import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, type Body, type Schema } from '../../shared/api';

/**
 * Collections and team boards (issue 30; services/gateway/src/routes/collections.ts). The shapes are
 * the gateway's document's; who may see, edit or add what is the server's word, never decided here.
 */
export type Collection = Schema<'Collection'>;
export type CollectionDetail = Schema<'CollectionDetail'>;
export type CollectionItem = Schema<'CollectionItem'>;
export type CollectionTarget = CollectionItem['targetType'];
export type NewCollection = Body<'createCollection'>;
export type CollectionChange = Body<'updateCollection'>;
export type ItemChange = Body<'updateCollectionItem'>;

export const collectionKeys = {
  all: ['collections'] as const,
  list: ['collections', 'list'] as const,
  board: (collectionId: string) => ['collections', 'board', collectionId] as const,
  shared: (shareToken: string) => ['collections', 'shared', shareToken] as const,
};

/** GET /api/v2/collections: the caller's own boards and their group's team boards (asked once `enabled`). */
export const useCollections = (enabled = true) =>
  useQuery({
    queryKey: collectionKeys.list,
    enabled,
    queryFn: async ({ signal }) => (await call('listCollections', { signal })).data ?? [],
  });

/** GET /api/v2/collections/{collectionId}: one board with its items in order. */
export const useCollection = (collectionId: string, enabled = true) =>
  useQuery({
    queryKey: collectionKeys.board(collectionId),
    enabled,
    queryFn: ({ signal }) => call('getCollection', { path: { collectionId }, signal }),
  });

/** GET /api/v2/shared/collections/{shareToken}: a shared board, each item as the viewer's own plan allows. */
export const useSharedCollection = (shareToken: string) =>
  useQuery({
    queryKey: collectionKeys.shared(shareToken),
    queryFn: ({ signal }) => call('getSharedCollection', { path: { shareToken }, signal }),
  });

/** A board the caller may not see answers 404, as if it were missing (and so does a link turned off). */
export const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Where a shared board opens: this site's /shared/collections/{token}. */
export const sharedBoardUrl = (shareToken: string) =>
  `${window.location.origin}/shared/collections/${encodeURIComponent(shareToken)}`;

/**
 * The board changes, each followed by a refetch of every collections query: a change to one board
 * moves the list's covers and counts too, and a team board may have changed under someone else.
 */
export function useCollectionChanges() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });
  const create = useMutation({
    mutationFn: (body: NewCollection) => call('createCollection', { body }),
    onSettled: refetch,
  });
  const update = useMutation({
    mutationFn: ({ collectionId, ...body }: CollectionChange & { collectionId: string }) =>
      call('updateCollection', { path: { collectionId }, body }),
    onSettled: refetch,
  });
  const remove = useMutation({
    mutationFn: (collectionId: string) => call('deleteCollection', { path: { collectionId } }),
    onSettled: refetch,
  });
  const addItem = useMutation({
    mutationFn: ({ collectionId, ...body }: Body<'addCollectionItem'> & { collectionId: string }) =>
      call('addCollectionItem', { path: { collectionId }, body }),
    onSettled: refetch,
  });
  const updateItem = useMutation({
    mutationFn: ({ collectionId, itemId, ...body }: ItemChange & { collectionId: string; itemId: string }) =>
      call('updateCollectionItem', { path: { collectionId, itemId }, body }),
    onSettled: refetch,
  });
  const removeItem = useMutation({
    mutationFn: ({ collectionId, itemId }: { collectionId: string; itemId: string }) =>
      call('removeCollectionItem', { path: { collectionId, itemId } }),
    onSettled: refetch,
  });
  return { create, update, remove, addItem, updateItem, removeItem };
}

/**
 * Where a screen or an app item opens: its app's page (a screen opens in that page's viewer). A
 * flow opens in the flow viewer on the board itself; a locked item carries no id, so it opens nothing.
 */
export function itemLink(item: CollectionItem): string | undefined {
  if (item.locked) return undefined;
  if (item.image) return `/apps/${encodeURIComponent(item.image.appId)}?image=${encodeURIComponent(item.image.imageId)}`;
  if (item.app) return `/apps/${encodeURIComponent(item.app.appId)}`;
  return undefined;
}
