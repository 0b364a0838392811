import { startDevSmtp } from './server.js';

// Local development only: the mail server services send through (SMTP_URL, default smtp://127.0.0.1:8025).
const smtpPort = Number(process.env.DEV_SMTP_PORT ?? 8025);
const httpPort = Number(process.env.DEV_SMTP_HTTP_PORT ?? 8095);
// What it received lives in a file, so a restart forgets nothing (DEV_SMTP_STATE overrides).
const stateFile = process.env.DEV_SMTP_STATE ?? '.local/dev-smtp/mails.json';
const running = await startDevSmtp({ smtpPort, httpPort, stateFile });
console.log(`dev-smtp: SMTP on ${running.smtpUrl}, mails on ${running.url}`);
const stop = () => void running.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
