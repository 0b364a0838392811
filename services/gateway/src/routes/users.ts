import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { DomainError, requireRole, requireSignedIn } from '@screenshelf/kit';
import type { Clients } from '../clients.js';
import type { RouterDeps } from './index.js';
import type { GatewayConfig } from '../config.js';
import { authCookies } from '../http/auth-cookies.js';
import { callOptions } from '../http/caller.js';
import { langOf, MESSAGES } from '../http/lang.js';
import { Email, parse, q } from '../http/validate.js';
import { userJson } from './auth.js';
import type { User__Output as User } from '@screenshelf/kit/gen/screenshelf/identity/v1/User.js';

/** product-spec §9: a role update gets 30 s. */
const ROLE_UPDATE_MS = 30_000;

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

/** product-spec §5/§8: a missing email is EMAIL, in the caller's language. */
function emailOf(req: Request): string {
  const email = req.query.email;
  if (typeof email !== 'string' || !email.trim()) throw new DomainError('EMAIL', MESSAGES.enterEmail[langOf(req)], 'invalid');
  return parse(Email, email, 'email');
}

/**
 * Users and roles (product-spec §7 "Users", admin user calls) and account closing. Roles are checked
 * here and again in identity. The two e-mail validations are an admin's (granting the seller role,
 * marking a user free) and pass `emailLookups`, the per-caller limit.
 */
export function usersRoutes({ clients, config, emailLookups }: RouterDeps): Router {
  const router = Router();
  const cookies = authCookies(config);

  /** The users with the plan and free flag membership holds for each (one batch call). */
  const withEntitlements = async (req: Request, users: User[]) => {
    const { entitlements } = await clients.membership.ListEntitlements({ userIds: users.map((u) => u.id) }, callOptions(req));
    const byUser = new Map(entitlements.map((e) => [e.userId, e]));
    return users.map((user) => ({ ...userJson(user), plan: byUser.get(user.id)?.plan || 'STARTER', isFree: byUser.get(user.id)?.isFree ?? false }));
  };

  router.get('/api/admin/users', async (req, res) => {
    requireRole(req.caller, 'ADMIN');
    const { users, total } = await clients.identity.ListUsers({ userEmail: '', limit: 100, offset: 0 }, callOptions(req));
    res.json({ data: await withEntitlements(req, users), total });
  });

  /** An admin user list: `{data, total}` with the email filter and offset paging of the query. */
  const listed = (list: 'ListUsers' | 'ListSellers', defaultLimit: number, enrich: boolean) => async (req: Request, res: Response) => {
    requireRole(req.caller, 'ADMIN');
    const query = parse(AdminUsersQuery, req.query, 'query');
    const { users, total } = await clients.identity[list](
      { userEmail: query.userEmail ?? '', limit: query.limit ?? defaultLimit, offset: query.offset ?? 0 },
      callOptions(req),
    );
    res.json({ data: enrich ? await withEntitlements(req, users) : users.map(userJson), total });
  };

  router.get('/api/v2/admin/users', listed('ListUsers', 20, true));

  router.get('/api/v2/users/validation', emailLookups, async (req, res) => {
    requireRole(req.caller, 'ADMIN');
    const user = await clients.identity.ValidateUser({ email: emailOf(req) }, callOptions(req));
    res.json({ data: { isValid: true, userId: user.id, email: user.email, name: user.name } });
  });

  router.get('/api/v2/users/sellers/validation', emailLookups, async (req, res) => {
    requireRole(req.caller, 'ADMIN');
    const user = await clients.identity.ValidateSeller({ email: emailOf(req) }, callOptions(req));
    res.json({ data: { isValid: true, userId: user.id, email: user.email, name: user.name } });
  });

  router.get('/api/v2/users/sellers', listed('ListSellers', 100, false));

  router.put('/api/v2/users/:userId/roles', async (req, res) => {
    requireRole(req.caller, 'ADMIN');
    const { userId } = parse(UserIdParam, req.params, 'path');
    const body = parse(RolesBody, req.body, 'role change');
    const user = await clients.identity.UpdateRoles({ userId, ...body }, callOptions(req, ROLE_UPDATE_MS));
    res.json({ data: userJson(user) });
  });

  // Account closing (not shown in the spec): the caller's own account, its sessions, and an identity.user deleted event.
  router.delete('/api/v2/users/me', async (req, res) => {
    requireSignedIn(req.caller);
    const { userId } = await clients.identity.DeleteAccount({}, callOptions(req));
    res.clearCookie(cookies.session, cookies.base);
    res.json({ data: { userId }, msg: MESSAGES.accountClosed[langOf(req)] });
  });

  return router;
}
