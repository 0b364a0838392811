import { useQuery } from '@tanstack/react-query';
import { call, type Body, type DataOf, type Schema } from '../../shared/api';
import { useSession } from '../auth/session';

/**
 * The membership calls (services/gateway/src/routes/memberships.ts): every answer carries the
 * membership service's message under `data`.
 */
/** product-spec §9: plans and payment methods are fresh for a day. */
export const DAY_MS = 86_400_000;

// The answers' shapes, from the gateway's OpenAPI document (web/src/shared/openapi.ts).
export type PlanList = DataOf<'listPlans'>;
export type Plan = PlanList['plans'][number];
export type MembershipView = Schema<'Membership'>;
export type PaymentHistory = Schema<'MembershipHistory'>;
export type PaymentMethod = Schema<'PaymentMethod'>;
export type GroupView = Schema<'Group'>;
/** A user the group can take (GET /groups/validation). */
export type GroupCandidate = Schema<'GroupCandidate'>;
export type AdditionalFee = Schema<'AdditionalFee'>;
export type Reservation = Schema<'Reservation'>;
export type PriceQuote = Schema<'PriceQuote'>;
export type PlanCode = 'STARTER' | 'PERSONAL_PRO' | 'GROUP_PRO';
export type Kind = 'MONTHLY' | 'ANNUAL';
/** The five display states of a plan card (product-spec §2), as GET /plans answers them for the caller. */
export type PlanCardState = 'SIGN_IN' | 'SUBSCRIBE' | 'CURRENT_PLAN' | 'CHANGE_PLAN' | 'RESERVED_PLAN';

/** A card as the gateway takes it (the local payment server's test cards work with any expiry). */
export type CardInput = NonNullable<Body<'subscribe'>['card']>;

export const membershipKeys = {
  plans: ['membership', 'plans'] as const,
  methods: ['membership', 'methods'] as const,
  mine: ['membership', 'mypage'] as const,
  payments: ['membership', 'payments'] as const,
  group: ['membership', 'group'] as const,
  reservations: ['membership', 'reservations'] as const,
};

export function usePlans() {
  const { data: session } = useSession();
  return useQuery({
    queryKey: [...membershipKeys.plans, session?.user.id ?? ''],
    queryFn: async ({ signal }) => (await call('listPlans', { query: { userId: session?.user.id }, signal })).data,
    staleTime: DAY_MS,
  });
}

export function useMethods(enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.methods,
    enabled,
    queryFn: async ({ signal }) => (await call('listPaymentMethods', { signal })).data,
    staleTime: DAY_MS,
  });
}

/** The caller's own membership (GET /mypage); only asked while signed in. */
export function useMyMembership() {
  const { data: session, status } = useSession();
  return useQuery({
    queryKey: [...membershipKeys.mine, session?.user.id ?? ''],
    enabled: status === 'authenticated',
    queryFn: async ({ signal }) => (await call('getMyMembership', { signal })).data,
  });
}

/**
 * Whether the paid features (every app, MAU and colour search) are open to the caller: the gateway
 * decides and says so in the session (paid members, users an admin marked free, admins); visitors
 * are not. undefined while the session is loading.
 */
export function usePaid(): boolean | undefined {
  const { status, data } = useSession();
  if (status === 'loading') return undefined;
  return status === 'authenticated' && !!data?.seesWholeLibrary;
}

/**
 * GET /previews: the server's quotes (plan × kind) for a group size; the page shows these amounts
 * and never computes a price itself.
 */
export function usePriceQuotes(input: { plan?: PlanCode; kind?: Kind; groupSize: number }) {
  return useQuery({
    queryKey: ['membership', 'previews', input.plan ?? '', input.kind ?? '', input.groupSize],
    queryFn: async ({ signal }) => (await call('previewPrices', { query: { plan: input.plan, kind: input.kind, groupSize: input.groupSize }, signal })).data,
    staleTime: DAY_MS,
    placeholderData: (previous) => previous,
  });
}

/** The quote for one plan and kind among the answered ones. */
export const quoteFor = (quotes: PriceQuote[] | undefined, plan: string, kind: Kind) => quotes?.find((q) => q.plan === plan && q.kind === kind);

/** The share a quote takes off its list price, for the badge (display only: the amounts are the server's). */
export const discountPercentOf = (quote: PriceQuote | undefined) =>
  quote && quote.listAmount ? Math.round(((quote.listAmount - quote.amount) / quote.listAmount) * 100) : 0;

/** `idempotencyKey`: the same for a retry of one attempt, so a retry after a lost answer charges once. */
export const subscribe = async (input: { plan: PlanCode; kind: Kind; memberIds: string[]; seats?: number; card?: CardInput }, idempotencyKey?: string) =>
  (await call('subscribe', { body: input, idempotencyKey })).data;

/** `seats`: Group Pro's seat count chosen on the plan card (the server prices it). */
export const reservePlan = async (input: { plan: PlanCode; kind: Kind; memberIds: string[]; seats?: number }) =>
  (await call('reservePlan', { body: input })).data;
export const cancelReservedPlan = async () => (await call('cancelReservedPlan')).data;

/** PUT /cancel-reservation: isActive false cancels at the period end, true undoes that. */
export const setCancellation = async (isActive: boolean, cancelReason = '') => (await call('setCancellation', { body: { isActive, cancelReason } })).data;

export const validateGroupMember = async (email: string) => (await call('validateGroupMember', { query: { email } })).data;
export const previewAdditionalFee = async (groupSize: number) => (await call('previewAdditionalFee', { query: { groupSize } })).data;
export const updateGroup = async (memberIds: string[]) => (await call('updateGroup', { body: { memberIds } })).data;
/** POST /methods: registers a card (billing key); the answer is the new method. */
export const registerMethod = async (card: CardInput) => (await call('registerPaymentMethod', { body: card })).data;
/** POST /{id}/payments: pays a past-due membership now with the main card. */
export const payMembership = async (membershipId: string) => (await call('payMembership', { path: { id: membershipId } })).data;
export const setMainMethod = async (id: string) => (await call('setMainPaymentMethod', { path: { id } })).data;
export const deleteMethod = async (id: string) => (await call('deletePaymentMethod', { path: { id } })).data;

export function usePayments(page: { limit: number; offset: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...membershipKeys.payments, page],
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await call('listMyPayments', { query: page, signal });
      return { histories: answer.data, total: answer.total };
    },
  });
}

export function useGroup(enabled: boolean) {
  return useQuery({ queryKey: membershipKeys.group, enabled, queryFn: async ({ signal }) => (await call('listGroupMembers', { signal })).data });
}

export function useReservations(enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.reservations,
    enabled,
    queryFn: async ({ signal }) => (await call('listReservations', { signal })).data,
  });
}
