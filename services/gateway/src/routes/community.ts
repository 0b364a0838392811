import { Router, type Request } from 'express';
import { z } from 'zod';
import { callOptions } from '../http/caller.js';
import { reply } from '../http/reply.js';
import { MAX_WINDOW, WINDOW_MSG, withinWindow } from '@screenshelf/kit';
import { parse, q, Token } from '../http/validate.js';
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

/** `/api/v2/community/...` and the admin's moderation (services/community/README.md). Screen links are signed like the library's. */
export function communityRoutes({ clients, config }: RouterDeps): Router {
  const router = Router();
  const c = clients.community;
  const postId = (req: Request) => parse(PostIdParam, req.params, 'path').postId;
  router.use(['/api/v2/community', '/api/v2/admin/community'], imageLinksFor(config.INTERNAL_TOKEN_SECRET).signResponses());

  router.get('/api/v2/community/posts', async (req, res) => {
    const query = parse(PostsQuery, req.query, 'query');
    const { posts, total } = await c.ListPosts({ ...query, tag: query.tag ?? '', authorId: query.authorId ?? '' }, callOptions(req));
    reply(res, posts, { total });
  });

  router.post('/api/v2/community/posts', async (req, res) => {
    const body = parse(PostBody, req.body, 'post');
    reply(res, await c.CreatePost(body, callOptions(req)), {}, 201);
  });

  router.get('/api/v2/community/posts/:postId', async (req, res) => {
    reply(res, await c.GetPost({ postId: postId(req) }, callOptions(req)));
  });

  router.patch('/api/v2/community/posts/:postId', async (req, res) => {
    const body = parse(PostPatchBody, req.body, 'post');
    reply(
      res,
      await c.UpdatePost(
        {
          postId: postId(req),
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
  });

  router.delete('/api/v2/community/posts/:postId', async (req, res) => {
    reply(res, await c.DeletePost({ postId: postId(req) }, callOptions(req)));
  });

  router.post('/api/v2/community/posts/:postId/votes', async (req, res) => {
    reply(res, await c.Vote({ postId: postId(req), up: true }, callOptions(req)));
  });

  router.delete('/api/v2/community/posts/:postId/votes', async (req, res) => {
    reply(res, await c.Vote({ postId: postId(req), up: false }, callOptions(req)));
  });

  router.get('/api/v2/community/posts/:postId/comments', async (req, res) => {
    const query = parse(CommentsQuery, req.query, 'query');
    const { comments, total } = await c.ListComments({ postId: postId(req), ...query }, callOptions(req));
    reply(res, comments, { total });
  });

  router.post('/api/v2/community/posts/:postId/comments', async (req, res) => {
    const body = parse(CommentBody, req.body, 'comment');
    reply(res, await c.CreateComment({ postId: postId(req), text: body.text }, callOptions(req)), {}, 201);
  });

  router.post('/api/v2/community/posts/:postId/reports', async (req, res) => {
    const body = parse(ReportBody, req.body, 'report');
    reply(res, await c.ReportPost({ postId: postId(req), reason: body.reason }, callOptions(req)), {}, 201);
  });

  router.get('/api/v2/admin/community/reports', async (req, res) => {
    const query = parse(ReportsQuery, req.query, 'query');
    const { data, total } = await c.ListReports(query, callOptions(req));
    reply(res, data, { total });
  });

  router.put('/api/v2/admin/community/posts/:postId/visibility', async (req, res) => {
    const body = parse(VisibilityBody, req.body, 'visibility');
    reply(res, await c.SetVisibility({ postId: postId(req), ...body }, callOptions(req)));
  });

  return router;
}
