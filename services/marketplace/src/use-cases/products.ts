import { changedFields, forbidden, recordAudit, validationError, type Caller, type Tx } from '@screenshelf/kit';
import type { ListProductsRequest__Output as ListProductsRequest } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/ListProductsRequest.js';
import type { Product } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Product.js';
import type { ProductInput__Output as ProductInput } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/ProductInput.js';
import { expandCodes, PRODUCT_CODES } from '../domain/codes.js';
import { marketplaceError } from '../domain/errors.js';
import {
  admitProduct,
  isKind,
  isSelfOrAdmin,
  isSellerOrAdmin,
  isSortField,
  isTab,
  keyOfPath,
  keywordPatterns,
  mergeUpdate,
  parseInstant,
  tabOf,
  type ProductDraft,
} from '../domain/products.js';
import * as store from '../store.js';
import type { ProductRow } from '../store.js';
import { isUuid, productChange, requireOwner, requireSeller, signedIn, type MarketplaceContext } from './context.js';
import { fileRemovals, keysOfProduct } from './file-removals.js';
import { contentTypeOf } from './uploads.js';
import { toProduct } from './views.js';

export const page = (limit: number, offset: number, { max = 100, dflt = 20 } = {}) => {
  if (!Number.isInteger(limit) || !Number.isInteger(offset) || limit < 0 || offset < 0)
    throw validationError('limit and offset must not be negative');
  if (limit > max) throw validationError(`limit is at most ${max}`);
  return { limit: limit || dflt, offset };
};

const isOwnerOrAdmin = (caller: Caller, p: ProductRow) => isSellerOrAdmin(caller, p.seller_user_id);

/** A product as a seller's input (what an update starts from). */
const inputOf = (p: ProductRow, files: store.ProductFileRow[]): ProductInput => ({
  type: p.type,
  title: p.title,
  description: p.description,
  amount: p.amount,
  discountAmount: p.discount_amount,
  discountRate: -1,
  productCode: p.product_code,
  thumbnailImgUrls: p.thumbnail_img_urls,
  detailImgUrls: p.detail_img_urls,
  files: files.map((f) => ({ key: f.key, name: f.name })),
  pageCnt: p.page_cnt,
  exclusiveFlag: p.exclusive_flag,
  useFlag: p.use_flag,
  endFlag: p.end_flag,
  maxPersonCnt: p.max_person_cnt,
  startsAt: p.starts_at?.toISOString() ?? '',
  hiddenByAdmin: p.hidden_by_admin,
});

/** What the audit log keeps of an admin's edit: the product's fields, its files by name. */
const auditedFields = ({ files, discountRate: _rate, ...rest }: ProductInput) => ({ ...rest, files: files.map((f) => f.name) });

/** Every storage key a draft uses. */
const draftKeys = (d: ProductDraft) => [...d.thumbnailKeys, ...d.detailKeys, ...d.files.map((f) => f.key)];

const valuesOf = (d: ProductDraft): store.ProductValues => ({
  type: d.type,
  productType: d.productType,
  title: d.title,
  description: d.description,
  amount: d.amount,
  discountAmount: d.discountAmount,
  productCode: d.productCode,
  thumbnailImgUrls: d.thumbnailKeys.map((k) => `/uploads/${k}`),
  detailImgUrls: d.detailKeys.map((k) => `/uploads/${k}`),
  pageCnt: d.pageCnt,
  exclusiveFlag: d.exclusiveFlag,
  useFlag: d.useFlag,
  endFlag: d.endFlag,
  maxPersonCnt: d.maxPersonCnt,
  startsAt: d.startsAt,
});

/** The products use cases: listings, one product, a seller's shelf, creating, changing and deleting, the code tree. */
export function products(ctx: MarketplaceContext) {
  const { pool, storage } = ctx;
  const removals = fileRemovals(ctx);

  /** The messages of listed rows as `caller` may see them: sellers and file counts in two queries. */
  async function views(caller: Caller, rows: ProductRow[]): Promise<Product[]> {
    const [sellers, counts] = await Promise.all([
      store.usersByIds(
        pool,
        rows.map((r) => r.seller_user_id),
      ),
      store.fileCounts(
        pool,
        rows.map((r) => r.id),
      ),
    ]);
    const now = new Date();
    return rows.map((r) =>
      toProduct(r, { seller: sellers.get(r.seller_user_id), sellerAccount: isOwnerOrAdmin(caller, r), fileCnt: counts.get(r.id) ?? 0, now }),
    );
  }

  /** One product with its seller and its newest reviews, as `caller` may see it. */
  async function fullView(caller: Caller, db: typeof pool | Tx, p: ProductRow): Promise<Product> {
    const [reviews, counts] = await Promise.all([store.listReviews(db, p.id), store.fileCounts(db, [p.id])]);
    const users = await store.usersByIds(db, [p.seller_user_id, ...reviews.map((r) => r.user_id)]);
    return toProduct(p, {
      seller: users.get(p.seller_user_id),
      sellerAccount: isOwnerOrAdmin(caller, p),
      fileCnt: counts.get(p.id) ?? 0,
      reviews: reviews.map((row) => ({ row, user: users.get(row.user_id), withAuthorId: isSelfOrAdmin(caller, row.user_id) })),
    });
  }

  /** A product the caller may see: published and not retired, or their own (admins see all); a retired one also for its buyers. */
  async function visibleProduct(caller: Caller, id: string): Promise<ProductRow> {
    const p = isUuid(id) ? await store.findProduct(pool, id) : undefined;
    if (!p) throw marketplaceError('PRODUCT_NOT_FOUND');
    if (isOwnerOrAdmin(caller, p)) return p;
    if (p.use_flag && !p.deleted_at && !p.hidden_by_admin) return p;
    if ((p.deleted_at || p.hidden_by_admin) && caller.userId && isUuid(caller.userId) && (await store.paidOrderOf(pool, p.id, caller.userId))) return p;
    throw marketplaceError('PRODUCT_NOT_FOUND');
  }

  /**
   * The checked draft with its files' sizes and types read from the storage: every image and file must be a stored upload.
   * Called in the writing transaction, after `store.lockKeys` of the draft's keys: a removal of one of them (an erased
   * product's file) has either finished, and the key reads as not uploaded, or waits for this commit and sees it used.
   */
  async function storedDraft(draft: ProductDraft) {
    const sizeOf = async (key: string) => {
      const size = await storage.size(key);
      if (size === undefined) throw marketplaceError('PRODUCT_INVALID', { variant: 'file', detail: `${key} is not uploaded` });
      return size;
    };
    await Promise.all([...draft.thumbnailKeys, ...draft.detailKeys].map(sizeOf));
    const files = await Promise.all(
      draft.files.map(async (f, i) => ({
        sort: i + 1,
        key: f.key,
        name: f.name,
        size: await sizeOf(f.key),
        content_type: contentTypeOf(f.key),
      })),
    );
    return files;
  }

  return {
    async listProducts(caller: Caller, request: ListProductsRequest) {
      const productType = request.productType || (isKind(request.type) ? tabOf(request.type) : 'TEMPLATE');
      if (!isTab(productType)) throw validationError('productType is TEMPLATE or CLASS');
      if (request.type && (!isKind(request.type) || tabOf(request.type) !== productType))
        throw validationError(`type is not a kind of the ${productType} tab`);
      const sortField = request.sortField || 'latest';
      if (!isSortField(sortField)) throw validationError('sortField is latest, popular, rating or price');
      const codes = expandCodes(request.productCodes.filter(Boolean));
      if (!codes) throw validationError('productCodes names an unknown code');
      const { limit, offset } = page(request.limit, request.offset);
      const { rows, total } = await store.listProducts(pool, {
        productType,
        type: request.type,
        productCodes: codes,
        keywordPatterns: keywordPatterns(request.keyword),
        sortField,
        limit,
        offset,
      });
      return { products: await views(caller, rows), total };
    },

    async getProduct(caller: Caller, id: string, type: string) {
      const p = await visibleProduct(caller, id);
      if (type && type !== p.product_type && type !== p.type) throw marketplaceError('PRODUCT_NOT_FOUND');
      return fullView(caller, pool, p);
    },

    /** A seller's shelf, one page; an admin naming no seller gets every product of every seller (the admin console). */
    async listSellerProducts(caller: Caller, request: { sellerUserId: string; productType: string; limit: number; offset: number }) {
      const everyone = !request.sellerUserId && caller.role === 'ADMIN';
      const sellerId = everyone ? null : request.sellerUserId || signedIn(caller);
      if (sellerId !== null && !isUuid(sellerId)) throw validationError('sellerUserId is not valid');
      if (request.productType && !isTab(request.productType)) throw validationError('productType is TEMPLATE or CLASS');
      const { limit, offset } = page(request.limit, request.offset);
      const all = caller.role === 'ADMIN' || caller.userId === sellerId;
      const { rows, total } = await store.listSellerProducts(pool, sellerId, { all, productType: request.productType, limit, offset });
      return { products: await views(caller, rows), total };
    },

    async createProduct(caller: Caller, input: ProductInput) {
      const sellerId = requireSeller(caller);
      const draft = admitProduct(input, sellerId);
      const row = await ctx.change(async (tx, publish) => {
        await store.lockKeys(tx, draftKeys(draft));
        const files = await storedDraft(draft);
        const created = await store.insertProduct(tx, sellerId, valuesOf(draft));
        await store.replaceFiles(tx, created.id, files);
        if (created.use_flag) await publish(productChange('product.published', created));
        return created;
      });
      return fullView(caller, pool, row);
    },

    async updateProduct(caller: Caller, id: string, patch: ProductInput, requested: string[]) {
      signedIn(caller);
      const hiding = requested.includes('hiddenByAdmin');
      if (hiding && caller.role !== 'ADMIN') throw forbidden('Only an administrator hides a product');
      const fields = requested.filter((f) => f !== 'hiddenByAdmin');
      const found = isUuid(id) ? await store.findProduct(pool, id) : undefined;
      if (!found || found.deleted_at) throw marketplaceError('PRODUCT_NOT_FOUND');
      requireOwner(caller, found);
      const row = await ctx.change(async (tx, publish) => {
        // Under the row's lock: the seats taken cannot move while the new seat count is checked.
        let current = (await store.findProduct(tx, id, { lock: true }))!;
        if (current.deleted_at) throw marketplaceError('PRODUCT_NOT_FOUND');
        if (hiding && patch.hiddenByAdmin !== current.hidden_by_admin) {
          current = await store.setHiddenByAdmin(tx, id, patch.hiddenByAdmin);
          await recordAudit(tx, {
            actor: caller,
            action: current.hidden_by_admin ? 'product.hidden' : 'product.unhidden',
            targetType: 'product',
            targetId: id,
            before: { hiddenByAdmin: !current.hidden_by_admin },
            after: { hiddenByAdmin: current.hidden_by_admin, sellerUserId: current.seller_user_id },
          });
          if (fields.length === 0) await publish(productChange('product.changed', current));
        }
        // Hiding alone changes nothing else (an empty field list would otherwise mean "every field").
        if (hiding && fields.length === 0) return current;
        const before = inputOf(current, await store.productFiles(tx, id));
        const { merged, changed } = mergeUpdate(before, patch, fields);
        if (current.hidden_by_admin && merged.useFlag && !current.use_flag && caller.role !== 'ADMIN') {
          throw marketplaceError('PRODUCT_INVALID', { variant: 'hidden' });
        }
        const startsAtChanged =
          changed.has('startsAt') && parseInstant(merged.startsAt)?.getTime() !== current.starts_at?.getTime();
        const draft = admitProduct(merged, current.seller_user_id, {
          startsAtChanged: startsAtChanged || (changed.has('type') && current.type !== merged.type),
        });
        if (draft.maxPersonCnt > 0 && draft.maxPersonCnt < current.seats_taken) {
          throw marketplaceError('PRODUCT_INVALID', { variant: 'seatsTaken', params: { taken: current.seats_taken } });
        }
        if (draft.productType !== current.product_type && (await store.hasOrders(tx, id))) {
          throw marketplaceError('PRODUCT_INVALID', { variant: 'type', detail: 'a product with orders keeps its tab' });
        }
        await store.lockKeys(tx, draftKeys(draft));
        const files = changed.has('files') ? await storedDraft(draft) : undefined;
        if (!files) await storedDraft({ ...draft, files: [] });
        const updated = await store.updateProduct(tx, id, valuesOf(draft));
        if (files) await store.replaceFiles(tx, id, files);
        const kind = updated.use_flag && !current.use_flag ? 'product.published' : 'product.changed';
        await publish(productChange(kind, updated));
        if (caller.userId !== current.seller_user_id) {
          const after = inputOf(updated, await store.productFiles(tx, id));
          const diff = changedFields(auditedFields(before), auditedFields(after));
          if (diff) await recordAudit(tx, { actor: caller, action: 'product.updated', targetType: 'product', targetId: id, ...diff });
        }
        return updated;
      });
      return fullView(caller, pool, row);
    },

    async deleteProduct(caller: Caller, id: string) {
      signedIn(caller);
      const found = isUuid(id) ? await store.findProduct(pool, id) : undefined;
      if (!found || found.deleted_at) throw marketplaceError('PRODUCT_NOT_FOUND');
      requireOwner(caller, found);
      const done = await ctx.change(async (tx, publish) => {
        const current = await store.findProduct(tx, id, { lock: true });
        if (!current || current.deleted_at) throw marketplaceError('PRODUCT_NOT_FOUND');
        // An order row being inserted meanwhile holds a key-share lock on the product (its foreign key), which this
        // row lock waits for; one inserted after it finds the product gone or retired. Either way this answer holds.
        if (caller.userId !== current.seller_user_id) {
          await recordAudit(tx, {
            actor: caller,
            action: 'product.deleted',
            targetType: 'product',
            targetId: id,
            before: { title: current.title, sellerUserId: current.seller_user_id, useFlag: current.use_flag },
          });
        }
        if (await store.hasOrders(tx, id)) {
          const retired = await store.retireProduct(tx, id);
          await publish(productChange('product.deleted', retired));
          return { id, erased: false, keys: [] };
        }
        // Its stored objects go once this commits (a retired product keeps them: its buyers still download).
        const keys = keysOfProduct(current, await store.productFiles(tx, id));
        await store.queueRemovals(tx, keys);
        await store.eraseProduct(tx, id);
        await publish(productChange('product.deleted', { ...current, version: current.version + 1 }));
        return { id, erased: true, keys };
      });
      // After the commit; a storage failure is logged and left queued for the sweep, never the caller's error.
      await removals.removeNow(done.keys);
      return { id: done.id, erased: done.erased };
    },

    /** The code tree with each code's count of listed products (a kind counts its topics'). */
    async listProductCodes() {
      const counts = await store.productCountsByCode(pool);
      return {
        codes: PRODUCT_CODES.map((c) => {
          const children = c.children.map((t) => ({ ...t, count: counts.get(t.code) ?? 0 }));
          return { ...c, children, count: (counts.get(c.code) ?? 0) + children.reduce((n, t) => n + t.count, 0) };
        }),
      };
    },

    async listFiles(caller: Caller, id: string) {
      const p = await visibleProduct(caller, id);
      const files = await store.productFiles(pool, p.id);
      const order = caller.userId && isUuid(caller.userId) ? await store.paidOrderOf(pool, p.id, caller.userId) : undefined;
      return {
        files: files.map((f) => ({ sort: f.sort, name: f.name, size: f.size, contentType: f.content_type })),
        orderId: order?.id ?? '',
        downloadable: !!order,
      };
    },

    /** The product rows behind an id for other use cases (reviews, orders). */
    visibleProduct,
    keyOfPath,
  };
}

export type Products = ReturnType<typeof products>;
