// `SERVICE=<name> node services/kit/dist/migrate-main.js`: brings one service's database up to date
// (the kit's tables, then services/<name>/migrations) and exits: the chart's pre-install/pre-upgrade
// Job runs it once per release, before the new replicas start. It reads the service's own config
// (services/<name>/dist/config.js, the same environment as the Deployment), so it migrates exactly the
// database the service uses. The services still migrate on start, which then finds nothing to do; the
// runner's advisory lock makes a replica wait for a migration in progress rather than fail.
// SERVICE is set in every image (deploy/Dockerfile).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLogger } from './log.js';
import { migrate } from './db/postgres.js';

const service = process.env.SERVICE ?? process.argv[2];
if (!service || !/^[a-z][a-z0-9]*$/.test(service)) {
  console.error('usage: SERVICE=<name> node services/kit/dist/migrate-main.js   (e.g. SERVICE=catalog)');
  process.exit(2);
}
const configModule = new URL(`../../${service}/dist/config.js`, import.meta.url);
if (!existsSync(fileURLToPath(configModule))) {
  console.error(`services/${service} has no dist/config.js`);
  process.exit(2);
}
// The service's loader is `<name>Config(env)` (catalogConfig, identityConfig, ...).
const loaders = (await import(configModule.href)) as Record<string, unknown>;
const load = loaders[`${service}Config`];
if (typeof load !== 'function') {
  console.error(`services/${service}/dist/config.js exports no ${service}Config`);
  process.exit(2);
}
const config = load(process.env) as { databaseUrl?: string; LOG_LEVEL?: string };
if (!config.databaseUrl) {
  console.error(`${service} has no database`);
  process.exit(2);
}
const logger = createLogger(`${service}-migrate`, config.LOG_LEVEL);
const started = Date.now();
try {
  await migrate(config.databaseUrl, fileURLToPath(new URL(`../../${service}/migrations`, import.meta.url)), logger);
  logger.info({ ms: Date.now() - started }, 'migrations done');
} catch (error) {
  logger.fatal({ err: error }, 'migrations failed');
  process.exit(1);
}
