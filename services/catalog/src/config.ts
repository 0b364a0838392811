import path from 'node:path';
import { z } from 'zod';
import { loadConfig, databaseUrl } from '@screenshelf/kit';

export function catalogConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      CATALOG_GRPC_PORT: z.coerce.number().int().min(0).default(7052),
      CATALOG_DATABASE: z.string().default('screenshelf_catalog'),
      /** Defaults to `<topic prefix>catalog`, so environments sharing a Kafka never share a group. */
      CATALOG_CONSUMER_GROUP: z.string().default(''),
      /** Where uploaded screens live: `local` files (default) or `s3` (presigned uploads). */
      CATALOG_STORAGE: z.enum(['local', 's3']).default('local'),
      /** Local storage folder; relative to the working directory unless absolute. */
      CATALOG_STORAGE_DIR: z.string().default('.local/uploads'),
      /** Screens read by OCR at once (a Tesseract process each); 0 turns the OCR worker off. */
      CATALOG_OCR_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(2),
      /** How often the OCR worker looks for new screens. */
      CATALOG_OCR_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
      /**
       * Local stacks only: a folder where a screen's text (OCR) and thumbnails are kept by its content,
       * so a stack seeded again (a fresh namespace: the e2e stage's) gets them for the same demo screens
       * without Tesseract and sharp; unset: none (a cluster, the tests).
       */
      CATALOG_CACHE_DIR: z.string().min(1).optional(),
      /** Screens whose thumbnails are made at once (sharp); 0 turns the thumbnail worker off. */
      CATALOG_THUMBNAIL_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(2),
      /** How often the thumbnail worker looks for new screens. */
      CATALOG_THUMBNAIL_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
      S3_BUCKET: z.string().default(''),
      S3_REGION: z.string().default('ap-northeast-2'),
      S3_ENDPOINT: z.string().optional(),
      S3_PUBLIC_BASE_URL: z.string().optional(),
    },
    env,
  );
  if (config.CATALOG_STORAGE === 's3' && !config.S3_BUCKET) throw new Error('S3_BUCKET is required when CATALOG_STORAGE=s3');
  return {
    ...config,
    databaseUrl: databaseUrl(config.POSTGRES_URL, config.CATALOG_DATABASE),
    storageDir: path.resolve(config.CATALOG_STORAGE_DIR),
  };
}
export type CatalogConfig = ReturnType<typeof catalogConfig>;
