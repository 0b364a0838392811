import { createLogger } from '@screenshelf/kit';
import { chatbotConfig } from './config.js';
import { startChatbot } from './service.js';

const config = chatbotConfig();
const logger = createLogger('chatbot', config.LOG_LEVEL);
startChatbot(config, logger)
  .then((chatbot) => chatbot.lifecycle.exitOnSignals())
  .catch((error) => {
    logger.fatal({ err: error }, 'chatbot failed to start');
    process.exit(1);
  });
