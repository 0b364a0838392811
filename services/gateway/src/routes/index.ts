import { Router } from 'express';
import type { Logger, Redis } from '@screenshelf/kit';
import type { Clients } from '../clients.js';
import type { GatewayConfig } from '../config.js';
import { appsRoutes } from './apps.js';
import { legacyAppsRoutes } from './legacy-apps.js';
import { libraryRoutes, uploadsRoutes } from './library.js';
import { authRoutes } from './auth.js';
import { usersRoutes } from './users.js';
import { membershipsRoutes } from './memberships.js';

export interface RouteDeps {
  config: GatewayConfig;
  clients: Clients;
  logger: Logger;
  redis: Redis;
}

/** Every REST path of product-spec §7, one router per area. */
export function apiRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.use(appsRoutes(deps.clients, deps.config));
  router.use(legacyAppsRoutes(deps));
  router.use(libraryRoutes(deps));
  router.use(uploadsRoutes(deps));
  router.use(authRoutes(deps), usersRoutes(deps.clients, deps.config));
  router.use(membershipsRoutes(deps.clients));
  return router;
}
