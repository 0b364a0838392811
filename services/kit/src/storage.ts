import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DomainError, domainError, validationError } from './errors.js';

/**
 * Where uploads live (the catalog's screens, the marketplace's product images and files): local
 * files by default, S3 by configuration. One port, shared through `@screenshelf/kit/storage`.
 */
export interface Storage {
  presignUpload(key: string, contentType: string): Promise<{ uploadUrl: string; method: string; fileUrl: string; expiresAt: string }>;
  /** Stores bytes sent to a signed local upload URL (local storage only). */
  put(key: string, expires: string, signature: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  /** The stored size of a key in bytes, or undefined when nothing is stored there. */
  size(key: string): Promise<number | undefined>;
  /** Removes a stored file; nothing happens when nothing is stored there. */
  delete(key: string): Promise<void>;
  /** The bytes behind a screen URL this storage (or the web) serves, for colour extraction. */
  read(url: string): Promise<Uint8Array | undefined>;
  /** Stores bytes the service made itself (thumbnails, blurred previews) at a key; overwrites. */
  write(key: string, data: Uint8Array, contentType: string): Promise<void>;
}

export interface StorageOptions {
  /** The largest upload a signed local URL accepts (default 15 MB). */
  maxBytes?: number;
}

export const UPLOAD_TTL_SECONDS = 15 * 60;
export const MAX_FILE_BYTES = 15 * 1024 * 1024;

/** A storage key: relative, no `..`, a modest character set (also keeps S3 keys predictable). */
export function storageKey(input: string): string {
  const key = input.trim().replace(/^\/+/, '');
  if (!/^[A-Za-z0-9._\-/]{1,300}$/.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw validationError('The upload path is not valid', [{ path: 'path', message: 'letters, digits, . _ - / only; no ..' }]);
  }
  return key;
}

/**
 * The key of a new upload: the requested path with 128 random bits added to the file name
 * (`screens/toss/login.png` → `screens/toss/login-<32 hex>.png`), so no upload URL can overwrite
 * a stored file and no stored file's key can be guessed.
 */
export function uploadKey(requested: string): string {
  const key = storageKey(requested);
  const slash = key.lastIndexOf('/') + 1;
  const file = key.slice(slash);
  const dot = file.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [file.slice(0, dot), file.slice(dot, dot + 10)] : [file, ''];
  const room = 300 - slash - ext.length - 33;
  // A folder so long that no name fits is refused like any other bad path.
  return storageKey(`${key.slice(0, slash)}${stem.slice(0, Math.max(0, room))}-${randomBytes(16).toString('hex')}${ext}`);
}

async function fetchBytes(url: string): Promise<Uint8Array | undefined> {
  if (!/^https?:\/\//.test(url)) return undefined;
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return undefined;
  const data = new Uint8Array(await response.arrayBuffer());
  return data.byteLength <= MAX_FILE_BYTES ? data : undefined;
}

/**
 * Local files: the gateway serves `PUT /uploads/<key>?expires&signature` (an HMAC the catalog
 * checks) and `GET /uploads/<key>`; file URLs are relative to the site.
 */
export function localStorage(dir: string, secret: string, { maxBytes = MAX_FILE_BYTES }: StorageOptions = {}): Storage {
  const sign = (key: string, expires: string) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');
  const fileOf = (key: string) => path.join(dir, storageKey(key));
  const get = async (key: string) => readFile(fileOf(key)).then((b) => new Uint8Array(b)).catch(() => undefined);
  return {
    async presignUpload(key) {
      const expires = String(Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS);
      const query = `expires=${expires}&signature=${sign(key, expires)}`;
      return { uploadUrl: `/uploads/${key}?${query}`, method: 'PUT', fileUrl: `/uploads/${key}`, expiresAt: new Date(Number(expires) * 1000).toISOString() };
    },
    async put(key, expires, signature, data) {
      const expected = Buffer.from(sign(storageKey(key), expires));
      const given = Buffer.from(signature);
      const valid = given.length === expected.length && timingSafeEqual(given, expected) && Number(expires) * 1000 > Date.now();
      if (!valid) throw new DomainError('UPLOAD_URL_INVALID', 'The upload URL is invalid or has expired', 'forbidden');
      if (data.byteLength > maxBytes) throw validationError('The file is too large');
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), data);
    },
    get,
    delete: (key) => rm(fileOf(key), { force: true }),
    size: async (key) =>
      stat(fileOf(key))
        .then((s) => (s.isFile() ? s.size : undefined))
        .catch(() => undefined),
    async read(url) {
      const local = url.match(/^\/uploads\/(.+)$/);
      return local ? get(local[1]!) : fetchBytes(url);
    },
    async write(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
  };
}

/**
 * S3: the browser uploads straight to S3 with a presigned PUT (AWS SDK presigner); the gateway
 * serves the files at signed `/uploads/{key}` links through `get`, so the bucket needs no public read.
 */
export function s3Storage(options: { bucket: string; region: string; endpoint?: string; publicBaseUrl?: string }): Storage {
  const client = new S3Client({ region: options.region, ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }) });
  const base = options.publicBaseUrl ?? (options.endpoint ? `${options.endpoint}/${options.bucket}` : `https://${options.bucket}.s3.${options.region}.amazonaws.com`);
  const get = async (key: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: storageKey(key) }));
      return object.Body ? new Uint8Array(await object.Body.transformToByteArray()) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    async presignUpload(key, contentType) {
      const command = new PutObjectCommand({ Bucket: options.bucket, Key: key, ContentType: contentType || undefined });
      const uploadUrl = await getSignedUrl(client, command, { expiresIn: UPLOAD_TTL_SECONDS });
      // The bucket stays private: files are read through the gateway's signed `/uploads/{key}`
      // links, like local files (an older public `${base}/{key}` URL is still read for colours).
      return { uploadUrl, method: 'PUT', fileUrl: `/uploads/${key}`, expiresAt: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000).toISOString() };
    },
    async put() {
      throw domainError('UPLOAD_URL_INVALID', { variant: 's3' });
    },
    get,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: storageKey(key) }));
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: storageKey(key) }));
        return head.ContentLength;
      } catch {
        return undefined;
      }
    },
    async read(url) {
      const local = url.match(/^\/uploads\/(.+)$/);
      if (local) return get(local[1]!);
      return url.startsWith(`${base}/`) ? get(url.slice(base.length + 1)) : fetchBytes(url);
    },
    async write(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: storageKey(key), Body: data, ContentType: contentType || undefined }));
    },
  };
}

export interface StorageChoice extends StorageOptions {
  kind: 'local' | 's3';
  /** Local storage: the folder and the secret that signs upload URLs. */
  dir: string;
  secret: string;
  s3: { bucket: string; region: string; endpoint?: string; publicBaseUrl?: string };
}

/** The storage a service's configuration names (`<SERVICE>_STORAGE=local|s3`). */
export const chooseStorage = ({ kind, dir, secret, s3, ...options }: StorageChoice): Storage =>
  kind === 's3' ? s3Storage(s3) : localStorage(dir, secret, options);

// ---- blurred previews of locked screens (the free tier's wall)

const SCREEN_FILE = /^\/uploads\/([A-Za-z0-9._\-/]+\.(?:png|jpe?g|webp|gif))$/i;
const BLUR_KEY = /^blur\/([A-Za-z0-9_-]{40,300})\.webp$/;

/**
 * Blurred previews' links are opaque: `/uploads/blur/<token>.webp`, the token the screen's key
 * encrypted (AES-256-GCM, a key derived from the internal secret; the IV derived from the screen's
 * key, so a screen's preview link never changes). Nothing in the link names the app or the screen,
 * so a free caller learns no more than "a screen is here", and only search (which writes the links)
 * and catalog (which serves them) can read it.
 */
export function blurLinks(secret: string) {
  const key = createHmac('sha256', secret).update('screenshelf blurred previews').digest();
  return {
    /** The preview link of a stored screen's `/uploads/…` path; undefined for any other link. */
    pathOf(url: string): string | undefined {
      const match = SCREEN_FILE.exec(url);
      if (!match || match[1]!.split('/').some((part) => part === '..' || part === '.' || part === '')) return undefined;
      const screenKey = match[1]!;
      const iv = createHmac('sha256', key).update(screenKey).digest().subarray(0, 12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([iv, cipher.update(screenKey, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      const link = `/uploads/blur/${sealed.toString('base64url')}.webp`;
      return link.length <= 300 ? link : undefined;
    },
    /** The screen's storage key behind a preview's key; undefined for any other key or a forged token. */
    screenKeyOf(blurKey: string): string | undefined {
      const match = BLUR_KEY.exec(blurKey);
      if (!match) return undefined;
      const sealed = Buffer.from(match[1]!, 'base64url');
      if (sealed.length < 12 + 16 + 1) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
        decipher.setAuthTag(sealed.subarray(sealed.length - 16));
        return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
export type BlurLinks = ReturnType<typeof blurLinks>;
