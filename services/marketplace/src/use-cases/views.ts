import type { Product } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Product.js';
import type { Review } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Review.js';
import type { Seller } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Seller.js';
import { productCode } from '../domain/codes.js';
import { averageStarRate, discountRateOf, seatsLeft, unavailability } from '../domain/products.js';
import type { ProductRow, ReviewRow, UserRow } from '../store.js';

/** The messages the marketplace answers with, from its rows. */

export const iso = (d: Date | null | undefined) => d?.toISOString() ?? '';

const displayName = (u: UserRow | undefined) => (u ? u.nickname || u.name : '');

/** The seller's public profile, and their account fields only when `withAccount` (isSellerOrAdmin). */
export const toSeller = (id: string, u: UserRow | undefined, withAccount: boolean): Seller => ({
  id,
  name: u?.name ?? '',
  nickname: u?.nickname ?? '',
  image: u?.image ?? '',
  profileImage: u?.image ?? '',
  role: u?.role ?? '',
  ...(withAccount ? { email: u?.email ?? '', emailVerified: u?.email_verified ?? false, referralId: u?.referral_id ?? '' } : {}),
});

/** A review with its author's public profile; the author's id only when `withAuthorId` (isSelfOrAdmin). */
export const toReview = (r: ReviewRow, u: UserRow | undefined, withAuthorId: boolean): Review => ({
  reviewId: r.id,
  productId: r.product_id,
  ...(withAuthorId ? { userId: r.user_id } : {}),
  userName: displayName(u),
  userImage: u?.image ?? '',
  starRate: r.star_rate,
  review: r.review,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export function toProduct(
  p: ProductRow,
  extra: {
    seller?: UserRow;
    /** The seller's account fields are the caller's to see (isSellerOrAdmin). */
    sellerAccount: boolean;
    fileCnt: number;
    reviews?: { row: ReviewRow; user: UserRow | undefined; withAuthorId: boolean }[];
    now?: Date;
  },
): Product {
  const code = productCode(p.product_code);
  return {
    id: p.id,
    productType: p.product_type,
    type: p.type,
    title: p.title,
    description: p.description,
    amount: p.amount,
    discountAmount: p.discount_amount,
    discountRate: discountRateOf(p.amount, p.discount_amount),
    price: p.amount - p.discount_amount,
    averageStarRate: averageStarRate(p.star_sum, p.review_count),
    reviewCount: p.review_count,
    productCode: p.product_code,
    productCodeName: code?.name ?? '',
    productCodeNameEn: code?.nameEn ?? '',
    thumbnailImgUrls: p.thumbnail_img_urls,
    detailImgUrls: p.detail_img_urls,
    fileCnt: extra.fileCnt,
    pageCnt: p.page_cnt,
    exclusiveFlag: p.exclusive_flag,
    useFlag: p.use_flag,
    endFlag: p.end_flag,
    availablePaymentFlag: unavailability(p, extra.now) === undefined,
    maxPersonCnt: p.max_person_cnt,
    seatsLeft: seatsLeft(p),
    startsAt: iso(p.starts_at),
    user: toSeller(p.seller_user_id, extra.seller, extra.sellerAccount),
    productReview: (extra.reviews ?? []).map((r) => toReview(r.row, r.user, r.withAuthorId)),
    orderCount: p.order_count,
    createdAt: iso(p.created_at),
    updatedAt: iso(p.updated_at),
    deleted: p.deleted_at !== null,
    hiddenByAdmin: p.hidden_by_admin,
  };
}
