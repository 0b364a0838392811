/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ProductsPage from '../src/features/marketplace/Products';
import { Price, ProductCard } from '../src/features/marketplace/Cards';
import { product } from './market-support';
import { fakeGateway, quietActWarnings, renderTree, type FakeCall } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const paramsOf = (call: FakeCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);

describe('price and product cards', () => {
  test('a discounted price: the list price struck through, the rate and the payable price, all the server\'s numbers', () => {
    fakeGateway({ 'GET /api/auth/session': {} });
    render(renderTree(<Price product={{ amount: 20000, discountAmount: 5000, discountRate: 25, price: 15000 }} />).tree);
    const price = screen.getByTestId('price');
    expect(price.querySelector('s')?.textContent).toBe('₩20,000');
    expect(price.querySelector('.price__rate')?.textContent).toBe('25%');
    expect(price.querySelector('strong')?.textContent).toBe('₩15,000');
  });

  test('without a discount only the price shows; price 0 reads "Free" (in Korean: 무료)', () => {
    fakeGateway({ 'GET /api/auth/session': {} });
    const { unmount } = render(renderTree(<Price product={{ amount: 9000, discountAmount: 0, discountRate: 0, price: 9000 }} />).tree);
    expect(screen.getByTestId('price').textContent).toBe('₩9,000');
    expect(screen.getByTestId('price').querySelector('s')).toBeNull();
    unmount();
    render(renderTree(<Price product={{ amount: 0, discountAmount: 0, discountRate: 0, price: 0 }} />, { lang: 'ko' }).tree);
    expect(screen.getByTestId('price').textContent).toBe('무료');
  });

  test('a card: thumbnail, title, seller nickname, stars with count, members-only badge and seats left of a workshop', () => {
    fakeGateway({ 'GET /api/auth/session': {} });
    const workshop = product({ id: 'w1', type: 'WORKSHOP', productType: 'CLASS', exclusiveFlag: true, maxPersonCnt: 10, seatsLeft: 3, averageStarRate: 4, reviewCount: 7 });
    render(renderTree(<ProductCard product={workshop} />).tree);
    const card = screen.getByTestId('product-card');
    expect(card.getAttribute('href')).toBe('/products/w1');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/uploads/products/s/thumb.png?sig=1');
    expect(card.textContent).toContain('Dashboard kit');
    expect(card.textContent).toContain('seojun');
    expect(screen.getByTestId('members-only').textContent).toBe('Members only');
    expect(screen.getByTestId('seats').textContent).toBe('3 of 10 seats left');
    expect(screen.getByTestId('stars').textContent).toBe('★★★★☆ 4.0 (7)');
  });

  test('a full workshop says sold out; a template shows no seats and no badge', () => {
    fakeGateway({ 'GET /api/auth/session': {} });
    render(
      renderTree(
        <>
          <ProductCard product={product({ id: 'w2', type: 'WORKSHOP', productType: 'CLASS', maxPersonCnt: 5, seatsLeft: 0 })} />
          <ProductCard product={product({ id: 't1' })} />
        </>,
      ).tree,
    );
    const [workshop, template] = screen.getAllByTestId('product-card');
    expect(within(workshop!).getByTestId('seats').textContent).toBe('Sold out');
    expect(within(template!).queryByTestId('seats')).toBeNull();
    expect(within(template!).queryByTestId('members-only')).toBeNull();
  });
});

describe('the template tab', () => {
  test('lists the tab\'s products; kind, code, sort and keyword go to GET /api/v2/products', async () => {
    const gw = fakeGateway({
      'GET /api/auth/session': {},
      'GET /api/v2/products': (call: FakeCall) => ({ data: paramsOf(call).type === 'EBOOK' ? [product({ id: 'e1', type: 'EBOOK', title: 'Design e-book' })] : [product()], total: 1 }),
      'GET /api/v2/codes': {
        data: [
          { code: 'TEMPLATE', name: '템플릿', nameEn: 'Templates', children: [{ code: 'UI_KIT', name: 'UI 키트', nameEn: 'UI kits', children: [] }] },
          { code: 'EBOOK', name: '전자책', nameEn: 'E-books', children: [{ code: 'EBOOK_UX', name: 'UX 전자책', nameEn: 'UX e-books', children: [] }] },
          { code: 'WORKSHOP', name: '워크숍', nameEn: 'Workshops', children: [{ code: 'WORKSHOP_UX', name: 'UX 워크숍', nameEn: 'UX workshops', children: [] }] },
        ],
      },
    });
    render(renderTree(<ProductsPage productType="TEMPLATE" />, { path: '/template' }).tree);
    await screen.findByText('Dashboard kit');
    expect(paramsOf(gw.callsTo('GET', '/api/v2/products')[0]!)).toMatchObject({ productType: 'TEMPLATE', limit: '24', offset: '0' });
    expect(paramsOf(gw.callsTo('GET', '/api/v2/codes')[0]!)).toMatchObject({ type: 'PRODUCT' });

    // The tab's topics (no workshop ones on the template tab); a kind narrows them to its own.
    await screen.findByRole('button', { name: 'UI kits' });
    expect(screen.getByTestId('product-codes').textContent).toBe('UI kitsUX e-books');
    fireEvent.click(screen.getByTestId('kind-EBOOK'));
    await screen.findByText('Design e-book');
    expect(screen.getByTestId('product-codes').textContent).toBe('UX e-books');
    fireEvent.click(screen.getByRole('button', { name: 'UX e-books' }));
    fireEvent.change(screen.getByTestId('product-sort'), { target: { value: 'rating' } });
    fireEvent.change(screen.getByTestId('product-search'), { target: { value: '대시보드' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(paramsOf(gw.callsTo('GET', '/api/v2/products').at(-1)!)).toMatchObject({ productType: 'TEMPLATE', type: 'EBOOK', productCodes: 'EBOOK_UX', sortField: 'rating', keyword: '대시보드' }),
    );
  });
});
