import { errorText } from '../../../shared/errors';
import { useT } from '../../../shared/i18n';
import type { MessageKey } from '../../../shared/i18n/ko';
import { AdminTable } from '../AdminTable';
import { useRevenues, useUserMembership, type AdminUser } from '../api';
import { paymentColumns } from '../memberships/payments';
import { useDate } from '../ui';

/** One user's membership (GET /mypage?userId=) and payment history (admin revenues filtered by the user's e-mail). */
export function UserMembership({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const t = useT();
  const date = useDate();
  const membership = useUserMembership(user.id);
  const payments = useRevenues({ yearmonth: '', userEmail: user.email });
  const m = membership.data;
  return (
    <section className="admin-panel" aria-label={user.email} data-testid="admin-user-membership">
      <header className="admin-panel__head">
        <h2>{user.email}</h2>
        <button type="button" className="button button--small button--quiet" onClick={onClose}>
          {t('modal.close')}
        </button>
      </header>
      {membership.isPending ? <p className="status">{t('library.loading')}</p> : null}
      {membership.isError ? <p className="status status--error">{errorText(membership.error, t)}</p> : null}
      {m ? (
        m.found ? (
          <dl className="totals">
            <div>
              <dt>{t('admin.users.plan')}</dt>
              <dd>
                {t(`plan.${m.plan}` as MessageKey)} · {t(m.kind === 'ANNUAL' ? 'membership.annual' : 'membership.monthly')}
              </dd>
            </div>
            <div>
              <dt>{t('admin.membership.status')}</dt>
              <dd>{m.cancelAtPeriodEnd ? t('admin.membership.cancelling') : m.status}</dd>
            </div>
            <div>
              <dt>{t('admin.membership.period')}</dt>
              <dd>
                {date(m.currentPeriodStart)} – {date(m.currentPeriodEnd)}
              </dd>
            </div>
            <div>
              <dt>{t('admin.users.free')}</dt>
              <dd>{m.isFree ? t('admin.free.yes') : t('admin.free.no')}</dd>
            </div>
          </dl>
        ) : (
          <p className="hint">{t('admin.membership.none')}</p>
        )
      ) : null}
      <h3>{t('menu.payments')}</h3>
      <AdminTable columns={paymentColumns(t, date)} rowKey={(p) => p.membershipHistoryId} list={payments} testId="admin-user-payments" />
    </section>
  );
}
