import { cardDigits, cardField, MAX_WINDOW, plainText, PRODUCT_LIMITS } from '@screenshelf/kit';
import type { Product__Output as Product } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Product.js';
import type { ProductInput } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/ProductInput.js';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { callOptions } from '../http/caller.js';
import { clean, reply } from '../http/reply.js';
import { mount, route, type Route } from '../http/route.js';
import { q, Text, Token } from '../http/validate.js';
import { PRODUCT, SELLER } from '../api/operation.js';
import * as S from '../api/schemas.js';
import { imageLinksFor } from './image-urls.js';
import type { RouterDeps } from './index.js';

/** product-spec §9: product update and review creation get 30 s; calls that reach the payment provider the same. */
export const PRODUCT_WRITE_MS = 30_000;

const Id = Token(64).min(1);

/** The tabs (product-spec §2 template and class) and the kinds inside them (§1). */
export const PRODUCT_TYPES = ['TEMPLATE', 'CLASS'] as const;
export const PRODUCT_KINDS = ['TEMPLATE', 'PORTFOLIO', 'EBOOK', 'WORKSHOP'] as const;
const ProductType = z.enum(PRODUCT_TYPES);
const Kind = z.enum(PRODUCT_KINDS);
/** Product-spec §3 labels updatedAt as createdAt: both mean the newest first. */
const SortField = z
  .enum(['latest', 'popular', 'rating', 'price', 'updatedAt', 'createdAt'])
  .transform((v) => (v === 'updatedAt' || v === 'createdAt' ? 'latest' : v));

/**
 * An image of this product as the gateway handed it out: `/uploads/products/…`, maybe still carrying
 * its signature (`?exp&sig`), which is dropped — the product keeps the plain path and every answer
 * signs it anew.
 */
const ImagePath = z
  .string()
  .max(400)
  .regex(/^\/uploads\/products\/[A-Za-z0-9._\-/]+(\?[A-Za-z0-9=&_-]*)?$/, 'an /uploads/products/… path from an upload')
  .transform((v) => v.split('?')[0]!);

const FileInput = z.object({ key: Token(300).min(1), name: plainText(200) });

const productFields = {
  type: Kind,
  title: plainText(PRODUCT_LIMITS.title),
  description: Text(PRODUCT_LIMITS.description),
  amount: z.number().int().min(0).max(PRODUCT_LIMITS.amount),
  discountAmount: z.number().int().min(0).max(PRODUCT_LIMITS.amount),
  discountRate: z.number().int().min(0).max(100),
  productCode: Token(40),
  thumbnailImgUrls: z.array(ImagePath).max(PRODUCT_LIMITS.thumbnails),
  detailImgUrls: z.array(ImagePath).max(PRODUCT_LIMITS.details),
  files: z.array(FileInput).max(PRODUCT_LIMITS.files),
  pageCnt: z.number().int().min(0).max(PRODUCT_LIMITS.pages),
  exclusiveFlag: z.boolean(),
  useFlag: z.boolean(),
  endFlag: z.boolean(),
  maxPersonCnt: z.number().int().min(0).max(PRODUCT_LIMITS.seats),
  startsAt: z.iso.datetime({ offset: true }).or(z.literal('')),
};

/** POST /api/v2/products: a new product (a draft unless useFlag is true). */
export const CreateProductBody = z.object({
  ...productFields,
  type: Kind.default('TEMPLATE'),
  description: productFields.description.default(''),
  discountAmount: productFields.discountAmount.optional(),
  discountRate: productFields.discountRate.optional(),
  productCode: productFields.productCode.default(''),
  thumbnailImgUrls: productFields.thumbnailImgUrls.default([]),
  detailImgUrls: productFields.detailImgUrls.default([]),
  files: productFields.files.default([]),
  pageCnt: productFields.pageCnt.default(0),
  exclusiveFlag: productFields.exclusiveFlag.default(false),
  useFlag: productFields.useFlag.default(false),
  endFlag: productFields.endFlag.default(false),
  maxPersonCnt: productFields.maxPersonCnt.default(0),
  startsAt: productFields.startsAt.default(''),
});

/** PUT /api/v2/products/{id}: the fields given change, the others stay. */
export const UpdateProductBody = z
  .object({
    ...(Object.fromEntries(Object.entries(productFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
    }),
    /** ADMIN only: hide (or unhide) a product that breaks the rules. */
    hiddenByAdmin: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' });

const toInput = (body: Partial<z.infer<typeof CreateProductBody>> & { hiddenByAdmin?: boolean }): ProductInput => ({
  ...body,
  // -1: not given, the service derives it from the other discount field.
  discountAmount: body.discountAmount ?? -1,
  discountRate: body.discountRate ?? -1,
});

export const ProductsQuery = z
  .object({
    productType: ProductType.default('TEMPLATE'),
    type: Kind.optional(),
    productCodes: q.list.pipe(z.array(Token(40)).max(20).optional()),
    sortField: SortField.default('latest'),
    keyword: plainText(100).optional(),
    limit: q.int.min(1).max(100).default(20),
    offset: q.int.min(0).max(MAX_WINDOW).default(0),
  })
  .refine((p) => p.offset + p.limit <= MAX_WINDOW, { message: `offset + limit must be at most ${MAX_WINDOW}`, path: ['offset'] });
export const ProductQuery = z.object({ type: z.enum([...PRODUCT_TYPES, ...PRODUCT_KINDS]).optional() });
/** An ADMIN without sellerUserId gets every product of every seller (the admin console's marketplace list). */
export const SellerProductsQuery = z.object({
  sellerUserId: Id.optional(),
  productType: ProductType.optional(),
  limit: q.int.min(1).max(100).default(20),
  offset: q.offset.default(0),
});
export const DownloadQuery = z.object({ sort: q.int.min(1).max(1000), orderId: Id });
export const UploadBody = z.object({
  purpose: z.enum(['THUMBNAIL', 'DETAIL', 'FILE']),
  fileName: plainText(200),
  contentType: Token(100).default(''),
});

/** A one-off card payment (the provider's key-in API); never stored. */
export const OrderCard = z.object({
  cardNumber: cardField('cardNumber'),
  cardExpirationYear: cardField('cardExpirationYear'),
  cardExpirationMonth: cardField('cardExpirationMonth'),
  /** The card holder's birth date (YYMMDD) or business number (10 digits), as the key-in payment needs. */
  customerIdentityNumber: cardField('customerIdentityNumber'),
});
export const OrderBody = z.object({ referralId: Token(64).optional(), card: OrderCard.optional() });
export const CancelOrderBody = z.object({ cancelReason: Text(500).default('') });
export const ReviewBody = z.object({ starRate: z.number().int().min(1).max(5), review: Text(2000).default('') });
/** PUT replaces the review: stars and text. */
export const ReviewUpdateBody = ReviewBody;
export const OrdersQuery = z.object({ limit: q.int.min(1).max(100).default(20), offset: q.offset.default(0) });

/** YYYY-MM (or YYYYMM) of a real month, in Korea time. */
const YearMonth = z
  .string()
  .regex(/^\d{4}-?(0[1-9]|1[0-2])$/, 'YYYY-MM')
  .transform((v) => `${v.slice(0, 4)}-${v.slice(-2)}`);
export const RevenuesQuery = z.object({
  sellerUserId: Id.optional(),
  productId: Id.optional(),
  yearmonth: YearMonth.optional(),
  productType: ProductType.optional(),
  limit: q.int.min(1).max(100).default(20),
  offset: q.offset.default(0),
});
export const RevenueTotalQuery = RevenuesQuery.omit({ limit: true, offset: true });

export const ProductIdParam = z.object({ id: Id });
export const OrderProductParam = z.object({ productId: Id });
export const ReviewParams = z.object({ productId: Id, reviewId: Id });

/** `attachment; filename=…` that survives any file name (RFC 6266 / 5987). */
const attachment = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

const downloadPath = (orderId: string, sort: number) =>
  `/api/v2/products/download?sort=${sort}&orderId=${encodeURIComponent(orderId)}`;

/**
 * A product as the answer shows it: the seller's account fields the marketplace left unset (the
 * caller is neither that seller nor an admin) are null, as the schema (Seller) says, not missing.
 */
const productJson = (product: Product) => {
  const shown = clean(product) as Record<string, unknown>;
  // A review's author id the marketplace left unset (the caller is neither its author nor an admin) is null too.
  if (Array.isArray(shown.productReview)) shown.productReview = (shown.productReview as Record<string, unknown>[]).map((r) => ({ ...r, userId: r.userId ?? null }));
  const seller = product.user;
  if (!seller) return shown;
  return {
    ...shown,
    user: { ...(shown.user as object), email: seller.email ?? null, emailVerified: seller.emailVerified ?? null, referralId: seller.referralId ?? null },
  };
};

/** Answers `{data}` with products (one or a page), and paging fields such as `total`. */
const replyProducts = (res: Response, data: Product | Product[], extra: Record<string, unknown> = {}, status = 200) =>
  void res.status(status).json({ data: Array.isArray(data) ? data.map(productJson) : productJson(data), ...extra });

/** An order or a cancellation may come without a body (nothing to add): it is read as `{}`. */
const OrderRequest = z.preprocess((body) => body ?? {}, OrderBody);
const CancelOrderRequest = z.preprocess((body) => body ?? {}, CancelOrderBody);

const revenueQuery = (query: z.infer<typeof RevenueTotalQuery>) => ({
  sellerUserId: query.sellerUserId ?? '',
  productId: query.productId ?? '',
  yearmonth: query.yearmonth ?? '',
  productType: query.productType ?? '',
});

// ── product-spec §7 "Products" (the fixed paths before /products/:id) ──

const listProducts = route(
  {
    method: 'get',
    path: '/api/v2/products',
    operationId: 'listProducts',
    summary: 'Published products of a tab or kind, by code or keyword (Korean and English), sorted',
    access: 'visitor',
    query: ProductsQuery,
    response: S.Page(S.Product),
  },
  async (req, res, { clients, query }) => {
    const { products, total } = await clients.marketplace.ListProducts(
      { ...query, type: query.type ?? '', productCodes: query.productCodes ?? [], keyword: query.keyword ?? '' },
      callOptions(req),
    );
    replyProducts(res, products, { total });
  },
);

const listSellerProducts = route(
  {
    method: 'get',
    path: '/api/v2/products/all',
    operationId: 'listSellerProducts',
    summary: "A seller's products: all of the caller's own, another seller's published ones; an admin without sellerUserId every product with its seller",
    access: 'visitor',
    query: SellerProductsQuery,
    response: S.Page(S.Product),
    errorCodes: ['UNAUTHENTICATED'],
  },
  async (req, res, { clients, query }) => {
    const { products, total } = await clients.marketplace.ListSellerProducts(
      { sellerUserId: query.sellerUserId ?? '', productType: query.productType ?? '', limit: query.limit, offset: query.offset },
      callOptions(req),
    );
    replyProducts(res, products, { total });
  },
);

const downloadProductFile = route(
  {
    method: 'get',
    path: '/api/v2/products/download',
    operationId: 'downloadProductFile',
    summary: "One file of a paid order's product, for its buyer only",
    access: 'signedIn',
    timeoutMs: PRODUCT_WRITE_MS,
    query: DownloadQuery,
    response: 'file',
    errorCodes: ['ORDER_NOT_FOUND', 'DOWNLOAD_NOT_ALLOWED', 'FILE_NOT_FOUND'],
  },
  async (req, res, { clients, query }) => {
    const file = await clients.marketplace.DownloadFile({ orderId: query.orderId, sort: query.sort }, callOptions(req));
    res.setHeader('content-type', file.contentType || 'application/octet-stream');
    res.setHeader('content-disposition', attachment(file.fileName || `file-${query.sort}`));
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    res.send(Buffer.from(file.data));
  },
);

// Not in product-spec §7 (which never shows how a seller's files arrive): a signed upload slot.
const presignProductUpload = route(
  {
    method: 'post',
    path: '/api/v2/products/uploads',
    operationId: 'presignProductUpload',
    summary: "A signed upload slot for a seller's thumbnail, detail image or file",
    access: 'signedIn',
    body: UploadBody,
    bodyName: 'upload',
    status: 201,
    response: S.Data(S.ProductUpload),
    errorCodes: ['SELLER_REQUIRED'],
  },
  async (req, res, { clients, body }) => {
    reply(res, await clients.marketplace.PresignUpload(body, callOptions(req)), {}, 201);
  },
);

const createProduct = route(
  {
    method: 'post',
    path: '/api/v2/products',
    operationId: 'createProduct',
    summary: 'Create a product (a draft unless useFlag)',
    access: 'signedIn',
    timeoutMs: PRODUCT_WRITE_MS,
    body: CreateProductBody,
    bodyName: 'product',
    status: 201,
    response: S.Data(S.Product),
    errorCodes: ['SELLER_REQUIRED', 'PRODUCT_INVALID', 'FILE_NOT_FOUND'],
  },
  async (req, res, { clients, body }) => {
    replyProducts(res, await clients.marketplace.CreateProduct(toInput(body), callOptions(req)), {}, 201);
  },
);

const getProduct = route(
  {
    method: 'get',
    path: '/api/v2/products/:id',
    operationId: 'getProduct',
    summary: 'A product with its seller and reviews',
    access: 'visitor',
    params: ProductIdParam,
    query: ProductQuery,
    response: S.Data(S.Product),
    errorCodes: PRODUCT,
  },
  async (req, res, { clients, params, query }) => {
    replyProducts(res, await clients.marketplace.GetProduct({ id: params.id, type: query.type ?? '' }, callOptions(req)));
  },
);

const updateProduct = route(
  {
    method: 'put',
    path: '/api/v2/products/:id',
    operationId: 'updateProduct',
    summary: 'Change a product (its seller or an admin); only an admin sets hiddenByAdmin',
    access: 'signedIn',
    timeoutMs: PRODUCT_WRITE_MS,
    params: ProductIdParam,
    body: UpdateProductBody,
    bodyName: 'product',
    response: S.Data(S.Product),
    errorCodes: [...PRODUCT, ...SELLER, 'PRODUCT_INVALID', 'FILE_NOT_FOUND', 'FORBIDDEN'],
  },
  async (req, res, { clients, params, body }) => {
    const fields = Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined);
    replyProducts(res, await clients.marketplace.UpdateProduct({ id: params.id, product: toInput(body), fields }, callOptions(req)));
  },
);

const deleteProduct = route(
  {
    method: 'delete',
    path: '/api/v2/products/:id',
    operationId: 'deleteProduct',
    summary: 'Erase a product nobody ordered, or retire one with orders',
    access: 'signedIn',
    params: ProductIdParam,
    response: S.Data(z.object({ id: z.string(), erased: z.boolean() })),
    errorCodes: [...PRODUCT, ...SELLER],
  },
  async (req, res, { clients, params }) => {
    reply(res, await clients.marketplace.DeleteProduct({ id: params.id }, callOptions(req)));
  },
);

const listProductFiles = route(
  {
    method: 'get',
    path: '/api/v2/products/:id/files',
    operationId: 'listProductFiles',
    summary: "A product's files (names, sizes) and, for its buyer, their download links",
    access: 'visitor',
    params: ProductIdParam,
    response: S.Data(S.ProductFiles),
    errorCodes: PRODUCT,
  },
  async (req, res, { clients, params }) => {
    const list = await clients.marketplace.ListFiles({ id: params.id }, callOptions(req));
    const files = list.files.map((f) => ({
      ...f,
      size: Number(f.size),
      downloadUrl: list.downloadable ? downloadPath(list.orderId, f.sort) : '',
    }));
    reply(res, { ...list, files });
  },
);

// ── product-spec §7 "Orders and reviews" ──

const placeOrder = route(
  {
    method: 'post',
    path: '/api/v2/products/:productId/orders',
    operationId: 'placeOrder',
    summary: 'Order a product: the server computes the amount and charges the card once',
    access: 'signedIn',
    timeoutMs: PRODUCT_WRITE_MS,
    params: OrderProductParam,
    body: OrderRequest,
    bodyName: 'order',
    status: 201,
    response: S.Data(S.Order),
    errorCodes: [
      ...PRODUCT,
      'PRODUCT_NOT_AVAILABLE',
      'SOLD_OUT',
      'ALREADY_ORDERED',
      'OWN_PRODUCT',
      'MEMBERSHIP_REQUIRED',
      'CARD_REQUIRED',
      'PAYMENT_FAILED',
      'PAYMENT_PENDING',
      'IDEMPOTENCY_KEY_IN_USE',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
  async (req, res, { clients, params, body }) => {
    const card = body.card && {
      ...body.card,
      cardNumber: cardDigits(body.card.cardNumber),
      customerIdentityNumber: body.card.customerIdentityNumber ?? '',
    };
    reply(res, await clients.marketplace.PlaceOrder({ productId: params.productId, referralId: body.referralId ?? '', card }, callOptions(req)), {}, 201);
  },
);

const listOrders = route(
  {
    method: 'get',
    path: '/api/v2/users/orders',
    operationId: 'listOrders',
    summary: "The caller's orders, newest first",
    access: 'signedIn',
    query: OrdersQuery,
    response: S.Page(S.Order),
  },
  async (req, res, { clients, query }) => {
    const { orders, total } = await clients.marketplace.ListOrders(query, callOptions(req));
    reply(res, orders, { total });
  },
);

const getOrder = route(
  {
    method: 'get',
    path: '/api/v2/users/orders/:id',
    operationId: 'getOrder',
    summary: 'One of the caller’s orders',
    access: 'signedIn',
    params: ProductIdParam,
    response: S.Data(S.Order),
    errorCodes: ['ORDER_NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    reply(res, await clients.marketplace.GetOrder({ id: params.id }, callOptions(req)));
  },
);

const validateOrder = route(
  {
    method: 'get',
    path: '/api/v2/users/products/:id/orders/validation',
    operationId: 'validateOrder',
    summary: 'Whether the caller has bought the product (and reviewed it)',
    access: 'signedIn',
    params: ProductIdParam,
    response: S.Data(S.OrderValidation),
    errorCodes: PRODUCT,
  },
  async (req, res, { clients, params }) => {
    reply(res, await clients.marketplace.ValidateOrder({ id: params.id }, callOptions(req)));
  },
);

const cancelOrder = route(
  {
    method: 'post',
    path: '/api/v2/users/orders/:productId/cancel',
    operationId: 'cancelOrder',
    summary: "Cancel and refund the caller's order of a product while the refund rule allows",
    access: 'signedIn',
    timeoutMs: PRODUCT_WRITE_MS,
    params: OrderProductParam,
    body: CancelOrderRequest,
    bodyName: 'cancel',
    response: S.Data(S.Order),
    errorCodes: ['ORDER_NOT_FOUND', 'ORDER_NOT_CANCELABLE', 'PAYMENT_FAILED', 'PAYMENT_PENDING'],
  },
  async (req, res, { clients, params, body }) => {
    reply(res, await clients.marketplace.CancelOrder({ productId: params.productId, cancelReason: body.cancelReason }, callOptions(req)));
  },
);

const createReview = route(
  {
    method: 'post',
    path: '/api/v2/users/products/:productId/reviews',
    operationId: 'createReview',
    summary: 'Review a bought product (once)',
    access: 'signedIn',
    timeoutMs: PRODUCT_WRITE_MS,
    params: OrderProductParam,
    body: ReviewBody,
    bodyName: 'review',
    status: 201,
    response: S.Data(S.Review),
    errorCodes: [...PRODUCT, 'REVIEW_NOT_ALLOWED', 'ALREADY_REVIEWED'],
  },
  async (req, res, { clients, params, body }) => {
    reply(res, await clients.marketplace.CreateReview({ productId: params.productId, ...body }, callOptions(req)), {}, 201);
  },
);

const updateReview = route(
  {
    method: 'put',
    path: '/api/v2/users/products/:productId/reviews/:reviewId',
    operationId: 'updateReview',
    summary: 'Edit the caller’s review',
    access: 'signedIn',
    params: ReviewParams,
    body: ReviewUpdateBody,
    bodyName: 'review',
    response: S.Data(S.Review),
    errorCodes: ['REVIEW_NOT_FOUND'],
  },
  async (req, res, { clients, params, body }) => {
    reply(res, await clients.marketplace.UpdateReview({ ...params, ...body }, callOptions(req)));
  },
);

const deleteReview = route(
  {
    method: 'delete',
    path: '/api/v2/users/products/:productId/reviews/:reviewId',
    operationId: 'deleteReview',
    summary: 'Delete the caller’s review (an admin any review)',
    access: 'signedIn',
    params: ReviewParams,
    response: S.Data(z.object({ reviewId: z.string(), averageStarRate: z.number() })),
    errorCodes: ['REVIEW_NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    reply(res, await clients.marketplace.DeleteReview(params, callOptions(req)));
  },
);

// ── product-spec §7 "Seller revenue" ──

const getSellerRevenueTotal = route(
  {
    method: 'get',
    path: '/api/v2/users/revenues/total',
    operationId: 'getSellerRevenueTotal',
    summary: 'Gross, refunds, platform share, referral payouts and net, month by month',
    access: 'signedIn',
    query: RevenueTotalQuery,
    response: S.Data(S.SellerRevenueTotal),
    errorCodes: ['FORBIDDEN'],
  },
  async (req, res, { clients, query }) => {
    reply(res, await clients.marketplace.GetRevenueTotal({ ...revenueQuery(query), limit: 0, offset: 0 }, callOptions(req)));
  },
);

const listSellerRevenues = route(
  {
    method: 'get',
    path: '/api/v2/users/revenues',
    operationId: 'listSellerRevenues',
    summary: "A seller's sales (their own; an admin anyone's), by month in Korea time",
    access: 'signedIn',
    query: RevenuesQuery,
    response: S.Page(S.Revenue),
    errorCodes: ['FORBIDDEN'],
  },
  async (req, res, { clients, query }) => {
    const { revenues, total } = await clients.marketplace.ListRevenues(
      { ...revenueQuery(query), limit: query.limit, offset: query.offset },
      callOptions(req),
    );
    reply(res, revenues, { total });
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [
  listProducts,
  listSellerProducts,
  downloadProductFile,
  presignProductUpload,
  createProduct,
  getProduct,
  updateProduct,
  deleteProduct,
  listProductFiles,
  placeOrder,
  listOrders,
  getOrder,
  validateOrder,
  cancelOrder,
  createReview,
  updateReview,
  deleteReview,
  getSellerRevenueTotal,
  listSellerRevenues,
];

/** product-spec §7 "Products", "Orders and reviews" and "Seller revenue"; shapes in services/marketplace/README.md. */
export function productsRoutes(deps: RouterDeps): Router {
  const router = Router();
  router.use(imageLinksFor(deps.config.INTERNAL_TOKEN_SECRET).signResponses());
  return mount(ROUTES, deps, router);
}
