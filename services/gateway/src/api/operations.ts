import type { Route } from '../http/route.js';
import type { Operation } from './operation.js';
import * as health from '../routes/health.js';
import * as apps from '../routes/apps.js';
import * as legacyApps from '../routes/legacy-apps.js';
import * as library from '../routes/library.js';
import * as flows from '../routes/flows.js';
import * as collections from '../routes/collections.js';
import * as auth from '../routes/auth.js';
import * as accessTokens from '../routes/access-tokens.js';
import * as users from '../routes/users.js';
import * as memberships from '../routes/memberships.js';
import * as products from '../routes/products.js';
import * as audit from '../routes/audit.js';
import * as site from '../routes/site.js';
import * as chatbot from '../routes/chatbot.js';
import * as support from '../routes/support.js';
import * as community from '../routes/community.js';

export { COMMON_ERROR_CODES, PAYMENT_MS, WRITE_ERROR_CODES, type Access, type Answer, type Operation } from './operation.js';

/**
 * Every REST operation, collected from the route files: each is declared beside its handler with
 * `route()` (http/route.ts), and the OpenAPI document (openapi.ts), the admin guard (http/access.ts)
 * and the plugin's CORS (http/plugin-access.ts) read them here.
 */

/** The probes that answer 503 with their usual body (`{status: 'down'}`). */
export const HEALTH_OPERATIONS = new Set(['getHealth', 'getReadiness']);

/** Each route file's operations (`ROUTES`, declared beside their handlers with `route()`). */
const AREAS: Route[][] = [health.ROUTES, apps.ROUTES, legacyApps.ROUTES, library.ROUTES, flows.ROUTES, collections.ROUTES, auth.DECLARED, accessTokens.ROUTES, users.ROUTES, memberships.ROUTES, products.ROUTES, audit.ROUTES, site.ROUTES, chatbot.ROUTES, support.ROUTES, community.ROUTES];

/** Every operation the gateway serves (product-spec §7, the auth routes, and the paths the spec leaves open). */
export const OPERATIONS: Operation[] = AREAS.flat().map((r) => r.operation);

/** The gateway's own description endpoints, served beside the operations. */
export const DOC_PATHS = ['/api/openapi.json', '/api/docs'];

/** The operation of an express route (method and path as registered), if it is declared. */
const byRoute = new Map(OPERATIONS.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o]));
export const operationOf = (method: string, path: string) => byRoute.get(`${method.toUpperCase()} ${path}`);
