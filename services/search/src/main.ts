import { createLogger } from '@screenshelf/kit';
import { searchConfig } from './config.js';
import { startSearch } from './service.js';

const config = searchConfig();
const logger = createLogger('search', config.LOG_LEVEL);
startSearch(config, logger)
  .then((search) => search.lifecycle.exitOnSignals())
  .catch((error) => {
    logger.fatal({ err: error }, 'search failed to start');
    process.exit(1);
  });
