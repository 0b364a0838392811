import { validationError, type Caller } from '@screenshelf/kit';
import { storageKey, uploadKey } from '@screenshelf/kit/storage';
import { marketplaceError } from '../domain/errors.js';
import { uploadFolder, type ImageFolder } from '../domain/products.js';
import { requireSeller, type MarketplaceContext } from './context.js';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  fig: 'application/octet-stream',
  sketch: 'application/octet-stream',
  key: 'application/octet-stream',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xd: 'application/octet-stream',
  epub: 'application/epub+zip',
};
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif']);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The content type a stored key is served with, from its extension. */
export const contentTypeOf = (key: string) => TYPES[extensionOf(key)] ?? 'application/octet-stream';

const FOLDERS: Record<string, ImageFolder> = { THUMBNAIL: 'thumbnails', DETAIL: 'details', FILE: 'files' };

/** A file name made safe for a storage key: ASCII letters, digits, . _ - (Korean names become `file`). */
const safeName = (fileName: string) => {
  const ext = extensionOf(fileName).replace(/[^a-z0-9]/g, '').slice(0, 10);
  const stem = (ext ? fileName.slice(0, fileName.lastIndexOf('.')) : fileName)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || 'file'}${ext ? `.${ext}` : ''}`;
};

/** Product images (public through signed links) and files (buyers only): products/<seller>/{thumbnails,details,files}/. */
const IMAGE_KEY = /^products\/[0-9a-f-]{36}\/(thumbnails|details)\/[A-Za-z0-9._-]+$/;
const PRODUCT_KEY = /^products\/[0-9a-f-]{36}\/(thumbnails|details|files)\/[A-Za-z0-9._-]+$/;

export function uploads(ctx: MarketplaceContext) {
  const { storage } = ctx;
  return {
    /** A signed upload slot in the seller's own folder; images must be images. */
    async presignUpload(caller: Caller, request: { purpose: string; fileName: string; contentType: string }) {
      const sellerId = requireSeller(caller, 'upload');
      const folder = FOLDERS[request.purpose];
      if (!folder) throw validationError('purpose is THUMBNAIL, DETAIL or FILE');
      if (!request.fileName.trim() || request.fileName.length > 255) throw validationError('fileName is 1 to 255 characters');
      const name = safeName(request.fileName.trim());
      if (folder !== 'files' && (!IMAGE_EXTENSIONS.has(extensionOf(name)) || (request.contentType && !request.contentType.startsWith('image/')))) {
        throw validationError('Thumbnails and detail images are PNG, JPEG, WebP or GIF images');
      }
      const key = uploadKey(`${uploadFolder(sellerId, folder)}${name}`);
      const signed = await storage.presignUpload(key, request.contentType || contentTypeOf(key));
      return { ...signed, key };
    },

    /** Bytes sent to a signed local upload URL of a product key. */
    async putFile(request: { key: string; expires: string; signature: string; data: Uint8Array }) {
      const key = storageKey(request.key);
      if (!PRODUCT_KEY.test(key)) throw marketplaceError('UPLOAD_URL_INVALID');
      await storage.put(key, request.expires, request.signature, request.data);
      return { key, size: request.data.byteLength };
    },

    /** A product image for the gateway's signed links; paid files are never served here (FILE_NOT_FOUND). */
    async getImage(rawKey: string) {
      const key = rawKey.trim().replace(/^\/+/, '');
      if (!IMAGE_KEY.test(key)) throw marketplaceError('FILE_NOT_FOUND');
      const data = await storage.get(key);
      if (!data) throw marketplaceError('FILE_NOT_FOUND');
      return { data: Buffer.from(data), contentType: contentTypeOf(key), fileName: key.slice(key.lastIndexOf('/') + 1) };
    },
  };
}
