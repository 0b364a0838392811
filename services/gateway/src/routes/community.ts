import { Router } from 'express';
import { z } from 'zod';
import { callOptions } from '../http/caller.js';
import { reply } from '../http/reply.js';
import { mount, route, type Route } from '../http/route.js';
import * as S from '../api/schemas.js';
import { MAX_WINDOW, WINDOW_MSG, withinWindow } from '@screenshelf/kit';
import { q, Token } from '../http/validate.js';
import { imageLinksFor } from './image-urls.js';
import type { RouterDeps } from './index.js';

/** Shapes only; the community service applies the rules (lengths, tags, screens) with its own error codes. */
export const PostIdParam = z.object({ postId: Token(64) });
const ScreenRef = z.object({ appId: Token(100), imageId: Token(100) });
export const PostBody = z.object({
  title: z.string().max(1000),
  text: z.string().max(20_000).default(''),
  screens: z.array(ScreenRef).max(100).default([]),
  tags: z.array(Token(60)).max(50).default([]),
});
export const PostPatchBody = z.object({
  title: z.string().max(1000).optional(),
  text: z.string().max(20_000).optional(),
  screens: z.array(ScreenRef).max(100).optional(),
  tags: z.array(Token(60)).max(50).optional(),
});
export const PostsQuery = z
  .object({
    sort: z.enum(['new', 'votes', 'trending']).default('new'),
    tag: Token(60).optional(),
    authorId: z.uuid().optional(),
    limit: q.int.min(1).max(100).default(20),
    offset: q.int.min(0).max(MAX_WINDOW).default(0),
  })
  .refine(withinWindow, { message: WINDOW_MSG, path: ['offset'] });
export const CommentsQuery = z
  .object({ limit: q.int.min(1).max(100).default(50), offset: q.int.min(0).max(MAX_WINDOW).default(0) })
  .refine(withinWindow, { message: WINDOW_MSG, path: ['offset'] });
export const CommentBody = z.object({ text: z.string().max(5000) });
export const ReportBody = z.object({ reason: z.string().max(2000).default('') });
export const ReportsQuery = z
  .object({
    status: z.enum(['open', 'hidden', 'all']).default('open'),
    limit: q.int.min(1).max(100).default(20),
    offset: q.int.min(0).max(MAX_WINDOW).default(0),
  })
  .refine(withinWindow, { message: WINDOW_MSG, path: ['offset'] });
export const VisibilityBody = z.object({ hidden: z.boolean(), reason: z.string().max(2000).default('') });

// ── Community (services/community) ──

const listCommunityPosts = route(
  {
    method: 'get',
    path: '/api/v2/community/posts',
    operationId: 'listCommunityPosts',
    summary: 'Community posts: new (default), votes or trending (votes decayed by age); hidden posts never',
    access: 'visitor',
    query: PostsQuery,
    response: S.Page(S.CommunityPost),
  },
  async (req, res, { clients, query }) => {
    const { posts, total } = await clients.community.ListPosts({ ...query, tag: query.tag ?? '', authorId: query.authorId ?? '' }, callOptions(req));
    reply(res, posts, { total });
  },
);

const createCommunityPost = route(
  {
    method: 'post',
    path: '/api/v2/community/posts',
    operationId: 'createCommunityPost',
    summary: 'Post: title, text, library screens the caller may see, tags from the code tree',
    access: 'signedIn',
    body: PostBody,
    bodyName: 'post',
    status: 201,
    response: S.Data(S.CommunityPost),
    errorCodes: ['POST_INVALID'],
  },
  async (req, res, { clients, body }) => {
    reply(res, await clients.community.CreatePost(body, callOptions(req)), {}, 201);
  },
);

const getCommunityPost = route(
  {
    method: 'get',
    path: '/api/v2/community/posts/:postId',
    operationId: 'getCommunityPost',
    summary: 'One post; its screens as the reader may see them (locked outside their library window)',
    access: 'visitor',
    params: PostIdParam,
    response: S.Data(S.CommunityPost),
    errorCodes: ['POST_NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    reply(res, await clients.community.GetPost({ postId: params.postId }, callOptions(req)));
  },
);

const updateCommunityPost = route(
  {
    method: 'patch',
    path: '/api/v2/community/posts/:postId',
    operationId: 'updateCommunityPost',
    summary: "Change the caller's post; fields left out are kept",
    access: 'signedIn',
    params: PostIdParam,
    body: PostPatchBody,
    bodyName: 'post',
    response: S.Data(S.CommunityPost),
    errorCodes: ['POST_NOT_FOUND', 'NOT_POST_AUTHOR', 'POST_INVALID'],
  },
  async (req, res, { clients, params, body }) => {
    reply(
      res,
      await clients.community.UpdatePost(
        {
          postId: params.postId,
          title: body.title,
          text: body.text,
          screens: body.screens ?? [],
          setScreens: body.screens !== undefined,
          tags: body.tags ?? [],
          setTags: body.tags !== undefined,
        },
        callOptions(req),
      ),
    );
  },
);

const deleteCommunityPost = route(
  {
    method: 'delete',
    path: '/api/v2/community/posts/:postId',
    operationId: 'deleteCommunityPost',
    summary: "Delete the caller's post (an admin any post, in the audit log)",
    access: 'signedIn',
    params: PostIdParam,
    response: S.Data(z.object({ deleted: z.number().int() })),
    errorCodes: ['POST_NOT_FOUND', 'NOT_POST_AUTHOR'],
  },
  async (req, res, { clients, params }) => {
    reply(res, await clients.community.DeletePost({ postId: params.postId }, callOptions(req)));
  },
);

const voteCommunityPost = route(
  {
    method: 'post',
    path: '/api/v2/community/posts/:postId/votes',
    operationId: 'voteCommunityPost',
    summary: 'Vote for a post (one vote per user; a repeat changes nothing)',
    access: 'signedIn',
    params: PostIdParam,
    response: S.Data(S.CommunityVote),
    errorCodes: ['POST_NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    reply(res, await clients.community.Vote({ postId: params.postId, up: true }, callOptions(req)));
  },
);

const unvoteCommunityPost = route(
  {
    method: 'delete',
    path: '/api/v2/community/posts/:postId/votes',
    operationId: 'unvoteCommunityPost',
    summary: "Take the caller's vote back",
    access: 'signedIn',
    params: PostIdParam,
    response: S.Data(S.CommunityVote),
    errorCodes: ['POST_NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    reply(res, await clients.community.Vote({ postId: params.postId, up: false }, callOptions(req)));
  },
);

const listCommunityComments = route(
  {
    method: 'get',
    path: '/api/v2/community/posts/:postId/comments',
    operationId: 'listCommunityComments',
    summary: "A post's comments, oldest first",
    access: 'visitor',
    params: PostIdParam,
    query: CommentsQuery,
    response: S.Page(S.CommunityComment),
    errorCodes: ['POST_NOT_FOUND'],
  },
  async (req, res, { clients, params, query }) => {
    const { comments, total } = await clients.community.ListComments({ postId: params.postId, ...query }, callOptions(req));
    reply(res, comments, { total });
  },
);

const createCommunityComment = route(
  {
    method: 'post',
    path: '/api/v2/community/posts/:postId/comments',
    operationId: 'createCommunityComment',
    summary: 'Comment on a post',
    access: 'signedIn',
    params: PostIdParam,
    body: CommentBody,
    bodyName: 'comment',
    status: 201,
    response: S.Data(S.CommunityComment),
    errorCodes: ['POST_NOT_FOUND', 'COMMENT_INVALID'],
  },
  async (req, res, { clients, params, body }) => {
    reply(res, await clients.community.CreateComment({ postId: params.postId, text: body.text }, callOptions(req)), {}, 201);
  },
);

const reportCommunityPost = route(
  {
    method: 'post',
    path: '/api/v2/community/posts/:postId/reports',
    operationId: 'reportCommunityPost',
    summary: 'Report a post to the admins (once per user; a repeat keeps the first)',
    access: 'signedIn',
    params: PostIdParam,
    body: ReportBody,
    bodyName: 'report',
    status: 201,
    response: S.Data(S.CommunityReportState),
    errorCodes: ['POST_NOT_FOUND', 'REPORT_INVALID'],
  },
  async (req, res, { clients, params, body }) => {
    reply(res, await clients.community.ReportPost({ postId: params.postId, reason: body.reason }, callOptions(req)), {}, 201);
  },
);

const listCommunityReports = route(
  {
    method: 'get',
    path: '/api/v2/admin/community/reports',
    operationId: 'listCommunityReports',
    summary: 'Reported posts, most reported first: open (visible), hidden or all',
    access: 'admin',
    query: ReportsQuery,
    response: S.Page(S.CommunityReportedPost),
  },
  async (req, res, { clients, query }) => {
    const { data, total } = await clients.community.ListReports(query, callOptions(req));
    reply(res, data, { total });
  },
);

const setCommunityPostVisibility = route(
  {
    method: 'put',
    path: '/api/v2/admin/community/posts/:postId/visibility',
    operationId: 'setCommunityPostVisibility',
    summary: 'Hide or restore a post (recorded in the audit log)',
    access: 'admin',
    params: PostIdParam,
    body: VisibilityBody,
    bodyName: 'visibility',
    response: S.Data(S.CommunityPost),
    errorCodes: ['POST_NOT_FOUND', 'REPORT_INVALID'],
  },
  async (req, res, { clients, params, body }) => {
    reply(res, await clients.community.SetVisibility({ postId: params.postId, ...body }, callOptions(req)));
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [
  listCommunityPosts,
  createCommunityPost,
  getCommunityPost,
  updateCommunityPost,
  deleteCommunityPost,
  voteCommunityPost,
  unvoteCommunityPost,
  listCommunityComments,
  createCommunityComment,
  reportCommunityPost,
  listCommunityReports,
  setCommunityPostVisibility,
];

/** `/api/v2/community/...` and the admin's moderation (services/community/README.md). Screen links are signed like the library's. */
export function communityRoutes(deps: RouterDeps): Router {
  const router = Router();
  router.use(['/api/v2/community', '/api/v2/admin/community'], imageLinksFor(deps.config.INTERNAL_TOKEN_SECRET).signResponses());
  return mount(ROUTES, deps, router);
}
