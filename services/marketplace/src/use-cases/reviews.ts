import { recordAudit, type Caller, type Tx } from '@screenshelf/kit';
import { marketplaceError } from '../domain/errors.js';
import { admitReview, averageStarRate } from '../domain/products.js';
import * as store from '../store.js';
import { isUniqueViolation, isUuid, productChange, signedIn, type MarketplaceContext, type Publish } from './context.js';
import { toReview } from './views.js';

/**
 * Takes back the review a refunded purchase admitted, in the refund's transaction (the product row
 * already locked): the row leaves, and with it its stars from the tally.
 */
export async function withdrawReview(tx: Tx, publish: Publish, productId: string, userId: string) {
  const withdrawn = await store.deleteReviewOf(tx, productId, userId);
  if (!withdrawn) return;
  const tallied = await store.adjustReviewTally(tx, productId, -1, -withdrawn.star_rate);
  await publish(productChange('review.changed', tallied, { userId }));
}

/**
 * Reviews: a buyer with a paid order, once per product. The product's review_count and star_sum
 * move in the same transaction as the review row, by relative UPDATEs under the product row's
 * lock, so concurrent reviews, edits and deletes always leave the tally equal to the rows. Each
 * change locks the product row first, as a refund does (which takes the buyer's review back), so
 * a review never outlives the paid order that admitted it and no two changes deadlock.
 */
export function reviews(ctx: MarketplaceContext) {
  const { pool } = ctx;

  // Answered to its author (who writes, edits or deletes it): their own id is theirs to see.
  const reviewView = async (row: store.ReviewRow) => toReview(row, await store.findUser(pool, row.user_id), true);

  /** The review a call names, of the product it names, locked after its product. */
  const namedReview = async (tx: Tx, productId: string, reviewId: string) => {
    const product = isUuid(reviewId) && isUuid(productId) ? await store.findProduct(tx, productId, { lock: true }) : undefined;
    const review = product && (await store.findReview(tx, reviewId, { lock: true }));
    if (!review || review.product_id !== productId) throw marketplaceError('REVIEW_NOT_FOUND');
    return review;
  };

  return {
    async createReview(caller: Caller, request: { productId: string; starRate: number; review: string }) {
      const userId = signedIn(caller);
      const input = admitReview(request.starRate, request.review);
      const product = isUuid(request.productId) ? await store.findProduct(pool, request.productId) : undefined;
      if (!product) throw marketplaceError('PRODUCT_NOT_FOUND');
      if (!isUuid(userId)) throw marketplaceError('REVIEW_NOT_ALLOWED');
      try {
        const row = await ctx.change(async (tx, publish) => {
          // Checked under the product's lock, which a refund holds until its order is CNCL and its review gone.
          await store.findProduct(tx, product.id, { lock: true });
          if (!(await store.paidOrderOf(tx, product.id, userId))) throw marketplaceError('REVIEW_NOT_ALLOWED');
          if (await store.reviewOf(tx, product.id, userId)) throw marketplaceError('ALREADY_REVIEWED');
          const created = await store.insertReview(tx, { productId: product.id, userId, ...input });
          const tallied = await store.adjustReviewTally(tx, product.id, 1, created.star_rate);
          await publish(productChange('review.changed', tallied, { userId }));
          return created;
        });
        return reviewView(row);
      } catch (error) {
        // Two at once: the unique (product, user) refuses the second.
        if (isUniqueViolation(error, 'reviews_product_id_user_id_key')) throw marketplaceError('ALREADY_REVIEWED');
        throw error;
      }
    },

    async updateReview(caller: Caller, request: { productId: string; reviewId: string; starRate: number; review: string }) {
      const userId = signedIn(caller);
      const input = admitReview(request.starRate, request.review);
      const row = await ctx.change(async (tx, publish) => {
        const review = await namedReview(tx, request.productId, request.reviewId);
        if (review.user_id !== userId) throw marketplaceError('REVIEW_NOT_ALLOWED', { variant: 'notOwner' });
        const updated = await store.updateReview(tx, review.id, input);
        const tallied = await store.adjustReviewTally(tx, review.product_id, 0, updated.star_rate - review.star_rate);
        await publish(productChange('review.changed', tallied, { userId }));
        return updated;
      });
      return reviewView(row);
    },

    async deleteReview(caller: Caller, request: { productId: string; reviewId: string }) {
      const userId = signedIn(caller);
      return ctx.change(async (tx, publish) => {
        const review = await namedReview(tx, request.productId, request.reviewId);
        if (review.user_id !== userId && caller.role !== 'ADMIN')
          throw marketplaceError('REVIEW_NOT_ALLOWED', { variant: 'notOwner' });
        const deleted = await store.deleteReview(tx, review.id);
        if (!deleted) throw marketplaceError('REVIEW_NOT_FOUND');
        const tallied = await store.adjustReviewTally(tx, review.product_id, -1, -deleted.star_rate);
        if (review.user_id !== userId) {
          await recordAudit(tx, {
            actor: caller,
            action: 'review.deleted',
            targetType: 'review',
            targetId: review.id,
            before: { productId: review.product_id, userId: review.user_id, starRate: deleted.star_rate, review: deleted.review },
          });
        }
        await publish(productChange('review.changed', tallied, { userId: review.user_id }));
        return { reviewId: review.id, averageStarRate: averageStarRate(tallied.star_sum, tallied.review_count) };
      });
    },
  };
}
