import { Router, type RequestHandler } from 'express';
import { requireRole } from '@screenshelf/kit';
import { OPERATIONS } from '../api/operations.js';

/**
 * The declared access of every admin operation (api/operations.ts), enforced before its handler:
 * a visitor gets 401 and any other role 403 before the request is parsed or reaches a service, so no
 * admin call answers a non-admin anything else. The services check the role again.
 */
export function adminOnly(): RequestHandler {
  const router = Router();
  for (const operation of OPERATIONS.filter((o) => o.access === 'admin')) {
    router[operation.method](operation.path, (req, _res, next) => {
      requireRole(req.caller, 'ADMIN');
      next();
    });
  }
  // Handed out as a plain middleware: it guards the operations' paths, it does not serve them (route
  // listings such as the tests' routesOf see each path once, where its handler is).
  return (req, res, next) => router(req, res, next);
}
