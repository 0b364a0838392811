import { notFound } from '@screenshelf/kit';
import type { PresignUploadRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/PresignUploadRequest.js';
import type { PutFileRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/PutFileRequest.js';
import { blurLinks, storageKey, uploadKey } from '@screenshelf/kit/storage';
import { blurredPreview } from '../images.js';
import type { CatalogContext } from './context.js';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml' };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Uploads and files through the storage port: presigned uploads, signed PUTs, reads and the wall's blurred previews. */
export function files(ctx: CatalogContext) {
  const { storage } = ctx;

  /**
   * The blurred preview of a screen (`blur/<token>.webp`, the free tier's wall): made from the
   * screen's bytes the first time it is asked for and stored at its own key through the storage
   * port, so every replica serves it from storage afterwards (one making at a time per preview).
   */
  const making = new Map<string, Promise<Uint8Array | undefined>>();
  const previews = blurLinks(ctx.secret);
  const blurOf = (key: string): Promise<Uint8Array | undefined> => {
    const original = previews.screenKeyOf(key);
    if (!original) return Promise.resolve(undefined);
    let made = making.get(key);
    if (!made) {
      made = (async () => {
        const bytes = await storage.get(storageKey(original));
        // A file sharp cannot decode has no preview (404), never a server error.
        const preview = bytes ? await blurredPreview(bytes).catch(() => undefined) : undefined;
        if (preview) await storage.write(key, preview, 'image/webp');
        return preview;
      })().finally(() => making.delete(key));
      making.set(key, made);
    }
    return made;
  };

  async function presignUpload(request: PresignUploadRequest__Output) {
    // A fresh random key per upload: a presigned URL never overwrites a stored screen, and keys
    // cannot be guessed.
    const key = uploadKey(request.path);
    const signed = await storage.presignUpload(key, request.contentType);
    return { ...signed, key };
  }

  async function putFile(request: PutFileRequest__Output) {
    await storage.put(request.key, request.expires, request.signature, request.data);
    return { key: request.key, size: request.data.byteLength };
  }

  async function getFile(requestedKey: string) {
    const key = storageKey(requestedKey);
    const data = (await storage.get(key)) ?? (await blurOf(key));
    if (!data) throw notFound('File');
    return { data: Buffer.from(data), contentType: contentTypeOf(requestedKey) };
  }

  return { presignUpload, putFile, getFile };
}
