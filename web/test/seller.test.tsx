/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import SellerConsole from '../src/features/seller/SellerConsole';
import { product, sessionAs } from './market-support';
import { FakeXhr, installFakeXhr } from './fake-xhr';
import { fakeGateway, quietActWarnings, renderTree } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

installFakeXhr();

const slot = (purpose: string, name: string) => ({
  data: { uploadUrl: `/uploads/products/seller-1/${purpose.toLowerCase()}/${name}?expires=1&signature=s`, method: 'PUT', fileUrl: `/uploads/products/seller-1/${purpose.toLowerCase()}/${name}`, key: `products/seller-1/${purpose.toLowerCase()}/${name}`, expiresAt: '' },
});
const presign = (call: { body?: unknown }) => {
  const { purpose, fileName } = call.body as { purpose: string; fileName: string };
  return { status: 201, body: slot(purpose, fileName) };
};

const seller = {
  ...sessionAs('SELLER'),
  'GET /api/v2/codes': {
    data: [
      { code: 'TEMPLATE', name: '템플릿', nameEn: 'Templates', description: '', count: 0, children: [{ code: 'UI_KIT', name: 'UI 키트', nameEn: 'UI kit', description: '', count: 0, children: [] }] },
      { code: 'WORKSHOP', name: '워크숍', nameEn: 'Workshops', description: '', count: 0, children: [{ code: 'WORKSHOP_UX', name: 'UX 워크숍', nameEn: 'UX workshop', description: '', count: 0, children: [] }] },
    ],
  },
  'GET /api/v2/products/all': { data: [product({ id: 'a', title: 'Live kit' }), product({ id: 'b', title: 'Draft kit', useFlag: false }), product({ id: 'c', title: 'Old kit', deleted: true, useFlag: false, endFlag: true })], total: 3 },
};

const pick = (purpose: string, file: File) => fireEvent.change(screen.getByTestId(`upload-${purpose}`), { target: { files: [file] } });

describe('seller console', () => {
  test('a user who is not a seller gets a clear message', async () => {
    fakeGateway({ ...sessionAs('USER') });
    render(renderTree(<SellerConsole />, { path: '/seller' }).tree);
    expect((await screen.findByTestId('seller-forbidden')).textContent).toBe('This page is for sellers.');
  });

  test('own products with their status; a new product uploads a thumbnail and a file with progress, then is created', async () => {
    const gw = fakeGateway({ ...seller, 'POST /api/v2/products/uploads': presign, 'POST /api/v2/products': { status: 201, body: { data: product({ id: 'n1' }) } } });
    render(renderTree(<SellerConsole />, { path: '/seller' }).tree);
    await waitFor(() => expect(screen.getAllByTestId('seller-product').map((row) => row.getAttribute('data-status'))).toEqual(['published', 'draft', 'retired']));
    expect(within(screen.getAllByTestId('seller-product')[2]!).queryByTestId('product-edit')).toBeNull();

    fireEvent.click(screen.getByTestId('new-product'));
    fireEvent.change(screen.getByTestId('form-title'), { target: { value: 'Onboarding kit' } });
    // The kind's topics only.
    await waitFor(() => expect([...screen.getByTestId('form-code').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['—', 'UI kit']));
    fireEvent.change(screen.getByTestId('form-code'), { target: { value: 'UI_KIT' } });
    fireEvent.change(screen.getByTestId('form-amount'), { target: { value: '30000' } });
    fireEvent.change(screen.getByTestId('form-discount'), { target: { value: '5000' } });
    fireEvent.click(screen.getByTestId('form-publish'));

    pick('FILE', new File(['x'.repeat(100)], 'kit.fig', { type: 'application/octet-stream' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const upload = FakeXhr.sent[0]!;
    expect(gw.callsTo('POST', '/api/v2/products/uploads')[0]!.body).toEqual({ purpose: 'FILE', fileName: 'kit.fig', contentType: 'application/octet-stream' });
    expect([upload.method, upload.url]).toEqual(['PUT', '/uploads/products/seller-1/file/kit.fig?expires=1&signature=s']);
    act(() => upload.progress(30, 100));
    expect(screen.getByTestId('upload-progress').getAttribute('value')).toBe('30');
    expect(screen.getByTestId('uploader-FILE').textContent).toContain('30%');
    act(() => upload.progress(100, 100));
    expect(screen.getByTestId('upload-progress').getAttribute('value')).toBe('100');
    act(() => upload.answer(200, JSON.stringify({ data: { key: 'products/seller-1/file/kit.fig', size: 100 } })));
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).toBeNull());
    expect(screen.getByTestId('uploaded-FILE').textContent).toBe('kit.fig');

    pick('THUMBNAIL', new File(['png'], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    // Saving waits for the running upload.
    expect(screen.getByTestId('form-save')).toHaveProperty('disabled', true);
    act(() => FakeXhr.sent[1]!.answer(200));
    await waitFor(() => expect(screen.getByTestId('form-save')).toHaveProperty('disabled', false));
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(gw.callsTo('POST', '/api/v2/products')).toHaveLength(1));
    expect(gw.callsTo('POST', '/api/v2/products')[0]!.body).toEqual({
      type: 'TEMPLATE',
      title: 'Onboarding kit',
      description: '',
      amount: 30000,
      discountAmount: 5000,
      productCode: 'UI_KIT',
      thumbnailImgUrls: ['/uploads/products/seller-1/thumbnail/cover.png'],
      detailImgUrls: [],
      files: [{ key: 'products/seller-1/file/kit.fig', name: 'kit.fig' }],
      pageCnt: 0,
      exclusiveFlag: false,
      useFlag: true,
      maxPersonCnt: 0,
      startsAt: '',
    });
    await screen.findByTestId('new-product');
  });

  test('a refused upload shows the server\'s msg; a refused product shows its msg and the form stays', async () => {
    fakeGateway({
      ...seller,
      'POST /api/v2/products/uploads': presign,
      'POST /api/v2/products': { status: 400, body: { errorCode: 'PRODUCT_INVALID', msg: 'The discount cannot exceed the price.' } },
    });
    render(renderTree(<SellerConsole />, { path: '/seller' }).tree);
    fireEvent.click(await screen.findByTestId('new-product'));
    pick('DETAIL', new File(['x'], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.answer(400, JSON.stringify({ errorCode: 'UPLOAD_URL_INVALID', msg: 'The upload link has expired.' })));
    expect((await within(screen.getByTestId('uploader-DETAIL')).findByRole('alert')).textContent).toBe('The upload link has expired.');

    fireEvent.change(screen.getByTestId('form-title'), { target: { value: 'Kit' } });
    await waitFor(() => expect(screen.getByTestId('form-code').querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('form-code'), { target: { value: 'UI_KIT' } });
    fireEvent.click(screen.getByTestId('form-save'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('The discount cannot exceed the price.');
    expect(screen.getByTestId('product-form')).toBeTruthy();
  });

  test('editing sends only what changed; publish and unpublish send useFlag', async () => {
    const gw = fakeGateway({ ...seller, 'PUT /api/v2/products/a': { data: product({ id: 'a' }) }, 'PUT /api/v2/products/b': { data: product({ id: 'b' }) } });
    render(renderTree(<SellerConsole />, { path: '/seller' }).tree);
    await waitFor(() => expect(screen.getAllByTestId('seller-product')).toHaveLength(3));
    fireEvent.click(within(screen.getAllByTestId('seller-product')[1]!).getByTestId('product-publish'));
    await waitFor(() => expect(gw.callsTo('PUT', '/api/v2/products/b')).toHaveLength(1));
    expect(gw.callsTo('PUT', '/api/v2/products/b')[0]!.body).toEqual({ useFlag: true });

    fireEvent.click(within(screen.getAllByTestId('seller-product')[0]!).getByTestId('product-edit'));
    await waitFor(() => expect((screen.getByTestId('form-code') as HTMLSelectElement).value).toBe('UI_KIT'));
    fireEvent.change(screen.getByTestId('form-title'), { target: { value: 'Live kit 2' } });
    fireEvent.change(screen.getByTestId('form-discount'), { target: { value: '3000' } });
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(gw.callsTo('PUT', '/api/v2/products/a')).toHaveLength(1));
    expect(gw.callsTo('PUT', '/api/v2/products/a')[0]!.body).toEqual({ title: 'Live kit 2', discountAmount: 3000 });
  });

  test('revenues: the month\'s totals and sales come from the server; the month picker asks again', async () => {
    const total = { sellerUserId: 's', yearmonth: '', orderCount: 3, refundCount: 1, gross: 45000, refunds: 15000, platformFee: 6000, referralPayouts: 1500, net: 22500, months: [{ yearmonth: '2026-11', orderCount: 3, gross: 45000, refunds: 15000, platformFee: 6000, referralPayouts: 1500, net: 22500 }] };
    const sale = { orderId: 'o1', productId: 'a', productTitle: 'Live kit', productType: 'TEMPLATE', buyerName: 'Mina', status: 'CMPL', amount: 15000, platformFee: 3000, referralPayout: 1500, net: 10500, paidAt: '2026-11-04T00:00:00.000Z', cancelledAt: '', yearmonth: '2026-11' };
    const gw = fakeGateway({ ...seller, 'GET /api/v2/users/revenues/total': { data: total }, 'GET /api/v2/users/revenues': { data: [sale], total: 1 } });
    render(renderTree(<SellerConsole />, { path: '/seller?tab=revenues' }).tree);
    expect((await screen.findByTestId('total-gross')).textContent).toBe('₩45,000');
    expect(screen.getByTestId('total-net').textContent).toBe('₩22,500');
    expect(screen.getByTestId('revenue-months').textContent).toContain('2026-11');
    expect((await screen.findByTestId('revenue')).textContent).toContain('₩10,500');
    fireEvent.change(screen.getByTestId('yearmonth'), { target: { value: '2026-10' } });
    await waitFor(() => expect(gw.callsTo('GET', '/api/v2/users/revenues/total').at(-1)!.url).toContain('yearmonth=2026-10'));
    expect(gw.callsTo('GET', '/api/v2/users/revenues').at(-1)!.url).toContain('yearmonth=2026-10');
  });
});
