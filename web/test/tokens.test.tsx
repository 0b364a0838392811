/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import TokensPage from '../src/features/tokens/TokensPage';
import type { AccessToken } from '../src/features/tokens/api';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const session = {
  'GET /api/auth/session': { user: signedInUser, expires: '2030-01-01T00:00:00.000Z', plan: 'STARTER', paid: false, seesWholeLibrary: false },
  'GET /api/auth/session-check': { ok: true, isValid: true },
};

const token = (over: Partial<AccessToken> = {}): AccessToken => ({
  tokenId: '22222222-2222-4222-8222-222222222222',
  name: 'Claude desktop',
  prefix: 'ssp_AbCd',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  expired: false,
  ...over,
});

describe('access tokens page', () => {
  test('lists tokens with created, last used and expiry; an expired one says so', async () => {
    fakeGateway({
      ...session,
      'GET /api/v2/users/tokens': { data: [token(), token({ tokenId: '33333333-3333-4333-8333-333333333333', name: 'Old CI', lastUsedAt: '2026-11-02T00:00:00.000Z', expiresAt: '2026-11-03T00:00:00.000Z', expired: true })] },
    });
    render(renderTree(<TokensPage />, { path: '/tokens' }).tree);
    const rows = await screen.findAllByTestId('token-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Claude desktop');
    expect(rows[0]!.textContent).toContain('ssp_AbCd…');
    expect(rows[0]!.textContent).toContain('Never used');
    expect(rows[0]!.textContent).toContain('Never');
    expect(rows[1]!.textContent).toContain('Expired');
    // How to connect: this site's /mcp and a client configuration.
    expect(screen.getByTestId('token-howto').textContent).toContain(`${window.location.origin}/mcp`);
    expect(screen.getByTestId('token-howto').textContent).toContain('"Authorization": "Bearer ssp_…"');
  });

  test('creates a token and shows its secret once, with a copy button', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    let list: AccessToken[] = [];
    const gw = fakeGateway({
      ...session,
      'GET /api/v2/users/tokens': () => ({ data: list }),
      'POST /api/v2/users/tokens': (call) => {
        list = [token({ name: (call.body as { name: string }).name })];
        return { status: 201, body: { data: { ...list[0], secret: `ssp_${'x'.repeat(43)}` } } };
      },
    });
    render(renderTree(<TokensPage />, { path: '/tokens' }).tree);
    await screen.findByText('No tokens yet.');
    fireEvent.change(screen.getByTestId('token-name'), { target: { value: 'Cursor' } });
    fireEvent.change(screen.getByTestId('token-expiry'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('token-create'));
    expect((await screen.findByTestId('token-secret')).textContent).toBe(`ssp_${'x'.repeat(43)}`);
    expect(gw.callsTo('POST', '/api/v2/users/tokens')[0]!.body).toEqual({ name: 'Cursor', expiresInDays: 30 });
    expect(screen.getByTestId('token-secret-box').textContent).toContain('shown only once');
    fireEvent.click(screen.getByTestId('token-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`ssp_${'x'.repeat(43)}`));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect((await screen.findAllByTestId('token-row'))[0]!.textContent).toContain('Cursor');
    // The configuration snippet carries the new secret while it is shown.
    expect(screen.getByTestId('token-howto').textContent).toContain(`Bearer ssp_${'x'.repeat(43)}`);
  });

  test("the server's refusal (the limit) is shown as it came", async () => {
    fakeGateway({
      ...session,
      'GET /api/v2/users/tokens': { data: [] },
      'POST /api/v2/users/tokens': { status: 409, body: { errorCode: 'ACCESS_TOKEN_LIMIT', msg: 'You can have at most 10 access tokens.' } },
    });
    render(renderTree(<TokensPage />, { path: '/tokens' }).tree);
    await screen.findByText('No tokens yet.');
    fireEvent.change(screen.getByTestId('token-name'), { target: { value: 'one more' } });
    fireEvent.click(screen.getByTestId('token-create'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You can have at most 10 access tokens.');
  });

  test('revoking asks first (danger) and then calls DELETE', async () => {
    let list = [token()];
    const gw = fakeGateway({
      ...session,
      'GET /api/v2/users/tokens': () => ({ data: list }),
      [`DELETE /api/v2/users/tokens/${token().tokenId}`]: () => {
        const gone = list[0];
        list = [];
        return { data: gone };
      },
    });
    render(renderTree(<TokensPage />, { path: '/tokens' }).tree);
    fireEvent.click(await screen.findByTestId('token-revoke'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Revoke the token "Claude desktop"?');
    expect(confirm.textContent).toContain('lose access at once');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('No tokens yet.');
    expect(gw.callsTo('DELETE', `/api/v2/users/tokens/${token().tokenId}`)).toHaveLength(1);
  });
});
