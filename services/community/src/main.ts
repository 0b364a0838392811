import { createLogger } from '@screenshelf/kit';
import { communityConfig } from './config.js';
import { startCommunity } from './service.js';

const config = communityConfig();
const logger = createLogger('community', config.LOG_LEVEL);
startCommunity(config, logger)
  .then((community) => community.lifecycle.exitOnSignals())
  .catch((error) => {
    logger.fatal({ err: error }, 'community failed to start');
    process.exit(1);
  });
