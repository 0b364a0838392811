import { startMarket, type Market, type Person } from './support/market.js';

// Reviews: buyers only, once per product, 1–5 stars; the product's tally stays equal to its rows
// however many reviews, edits and deletes arrive at once.
describe('marketplace reviews', () => {
  let m: Market;
  let seller: Person;
  let admin: Person;
  let productId: string;

  beforeAll(async () => {
    m = await startMarket();
    seller = await m.person('SELLER');
    admin = await m.person('ADMIN');
    productId = (await m.client.CreateProduct(await m.templateInput(seller), await m.as(seller))).id;
  });
  afterAll(() => m?.stop());

  const buyerOf = async (id = productId, status: 'CMPL' | 'CNCL' = 'CMPL') => {
    const buyer = await m.person('USER');
    await m.paidOrder(id, buyer, { status });
    return buyer;
  };

  it('lets a buyer review once; others get REVIEW_NOT_ALLOWED, a second review ALREADY_REVIEWED', async () => {
    const buyer = await buyerOf();
    const review = await m.client.CreateReview({ productId, starRate: 4, review: ' 좋아요, very useful ' }, await m.as(buyer));
    expect(review).toMatchObject({ productId, userId: buyer.id, userName: `${buyer.name} nick`, starRate: 4, review: '좋아요, very useful' });
    await expect(m.client.CreateReview({ productId, starRate: 5, review: 'again' }, await m.as(buyer))).rejects.toMatchObject({ errorCode: 'ALREADY_REVIEWED' });
    const stranger = await m.person('USER');
    await expect(m.client.CreateReview({ productId, starRate: 5, review: 'x' }, await m.as(stranger))).rejects.toMatchObject({ errorCode: 'REVIEW_NOT_ALLOWED' });
    const refunded = await buyerOf(productId, 'CNCL');
    await expect(m.client.CreateReview({ productId, starRate: 5, review: 'x' }, await m.as(refunded))).rejects.toMatchObject({ errorCode: 'REVIEW_NOT_ALLOWED' });
    await expect(m.client.CreateReview({ productId, starRate: 5, review: 'x' }, await m.as('visitor'))).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });

    const product = await m.client.GetProduct({ id: productId, type: '' }, await m.as('visitor'));
    expect(product).toMatchObject({ reviewCount: 1, averageStarRate: 4 });
    expect(product.productReview.map((r) => r.reviewId)).toEqual([review.reviewId]);
  });

  it.each([
    [0, 'ok'],
    [6, 'ok'],
    [3, 'x'.repeat(2001)],
  ])('refuses %d stars / an overlong text with VALIDATION_ERROR', async (starRate, text) => {
    const buyer = await buyerOf();
    await expect(m.client.CreateReview({ productId, starRate, review: text }, await m.as(buyer))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('edits and deletes only one’s own review (an admin may delete), and names reviews of the right product', async () => {
    const [author, other] = [await buyerOf(), await buyerOf()];
    const review = await m.client.CreateReview({ productId, starRate: 2, review: 'meh' }, await m.as(author));
    await expect(m.client.UpdateReview({ productId, reviewId: review.reviewId, starRate: 5, review: 'mine now' }, await m.as(other))).rejects.toMatchObject({
      errorCode: 'REVIEW_NOT_ALLOWED',
    });
    await expect(m.client.DeleteReview({ productId, reviewId: review.reviewId }, await m.as(other))).rejects.toMatchObject({ errorCode: 'REVIEW_NOT_ALLOWED' });
    const otherProduct = (await m.client.CreateProduct(await m.templateInput(seller), await m.as(seller))).id;
    await expect(m.client.UpdateReview({ productId: otherProduct, reviewId: review.reviewId, starRate: 5, review: '' }, await m.as(author))).rejects.toMatchObject({
      errorCode: 'REVIEW_NOT_FOUND',
    });
    await expect(m.client.UpdateReview({ productId, reviewId: review.reviewId, starRate: 3, review: 'better' }, await m.as(author))).resolves.toMatchObject({
      starRate: 3,
      review: 'better',
    });
    const deleted = await m.client.DeleteReview({ productId, reviewId: review.reviewId }, await m.as(admin));
    expect(deleted.reviewId).toBe(review.reviewId);
    await expect(m.client.DeleteReview({ productId, reviewId: review.reviewId }, await m.as(author))).rejects.toMatchObject({ errorCode: 'REVIEW_NOT_FOUND' });
  });

  it('keeps reviewCount and averageStarRate equal to the rows under concurrent reviews, edits and deletes', async () => {
    const id = (await m.client.CreateProduct(await m.templateInput(seller), await m.as(seller))).id;
    const buyers = await Promise.all(Array.from({ length: 16 }, () => buyerOf(id)));
    // Round one: everyone reviews at once, half of them twice (a double click).
    const first = (
      await Promise.all(
        buyers.map(async (b, i) => {
          const token = await m.as(b);
          const calls = [m.client.CreateReview({ productId: id, starRate: (i % 5) + 1, review: `r${i}` }, token)];
          if (i % 2 === 0) calls.push(m.client.CreateReview({ productId: id, starRate: 5, review: `dup${i}` }, token));
          return Promise.allSettled(calls);
        }),
      )
    ).flat();
    expect(first.filter((r) => r.status === 'fulfilled')).toHaveLength(16);
    expect(first.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.errorCode)).toEqual(Array(8).fill('ALREADY_REVIEWED'));
    const { rows: reviewRows } = await m.service.pool.query<{ id: string; user_id: string }>('SELECT id, user_id FROM reviews WHERE product_id = $1', [id]);
    expect(reviewRows).toHaveLength(16);
    // Round two: edits, deletes (some twice at once) and an admin delete, all at once.
    const byUser = new Map(reviewRows.map((r) => [r.user_id, r.id]));
    const second = await Promise.allSettled(
      buyers.flatMap((b, i) => {
        const reviewId = byUser.get(b.id)!;
        if (i % 4 === 0) return [m.as(b).then((t) => m.client.DeleteReview({ productId: id, reviewId }, t)), m.as(admin).then((t) => m.client.DeleteReview({ productId: id, reviewId }, t))];
        if (i % 4 === 1) return [m.as(b).then((t) => m.client.DeleteReview({ productId: id, reviewId }, t))];
        return [1, 2, 3].map((star) => m.as(b).then((t) => m.client.UpdateReview({ productId: id, reviewId, starRate: ((i + star) % 5) + 1, review: `e${star}` }, t)));
      }),
    );
    // Only the second of two deletes of one review fails, and it says so.
    expect(second.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.errorCode)).toEqual(Array(4).fill('REVIEW_NOT_FOUND'));
    const { rows } = await m.service.pool.query<{ n: number; mean: string | null; review_count: number; star_sum: number }>(
      `SELECT (SELECT count(*)::int FROM reviews WHERE product_id = $1) AS n,
              (SELECT avg(star_rate)::text FROM reviews WHERE product_id = $1) AS mean,
              review_count, star_sum FROM products WHERE id = $1`,
      [id],
    );
    const truth = rows[0]!;
    expect(truth.n).toBe(8);
    expect(truth.review_count).toBe(8);
    const { rows: sum } = await m.service.pool.query<{ s: number }>('SELECT sum(star_rate)::int AS s FROM reviews WHERE product_id = $1', [id]);
    expect(truth.star_sum).toBe(sum[0]!.s);
    const product = await m.client.GetProduct({ id, type: '' }, await m.as('visitor'));
    expect(product.reviewCount).toBe(8);
    expect(product.averageStarRate).toBe(Math.round(Number(truth.mean) * 10) / 10);
    expect(product.productReview).toHaveLength(8);
  });
});
