import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { DomainError } from '@screenshelf/kit';
import type { Clients } from '../clients.js';
import type { RouterDeps } from './index.js';
import { authCookies } from '../http/auth-cookies.js';
import { callOptions } from '../http/caller.js';
import { langOf, MESSAGES } from '../http/lang.js';
import { mount, route, type Route } from '../http/route.js';
import { Email, parse, q } from '../http/validate.js';
import { ROLE_UPDATE_MS } from '../api/operation.js';
import * as S from '../api/schemas.js';
import { userJson } from './auth.js';
import type { User__Output as User } from '@screenshelf/kit/gen/screenshelf/identity/v1/User.js';

export const AdminUsersQuery = z.object({
  userEmail: z.string().trim().max(254).optional(),
  limit: q.int.min(1).max(100).optional(),
  offset: q.offset.optional(),
});

export const RolesBody = z.object({
  role: z.enum(['USER', 'SELLER', 'ADMIN']),
  isBizOwner: z.boolean(),
});

export const UserIdParam = z.object({ userId: z.uuid() });

/**
 * The address an admin looks up, checked by requireEmail; declared as a plain string, as it was: the
 * address pattern's `\p{Cc}` is beyond what schemathesis can generate values for.
 */
const EmailQuery = z.object({ email: z.string().trim() });

/**
 * product-spec §5/§8: a missing email is EMAIL in the caller's language (the declared parse would call
 * it VALIDATION_ERROR), and a malformed one a VALIDATION_ERROR on the address itself; the declared
 * query then only trims it.
 */
const requireEmail: RequestHandler = (req, _res, next) => {
  const email = req.query.email;
  if (typeof email !== 'string' || !email.trim()) throw new DomainError('EMAIL', MESSAGES.enterEmail[langOf(req)], 'invalid');
  parse(Email, email, 'email');
  next();
};

/** The users with the plan and free flag membership holds for each (one batch call). */
const withEntitlements = async (req: Request, clients: Clients, users: User[]) => {
  const { entitlements } = await clients.membership.ListEntitlements({ userIds: users.map((u) => u.id) }, callOptions(req));
  const byUser = new Map(entitlements.map((e) => [e.userId, e]));
  return users.map((user) => ({ ...userJson(user), plan: byUser.get(user.id)?.plan || 'STARTER', isFree: byUser.get(user.id)?.isFree ?? false }));
};

/** An admin user list: `{data, total}` with the email filter and offset paging of the query. */
const listed =
  (list: 'ListUsers' | 'ListSellers', defaultLimit: number, enrich: boolean) =>
  async (req: Request, res: Response, { clients, query }: { clients: Clients; query: z.output<typeof AdminUsersQuery> }) => {
    const { users, total } = await clients.identity[list](
      { userEmail: query.userEmail ?? '', limit: query.limit ?? defaultLimit, offset: query.offset ?? 0 },
      callOptions(req),
    );
    res.json({ data: enrich ? await withEntitlements(req, clients, users) : users.map(userJson), total });
  };

/** An admin's e-mail validation: the person behind the address, when identity finds them so. */
const validated =
  (call: 'ValidateUser' | 'ValidateSeller') =>
  async (req: Request, res: Response, { clients, query }: { clients: Clients; query: z.output<typeof EmailQuery> }) => {
    const user = await clients.identity[call]({ email: query.email }, callOptions(req));
    res.json({ data: { isValid: true, userId: user.id, email: user.email, name: user.name } });
  };

const legacyListUsers = route(
  {
    method: 'get',
    path: '/api/admin/users',
    operationId: 'legacyListUsers',
    summary: 'The first 100 users with their plan and free flag (legacy path)',
    access: 'admin',
    response: S.Page(S.AdminUser),
  },
  async (req, res, { clients }) => {
    const { users, total } = await clients.identity.ListUsers({ userEmail: '', limit: 100, offset: 0 }, callOptions(req));
    res.json({ data: await withEntitlements(req, clients, users), total });
  },
);

const listUsers = route(
  {
    method: 'get',
    path: '/api/v2/admin/users',
    operationId: 'listUsers',
    summary: 'Users with their plan and free flag, filtered by email, one page',
    access: 'admin',
    query: AdminUsersQuery,
    response: S.Page(S.AdminUser),
  },
  listed('ListUsers', 20, true),
);

const validateUser = route(
  {
    method: 'get',
    path: '/api/v2/users/validation',
    operationId: 'validateUser',
    summary: 'Whether an email belongs to a user, for an admin (granting the seller role, marking a user free); within the per-caller e-mail lookup limit',
    access: 'admin',
    query: EmailQuery,
    response: S.Data(S.ValidUser),
    errorCodes: ['EMAIL', 'USER_NOT_FOUND'],
  },
  validated('ValidateUser'),
  (deps) => [deps.emailLookups, requireEmail],
);

const validateSeller = route(
  {
    method: 'get',
    path: '/api/v2/users/sellers/validation',
    operationId: 'validateSeller',
    summary: 'Whether an email belongs to a seller, for an admin; within the per-caller e-mail lookup limit',
    access: 'admin',
    query: EmailQuery,
    response: S.Data(S.ValidUser),
    errorCodes: ['EMAIL', 'SELLER_NOT_FOUND'],
  },
  validated('ValidateSeller'),
  (deps) => [deps.emailLookups, requireEmail],
);

const listSellers = route(
  {
    method: 'get',
    path: '/api/v2/users/sellers',
    operationId: 'listSellers',
    summary: 'Sellers, filtered by email, one page',
    access: 'admin',
    query: AdminUsersQuery,
    response: S.Page(S.UserView),
  },
  listed('ListSellers', 100, false),
);

const updateRoles = route(
  {
    method: 'put',
    path: '/api/v2/users/:userId/roles',
    operationId: 'updateRoles',
    summary: "Change a user's role and business-owner flag",
    access: 'admin',
    timeoutMs: ROLE_UPDATE_MS,
    params: UserIdParam,
    body: RolesBody,
    bodyName: 'role change',
    response: S.Data(S.UserView),
    errorCodes: ['USER_NOT_FOUND'],
  },
  async (req, res, { clients, params, body }) => {
    const user = await clients.identity.UpdateRoles({ userId: params.userId, ...body }, callOptions(req));
    res.json({ data: userJson(user) });
  },
);

// Account closing (not shown in the spec): the caller's own account, its sessions, and an identity.user deleted event.
const closeAccount = route(
  {
    method: 'delete',
    path: '/api/v2/users/me',
    operationId: 'closeAccount',
    summary: "Close the caller's account",
    access: 'signedIn',
    response: z.object({ data: z.object({ userId: z.string() }), msg: z.string() }),
  },
  async (req, res, { clients, config }) => {
    const { userId } = await clients.identity.DeleteAccount({}, callOptions(req));
    const cookies = authCookies(config);
    res.clearCookie(cookies.session, cookies.base);
    res.json({ data: { userId }, msg: MESSAGES.accountClosed[langOf(req)] });
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [legacyListUsers, listUsers, validateUser, validateSeller, listSellers, updateRoles, closeAccount];

/**
 * Users and roles (product-spec §7 "Users", admin user calls) and account closing. Roles are checked
 * at the edge (http/access.ts, from each declaration's access) and again in identity. The two e-mail
 * validations are an admin's (granting the seller role, marking a user free) and pass `emailLookups`,
 * the per-caller limit.
 */
export function usersRoutes(deps: RouterDeps): Router {
  return mount(ROUTES, deps);
}
