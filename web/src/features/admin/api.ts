import { useQuery } from '@tanstack/react-query';
import { api, dataOf, type Body, type DataOf, type Schema } from '../../shared/api';
import { BASE as MEMBERSHIP, PAYMENT_TIMEOUT_MS, type MembershipView, type PaymentHistory } from '../membership/api';
import { WRITE_TIMEOUT_MS, type Product } from '../marketplace/api';
import { useAdminList } from './AdminTable';

/**
 * Every call of the admin console's people, money and marketplace areas (product-spec §7 admin calls).
 * Shapes come from the gateway's OpenAPI document.
 */
export type AdminUser = Schema<'AdminUser'>;
export type Seller = DataOf<'listSellers'>[number];
export type Role = Body<'updateRoles'>['role'];
export const ROLES: Role[] = ['USER', 'SELLER', 'ADMIN'];
export type RevenueTotal = Schema<'RevenueTotal'>;
export type { MembershipView, PaymentHistory, Product };

/** product-spec §9: a role change gets 30 s. */
export const ROLE_TIMEOUT_MS = 30_000;

const enc = encodeURIComponent;
const USERS = '/api/v2/users';

// ── Users ──

export const useAdminUsers = (userEmail: string) => useAdminList<AdminUser>(['users'], '/api/v2/admin/users', { userEmail: userEmail || undefined });

export const updateRoles = async (userId: string, body: Body<'updateRoles'>) =>
  dataOf<DataOf<'updateRoles'>>(await api(`${USERS}/${enc(userId)}/roles`, { method: 'PUT', body, timeoutMs: ROLE_TIMEOUT_MS }));

export const setFreeUser = async (userId: string, isFree: boolean) =>
  dataOf<DataOf<'setFreeUser'>>(await api(`${MEMBERSHIP}/admin/free-users/${enc(userId)}`, { method: 'POST', body: { isFree } }));

/** GET /mypage?userId=: one user's membership, as an admin sees it. */
export const useUserMembership = (userId: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'membership', userId],
    enabled: !!userId,
    staleTime: 0,
    queryFn: async ({ signal }) => dataOf<MembershipView>(await api(`${MEMBERSHIP}/mypage`, { params: { userId }, signal })),
  });

// ── Sellers ──

export const useSellers = (userEmail: string) => useAdminList<Seller>(['sellers'], `${USERS}/sellers`, { userEmail: userEmail || undefined });

/** GET /users/sellers/validation?email: the user behind an e-mail when it is a seller (SELLER_NOT_FOUND otherwise). */
export const validateSeller = async (email: string) => dataOf<DataOf<'validateSeller'>>(await api(`${USERS}/sellers/validation`, { params: { email } }));

/** GET /users/validation?email: the user behind an e-mail (USER_NOT_FOUND otherwise). */
export const validateUser = async (email: string) => dataOf<DataOf<'validateUser'>>(await api(`${USERS}/validation`, { params: { email } }));

// ── Memberships ──

export interface RevenueFilter {
  /** YYYY-MM (Korea time), or '' for every month. */
  yearmonth: string;
  userEmail: string;
}

const revenueParams = (f: RevenueFilter) => ({ yearmonth: f.yearmonth || undefined, userEmail: f.userEmail || undefined });

export const useRevenues = (filter: RevenueFilter) => useAdminList<PaymentHistory>(['revenues'], `${MEMBERSHIP}/admin/revenues`, revenueParams(filter));

export const useRevenueTotal = (filter: RevenueFilter) =>
  useQuery({
    queryKey: ['admin', 'revenue-total', filter],
    staleTime: 0,
    queryFn: async ({ signal }) => dataOf<RevenueTotal>(await api(`${MEMBERSHIP}/admin/revenues/total`, { params: revenueParams(filter), signal })),
  });

export const refundPayment = async (membershipHistoryId: string, cancelReason: string) =>
  dataOf<DataOf<'refundPayment'>>(
    await api(`${MEMBERSHIP}/admin/revenues/histories/${enc(membershipHistoryId)}/cancel`, { method: 'POST', body: { cancelReason }, timeoutMs: PAYMENT_TIMEOUT_MS }),
  );

/** Cancel a membership at the end of its period (isActive false) or take the cancellation back (true). */
export const adminSetCancellation = async (membershipId: string, body: Body<'adminSetCancellation'>) =>
  dataOf<DataOf<'adminSetCancellation'>>(await api(`${MEMBERSHIP}/admin/${enc(membershipId)}/cancel-reservation`, { method: 'PUT', body }));

export const recordProxyPayment = async (body: Body<'recordProxyPayment'>) =>
  dataOf<DataOf<'recordProxyPayment'>>(await api(`${MEMBERSHIP}/admin/proxy/payments`, { method: 'POST', body, timeoutMs: PAYMENT_TIMEOUT_MS }));

export const cancelProxyPayment = async (membershipHistoryId: string, cancelReason: string) =>
  dataOf<DataOf<'cancelProxyPayment'>>(
    await api(`${MEMBERSHIP}/admin/proxy/payments/cancel`, { method: 'DELETE', body: { membershipHistoryId, cancelReason }, timeoutMs: PAYMENT_TIMEOUT_MS }),
  );

// ── Marketplace ──

export type AdminProduct = Product;

/** GET /products/all as an admin without sellerUserId: every product (drafts, ended, retired, hidden) with its seller, paged. */
export const useAllProducts = () => useAdminList<AdminProduct>(['products'], '/api/v2/products/all', {});

export const setProductHidden = async (productId: string, hiddenByAdmin: boolean) =>
  dataOf<AdminProduct>(await api(`/api/v2/products/${enc(productId)}`, { method: 'PUT', body: { hiddenByAdmin } satisfies Body<'updateProduct'>, timeoutMs: WRITE_TIMEOUT_MS }));

// ── Audit log ──

export type AuditEntry = Schema<'AuditEntry'>;

export const AUDIT_SERVICES: AuditEntry['service'][] = ['identity', 'catalog', 'membership', 'marketplace'];

export interface AuditFilter {
  service: string;
  action: string;
  actorId: string;
  targetId: string;
  /** YYYY-MM-DD (inclusive), sent as ISO instants. */
  from: string;
  to: string;
}

export const useAuditLog = (f: AuditFilter) =>
  useAdminList<AuditEntry>(['audit'], '/api/v2/admin/audit-logs', {
    service: f.service || undefined,
    action: f.action || undefined,
    actorId: f.actorId || undefined,
    targetId: f.targetId || undefined,
    from: f.from ? new Date(`${f.from}T00:00:00+09:00`).toISOString() : undefined,
    to: f.to ? new Date(`${f.to}T23:59:59.999+09:00`).toISOString() : undefined,
  });
