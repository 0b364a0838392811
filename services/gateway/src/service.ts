import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createKafka,
  createLogger,
  createMetrics,
  createRedis,
  httpMetrics,
  Lifecycle,
  startMetricsServer,
  type Logger,
  type RunningMetricsServer,
} from '@screenshelf/kit';
import { createGatewayApp } from './app.js';
import { viewPublisher } from './events/views.js';
import { createClients } from './clients.js';
import type { GatewayConfig } from './config.js';
import { healthChecker } from './health.js';
import { answerClientErrors, EDGE_LIMITS } from './http/edge.js';

export async function startGateway(config: GatewayConfig, logger: Logger = createLogger('gateway', config.LOG_LEVEL)) {
  return Lifecycle.start(logger, async (lifecycle) => {
    const redis = createRedis(config.REDIS_URL);
    lifecycle.onClose('redis', () => redis.quit());
    const clients = createClients(config);
    lifecycle.onClose('grpc clients', () => {
      const { audit, ...services } = clients;
      [...Object.values(services), ...Object.values(audit)].forEach((c) => c.close());
    });
    const health = healthChecker(config, redis, createKafka('gateway', config, logger));
    lifecycle.onClose('health', () => health.close());
    // One Kafka producer for activity.view, given to the routes that count views.
    const views = viewPublisher(config, logger);
    lifecycle.onClose('view events', () => views.close());
    const metrics = createMetrics('gateway', { processMetrics: config.METRICS_PORT !== undefined });
    const app = createGatewayApp({ config, clients, redis, logger, health, views, metrics: httpMetrics(metrics.registry) });
    // Idle keep-alive connections outlive a load balancer's (60 s) and a client's own idle timer,
    // so the server never closes a socket a client is about to reuse (an ECONNRESET for the client).
    const server = createServer({ maxHeaderSize: EDGE_LIMITS.headerBytes, keepAliveTimeout: 65_000, headersTimeout: 66_000 }, app);
    answerClientErrors(server, logger);
    // A port already taken fails the start at once (with the lifecycle closing what it opened), not
    // an 'error' event nobody hears while the start waits forever.
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    lifecycle.onClose('http', () => new Promise((resolve) => server.close(resolve)));
    const { port, address: host } = server.address() as AddressInfo;
    logger.info({ host, port }, 'gateway listening');
    // The internal port: Prometheus's /metrics, and the detailed health report (every service and
    // server by name) that the public /healthz does not show.
    let internal: RunningMetricsServer | undefined;
    if (config.METRICS_PORT !== undefined) {
      const detailed = (check: () => Promise<{ status: string }>) => async (_req: unknown, res: import('node:http').ServerResponse) => {
        const report = await check();
        res.writeHead(report.status === 'up' ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(report));
      };
      const started = await startMetricsServer({
        registry: metrics.registry,
        port: config.METRICS_PORT,
        host: config.HOST,
        logger,
        routes: { '/healthz': detailed(() => health.check()) },
      });
      lifecycle.onClose('metrics', () => started.stop());
      internal = started;
    }
    return {
      port,
      url: `http://127.0.0.1:${port}`,
      host,
      app,
      clients,
      metricsUrl: internal?.url,
      stop: () => lifecycle.close(),
      lifecycle,
    };
  });
}
