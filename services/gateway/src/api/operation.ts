import { z } from 'zod';

/**
 * What every REST operation declares beside its handler (routes/*.ts, `route()` in http/route.ts):
 * the OpenAPI document (api/openapi.ts), the admin guard (http/access.ts), the plugin's CORS
 * (http/plugin-access.ts) and the handler's parsed input and deadline all come from it.
 */

/** Who may call: anyone, a signed-in user (session cookie or bearer caller token), an admin. */
export type Access = 'visitor' | 'signedIn' | 'admin';

/** What a successful answer is: JSON matching a schema, an HTML page, a redirect, a file, plain text or XML. */
export type Answer = z.ZodType | 'html' | 'redirect' | 'file' | 'text' | 'xml';

/** One REST operation as the gateway serves it and /api/openapi.json describes it. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The express path (`:id`, `*key`). */
  path: string;
  operationId: string;
  summary: string;
  access: Access;
  /** errorCodes of the kit catalogue this operation answers besides the ones every operation may. */
  errorCodes: string[];
  /** product-spec §9 time-out of the call the gateway makes (the default deadline when absent). */
  timeoutMs?: number;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body comes: JSON (default), an Auth.js form, or raw bytes. */
  bodyType?: 'json' | 'form' | 'binary';
  /** Status of a successful answer (200 unless said). */
  status?: number;
  response: Answer;
  /** The same answer as server-sent events when the request accepts `text/event-stream`: each event's name and data schema. */
  events?: Record<string, z.ZodType>;
  /** A legacy path (product-spec §7 "Legacy apps") doing what this v2 operation does. */
  aliasOf?: string;
  /**
   * A read the design-tool plugin (figma-plugin/) makes: CORS is answered for its iframe (origin
   * `null`, never with credentials) and, under /api, a personal access token (`Authorization: Bearer
   * ssp_…`) is the caller, resolved as /mcp resolves it (http/plugin-access.ts).
   */
  plugin?: true;
  /** A `file` answer's media type when it is one kind of file (a board's ZIP); else any stored file's. */
  fileType?: string;
  tags: string[];
}

/** product-spec §9: membership creation, role update and calls that reach the payment provider get 30 s. */
export const PAYMENT_MS = 30_000;
export const ROLE_UPDATE_MS = 30_000;

/** Codes any operation may answer (edge checks, rate limit, dependencies). */
export const COMMON_ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'SERVER_ERROR',
];

/** Codes any state-changing operation may answer besides those: a signed-in change from another site (http/origin.ts). */
export const WRITE_ERROR_CODES = ['CROSS_SITE_REQUEST'];

export const id = z.object({ id: z.string() });
export const appIdParam = z.object({ appId: z.string() });
export const imgIdParam = z.object({ imgId: z.string() });
export const contentIdParam = z.object({ contentId: z.string() });
export const bookmarkOwner = z.object({ userId: z.string() });
export const providerParam = z.object({ provider: z.string() });
export const ADMIN = ['UNAUTHENTICATED', 'FORBIDDEN'];
const SIGNED_IN = ['UNAUTHENTICATED'];
const MEMBERSHIP = '/api/v2/users/memberships';
const MARKETPLACE_PATHS = ['/api/v2/products', '/api/v2/users/orders', '/api/v2/users/products', '/api/v2/users/revenues'];
export const PRODUCT = ['PRODUCT_NOT_FOUND'];
export const SELLER = ['SELLER_REQUIRED', 'NOT_PRODUCT_OWNER'];

/** What a declaration writes: an Operation without the error codes its access implies or its tag (from its path). */
export type OperationInput = Omit<Operation, 'errorCodes' | 'tags'> & { errorCodes?: string[]; tags?: string[] };

/** An operation from its declaration: the access's error codes first, the tag from the path unless given. */
export const op = (o: OperationInput): Operation => ({
  ...o,
  errorCodes: [...(o.access === 'admin' ? ADMIN : o.access === 'signedIn' ? SIGNED_IN : []), ...(o.errorCodes ?? [])],
  tags: o.tags ?? [
    o.path.startsWith('/api/auth')
      ? 'auth'
      : o.path.startsWith(MEMBERSHIP)
        ? 'memberships'
        : MARKETPLACE_PATHS.some((p) => o.path.startsWith(p))
          ? 'marketplace'
        : o.path.includes('/community')
          ? 'community'
        : o.path.includes('/collections') || o.path.includes('/flows')
          ? 'boards'
        : o.path.startsWith('/api/apps') || o.path.startsWith('/api/image') || o.path.startsWith('/api/users/')
          ? 'legacy'
          : o.path.includes('users') || o.path.includes('admin/users')
            ? 'users'
            : ['/healthz', '/livez', '/readyz'].includes(o.path)
              ? 'health'
              : 'library',
  ],
});
