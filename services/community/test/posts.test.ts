import { VISITOR } from '@screenshelf/kit';
import { mintCallerToken } from '@screenshelf/kit/testing';
import { purgeUser } from '../src/store.js';
import { withTransaction } from '@screenshelf/kit';
import { startCommunityForTest } from './support/community.js';

type Community = Awaited<ReturnType<typeof startCommunityForTest>>;
const post = (title: string) => ({ title, text: `about ${title}`, screens: [], tags: [] });

describe('community posts, votes, comments, reports and moderation', () => {
  let c: Community;
  let author: Awaited<ReturnType<Community['person']>>;
  let admin: Awaited<ReturnType<Community['person']>>;
  let visitor: { token: string };
  beforeAll(async () => {
    c = await startCommunityForTest();
    author = await c.person('USER', 'Author One');
    admin = await c.person('ADMIN', 'Admin');
    visitor = { token: await mintCallerToken(VISITOR) };
  });
  afterAll(async () => {
    await c?.stop();
  });

  it('lets a signed-in user post, and everyone read it', async () => {
    const created = await c.client.CreatePost(post('First post'), author.opts);
    expect(created).toMatchObject({ title: 'First post', text: 'about First post', voteCount: 0, mine: true, author: { id: author.id, name: 'Author One' } });
    const read = await c.client.GetPost({ postId: created.id }, visitor);
    expect(read).toMatchObject({ id: created.id, mine: false, voted: false });
    await expect(c.client.CreatePost(post('Visitor post'), visitor)).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });

  it('refuses bad input with the catalogue codes', async () => {
    await expect(c.client.CreatePost(post('  '), author.opts)).rejects.toMatchObject({ errorCode: 'POST_INVALID' });
    await expect(c.client.CreatePost(post('x'.repeat(201)), author.opts)).rejects.toMatchObject({ errorCode: 'POST_INVALID' });
    await expect(c.client.GetPost({ postId: 'not-a-uuid' }, visitor)).rejects.toMatchObject({ errorCode: 'POST_NOT_FOUND' });
    const mine = await c.client.CreatePost(post('Mine'), author.opts);
    const other = await c.person();
    await expect(c.client.UpdatePost({ postId: mine.id, title: 'Theirs', screens: [], setScreens: false, tags: [], setTags: false }, other.opts)).rejects.toMatchObject({ errorCode: 'NOT_POST_AUTHOR' });
    await expect(c.client.CreateComment({ postId: mine.id, text: '' }, other.opts)).rejects.toMatchObject({ errorCode: 'COMMENT_INVALID' });
    await expect(c.client.ReportPost({ postId: mine.id, reason: 'r'.repeat(501) }, other.opts)).rejects.toMatchObject({ errorCode: 'REPORT_INVALID' });
  });

  it('counts one vote per user and post right under many concurrent votes, and undoes them', async () => {
    const target = await c.client.CreatePost(post('Popular'), author.opts);
    const voters = await Promise.all(Array.from({ length: 30 }, () => c.person()));
    // Every voter votes three times at once, all at the same moment.
    await Promise.all(voters.flatMap((v) => [1, 2, 3].map(() => c.client.Vote({ postId: target.id, up: true }, v.opts))));
    expect((await c.client.GetPost({ postId: target.id }, voters[0]!.opts)).voteCount).toBe(30);
    expect((await c.client.GetPost({ postId: target.id }, voters[0]!.opts)).voted).toBe(true);
    // Ten take it back (twice each, at once) while ten others vote again.
    await Promise.all([
      ...voters.slice(0, 10).flatMap((v) => [1, 2].map(() => c.client.Vote({ postId: target.id, up: false }, v.opts))),
      ...voters.slice(10, 20).map((v) => c.client.Vote({ postId: target.id, up: true }, v.opts)),
    ]);
    const after = await c.client.GetPost({ postId: target.id }, voters[0]!.opts);
    expect(after).toMatchObject({ voteCount: 20, voted: false });
    const { rows } = await c.service.pool.query('SELECT count(*)::int AS n FROM votes WHERE post_id = $1', [target.id]);
    expect(rows[0].n).toBe(20);
  });

  it('sorts by votes, new and trending, with offset paging', async () => {
    const sorted = await c.client.ListPosts({ sort: 'votes', limit: 1, offset: 0, tag: '', authorId: '' }, visitor);
    expect(sorted.posts[0]!.title).toBe('Popular');
    expect(sorted.total).toBeGreaterThanOrEqual(3);
    const fresh = await c.client.CreatePost(post('Newest'), author.opts);
    expect((await c.client.ListPosts({ sort: 'new', limit: 1, offset: 0, tag: '', authorId: '' }, visitor)).posts[0]!.id).toBe(fresh.id);
    // An hour-old post with 20 votes outranks a fresh one with none.
    await c.service.pool.query("UPDATE posts SET created_at = now() - interval '1 hour' WHERE title = 'Popular'");
    expect((await c.client.ListPosts({ sort: 'trending', limit: 1, offset: 0, tag: '', authorId: '' }, visitor)).posts[0]!.title).toBe('Popular');
    // A week-old post with 20 votes falls under a fresh post with one.
    await c.service.pool.query("UPDATE posts SET created_at = now() - interval '7 days' WHERE title = 'Popular'");
    await c.client.Vote({ postId: fresh.id, up: true }, admin.opts);
    expect((await c.client.ListPosts({ sort: 'trending', limit: 1, offset: 0, tag: '', authorId: '' }, visitor)).posts[0]!.id).toBe(fresh.id);
    const second = await c.client.ListPosts({ sort: 'new', limit: 1, offset: 1, tag: '', authorId: '' }, visitor);
    expect(second.posts[0]!.id).not.toBe(fresh.id);
  });

  it('takes comments, reports, and lets admins hide and restore a post in the audit log', async () => {
    const target = await c.client.CreatePost(post('Spam'), author.opts);
    const reader = await c.person('USER', 'Reader');
    const comment = await c.client.CreateComment({ postId: target.id, text: ' nice  ' }, reader.opts);
    expect(comment).toMatchObject({ text: 'nice', author: { name: 'Reader' } });
    expect(await c.client.ListComments({ postId: target.id, limit: 10, offset: 0 }, visitor)).toMatchObject({ total: 1, comments: [{ id: comment.id }] });
    await c.client.ReportPost({ postId: target.id, reason: 'spam' }, reader.opts);
    await c.client.ReportPost({ postId: target.id, reason: 'spam again' }, reader.opts);
    await expect(c.client.ListReports({ status: '', limit: 10, offset: 0 }, reader.opts)).rejects.toMatchObject({ errorCode: 'FORBIDDEN' });
    const reports = await c.client.ListReports({ status: 'open', limit: 10, offset: 0 }, admin.opts);
    expect(reports.data.find((r) => r.post!.id === target.id)).toMatchObject({ post: { reportCount: 1 }, reports: [{ reason: 'spam', reporterId: reader.id }] });

    const hidden = await c.client.SetVisibility({ postId: target.id, hidden: true, reason: 'spam' }, admin.opts);
    expect(hidden.hidden).toBe(true);
    await expect(c.client.GetPost({ postId: target.id }, reader.opts)).rejects.toMatchObject({ errorCode: 'POST_NOT_FOUND' });
    const listed = await c.client.ListPosts({ sort: 'new', limit: 100, offset: 0, tag: '', authorId: '' }, visitor);
    expect(listed.posts.map((p) => p.id)).not.toContain(target.id);
    expect((await c.client.ListReports({ status: 'hidden', limit: 10, offset: 0 }, admin.opts)).data.map((r) => r.post!.id)).toContain(target.id);

    await c.client.SetVisibility({ postId: target.id, hidden: false, reason: '' }, admin.opts);
    expect((await c.client.GetPost({ postId: target.id }, reader.opts)).hidden).toBe(false);
    const { rows } = await c.service.pool.query("SELECT action, actor_id FROM audit_log WHERE target_id = $1 ORDER BY at", [target.id]);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'post.hidden', actor_id: admin.id }),
      expect.objectContaining({ action: 'post.restored', actor_id: admin.id }),
    ]);
  });

  it('keeps two edits of different fields made at once, filters by author, and refuses a hidden post everything but reading by admins', async () => {
    const target = await c.client.CreatePost(post('Edited twice'), author.opts);
    const edit = (over: object) => c.client.UpdatePost({ postId: target.id, screens: [], setScreens: false, tags: [], setTags: false, ...over }, author.opts);
    await Promise.all([edit({ title: 'New title' }), edit({ text: 'New text' })]);
    expect(await c.client.GetPost({ postId: target.id }, visitor)).toMatchObject({ title: 'New title', text: 'New text' });

    const mine = await c.client.ListPosts({ sort: 'new', limit: 100, offset: 0, tag: '', authorId: author.id }, visitor);
    expect(mine.posts.length).toBeGreaterThan(0);
    expect(mine.posts.every((p) => p.author!.id === author.id)).toBe(true);
    expect(await c.client.ListPosts({ sort: 'new', limit: 100, offset: 0, tag: '', authorId: 'nobody' }, visitor)).toMatchObject({ posts: [], total: 0 });

    const reader = await c.person();
    await c.client.SetVisibility({ postId: target.id, hidden: true, reason: 'test' }, admin.opts);
    for (const call of [
      c.client.CreateComment({ postId: target.id, text: 'hello' }, reader.opts),
      c.client.ReportPost({ postId: target.id, reason: '' }, reader.opts),
      c.client.Vote({ postId: target.id, up: true }, reader.opts),
      edit({ title: 'While hidden' }),
    ]) {
      await expect(call).rejects.toMatchObject({ errorCode: 'POST_NOT_FOUND' });
    }
    expect((await c.client.GetPost({ postId: target.id }, admin.opts)).title).toBe('New title');

    // An admin deleting someone's post is audited; an author deleting their own is not.
    await c.client.DeletePost({ postId: target.id }, admin.opts);
    const own = await c.client.CreatePost(post('Gone by its author'), author.opts);
    await c.client.DeletePost({ postId: own.id }, author.opts);
    const { rows } = await c.service.pool.query('SELECT target_id, action FROM audit_log WHERE target_id = ANY($1) ORDER BY at', [[target.id, own.id]]);
    expect(rows.filter((r) => r.action === 'post.deleted').map((r) => r.target_id)).toEqual([target.id]);
  });

  it('purges a closed account: its posts, comments and votes, with the counts lowered', async () => {
    const leaving = await c.person('USER', 'Leaving Person');
    const theirs = await c.client.CreatePost(post('Leaving post'), leaving.opts);
    const other = await c.client.CreatePost(post('Staying post'), author.opts);
    await c.client.Vote({ postId: other.id, up: true }, leaving.opts);
    await c.client.CreateComment({ postId: other.id, text: 'bye' }, leaving.opts);
    await c.client.ReportPost({ postId: other.id, reason: '' }, leaving.opts);
    await withTransaction(c.service.pool, (tx) => purgeUser(tx, leaving.id));
    await expect(c.client.GetPost({ postId: theirs.id }, admin.opts)).rejects.toMatchObject({ errorCode: 'POST_NOT_FOUND' });
    expect(await c.client.GetPost({ postId: other.id }, admin.opts)).toMatchObject({ voteCount: 0, commentCount: 0, reportCount: 0 });
    const { rows } = await c.service.pool.query("SELECT count(*)::int AS n FROM users WHERE id = $1 AND name = '' AND deleted_at IS NOT NULL", [leaving.id]);
    expect(rows[0].n).toBe(1);
  });
});
