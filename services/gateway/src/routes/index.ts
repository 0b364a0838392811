import { Router } from 'express';
import type { Logger, Redis } from '@screenshelf/kit';
import type { Clients } from '../clients.js';
import type { GatewayConfig } from '../config.js';
import { viewCounter, type ViewPublisher } from '../events/views.js';
import { appsRoutes } from './apps.js';
import { legacyAppsRoutes } from './legacy-apps.js';
import { libraryRoutes, uploadsRoutes } from './library.js';
import { flowsRoutes } from './flows.js';
import { collectionsRoutes } from './collections.js';
import { authRoutes } from './auth.js';
import { usersRoutes } from './users.js';
import { accessTokensRoutes } from './access-tokens.js';
import { membershipsRoutes } from './memberships.js';
import { productsRoutes } from './products.js';
import { auditRoutes } from './audit.js';
import { siteRoutes } from './site.js';
import { chatbotRoutes } from './chatbot.js';
import { supportRoutes } from './support.js';
import { communityRoutes } from './community.js';
import { perMinuteLimit } from '../http/rate-limit.js';
import type { RouterDeps } from '../http/route.js';

export type { RouterDeps };

export interface RouteDeps {
  config: GatewayConfig;
  clients: Clients;
  logger: Logger;
  redis: Redis;
  views: ViewPublisher;
  health: RouterDeps['health'];
}

/** The routers' dependencies, once for the app: one view counter and one e-mail lookup budget. */
export function routerDeps({ views: publisher, ...rest }: RouteDeps): RouterDeps {
  // One budget per caller for every call that finds a person by e-mail.
  const emailLookups = perMinuteLimit(rest.redis, {
    prefix: `${rest.config.RATE_LIMIT_PREFIX}email-lookup:`,
    limit: rest.config.EMAIL_LOOKUP_PER_MINUTE_USER,
    by: 'user',
  });
  return { ...rest, views: viewCounter({ ...rest, publisher }), emailLookups };
}

/** Every REST path of product-spec §7, one router per area. */
export function apiRoutes(deps: RouterDeps): Router {
  const router = Router();
  router.use(appsRoutes(deps));
  router.use(legacyAppsRoutes(deps));
  router.use(libraryRoutes(deps));
  router.use(uploadsRoutes(deps));
  router.use(flowsRoutes(deps));
  router.use(collectionsRoutes(deps));
  // Before the users routes: /api/v2/users/tokens is not a user id.
  router.use(authRoutes(deps), accessTokensRoutes(deps), usersRoutes(deps));
  router.use(membershipsRoutes(deps));
  router.use(productsRoutes(deps));
  router.use(auditRoutes(deps));
  router.use(siteRoutes(deps));
  router.use(chatbotRoutes(deps));
  router.use(supportRoutes(deps));
  router.use(communityRoutes(deps));
  return router;
}
