import { useQuery } from '@tanstack/react-query';
import type { PlanList__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/PlanList.js';
import type { Plan__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/Plan.js';
import type { MembershipView__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/MembershipView.js';
import type { MembershipHistory__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/MembershipHistory.js';
import type { PaymentMethod__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/PaymentMethod.js';
import type { GroupView__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/GroupView.js';
import type { GroupMember__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/GroupMember.js';
import type { AdditionalFee__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/AdditionalFee.js';
import type { Reservation__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/Reservation.js';
import type { PriceQuote__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/PriceQuote.js';
import { api, dataOf, type Body } from '../../shared/api';
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

export type PlanList = PlanList__Output;
export type Plan = Plan__Output;
export type MembershipView = MembershipView__Output;
export type PaymentHistory = MembershipHistory__Output;
export type PaymentMethod = PaymentMethod__Output;
export type GroupView = GroupView__Output;
export type GroupMember = GroupMember__Output;
export type AdditionalFee = AdditionalFee__Output;
export type Reservation = Reservation__Output;
export type PriceQuote = PriceQuote__Output;
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
    queryFn: ({ signal }) => get<PlanList>('/plans', { userId: session?.user.id }, signal),
    staleTime: DAY_MS,
  });
}

export function useMethods(enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.methods,
    enabled,
    queryFn: ({ signal }) => get<PaymentMethod[]>('/methods', undefined, signal),
    staleTime: DAY_MS,
  });
}

/** The caller's own membership (GET /mypage); only asked while signed in. */
export function useMyMembership() {
  const { data: session, status } = useSession();
  return useQuery({
    queryKey: [...membershipKeys.mine, session?.user.id ?? ''],
    enabled: status === 'authenticated',
    queryFn: ({ signal }) => get<MembershipView>('/mypage', undefined, signal),
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
    queryFn: ({ signal }) => get<PriceQuote[]>('/previews', { plan: input.plan, kind: input.kind, groupSize: input.groupSize }, signal),
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
export const subscribe = (input: { plan: PlanCode; kind: Kind; memberIds: string[]; card?: CardInput }, idempotencyKey?: string) =>
  send<MembershipView>('POST', '', input, PAYMENT_TIMEOUT_MS, idempotencyKey);

export const reservePlan = (input: { plan: PlanCode; kind: Kind; memberIds: string[] }) => send<Reservation>('POST', '/mypage/reservations', input);
export const cancelReservedPlan = () => send<Reservation[]>('PUT', '/mypage/reservations/cancel');

/** PUT /cancel-reservation: isActive false cancels at the period end, true undoes that. */
export const setCancellation = (isActive: boolean, cancelReason = '') => send<MembershipView>('PUT', '/cancel-reservation', { isActive, cancelReason });

export const validateGroupMember = (email: string) => get<GroupMember>('/groups/validation', { email });
export const previewAdditionalFee = (groupSize: number) => get<AdditionalFee>('/groups/preview-additional-fee', { groupSize });
export const updateGroup = (memberIds: string[]) => send<GroupView>('PUT', '/groups', { memberIds }, PAYMENT_TIMEOUT_MS);
export const setMainMethod = (id: string) => send<PaymentMethod[]>('POST', `/methods/${encodeURIComponent(id)}/main`);
export const deleteMethod = (id: string) => send<PaymentMethod[]>('DELETE', `/methods/${encodeURIComponent(id)}`);

export function usePayments(page: { limit: number; offset: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...membershipKeys.payments, page],
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await api<{ data: PaymentHistory[]; total?: number }>(`${BASE}/mypage/payments`, { params: page, signal });
      return { histories: answer.data ?? [], total: answer.total ?? answer.data?.length ?? 0 };
    },
  });
}

export function useGroup(enabled: boolean) {
  return useQuery({ queryKey: membershipKeys.group, enabled, queryFn: ({ signal }) => get<GroupView>('/mypage/groups', undefined, signal) });
}

export function useReservations(enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.reservations,
    enabled,
    queryFn: ({ signal }) => get<Reservation[]>('/mypage/reservations', undefined, signal),
  });
}
