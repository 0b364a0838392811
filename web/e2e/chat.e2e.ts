import { DESKTOP, MOBILE, expect, expectAccessible, signIn, test, uniqueEmail } from './support.js';

type Answer = { answer: string; answeredBy: string; citations: { type: string; title: string }[]; locked: number };

// The assistant (issue 15): on every page a corner button opens the chat panel; the answer streams
// in with its citations as cards, a screen card opens the viewer, the panel keeps focus inside and
// gives it back; signed-in users find their questions in the history.
test('a visitor asks the assistant: the answer streams in with citations, a screen opens the viewer, focus stays inside', async ({ baseUrl, newPage, shot }) => {
  // The assistant answers with screens of the patterns named (issue 28), never unrelated items: the
  // question names the pattern of a screen a visitor sees (whatever library the stack holds: the
  // demo's, an older demo's, or the fixture apps of scripts/e2e-fixtures.mjs), by its English name.
  const page = await newPage({ ...DESKTOP, lang: 'en' });
  const visible = (await (await page.request.get(`${baseUrl}/api/v2/apps/images?type=MOBILE&limit=1`)).json()).data as { patternCode: string }[];
  expect(visible.length, 'a visitor sees a screen').toBeGreaterThan(0);
  type Code = { code: string; nameEn: string; children?: Code[] };
  const flat = (codes: Code[]): Code[] => codes.flatMap((c) => [c, ...flat(c.children ?? [])]);
  const patterns = flat((await (await page.request.get(`${baseUrl}/api/v2/codes?type=PATTERN`)).json()).data as Code[]);
  const question = `${patterns.find((c) => c.code === visible[0]!.patternCode)!.nameEn} screens`;
  const asked = await page.request.get(`${baseUrl}/api/v2/chatbot?q=${encodeURIComponent(question)}&lang=en`);
  expect(asked.status(), await asked.text()).toBe(200);
  expect(((await asked.json()).data as Answer).citations.length, 'screens of those patterns are found').toBeGreaterThan(0);

  await page.goto(`${baseUrl}/article`);
  const launcher = page.getByTestId('chat-launcher');
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'AI assistant' });
  await panel.waitFor();
  await expect(panel.getByLabel('Question')).toBeFocused();

  await panel.getByLabel('Question').fill(question);
  const streamed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/chatbot');
  await panel.getByLabel('Question').press('Enter');
  const response = await streamed;
  expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
  // What the server answered this very question (the panel must show the same; the web decides
  // nothing). Not a second asking: one that came while the embeddings server was busy is answered
  // by keyword alone and may cite other items.
  const final = /^event: answer\ndata: (.*)$/m.exec(await response.text());
  expect(final, 'the stream ends with the whole answer').not.toBeNull();
  const expected = (JSON.parse(final![1]!) as { data: Answer }).data;
  const answer = panel.getByTestId('chat-answer').last();
  await answer.getByTestId('chat-answered-by').waitFor();
  await expect(answer.getByTestId('chat-answered-by')).toHaveText(
    expected.answeredBy === 'model' ? /^Written by a language model/ : 'Composed from the library’s search results (not a language model)',
  );
  await expect(answer.getByTestId('chat-citation')).toHaveCount(expected.citations.length);
  // Every citation's picture is one the reader may fetch (the streamed answer's screen links are signed).
  for (const src of await answer.locator('img.chat-citation__image').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''))) {
    expect((await page.request.get(`${baseUrl}${src}`)).status(), src).toBe(200);
  }
  if (expected.locked > 0) await expect(answer.getByRole('link', { name: 'See more screens with a membership' })).toBeVisible();
  await expectAccessible(page, 'the chat panel with an answer');
  await shot(page, 'chat-panel-1440');

  // Tab never leaves the panel.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  if (expected.citations.some((c) => c.type === 'IMAGE')) {
    await answer.getByRole('button', { name: /^View the screen larger/ }).first().click();
    const viewer = page.getByTestId('screen-popup');
    await viewer.waitFor();
    // The viewer names what was cited and links to its app and its pattern, as the app page's viewer does.
    const links = viewer.getByTestId('popup-caption').getByRole('link');
    await expect(links, 'the app and the pattern').toHaveCount(2);
    await expect(links.first()).toHaveAttribute('href', /^\/apps\//);
    await expect(links.nth(1)).toHaveAttribute('href', /[?&]pattern=/);
    await shot(page, 'chat-viewer-1440');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(panel).toBeVisible();
  }

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(launcher).toBeFocused();
});

test('a signed-in user asks in Korean and finds the question in the history; the panel fits a phone', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ ...MOBILE, lang: 'ko' });
  await signIn(page, baseUrl, uniqueEmail('chat'));
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByRole('dialog', { name: 'AI 어시스턴트' });
  await panel.getByLabel('질문').fill('결제 완료 화면 예시 보여줘');
  await panel.getByRole('button', { name: '보내기' }).click();
  const answer = panel.getByTestId('chat-answer').last();
  await answer.getByTestId('chat-answered-by').waitFor();
  await expect(answer.locator('.chat-answer__text')).not.toHaveText('');
  await shot(page, 'chat-panel-375');

  await panel.getByRole('button', { name: '지난 질문' }).click();
  await panel.getByTestId('chat-history').locator('summary', { hasText: '결제 완료 화면 예시 보여줘' }).waitFor();
  await expectAccessible(page, 'the chat history');
});
