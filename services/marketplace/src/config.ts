import path from 'node:path';
import { z } from 'zod';
import { loadConfig, databaseUrl } from '@screenshelf/kit';

export function marketplaceConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      MARKETPLACE_GRPC_PORT: z.coerce.number().int().min(0).default(7055),
      MARKETPLACE_DATABASE: z.string().default('screenshelf_marketplace'),
      /** Defaults to `<topic prefix>marketplace`, so environments sharing a Kafka never share a group. */
      MARKETPLACE_CONSUMER_GROUP: z.string().default(''),
      PAYMENTS_BASE_URL: z.string().url().default('http://127.0.0.1:8091'),
      PAYMENTS_SECRET_KEY: z.string().min(1).default('test_sk_screenshelf_local'),
      /** How long a call to the payment provider may take before its outcome counts as unknown (then reconciled). */
      PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
      /** How often PENDING orders whose payment was not heard are settled with the provider (0: never; tests call settleStalePending). */
      MARKETPLACE_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
      /** How often the stored files of erased products that the storage refused to remove are tried again (0: never; tests call sweepFileRemovals). */
      MARKETPLACE_FILE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
      /** Where product images and files live: `local` files (default) or `s3` (presigned uploads). */
      MARKETPLACE_STORAGE: z.enum(['local', 's3']).default('local'),
      /** Local storage folder, the catalog's by default (keys live under products/); relative to the working directory unless absolute. */
      MARKETPLACE_STORAGE_DIR: z.string().default('.local/uploads'),
      S3_BUCKET: z.string().default(''),
      S3_REGION: z.string().default('ap-northeast-2'),
      S3_ENDPOINT: z.string().optional(),
      S3_PUBLIC_BASE_URL: z.string().optional(),
    },
    env,
  );
  if (config.NODE_ENV === 'production' && config.PAYMENTS_SECRET_KEY.startsWith('test_sk_screenshelf')) {
    throw new Error('PAYMENTS_SECRET_KEY must be set in production');
  }
  if (config.MARKETPLACE_STORAGE === 's3' && !config.S3_BUCKET) throw new Error('S3_BUCKET is required when MARKETPLACE_STORAGE=s3');
  return {
    ...config,
    databaseUrl: databaseUrl(config.POSTGRES_URL, config.MARKETPLACE_DATABASE),
    storageDir: path.resolve(config.MARKETPLACE_STORAGE_DIR),
  };
}
export type MarketplaceConfig = ReturnType<typeof marketplaceConfig>;
