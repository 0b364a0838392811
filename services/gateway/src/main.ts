import { createLogger } from '@screenshelf/kit';
import { gatewayConfig } from './config.js';
import { startGateway } from './service.js';

const config = gatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
startGateway(config, logger)
  .then((gateway) => gateway.lifecycle.exitOnSignals())
  .catch((error) => {
    logger.fatal({ err: error }, 'gateway failed to start');
    process.exit(1);
  });
