/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import OrdersPage from '../src/features/marketplace/Orders';
import { order, sessionAs } from './market-support';
import { fakeGateway, quietActWarnings, renderTree } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

describe('my orders', () => {
  test('statuses in words; files of a paid order download; refund only where the server says cancelable, and it asks first', async () => {
    let refunded = false;
    const gw = fakeGateway({
      ...sessionAs(),
      'GET /api/v2/users/orders': () => ({
        data: [
          order({ id: 'o1', productId: 'p1', status: refunded ? 'CNCL' : 'CMPL', cancelable: !refunded }),
          order({ id: 'o2', productId: 'p2', productTitle: 'Old kit', cancelable: false, firstDownloadedAt: '2026-11-05T00:00:00.000Z' }),
          order({ id: 'o3', productId: 'p3', productTitle: 'Declined', status: 'FAIL', cancelable: false }),
        ],
        total: 3,
      }),
      'GET /api/v2/products/p1/files': { data: { files: [{ sort: 1, name: 'kit.fig', size: 3_145_728, contentType: '', downloadUrl: '/api/v2/products/download?sort=1&orderId=o1' }], orderId: 'o1', downloadable: true } },
      'POST /api/v2/users/orders/p1/cancel': () => {
        refunded = true;
        return { data: order({ status: 'CNCL', cancelable: false }) };
      },
    });
    render(renderTree(<OrdersPage />, { path: '/orders' }).tree);
    await waitFor(() => expect(screen.getAllByTestId('order-status').map((s) => s.textContent)).toEqual(['Paid', 'Paid', 'Failed']));
    const [first, second, third] = screen.getAllByTestId('order');
    expect(within(second!).queryByTestId('order-cancel')).toBeNull();
    expect(within(third!).queryByTestId('order-files')).toBeNull();

    fireEvent.click(within(first!).getByTestId('order-files'));
    const link = await within(first!).findByTestId('download');
    expect(link.getAttribute('href')).toBe('/api/v2/products/download?sort=1&orderId=o1');
    expect(first!.textContent).toContain('3.0 MB');
    expect(first!.textContent).toContain('Once you download a file the order can no longer be refunded.');

    fireEvent.click(within(first!).getByTestId('order-cancel'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(gw.callsTo('POST', '/api/v2/users/orders/p1/cancel')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('order-status')[0]!.textContent).toBe('Refunded'));
    expect(within(screen.getAllByTestId('order')[0]!).queryByTestId('order-cancel')).toBeNull();
  });

  test('a refused refund (ORDER_NOT_CANCELABLE) shows the server\'s msg', async () => {
    fakeGateway({
      ...sessionAs(),
      'GET /api/v2/users/orders': { data: [order()], total: 1 },
      'POST /api/v2/users/orders/p1/cancel': { status: 409, body: { errorCode: 'ORDER_NOT_CANCELABLE', msg: 'This order can no longer be cancelled.' } },
    });
    render(renderTree(<OrdersPage />, { path: '/orders' }).tree);
    fireEvent.click(await screen.findByTestId('order-cancel'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('This order can no longer be cancelled.'));
  });
});
