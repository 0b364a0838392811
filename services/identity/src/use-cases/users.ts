import { changedFields, recordAudit, withTransaction, type Caller } from '@screenshelf/kit';
import type { UpdateRolesRequest__Output as UpdateRolesRequest } from '@screenshelf/kit/gen/screenshelf/identity/v1/UpdateRolesRequest.js';
import { noUserInformation, normaliseEmail, notAMember, notASeller, pageOf, parseRoleChange } from '../domain/user.js';
import { publishUserEvent } from '../events.js';
import * as store from '../store.js';
import { ownerOf, type IdentityContext } from './context.js';
import { toUser } from './views.js';

/** The people: an admin's lists, role changes and lookups by email, and a person closing their own account. */
export function users(ctx: IdentityContext) {
  const { pool, mirrorEnded } = ctx;

  async function listUsers(userEmail: string, limit: number, offset: number) {
    const page = pageOf(limit, offset);
    const { users, total } = await store.listUsers(pool, { emailContains: userEmail.trim().slice(0, 254), ...page });
    return { users: users.map(toUser), total };
  }

  async function listSellers(userEmail: string, limit: number, offset: number) {
    const page = pageOf(limit, offset);
    const { users, total } = await store.listUsers(pool, { emailContains: userEmail.trim().slice(0, 254), roles: ['SELLER'], ...page });
    return { users: users.map(toUser), total };
  }

  /** A role or isBizOwner change, published and audited only when it changes something. */
  async function updateRoles(admin: Caller, request: UpdateRolesRequest) {
    const change = parseRoleChange(request);
    const updated = await withTransaction(pool, async (tx) => {
      const result = await store.updateRoles(tx, change.userId, change.role, change.isBizOwner);
      if (!result) throw notAMember();
      const changed = changedFields(
        { role: result.before.role, isBizOwner: result.before.is_biz_owner },
        { role: result.after.role, isBizOwner: result.after.is_biz_owner },
      );
      if (changed) {
        await publishUserEvent(tx, 'user.role_changed', result.after.id, result.after);
        await recordAudit(tx, { actor: admin, action: 'user.role_changed', targetType: 'user', targetId: result.after.id, ...changed });
      }
      return result.after;
    });
    return toUser(updated);
  }

  async function validateUser(email: string) {
    const user = await store.findUserByEmail(pool, normaliseEmail(email));
    if (!user) throw notAMember();
    return toUser(user);
  }

  async function validateSeller(email: string) {
    const user = await store.findUserByEmail(pool, normaliseEmail(email));
    if (!user || user.role !== 'SELLER') throw notASeller();
    return toUser(user);
  }

  /** Closes the caller's own account: its unsent events go (they carry the email), user.deleted carries only the id. */
  async function deleteAccount(caller: Caller) {
    const userId = ownerOf(caller);
    const ended = await withTransaction(pool, async (tx) => {
      await store.dropUnsentEventsOf(tx, userId);
      const sessions = await store.deleteUser(tx, userId);
      if (!sessions) throw noUserInformation();
      await publishUserEvent(tx, 'user.deleted', userId);
      return sessions;
    });
    await mirrorEnded(ended, 'UNKNOWN');
    return { userId };
  }

  return { listUsers, listSellers, updateRoles, validateUser, validateSeller, deleteAccount };
}
