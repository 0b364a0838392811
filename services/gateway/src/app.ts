import path from 'node:path';
import { randomUUID } from 'node:crypto';
import express from 'express';
import helmet from 'helmet';
import { sessionMirror, withRequestId, type Logger, type Redis } from '@screenshelf/kit';
import type { Clients } from './clients.js';
import type { GatewayConfig } from './config.js';
import { adminOnly } from './http/access.js';
import { resolveCaller } from './http/caller.js';
import { checkParsedBody, checkRequestLine, requireBodyType } from './http/edge.js';
import { sameSiteWrites } from './http/origin.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { perMinuteLimit } from './http/rate-limit.js';
import { pluginAccess } from './http/plugin-access.js';
import { webApp } from './http/web.js';
import { apiRoutes, routerDeps } from './routes/index.js';
import { healthRoutes } from './routes/health.js';
import { sessionCheckRoute } from './routes/auth.js';
import { docsRoutes } from './api/docs.js';
import { mcpEndpoint } from './mcp/endpoint.js';
import { checkResponses } from './api/check-responses.js';
import type { HealthStatus } from './health.js';
import type { ViewPublisher } from './events/views.js';

export interface GatewayDeps {
  config: GatewayConfig;
  clients: Clients;
  redis: Redis;
  logger: Logger;
  health: { ready(): Promise<HealthStatus>; summary(): Promise<HealthStatus> };
  /** Publishes activity.view (Kafka); passed in so its life follows the gateway's. */
  views: ViewPublisher;
  /** Counts and times every answer by route template (kit httpMetrics). */
  metrics?: { observe(method: string, route: string, status: number, seconds: number): void };
}

/** The express app: headers, request ids, rate limits, health, the REST paths, the SPA, errors. */
export function createGatewayApp({ config, clients, redis, logger, health, views, metrics }: GatewayDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.set('query parser', 'extended');

  if (metrics) {
    app.use((req, res, next) => {
      const started = performance.now();
      res.on('finish', () => {
        // The route template (`/api/v2/apps/:appId`), never the raw path: one series per route. Answers
        // no route took (static files, a rate limit, a 404) count under `other`.
        const route = typeof req.route?.path === 'string' ? req.baseUrl + req.route.path : req.route ? 'spa' : 'other';
        metrics.observe(req.method, route, res.statusCode, (performance.now() - started) / 1000);
      });
      next();
    });
  }

  app.use((req, res, next) => {
    const requestId = (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID();
    res.setHeader('x-request-id', requestId);
    withRequestId(requestId, next);
  });
  app.use(checkRequestLine);
  app.use(
    helmet({
      contentSecurityPolicy: {
        // script-src stays 'self': the API reference at /api/docs is our own bundle and script.
        directives: { 'img-src': ["'self'", 'data:', 'blob:', 'https:'], 'connect-src': ["'self'"] },
      },
    }),
  );

  if (config.VALIDATE_RESPONSES) app.use(checkResponses(logger));
  // The design-tool plugin's reads: CORS for its iframe and a personal access token as the caller.
  app.use(pluginAccess());

  const deps = routerDeps({ config, clients, logger, redis, views, health });
  // Probes and the public health (routes/health.ts): `/livez` the process answers (liveness);
  // `/readyz` Redis and READY_SERVICES answer (readiness); `/healthz` Redis and every service answer.
  app.use(healthRoutes(deps));

  const caller = resolveCaller(config, clients, logger, sessionMirror(redis));
  // The session check every open tab polls: answered before the body parsers and the routers (it
  // reads no body and needs only whose session it is), under its own per-IP and per-user limits
  // instead of the API's general one (a tab's polling does not spend the person's API budget).
  app.use(sessionCheckRoute(deps, caller));
  app.use('/api', perMinuteLimit(redis, { prefix: config.RATE_LIMIT_PREFIX, limit: config.RATE_LIMIT_PER_MINUTE }));
  // A signed-in change from another site is refused before its body is read (http/origin.ts).
  app.use('/api', sameSiteWrites(config));
  // Bodies: JSON everywhere, Auth.js forms under /api/auth and a mail client's one-click unsubscribe
  // (RFC 8058: `List-Unsubscribe=One-Click` as a form); client auth logs are small.
  app.use(
    '/api',
    requireBodyType([
      { path: '/auth/', types: ['application/x-www-form-urlencoded'] },
      { path: '/v2/newsletter/unsubscribe', types: ['application/x-www-form-urlencoded', 'multipart/form-data'] },
    ]),
  );
  app.use('/api/auth/_log', express.json({ limit: '16kb' }));
  app.use('/api', express.json({ limit: '1mb' }));
  app.use('/api/auth', express.urlencoded({ extended: false, limit: '16kb' }));
  app.use('/api/v2/newsletter/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' }));
  app.use('/api', checkParsedBody);
  app.use('/api', caller);
  // The plugin's reads also count per personal access token (like /mcp): one token cannot use up the
  // budget of everyone behind the same office address, nor a leaked one read at the API's full rate.
  app.use('/api', perMinuteLimit(redis, { prefix: `${config.RATE_LIMIT_PREFIX}plugin:`, limit: config.PLUGIN_PER_MINUTE_TOKEN, by: 'accessToken' }));
  app.use(adminOnly());
  app.use(docsRoutes());
  app.use(apiRoutes(deps));
  app.use('/api', notFoundHandler);
  // Tools for AI clients (Model Context Protocol), authorised by personal access tokens.
  app.use('/mcp', ...mcpEndpoint({ config, clients, redis, logger }));

  const webDist = config.WEB_DIST ?? path.resolve(process.cwd(), 'web/dist');
  const web = webApp(webDist);
  if (web) app.use(web);
  else logger.warn({ webDist }, 'web/dist not built; the gateway serves the API only');
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
