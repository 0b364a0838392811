import { notFound, withTransaction } from '@screenshelf/kit';
import type { CardInput__Output as CardInput } from '@screenshelf/kit/gen/screenshelf/membership/v1/CardInput.js';
import { isUuid } from '../domain/membership.js';
import * as store from '../store.js';
import type { MethodRow } from '../store.js';
import type { MembershipContext } from './context.js';

/** A user's stored cards: register, choose the main one, delete. */
export function paymentMethods(ctx: MembershipContext) {
  const { pool } = ctx;

  /** Registers a card; the same card again answers the method already stored (one method per card). */
  async function registerCard(userId: string, card: CardInput, makeMain: boolean): Promise<MethodRow> {
    const issued = await ctx.issueCard(userId, card);
    const { method } = await withTransaction(pool, (tx) =>
      store.storeMethod(tx, { ...ctx.methodOf(userId, issued), makeMain, confirmed: true }),
    );
    return method;
  }

  async function setMainMethod(userId: string, id: string) {
    const ok = isUuid(id) && (await withTransaction(pool, (tx) => store.setMainMethod(tx, userId, id)));
    if (!ok) throw notFound('Payment method');
    return store.listMethods(pool, userId);
  }

  async function deleteMethod(userId: string, id: string) {
    const ok = isUuid(id) && (await withTransaction(pool, (tx) => store.deleteMethod(tx, userId, id)));
    if (!ok) throw notFound('Payment method');
    return store.listMethods(pool, userId);
  }

  const listMethods = (userId: string) => store.listMethods(pool, userId);

  return { registerCard, setMainMethod, deleteMethod, listMethods };
}
