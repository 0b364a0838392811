import { createLogger } from '@screenshelf/kit';
import { identityConfig } from './config.js';
import { startIdentity } from './service.js';

const config = identityConfig();
const logger = createLogger('identity', config.LOG_LEVEL);
startIdentity(config, logger)
  .then((identity) => identity.lifecycle.exitOnSignals())
  .catch((error) => {
    logger.fatal({ err: error }, 'identity failed to start');
    process.exit(1);
  });
