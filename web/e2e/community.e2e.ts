// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { setRole } from '../../scripts/e2e-fixtures.mjs';
import { DESKTOP, expect, expectAccessible, MOBILE, signIn, test, uniqueEmail, userIdOf } from './support.js';


// The community (issue 17): a user posts with a library screen (pasted viewer link) and a tag, votes
// and comments; another user reports it on a phone in Korean; an admin hides it from the console.
test('community: post with a screen, vote, comment, report; an admin hides the post', async ({ baseUrl, newPage, shot }) => {
  const title = `Checkout ideas ${Date.now().toString(36)}`;
  const author = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(author, baseUrl, uniqueEmail('community-author'), 'Community Author');
  // A screen a free account sees (the fixture apps' latest three), linked the way the viewer shares it.
  const screens = await author.request.get(`${baseUrl}/api/v2/apps/images?type=MOBILE&limit=1`);
  const screen = (await screens.json()).data[0] as { appId: string; imageId: string };

  await author.goto(`${baseUrl}/community`);
  await author.getByTestId('community-compose').click();
  await author.getByTestId('post-title').fill(title);
  await author.getByTestId('post-text').fill('Which of these reads best?');
  await author.getByTestId('screen-link').fill(`${baseUrl}/apps/${screen.appId}?image=${screen.imageId}`);
  await author.getByTestId('screen-link-add').click();
  await author.getByTestId('tag-options').getByRole('button').first().click();
  await author.getByTestId('post-submit').click();

  const post = author.getByTestId('community-post');
  await post.waitFor();
  await expect(post.getByRole('heading', { name: title })).toBeVisible();
  await expect(post.getByTestId('post-screens').locator('img')).toHaveCount(1);
  await author.getByTestId('vote').click();
  await expect(author.getByTestId('vote-count')).toHaveText('1');
  await author.getByTestId('comment-text').fill('Adding the second one later');
  await author.getByTestId('comment-submit').click();
  await expect(author.getByTestId('comments')).toContainText('Adding the second one later');
  await expectAccessible(author, 'a community post');
  await shot(author, 'community-post-1440');
  const postUrl = author.url();

  // Another user on a phone, in Korean: finds it in the list and reports it.
  const reader = await newPage({ ...MOBILE, lang: 'ko' });
  await signIn(reader, baseUrl, uniqueEmail('community-reader'), 'Community Reader');
  await reader.goto(`${baseUrl}/community`);
  await reader.getByTestId('community-list').getByRole('link', { name: title }).click();
  await reader.getByTestId('report').click();
  await expect(reader.getByTestId('report')).toHaveText('신고됨');
  await shot(reader, 'community-post-375-ko');

  // The admin hides it from the console; then nobody else finds it.
  const adminEmail = uniqueEmail('community-admin');
  const first = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(first, baseUrl, adminEmail, 'E2E Admin');
  await setRole(baseUrl, await userIdOf(first), 'ADMIN');
  const admin = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(admin, baseUrl, adminEmail, 'E2E Admin');
  await admin.goto(`${baseUrl}/admin/community`);
  const row = admin.getByTestId('reports').getByRole('row').filter({ hasText: title });
  await row.getByTestId('moderation-reason').fill('Advertising');
  await row.getByTestId('hide').click();
  await expect(admin.getByTestId('reports').getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await shot(admin, 'community-admin-1440');

  await reader.goto(postUrl);
  await expect(reader.getByRole('alert')).toContainText('게시글을 찾을 수 없습니다.');
  await reader.goto(`${baseUrl}/community`);
  // The list (or its empty state) has loaded: only then does "not listed" mean anything.
  await reader.getByTestId('community-list').or(reader.getByTestId('community-empty')).waitFor();
  await expect(reader.getByRole('link', { name: title })).toHaveCount(0);
  await shot(reader, 'community-list-375-ko');
});
