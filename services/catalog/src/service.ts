import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, startService, Topics, type Logger, auditBinding } from '@screenshelf/kit';
import type { CatalogConfig } from './config.js';
import { boardsBinding } from './boards-grpc.js';
import { userDeletedSubscription } from './events.js';
import { catalogHandlers } from './grpc.js';
import { colourReader } from './images.js';
import { cachedTesseractReader, startOcrWorker, tesseractReader } from './ocr.js';
import { startThumbnailWorker } from './thumbnails.js';
import { catalogActions } from './use-cases/index.js';
import { chooseStorage } from '@screenshelf/kit/storage';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the catalog: migrations, the outbox relay to Kafka, the identity.user consumer (closed
 * accounts lose their bookmarks, likes and personal boards) and the gRPC server.
 */
export async function startCatalog(config: CatalogConfig, logger: Logger = createLogger('catalog', config.LOG_LEVEL)) {
  return startService({
    name: 'catalog',
    config,
    logger,
    grpcPort: config.CATALOG_GRPC_PORT,
    migrations: MIGRATIONS,
    topics: [Topics.catalogApp, Topics.identityUser],
    outbox: true,
    consumerGroup: config.CATALOG_CONSUMER_GROUP || `${config.KAFKA_TOPIC_PREFIX}catalog`,
    async wire({ pool, lifecycle }) {
      const storage = chooseStorage({
        kind: config.CATALOG_STORAGE,
        dir: config.storageDir,
        secret: config.INTERNAL_TOKEN_SECRET,
        s3: { bucket: config.S3_BUCKET, region: config.S3_REGION, endpoint: config.S3_ENDPOINT, publicBaseUrl: config.S3_PUBLIC_BASE_URL },
      });
      // The text inside new screens, read in the background (never in the admin's write).
      const ocr = startOcrWorker({
        pool,
        storage,
        logger,
        read: config.CATALOG_CACHE_DIR ? cachedTesseractReader(path.resolve(config.CATALOG_CACHE_DIR, 'ocr')) : tesseractReader(),
        concurrency: config.CATALOG_OCR_CONCURRENCY,
        intervalMs: config.CATALOG_OCR_INTERVAL_MS,
      });
      lifecycle.onClose('ocr worker', () => ocr.stop());
      // Thumbnails of new screens (and, once, of every older one), made in the background too.
      const thumbnails = startThumbnailWorker({
        pool,
        storage,
        logger,
        concurrency: config.CATALOG_THUMBNAIL_CONCURRENCY,
        intervalMs: config.CATALOG_THUMBNAIL_INTERVAL_MS,
        cacheDir: config.CATALOG_CACHE_DIR && path.resolve(config.CATALOG_CACHE_DIR, 'thumbs'),
      });
      lifecycle.onClose('thumbnail worker', () => thumbnails.stop());
      const deps = { pool, storage, coloursOf: colourReader(storage, logger), logger, secret: config.INTERNAL_TOKEN_SECRET };
      const handlers = catalogHandlers(catalogActions(deps));
      return {
        services: [
          { protoFile: 'catalog.proto', service: 'screenshelf.catalog.v1.Catalog', handlers },
          // Collections and team boards (proto/boards.proto), beside the library they hold.
          boardsBinding(deps),
          auditBinding('catalog', pool),
        ],
        subscriptions: [userDeletedSubscription(logger)],
        expose: { storage, ocr, thumbnails },
      };
    },
  });
}
