import { DESKTOP, MOBILE, expect, signIn, test, uniqueEmail } from './support.js';

/** An MCP `tools/list` from the page with a bearer token: the status and the tool names. */
const listTools = (secret: string) =>
  fetch('/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  }).then(async (r) => ({ status: r.status, tools: r.ok ? ((await r.json()) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name).sort() : [] }));

test('access tokens: create one for an AI tool, use it at /mcp, revoke it', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ ...DESKTOP, lang: 'en' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await signIn(page, baseUrl, uniqueEmail('tokens'));

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Access tokens' }).click();
  await page.waitForURL(/\/tokens$/);
  await page.getByText('No tokens yet.').waitFor();
  await expect(page.getByTestId('token-howto')).toContainText(`${baseUrl}/mcp`);

  await page.getByTestId('token-name').fill('Claude desktop');
  await page.getByTestId('token-expiry').selectOption('30');
  await page.getByTestId('token-create').click();
  const secret = (await page.getByTestId('token-secret').textContent())!;
  expect(secret).toMatch(/^ssp_[A-Za-z0-9_-]{43}$/);
  await page.getByTestId('token-copy').click();
  await page.getByTestId('token-copy').filter({ hasText: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(page.getByTestId('token-row')).toHaveCount(1);
  await expect(page.getByTestId('token-row')).toContainText('Claude desktop');
  await expect(page.getByTestId('token-row')).toContainText('Never used');
  await shot(page, 'tokens-1440');

  // The token works for an MCP client, and the list then shows it was used.
  expect(await page.evaluate(listTools, secret)).toEqual({ status: 200, tools: ['ask', 'get_app', 'list_codes', 'search_flows', 'search_screens', 'similar_screens'] });
  await page.reload();
  await expect(page.getByTestId('token-row')).not.toContainText('Never used');
  // The secret is not shown again.
  await expect(page.getByTestId('token-secret')).toHaveCount(0);

  await page.getByTestId('token-revoke').click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Revoke the token "Claude desktop"?').waitFor();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await page.getByText('No tokens yet.').waitFor();
  expect((await page.evaluate(listTools, secret)).status).toBe(401);

  const phone = await newPage({ ...MOBILE, lang: 'ko' });
  await signIn(phone, baseUrl, uniqueEmail('tokens-ko'));
  await phone.goto(`${baseUrl}/tokens`);
  await phone.getByRole('heading', { name: '액세스 토큰' }).waitFor();
  await phone.getByText('아직 만든 토큰이 없어요.').waitFor();
  await shot(phone, 'tokens-375');
});
