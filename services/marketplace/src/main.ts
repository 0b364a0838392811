import { createLogger } from '@screenshelf/kit';
import { marketplaceConfig } from './config.js';
import { startMarketplace } from './service.js';

const config = marketplaceConfig();
const logger = createLogger('marketplace', config.LOG_LEVEL);
startMarketplace(config, logger)
  .then((marketplace) => marketplace.lifecycle.exitOnSignals())
  .catch((error) => {
    logger.fatal({ err: error }, 'marketplace failed to start');
    process.exit(1);
  });
