import { createLogger } from '@screenshelf/kit';
import { membershipConfig } from './config.js';
import { startMembership } from './service.js';

const config = membershipConfig();
const logger = createLogger('membership', config.LOG_LEVEL);
startMembership(config, logger)
  .then((membership) => membership.lifecycle.exitOnSignals())
  .catch((error) => {
    logger.fatal({ err: error }, 'membership failed to start');
    process.exit(1);
  });
