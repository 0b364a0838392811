/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ProductPage from '../src/features/marketplace/ProductPage';
import { product, review, sessionAs } from './market-support';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const REVIEWS = '/api/v2/users/products/p1/reviews';
const validation = (v: { ordered: boolean; reviewed: boolean; reviewId?: string }) => ({ data: { orderId: v.ordered ? 'o1' : '', reviewId: '', ...v } });

const routesWith = (answers: Record<string, unknown>, p = product()) => ({
  ...sessionAs(),
  'GET /api/v2/products/p1': { data: p },
  'GET /api/v2/products/p1/files': { data: { files: [], orderId: '', downloadable: false } },
  ...answers,
});

const open = () => render(renderTree(<p>elsewhere</p>, { path: '/products/p1', routes: [{ path: '/products/:id', element: <ProductPage /> }] }).tree);

describe('reviews', () => {
  test('a buyer who has not reviewed writes one: stars are required, then stars and text are posted', async () => {
    let reviewed = false;
    const gw = fakeGateway(
      routesWith({
        'GET /api/v2/users/products/p1/orders/validation': () => validation({ ordered: true, reviewed }),
        [`POST ${REVIEWS}`]: () => {
          reviewed = true;
          return { data: review({ reviewId: 'r9', userId: signedInUser.id, starRate: 5, review: 'Great kit' }) };
        },
      }),
    );
    open();
    const form = await screen.findByTestId('review-form');
    fireEvent.change(within(form).getByTestId('review-text'), { target: { value: '  Great kit ' } });
    fireEvent.click(within(form).getByTestId('review-submit'));
    expect((await screen.findByTestId('review-error')).textContent).toBe('Choose a star rating.');
    expect(gw.callsTo('POST', REVIEWS)).toHaveLength(0);
    fireEvent.click(within(form).getByTestId('star-5'));
    fireEvent.click(within(form).getByTestId('review-submit'));
    await waitFor(() => expect(screen.queryByTestId('review-form')).toBeNull());
    expect(gw.callsTo('POST', REVIEWS)[0]!.body).toEqual({ starRate: 5, review: 'Great kit' });
  });

  test('no form for a visitor who did not order, nor for one who already reviewed', async () => {
    fakeGateway(routesWith({ 'GET /api/v2/users/products/p1/orders/validation': validation({ ordered: false, reviewed: false }) }, product({ productReview: [review()] })));
    open();
    await screen.findByTestId('review');
    await waitFor(() => expect(screen.getByTestId('reviews').textContent).toContain('Nice.'));
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(screen.queryByTestId('review-edit')).toBeNull();
  });

  test('the server refusing a review (ALREADY_REVIEWED) shows its msg', async () => {
    fakeGateway(
      routesWith({
        'GET /api/v2/users/products/p1/orders/validation': validation({ ordered: true, reviewed: false }),
        [`POST ${REVIEWS}`]: { status: 409, body: { errorCode: 'ALREADY_REVIEWED', msg: 'You have already reviewed this product.' } },
      }),
    );
    open();
    const form = await screen.findByTestId('review-form');
    fireEvent.click(within(form).getByTestId('star-3'));
    fireEvent.click(within(form).getByTestId('review-submit'));
    expect((await screen.findByTestId('review-error')).textContent).toBe('You have already reviewed this product.');
  });

  test('the buyer edits and deletes their own review (only theirs has the buttons)', async () => {
    const mine = review({ reviewId: 'r-mine', userId: signedInUser.id, userName: 'Mina', starRate: 3, review: 'Okay' });
    let reviews = [review(), mine];
    const gw = fakeGateway(
      routesWith({
        'GET /api/v2/products/p1': () => ({ data: product({ productReview: reviews }) }),
        'GET /api/v2/users/products/p1/orders/validation': validation({ ordered: true, reviewed: true, reviewId: 'r-mine' }),
        [`PUT ${REVIEWS}/r-mine`]: { data: { ...mine, starRate: 4, review: 'Better than I thought' } },
        [`DELETE ${REVIEWS}/r-mine`]: () => {
          reviews = [review()];
          return { data: { reviewId: 'r-mine', averageStarRate: 4 } };
        },
      }),
    );
    open();
    await waitFor(() => expect(screen.getAllByTestId('review-edit')).toHaveLength(1));
    expect(screen.queryByTestId('review-form')).toBeNull();
    fireEvent.click(screen.getByTestId('review-edit'));
    const form = screen.getByTestId('review-form');
    expect((within(form).getByTestId('review-text') as HTMLTextAreaElement).value).toBe('Okay');
    fireEvent.click(within(form).getByTestId('star-4'));
    fireEvent.change(within(form).getByTestId('review-text'), { target: { value: 'Better than I thought' } });
    fireEvent.click(within(form).getByTestId('review-submit'));
    await waitFor(() => expect(screen.queryByTestId('review-form')).toBeNull());
    expect(gw.callsTo('PUT', `${REVIEWS}/r-mine`)[0]!.body).toEqual({ starRate: 4, review: 'Better than I thought' });

    fireEvent.click(screen.getByTestId('review-delete'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete the review' }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(1));
    expect(gw.callsTo('DELETE', `${REVIEWS}/r-mine`)).toHaveLength(1);
  });
});
