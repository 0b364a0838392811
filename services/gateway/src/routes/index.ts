import { Router } from 'express';
import type { Logger } from '@screenshelf/kit';
import type { Clients } from '../clients.js';
import type { GatewayConfig } from '../config.js';
import { appsRoutes } from './apps.js';

export interface RouteDeps {
  config: GatewayConfig;
  clients: Clients;
  logger: Logger;
}

/** Every REST path of product-spec §7, one router per area. */
export function apiRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.use(appsRoutes(deps.clients));
  return router;
}
