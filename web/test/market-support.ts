import type { Order, Product, Review } from '../src/features/marketplace/api';
import { signedInUser } from './support';

/** A product as the gateway answers it (every field of the proto message, camelCase). */
export const product = (over: Partial<Product> = {}): Product => ({
  id: 'p1',
  productType: 'TEMPLATE',
  type: 'TEMPLATE',
  title: 'Dashboard kit',
  description: 'Forty dashboard screens.',
  amount: 20000,
  discountAmount: 5000,
  discountRate: 25,
  price: 15000,
  averageStarRate: 4.5,
  reviewCount: 2,
  productCode: 'UI_KIT',
  productCodeName: 'UI 키트',
  productCodeNameEn: 'UI kits',
  thumbnailImgUrls: ['/uploads/products/s/thumb.png?sig=1'],
  detailImgUrls: ['/uploads/products/s/detail.png?sig=2'],
  fileCnt: 1,
  pageCnt: 40,
  exclusiveFlag: false,
  useFlag: true,
  endFlag: false,
  availablePaymentFlag: true,
  maxPersonCnt: 0,
  seatsLeft: 0,
  startsAt: '',
  // As a buyer or visitor gets it: the seller's account fields are null (only the seller and admins see them).
  user: { id: 'seller-1', name: 'Seo Jun', nickname: 'seojun', email: null, emailVerified: null, image: '', profileImage: '', referralId: null, role: 'SELLER' },
  productReview: [],
  orderCount: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  deleted: false,
  hiddenByAdmin: false,
  ...over,
});

export const review = (over: Partial<Review> = {}): Review => ({
  reviewId: 'r1',
  productId: 'p1',
  userId: 'someone',
  userName: 'Someone',
  userImage: '',
  starRate: 4,
  review: 'Nice.',
  createdAt: '2026-11-03T00:00:00.000Z',
  updatedAt: '2026-11-03T00:00:00.000Z',
  ...over,
});

export const order = (over: Partial<Order> = {}): Order => ({
  id: 'o1',
  productId: 'p1',
  productTitle: 'Dashboard kit',
  productType: 'TEMPLATE',
  type: 'TEMPLATE',
  thumbnailImgUrl: '',
  userId: signedInUser.id,
  sellerUserId: 'seller-1',
  amount: 15000,
  status: 'CMPL',
  referralId: '',
  failureCode: '',
  paidAt: '2026-11-04T00:00:00.000Z',
  cancelledAt: '',
  createdAt: '2026-11-04T00:00:00.000Z',
  cancelable: true,
  cancelableUntil: '',
  firstDownloadedAt: '',
  ...over,
});

/** The gateway's session answers for a signed-in user of `role`. */
export const sessionAs = (role = 'USER', paid = false) => ({
  'GET /api/auth/session': { user: { ...signedInUser, role }, expires: '2030-01-01T00:00:00.000Z', plan: paid ? 'PERSONAL_PRO' : 'STARTER', paid, seesWholeLibrary: paid },
  'GET /api/auth/session-check': { ok: true, isValid: true },
});
