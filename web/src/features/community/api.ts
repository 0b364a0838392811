import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, type Body, type Schema } from '../../shared/api';
import { nextOffset } from '../library/api';

/** The community calls (services/community README); shapes from the gateway's OpenAPI document. */
export type Post = Schema<'CommunityPost'>;
export type Screen = Schema<'CommunityScreen'>;
export type Comment = Schema<'CommunityComment'>;
export type ReportedPost = Schema<'CommunityReportedPost'>;
export type PostFields = Body<'createCommunityPost'>;
export type ScreenRef = PostFields['screens'] extends (infer R)[] | undefined ? R : never;

export const SORTS = ['new', 'votes', 'trending'] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZE = 20;

export const communityKeys = {
  posts: ['community', 'posts'] as const,
  post: (id: string) => ['community', 'post', id] as const,
  comments: (id: string) => ['community', 'comments', id] as const,
  reports: ['community', 'reports'] as const,
};

/** GET /api/v2/community/posts: one page (offset paging). */
export const usePosts = (sort: Sort, page: number) =>
  useQuery({
    queryKey: [...communityKeys.posts, sort, page],
    queryFn: async ({ signal }) => call('listCommunityPosts', { query: { sort, limit: PAGE_SIZE, offset: page * PAGE_SIZE }, signal }),
  });

export const usePost = (id: string) =>
  useQuery({ queryKey: communityKeys.post(id), queryFn: async ({ signal }) => (await call('getCommunityPost', { path: { postId: id }, signal })).data });

/** Comments oldest first, a page of COMMENT_PAGE at a time (`fetchNextPage` for the next). */
export const COMMENT_PAGE = 100;
export const useComments = (id: string) => {
  const query = useInfiniteQuery({
    queryKey: communityKeys.comments(id),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      call('listCommunityComments', { path: { postId: id }, query: { limit: COMMENT_PAGE, offset: pageParam }, signal }),
    getNextPageParam: (last, pages) => nextOffset(last.data.length, pages.reduce((n, page) => n + page.data.length, 0), COMMENT_PAGE),
  });
  return { ...query, comments: (query.data?.pages ?? []).flatMap((page) => page.data) };
};

export const createPost = async (fields: PostFields) => (await call('createCommunityPost', { body: fields })).data;
export const deletePost = async (id: string) => (await call('deleteCommunityPost', { path: { postId: id } })).data;
export const vote = async (id: string, up: boolean) => (await call(up ? 'voteCommunityPost' : 'unvoteCommunityPost', { path: { postId: id } })).data;
export const addComment = async (id: string, text: string) => (await call('createCommunityComment', { path: { postId: id }, body: { text } })).data;
export const reportPost = async (id: string, reason: string) => (await call('reportCommunityPost', { path: { postId: id }, body: { reason } })).data;

/** Admin: reported posts, and hiding or restoring one. */
export const useReports = (status: 'open' | 'hidden' | 'all') =>
  useQuery({
    queryKey: [...communityKeys.reports, status],
    queryFn: async ({ signal }) => call('listCommunityReports', { query: { status, limit: 100, offset: 0 }, signal }),
  });
/** Hide or restore a post (admins); the reason goes to the audit log with the change. */
export const setVisibility = async (id: string, hidden: boolean, reason = '') =>
  (await call('setCommunityPostVisibility', { path: { postId: id }, body: { hidden, reason } })).data;

/** A viewer link (`…/apps/<appId>?image=<imageId>`, what the library and the assistant share) as a screen reference. */
export function screenFromLink(link: string): ScreenRef | undefined {
  try {
    const url = new URL(link.trim(), 'http://x');
    const match = /\/apps\/([^/?#]+)\/?$/.exec(url.pathname);
    const imageId = url.searchParams.get('image');
    return match && imageId ? { appId: decodeURIComponent(match[1]!), imageId } : undefined;
  } catch {
    return undefined;
  }
}
