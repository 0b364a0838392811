/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UserMenu } from '../src/features/auth/UserMenu';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const session = (role = 'USER') => ({
  'GET /api/auth/session': { user: { ...signedInUser, role }, expires: '2030-01-01T00:00:00.000Z' },
  'GET /api/auth/session-check': { ok: true, isValid: true },
});

async function openMenu() {
  await waitFor(() => expect(screen.getByTestId('user-menu').textContent).toBe('M'));
  fireEvent.click(screen.getByTestId('user-menu'));
}

describe('user menu', () => {
  test('shows the account, subscription and payment entries; revenue history only for sellers and admins', async () => {
    fakeGateway(session('USER'));
    const { unmount } = render(renderTree(<UserMenu />).tree);
    await openMenu();
    expect(screen.getByTestId('current-account').textContent).toContain('mina@example.com');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Membership', 'Subscription', 'Payment history', 'My orders', 'Bookmarks', 'Collections', 'Access tokens', 'Contact', 'Sign out', 'Close account']);
    unmount();

    fakeGateway(session('SELLER'));
    render(renderTree(<UserMenu />).tree);
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Membership', 'Subscription', 'Payment history', 'My orders', 'Revenue history', 'Bookmarks', 'Collections', 'Access tokens', 'Contact', 'Sign out', 'Close account']);
    // Revenue history is the seller console's revenues tab; product orders sit beside membership payments.
    expect(screen.getByRole('menuitem', { name: 'Revenue history' }).getAttribute('href')).toBe('/seller?tab=revenues');
    expect(screen.getByRole('menuitem', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
  });

  test('closing the account warns first, then says "Account Closed"', async () => {
    const gw = fakeGateway({ ...session(), 'DELETE /api/v2/users/me': { data: { userId: signedInUser.id } } });
    render(renderTree(<UserMenu />).tree);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Close account' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning.textContent).toContain('All your information and activity records will be deleted. This cannot be undone.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close account' }).at(-1)!);
    const done = await screen.findByText('Account Closed');
    expect(done.closest('[role=dialog]')!.textContent).toContain('Your account has been successfully closed.');
    expect(gw.callsTo('DELETE', '/api/v2/users/me')).toHaveLength(1);
  });

  test('a failed closing says "Unable to Close Account"', async () => {
    fakeGateway({ ...session(), 'DELETE /api/v2/users/me': { status: 503, body: { errorCode: 'SERVICE_UNAVAILABLE', msg: 'down' } } });
    render(renderTree(<UserMenu />).tree);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Close account' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close account' }).at(-1)!);
    const failed = await screen.findByText('Unable to Close Account');
    expect(failed.closest('[role=dialog]')!.textContent).toContain('Please contact support for assistance.');
  });
});
