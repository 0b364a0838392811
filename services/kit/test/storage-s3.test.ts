import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { chooseStorage, uploadKey, type Storage } from '@screenshelf/kit/storage';
import { uniqueName } from '@screenshelf/kit/testing';

/**
 * The kit's S3 storage against a real S3-compatible server: moto's server mode, which
 * `scripts/infra up` starts on 127.0.0.1:8093 (reused when it already listens; S3_TEST_ENDPOINT
 * points elsewhere). Every request goes over HTTP with AWS signatures, as with a real bucket.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ENDPOINT = process.env.S3_TEST_ENDPOINT ?? 'http://127.0.0.1:8093';
const REGION = 'ap-northeast-2';

describe('S3 storage against a real S3 server (moto)', () => {
  const bucket = uniqueName('screens').toLowerCase().replace(/_/g, '-');
  let storage: Storage;

  beforeAll(async () => {
    if (!process.env.S3_TEST_ENDPOINT) execFileSync('bash', [path.join(ROOT, 'scripts/infra'), 'up', 's3'], { cwd: ROOT, stdio: 'ignore' });
    // moto accepts any credentials; the SDK reads them from the environment, as in a pod.
    process.env.AWS_ACCESS_KEY_ID ??= 'test';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
    const admin = new S3Client({ region: REGION, endpoint: ENDPOINT, forcePathStyle: true });
    await admin.send(new CreateBucketCommand({ Bucket: bucket, CreateBucketConfiguration: { LocationConstraint: REGION } }));
    admin.destroy();
    storage = chooseStorage({ kind: 's3', dir: '', secret: '', s3: { bucket, region: REGION, endpoint: ENDPOINT } });
  });

  it('stores a file sent to its signed upload link, then reads, sizes and deletes it', async () => {
    const key = uploadKey('screens/toss/login.png');
    const upload = await storage.presignUpload(key, 'image/png');
    expect(upload).toMatchObject({ method: 'PUT', fileUrl: `/uploads/${key}` });
    expect(upload.uploadUrl).toContain('X-Amz-Signature=');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const put = await fetch(upload.uploadUrl, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);

    expect(await storage.get(key)).toEqual(bytes);
    expect(await storage.size(key)).toBe(bytes.byteLength);
    // A screen's file URL is read back through the same storage (colour extraction).
    expect(await storage.read(upload.fileUrl)).toEqual(bytes);

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.size(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('signs upload links for 15 minutes, for that key only (moto does not check signatures; S3 does)', async () => {
    const key = uploadKey('screens/toss/home.png');
    const url = new URL((await storage.presignUpload(key, 'image/png')).uploadUrl);
    expect(url.pathname).toBe(`/${bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('host');
    expect(await storage.size(key)).toBeUndefined();
  });

  it('answers nothing for a missing object', async () => {
    expect(await storage.get('screens/none/missing.png')).toBeUndefined();
    expect(await storage.size('screens/none/missing.png')).toBeUndefined();
    expect(await storage.read('/uploads/screens/none/missing.png')).toBeUndefined();
  });

  it('refuses local upload writes: the browser writes to S3 itself', async () => {
    await expect(storage.put('a.png', '0', 'x', new Uint8Array([1]))).rejects.toMatchObject({ errorCode: 'UPLOAD_URL_INVALID' });
  });
});
