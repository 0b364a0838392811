import { useQuery } from '@tanstack/react-query';
import { call, type Body, type Query, type Schema } from '../../shared/api';
import { operationRoutes } from '../../shared/operations';
import { usePagedList } from '../library/api';

/**
 * The marketplace calls (product-spec §7 "Products", "Orders and reviews", "Seller revenue"): every
 * answer is the marketplace service's message under `data` (lists `{data: [...], total}`); the
 * shapes are the gateway's OpenAPI document's (shared/openapi.ts).
 */
export type Product = Schema<'Product'>;
export type Review = Schema<'Review'>;
export type Order = Schema<'Order'>;
export type ProductFiles = Schema<'ProductFiles'>;
export type ProductFile = Schema<'ProductFile'>;
export type OrderValidation = Schema<'OrderValidation'>;
export type ProductCode = Schema<'CodeNode'>;
export type UploadSlot = Schema<'ProductUpload'>;
export type Revenue = Schema<'Revenue'>;
export type RevenueTotal = Schema<'SellerRevenueTotal'>;
export type CardInput = NonNullable<Body<'placeOrder'>['card']>;
export type ProductFields = Body<'createProduct'>;
export type ProductChanges = Body<'updateProduct'>;
export type Kind = NonNullable<Product['type']>;

export type ProductType = 'TEMPLATE' | 'CLASS';
export type ProductSort = 'latest' | 'popular' | 'rating' | 'price';
export type UploadPurpose = 'THUMBNAIL' | 'DETAIL' | 'FILE';

/** The kinds of each tab (docs/decisions.md): the filter offers these. */
export const KINDS: Record<ProductType, Kind[]> = { TEMPLATE: ['TEMPLATE', 'PORTFOLIO', 'EBOOK'], CLASS: ['WORKSHOP'] };
export const SORTS: ProductSort[] = ['latest', 'popular', 'rating', 'price'];


export const marketKeys = {
  products: ['market', 'products'] as const,
  product: (id: string) => ['market', 'product', id] as const,
  files: (id: string) => ['market', 'files', id] as const,
  validation: (id: string) => ['market', 'validation', id] as const,
  orders: ['market', 'orders'] as const,
  seller: ['market', 'seller'] as const,
  revenues: ['market', 'revenues'] as const,
};

// ── Products ──

export interface ProductFilters {
  type?: Kind;
  productCodes: string[];
  sortField?: ProductSort;
  keyword?: string;
}

export function productFiltersFromSearch(search: URLSearchParams): ProductFilters {
  const sort = search.get('sort') as ProductSort | null;
  const kind = search.get('kind') as Kind | null;
  return {
    type: kind ?? undefined,
    productCodes: (search.get('code') ?? '').split(',').filter(Boolean),
    sortField: sort && SORTS.includes(sort) ? sort : undefined,
    keyword: search.get('q') ?? undefined,
  };
}

export function searchFromProductFilters(filters: ProductFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type) search.set('kind', filters.type);
  if (filters.productCodes.length) search.set('code', filters.productCodes.join(','));
  if (filters.sortField) search.set('sort', filters.sortField);
  if (filters.keyword) search.set('q', filters.keyword);
  return search;
}

/** GET /api/v2/products: a tab's published products, endless. */
export const useProducts = (productType: ProductType, filters: ProductFilters) =>
  usePagedList(marketKeys.products, 'listProducts', {
    productType,
    type: filters.type,
    productCodes: filters.productCodes,
    sortField: filters.sortField,
    keyword: filters.keyword || undefined,
  } satisfies Query<'listProducts'>);

/** GET /api/v2/codes?type=PRODUCT: the product code tree (kinds → topics). */
export const useProductCodes = () =>
  useQuery({
    queryKey: ['codes', 'PRODUCT'],
    queryFn: async ({ signal }) => (await call('listCodes', { query: { type: 'PRODUCT' }, signal })).data ?? [],
  });

export const useProduct = (id: string) =>
  useQuery({ queryKey: marketKeys.product(id), queryFn: async ({ signal }) => (await call('getProduct', { path: { id }, signal })).data });

/** GET /api/v2/products/{id}/files: names and sizes, and whether the caller may download them. */
export const useProductFiles = (id: string) =>
  useQuery({ queryKey: marketKeys.files(id), queryFn: async ({ signal }) => (await call('listProductFiles', { path: { id }, signal })).data });

/** The signed-in caller's order state of a product (may review, may download). */
export const useOrderValidation = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: marketKeys.validation(id),
    enabled,
    queryFn: async ({ signal }) => (await call('validateOrder', { path: { id }, signal })).data,
  });

/** The link that streams a file of a paid order: the gateway's downloadUrl, else GET /products/download?sort&orderId. */
export const downloadHref = (orderId: string, file: Pick<ProductFile, 'sort' | 'downloadUrl'>) =>
  file.downloadUrl || `${operationRoutes.downloadProductFile.path}?${new URLSearchParams({ sort: String(file.sort), orderId })}`;

// ── Orders ──

/** POST /api/v2/products/{id}/orders: `card` for a priced product; the key makes a retry charge once. */
export const placeOrder = async (productId: string, input: { referralId?: string; card?: CardInput }, idempotencyKey: string) =>
  (await call('placeOrder', { path: { productId }, body: input, idempotencyKey })).data;

export const useOrders = (enabled: boolean) => usePagedList(marketKeys.orders, 'listOrders', {}, { enabled, limit: 20 });

/** POST /api/v2/users/orders/{productId}/cancel: refunds the caller's paid order while the refund rule allows. */
export const cancelOrder = async (productId: string, cancelReason = '') =>
  (await call('cancelOrder', { path: { productId }, body: { cancelReason } })).data;

// ── Reviews ──

export const createReview = async (productId: string, input: { starRate: number; review: string }) =>
  (await call('createReview', { path: { productId }, body: input })).data;
export const updateReview = async (productId: string, reviewId: string, input: { starRate: number; review: string }) =>
  (await call('updateReview', { path: { productId, reviewId }, body: input })).data;
export const deleteReview = async (productId: string, reviewId: string) => (await call('deleteReview', { path: { productId, reviewId } })).data;

// ── Seller ──

/** GET /api/v2/products/all: the caller's own products (drafts, ended and hidden ones too), the largest page the server gives. */
export const useSellerProducts = (enabled: boolean) =>
  useQuery({
    queryKey: marketKeys.seller,
    enabled,
    queryFn: async ({ signal }) => (await call('listSellerProducts', { query: { limit: 100 }, signal })).data ?? [],
  });

export const createProduct = async (input: ProductFields) => (await call('createProduct', { body: input })).data;

/** PUT /api/v2/products/{id}: only the fields given change. */
export const updateProduct = async (id: string, changes: ProductChanges) => (await call('updateProduct', { path: { id }, body: changes })).data;

export const deleteProduct = async (id: string) => (await call('deleteProduct', { path: { id } })).data;

/** POST /api/v2/products/uploads: a signed slot for one image or file. */
export const presignUpload = async (input: { purpose: UploadPurpose; fileName: string; contentType: string }) =>
  (await call('presignProductUpload', { body: input })).data;

/**
 * PUTs the bytes to the slot's uploadUrl with XMLHttpRequest, which (unlike fetch) reports upload
 * progress: `onProgress` gets 0..1. Rejects with the server's `{errorCode, msg}` when it refuses.
 */
export function putBytes(slot: Pick<UploadSlot, 'uploadUrl' | 'method'>, file: Blob, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(slot.method || 'PUT', slot.uploadUrl);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let msg: string | undefined;
      try {
        msg = (JSON.parse(xhr.responseText) as { msg?: string }).msg;
      } catch {
        msg = undefined;
      }
      reject(new Error(msg || `upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(file);
  });
}

/** Presigns and uploads one file: answers the storage key (files) and the image path (images). */
export async function uploadFile(purpose: UploadPurpose, file: File, onProgress: (share: number) => void) {
  const slot = await presignUpload({ purpose, fileName: file.name, contentType: file.type || 'application/octet-stream' });
  await putBytes(slot, file, onProgress);
  return { key: slot.key, fileUrl: slot.fileUrl, name: file.name };
}

// ── Revenues ──

export interface RevenueFilter {
  yearmonth?: string;
}

export const useRevenues = (filter: RevenueFilter, enabled: boolean) =>
  usePagedList(marketKeys.revenues, 'listSellerRevenues', { yearmonth: filter.yearmonth || undefined }, { enabled, limit: 20 });

export const useRevenueTotal = (filter: RevenueFilter, enabled: boolean) =>
  useQuery({
    queryKey: [...marketKeys.revenues, 'total', filter.yearmonth ?? ''],
    enabled,
    queryFn: async ({ signal }) => (await call('getSellerRevenueTotal', { query: { yearmonth: filter.yearmonth || undefined }, signal })).data,
  });
