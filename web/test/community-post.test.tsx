/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COMMENT_PAGE } from '../src/features/community/api';
import PostPage from '../src/features/community/PostPage';
import { fakeGateway, quietActWarnings, renderTree, type FakeCall } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const at = '2026-11-20T01:00:00.000Z';
const post = {
  id: 'p1',
  title: 'Onboarding ideas',
  text: 'Which first screen works?',
  author: { id: 'u1', name: 'Mina', image: '' },
  screens: [],
  tags: [],
  voteCount: 0,
  commentCount: COMMENT_PAGE + 3,
  voted: false,
  hidden: false,
  reportCount: 0,
  createdAt: at,
  updatedAt: at,
  mine: false,
};
const comments = Array.from({ length: COMMENT_PAGE + 3 }, (_, i) => ({ id: `c${i}`, postId: 'p1', author: { id: 'u2', name: 'Joon', image: '' }, text: `comment ${i}`, createdAt: at }));

describe('a community post', () => {
  test('shows its comments a page at a time: the ones past the first hundred behind "Show more"', async () => {
    const gw = fakeGateway({
      'GET /api/auth/session': {},
      'GET /api/v2/community/posts/p1': { data: post },
      'GET /api/v2/community/posts/p1/comments': (call: FakeCall) => {
        const q = new URL(call.url, 'http://x').searchParams;
        const offset = Number(q.get('offset'));
        return { data: comments.slice(offset, offset + Number(q.get('limit'))), total: comments.length };
      },
    });
    render(renderTree(null, { path: '/community/p1', routes: [{ path: '/community/:postId', element: <PostPage /> }] }).tree);
    await waitFor(() => expect(screen.getByTestId('comments').children).toHaveLength(COMMENT_PAGE));
    fireEvent.click(screen.getByTestId('comments-more'));
    await waitFor(() => expect(screen.getByTestId('comments').children).toHaveLength(COMMENT_PAGE + 3));
    expect(screen.getByTestId('comments').lastElementChild!.textContent).toContain(`comment ${COMMENT_PAGE + 2}`);
    expect(screen.queryByTestId('comments-more')).toBeNull();
    expect(gw.callsTo('GET', '/api/v2/community/posts/p1/comments').map((c) => new URL(c.url, 'http://x').searchParams.get('offset'))).toEqual(['0', String(COMMENT_PAGE)]);
  });
});
