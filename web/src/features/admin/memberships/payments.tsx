import type { ReactNode } from 'react';
import type { Translate } from '../../../shared/i18n';
import type { MessageKey } from '../../../shared/i18n/ko';
import type { Column } from '../AdminTable';
import type { PaymentHistory } from '../api';

/** The columns of a payment (membership history) row, shared by the memberships page and a user's payments. */
export function paymentColumns(t: Translate, date: (iso: string | undefined, withTime?: boolean) => string, actions?: (p: PaymentHistory) => ReactNode): Column<PaymentHistory>[] {
  const columns: Column<PaymentHistory>[] = [
    { key: 'paidAt', header: t('payments.date'), cell: (p) => date(p.paidAt || p.createdAt, true) },
    { key: 'user', header: t('admin.users.email'), cell: (p) => p.userEmail || p.userId },
    {
      key: 'plan',
      header: t('admin.users.plan'),
      cell: (p) => `${t(`plan.${p.plan}` as MessageKey)} · ${t(p.kind === 'ANNUAL' ? 'membership.annual' : 'membership.monthly')}`,
    },
    { key: 'amount', header: t('payments.amount'), cell: (p) => t('membership.won', { amount: Number(p.amount).toLocaleString() }) },
    { key: 'reason', header: t('admin.payments.reason'), cell: (p) => t(`admin.payments.reason.${p.reason}` as MessageKey) },
    {
      key: 'status',
      header: t('subscription.status'),
      cell: (p) => (
        <span data-testid="admin-payment-status">
          {t(`payments.status.${p.status}` as MessageKey)}
          {p.status === 'CNCL' && p.cancelReason ? <span className="hint"> · {p.cancelReason}</span> : null}
        </span>
      ),
    },
  ];
  if (actions) columns.push({ key: 'actions', header: t('admin.actions'), cell: actions });
  return columns;
}
