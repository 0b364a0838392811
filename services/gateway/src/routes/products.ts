import { MAX_WINDOW, plainText, PRODUCT_LIMITS } from '@screenshelf/kit';
import type { Product__Output as Product } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Product.js';
import type { ProductInput } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/ProductInput.js';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { callOptions } from '../http/caller.js';
import { clean, reply } from '../http/reply.js';
import { parse, q, Text, Token } from '../http/validate.js';
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
  cardNumber: z.string().regex(/^[\d -]{12,23}$/),
  cardExpirationYear: z.string().regex(/^\d{2}$/),
  cardExpirationMonth: z.string().regex(/^(0[1-9]|1[0-2])$/),
  /** The card holder's birth date (YYMMDD) or business number (10 digits), as the key-in payment needs. */
  customerIdentityNumber: z.string().regex(/^\d{6}(\d{4})?$/),
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

/** product-spec §7 "Products", "Orders and reviews" and "Seller revenue"; shapes in services/marketplace/README.md. */
export function productsRoutes({ clients, config }: RouterDeps): Router {
  const router = Router();
  const m = clients.marketplace;
  const id = (req: Request) => parse(ProductIdParam, req.params, 'path').id;
  router.use(imageLinksFor(config.INTERNAL_TOKEN_SECRET).signResponses());

  // ── Products (the fixed paths before /products/:id) ──
  router.get('/api/v2/products', async (req, res) => {
    const query = parse(ProductsQuery, req.query, 'query');
    const { products, total } = await m.ListProducts(
      { ...query, type: query.type ?? '', productCodes: query.productCodes ?? [], keyword: query.keyword ?? '' },
      callOptions(req),
    );
    replyProducts(res, products, { total });
  });

  router.get('/api/v2/products/all', async (req, res) => {
    const query = parse(SellerProductsQuery, req.query, 'query');
    const { products, total } = await m.ListSellerProducts(
      { sellerUserId: query.sellerUserId ?? '', productType: query.productType ?? '', limit: query.limit, offset: query.offset },
      callOptions(req),
    );
    replyProducts(res, products, { total });
  });

  router.get('/api/v2/products/download', async (req, res) => {
    const query = parse(DownloadQuery, req.query, 'query');
    const file = await m.DownloadFile({ orderId: query.orderId, sort: query.sort }, callOptions(req, PRODUCT_WRITE_MS));
    res.setHeader('content-type', file.contentType || 'application/octet-stream');
    res.setHeader('content-disposition', attachment(file.fileName || `file-${query.sort}`));
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    res.send(Buffer.from(file.data));
  });

  // Not in product-spec §7 (which never shows how a seller's files arrive): a signed upload slot.
  router.post('/api/v2/products/uploads', async (req, res) => {
    const body = parse(UploadBody, req.body, 'upload');
    reply(res, await m.PresignUpload(body, callOptions(req)), {}, 201);
  });

  router.post('/api/v2/products', async (req, res) => {
    const body = parse(CreateProductBody, req.body, 'product');
    replyProducts(res, await m.CreateProduct(toInput(body), callOptions(req, PRODUCT_WRITE_MS)), {}, 201);
  });

  router.get('/api/v2/products/:id', async (req, res) => {
    const { type } = parse(ProductQuery, req.query, 'query');
    replyProducts(res, await m.GetProduct({ id: id(req), type: type ?? '' }, callOptions(req)));
  });

  router.put('/api/v2/products/:id', async (req, res) => {
    const body = parse(UpdateProductBody, req.body, 'product');
    const fields = Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined);
    replyProducts(res, await m.UpdateProduct({ id: id(req), product: toInput(body), fields }, callOptions(req, PRODUCT_WRITE_MS)));
  });

  router.delete('/api/v2/products/:id', async (req, res) => {
    reply(res, await m.DeleteProduct({ id: id(req) }, callOptions(req)));
  });

  router.get('/api/v2/products/:id/files', async (req, res) => {
    const list = await m.ListFiles({ id: id(req) }, callOptions(req));
    const files = list.files.map((f) => ({
      ...f,
      size: Number(f.size),
      downloadUrl: list.downloadable ? downloadPath(list.orderId, f.sort) : '',
    }));
    reply(res, { ...list, files });
  });

  // ── Orders and reviews ──
  router.post('/api/v2/products/:productId/orders', async (req, res) => {
    const { productId } = parse(OrderProductParam, req.params, 'path');
    const body = parse(OrderBody, req.body ?? {}, 'order');
    const card = body.card && {
      ...body.card,
      cardNumber: body.card.cardNumber.replace(/\D/g, ''),
      customerIdentityNumber: body.card.customerIdentityNumber ?? '',
    };
    reply(
      res,
      await m.PlaceOrder({ productId, referralId: body.referralId ?? '', card }, callOptions(req, PRODUCT_WRITE_MS)),
      {},
      201,
    );
  });

  router.get('/api/v2/users/orders', async (req, res) => {
    const query = parse(OrdersQuery, req.query, 'query');
    const { orders, total } = await m.ListOrders(query, callOptions(req));
    reply(res, orders, { total });
  });

  router.get('/api/v2/users/orders/:id', async (req, res) => {
    reply(res, await m.GetOrder({ id: id(req) }, callOptions(req)));
  });

  router.get('/api/v2/users/products/:id/orders/validation', async (req, res) => {
    reply(res, await m.ValidateOrder({ id: id(req) }, callOptions(req)));
  });

  router.post('/api/v2/users/orders/:productId/cancel', async (req, res) => {
    const { productId } = parse(OrderProductParam, req.params, 'path');
    const { cancelReason } = parse(CancelOrderBody, req.body ?? {}, 'cancel');
    reply(res, await m.CancelOrder({ productId, cancelReason }, callOptions(req, PRODUCT_WRITE_MS)));
  });

  router.post('/api/v2/users/products/:productId/reviews', async (req, res) => {
    const { productId } = parse(OrderProductParam, req.params, 'path');
    const body = parse(ReviewBody, req.body, 'review');
    reply(res, await m.CreateReview({ productId, ...body }, callOptions(req, PRODUCT_WRITE_MS)), {}, 201);
  });

  router.put('/api/v2/users/products/:productId/reviews/:reviewId', async (req, res) => {
    const params = parse(ReviewParams, req.params, 'path');
    const body = parse(ReviewUpdateBody, req.body, 'review');
    reply(res, await m.UpdateReview({ ...params, ...body }, callOptions(req)));
  });

  router.delete('/api/v2/users/products/:productId/reviews/:reviewId', async (req, res) => {
    reply(res, await m.DeleteReview(parse(ReviewParams, req.params, 'path'), callOptions(req)));
  });

  // ── Seller revenue ──
  const revenueQuery = (query: z.infer<typeof RevenueTotalQuery>) => ({
    sellerUserId: query.sellerUserId ?? '',
    productId: query.productId ?? '',
    yearmonth: query.yearmonth ?? '',
    productType: query.productType ?? '',
  });
  router.get('/api/v2/users/revenues/total', async (req, res) => {
    const query = parse(RevenueTotalQuery, req.query, 'query');
    reply(res, await m.GetRevenueTotal({ ...revenueQuery(query), limit: 0, offset: 0 }, callOptions(req)));
  });

  router.get('/api/v2/users/revenues', async (req, res) => {
    const query = parse(RevenuesQuery, req.query, 'query');
    const { revenues, total } = await m.ListRevenues(
      { ...revenueQuery(query), limit: query.limit, offset: query.offset },
      callOptions(req),
    );
    reply(res, revenues, { total });
  });

  return router;
}
