import { useQuery } from '@tanstack/react-query';
import { api, dataOf, type Answer, type Body, type DataOf, type Schema } from '../../shared/api';
import { useSession } from '../auth/session';

/**
 * The membership calls (base /api/v2/users/memberships, services/gateway/src/routes/memberships.ts):
 * every answer carries the membership service's message under `data`.
 */
export const BASE = '/api/v2/users/memberships';
/** product-spec §9: membership creation (and anything that charges) gets 30 s. */
export const PAYMENT_TIMEOUT_MS = 30_000;
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

const get = async <T,>(path: string, params?: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  dataOf<T>(await api(`${BASE}${path}`, { params, signal }));
const send = async <T,>(method: string, path: string, body?: unknown, timeoutMs?: number, idempotencyKey?: string) =>
  dataOf<T>(await api(`${BASE}${path}`, { method, body, timeoutMs, idempotencyKey }));

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
    queryFn: ({ signal }) => get<DataOf<'listPlans'>>('/plans', { userId: session?.user.id }, signal),
    staleTime: DAY_MS,
  });
}

export function useMethods(enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.methods,
    enabled,
    queryFn: ({ signal }) => get<DataOf<'listPaymentMethods'>>('/methods', undefined, signal),
    staleTime: DAY_MS,
  });
}

/** The caller's own membership (GET /mypage); only asked while signed in. */
export function useMyMembership() {
  const { data: session, status } = useSession();
  return useQuery({
    queryKey: [...membershipKeys.mine, session?.user.id ?? ''],
    enabled: status === 'authenticated',
    queryFn: ({ signal }) => get<DataOf<'getMyMembership'>>('/mypage', undefined, signal),
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
    queryFn: ({ signal }) => get<DataOf<'previewPrices'>>('/previews', { plan: input.plan, kind: input.kind, groupSize: input.groupSize }, signal),
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
export const subscribe = (input: { plan: PlanCode; kind: Kind; memberIds: string[]; seats?: number; card?: CardInput }, idempotencyKey?: string) =>
  send<DataOf<'subscribe'>>('POST', '', input, PAYMENT_TIMEOUT_MS, idempotencyKey);

/** `seats`: Group Pro's seat count chosen on the plan card (the server prices it). */
export const reservePlan = (input: { plan: PlanCode; kind: Kind; memberIds: string[]; seats?: number }) => send<DataOf<'reservePlan'>>('POST', '/mypage/reservations', input);
export const cancelReservedPlan = () => send<DataOf<'cancelReservedPlan'>>('PUT', '/mypage/reservations/cancel');

/** PUT /cancel-reservation: isActive false cancels at the period end, true undoes that. */
export const setCancellation = (isActive: boolean, cancelReason = '') => send<DataOf<'setCancellation'>>('PUT', '/cancel-reservation', { isActive, cancelReason });

export const validateGroupMember = (email: string) => get<DataOf<'validateGroupMember'>>('/groups/validation', { email });
export const previewAdditionalFee = (groupSize: number) => get<DataOf<'previewAdditionalFee'>>('/groups/preview-additional-fee', { groupSize });
export const updateGroup = (memberIds: string[]) => send<DataOf<'updateGroup'>>('PUT', '/groups', { memberIds }, PAYMENT_TIMEOUT_MS);
/** POST /methods: registers a card (billing key); the answer is the new method. */
export const registerMethod = (card: CardInput) => send<DataOf<'registerPaymentMethod'>>('POST', '/methods', card, PAYMENT_TIMEOUT_MS);
/** POST /{id}/payments: pays a past-due membership now with the main card. */
export const payMembership = (membershipId: string) =>
  send<DataOf<'payMembership'>>('POST', `/${encodeURIComponent(membershipId)}/payments`, undefined, PAYMENT_TIMEOUT_MS);
export const setMainMethod = (id: string) => send<DataOf<'setMainPaymentMethod'>>('POST', `/methods/${encodeURIComponent(id)}/main`);
export const deleteMethod = (id: string) => send<DataOf<'deletePaymentMethod'>>('DELETE', `/methods/${encodeURIComponent(id)}`);

export function usePayments(page: { limit: number; offset: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...membershipKeys.payments, page],
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await api<Answer<'listMyPayments'>>(`${BASE}/mypage/payments`, { params: page, signal });
      return { histories: answer.data, total: answer.total };
    },
  });
}

export function useGroup(enabled: boolean) {
  return useQuery({ queryKey: membershipKeys.group, enabled, queryFn: ({ signal }) => get<DataOf<'listGroupMembers'>>('/mypage/groups', undefined, signal) });
}

export function useReservations(enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.reservations,
    enabled,
    queryFn: ({ signal }) => get<DataOf<'listReservations'>>('/mypage/reservations', undefined, signal),
  });
}
