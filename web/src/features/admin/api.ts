import { useQuery } from '@tanstack/react-query';
import { call, type Body, type DataOf, type Schema } from '../../shared/api';
import type { MembershipView, PaymentHistory } from '../membership/api';
import type { Product } from '../marketplace/api';
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

// ── Users ──

export const useAdminUsers = (userEmail: string) => useAdminList(['users'], 'listUsers', { userEmail: userEmail || undefined });

export const updateRoles = async (userId: string, body: Body<'updateRoles'>) => (await call('updateRoles', { path: { userId }, body })).data;

export const setFreeUser = async (userId: string, isFree: boolean) => (await call('setFreeUser', { path: { id: userId }, body: { isFree } })).data;

/** GET /mypage?userId=: one user's membership, as an admin sees it. */
export const useUserMembership = (userId: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'membership', userId],
    enabled: !!userId,
    staleTime: 0,
    queryFn: async ({ signal }) => (await call('getMyMembership', { query: { userId }, signal })).data,
  });

// ── Sellers ──

export const useSellers = (userEmail: string) => useAdminList(['sellers'], 'listSellers', { userEmail: userEmail || undefined });

/** GET /users/sellers/validation?email: the user behind an e-mail when it is a seller (SELLER_NOT_FOUND otherwise). */
export const validateSeller = async (email: string) => (await call('validateSeller', { query: { email } })).data;

/** GET /users/validation?email: the user behind an e-mail (USER_NOT_FOUND otherwise). */
export const validateUser = async (email: string) => (await call('validateUser', { query: { email } })).data;

// ── Memberships ──

export interface RevenueFilter {
  /** YYYY-MM (Korea time), or '' for every month. */
  yearmonth: string;
  userEmail: string;
}

const revenueParams = (f: RevenueFilter) => ({ yearmonth: f.yearmonth || undefined, userEmail: f.userEmail || undefined });

export const useRevenues = (filter: RevenueFilter) => useAdminList(['revenues'], 'listRevenues', revenueParams(filter));

export const useRevenueTotal = (filter: RevenueFilter) =>
  useQuery({
    queryKey: ['admin', 'revenue-total', filter],
    staleTime: 0,
    queryFn: async ({ signal }) => (await call('getRevenueTotal', { query: revenueParams(filter), signal })).data,
  });

export const refundPayment = async (membershipHistoryId: string, cancelReason: string) =>
  (await call('refundPayment', { path: { membershipHistoryId }, body: { cancelReason } })).data;

/** Cancel a membership at the end of its period (isActive false) or take the cancellation back (true). */
export const adminSetCancellation = async (membershipId: string, body: Body<'adminSetCancellation'>) =>
  (await call('adminSetCancellation', { path: { membershipId }, body })).data;

export const recordProxyPayment = async (body: Body<'recordProxyPayment'>) => (await call('recordProxyPayment', { body })).data;

export const cancelProxyPayment = async (membershipHistoryId: string, cancelReason: string) =>
  (await call('cancelProxyPayment', { body: { membershipHistoryId, cancelReason } })).data;

// ── Marketplace ──

export type AdminProduct = Product;

/** GET /products/all as an admin without sellerUserId: every product (drafts, ended, retired, hidden) with its seller, paged. */
export const useAllProducts = () => useAdminList(['products'], 'listSellerProducts', {});

export const setProductHidden = async (productId: string, hiddenByAdmin: boolean) =>
  (await call('updateProduct', { path: { id: productId }, body: { hiddenByAdmin } })).data;

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
  useAdminList(['audit'], 'listAuditLogs', {
    // The select offers AUDIT_SERVICES; '' (every service) is left out.
    service: AUDIT_SERVICES.find((s) => s === f.service),
    action: f.action || undefined,
    actorId: f.actorId || undefined,
    targetId: f.targetId || undefined,
    from: f.from ? new Date(`${f.from}T00:00:00+09:00`).toISOString() : undefined,
    to: f.to ? new Date(`${f.to}T23:59:59.999+09:00`).toISOString() : undefined,
  });
