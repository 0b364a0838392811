import { createLogger } from '@screenshelf/kit';
import { catalogConfig } from './config.js';
import { startCatalog } from './service.js';

const config = catalogConfig();
const logger = createLogger('catalog', config.LOG_LEVEL);
startCatalog(config, logger)
  .then((catalog) => catalog.lifecycle.exitOnSignals())
  .catch((error) => {
    logger.fatal({ err: error }, 'catalog failed to start');
    process.exit(1);
  });
