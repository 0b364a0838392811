import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useModal } from '../../shared/modal';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { useSession } from '../auth/session';
import { openSignIn } from '../auth/SignIn';
import { usePayments } from './api';

const PAGE = 20;

/** The caller's payment history (GET /mypage/payments): CMPL paid, CNCL refunded, FAIL failed. */
export default function PaymentsPage() {
  const t = useT();
  const { lang } = useLang();
  const session = useSession();
  const modal = useModal();
  const [offset, setOffset] = useState(0);
  const payments = usePayments({ limit: PAGE, offset }, session.status === 'authenticated');
  if (session.status === 'unauthenticated') {
    return (
      <section className="status">
        <button type="button" className="button" onClick={() => void openSignIn(modal, '/membership/payments')}>
          {t('nav.signIn')}
        </button>
      </section>
    );
  }
  const date = (iso: string) => (iso ? new Date(iso).toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  return (
    <section className="payments">
      <h1>{t('menu.payments')}</h1>
      <p className="hint">
        <Link to="/orders" data-testid="orders-link">
          {t('market.orders.seeOrders')}
        </Link>
      </p>
      {payments.isPending ? <p className="status">{t('library.loading')}</p> : null}
      {payments.isError ? <p className="status status--error">{errorText(payments.error, t)}</p> : null}
      {payments.data ? (
        payments.data.histories.length === 0 ? (
          <p className="status">{t('payments.empty')}</p>
        ) : (
          <table className="table" data-testid="payments">
            <thead>
              <tr>
                <th>{t('payments.date')}</th>
                <th>{t('subscription.plan')}</th>
                <th>{t('payments.amount')}</th>
                <th>{t('subscription.status')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.histories.map((h) => (
                <tr key={h.membershipHistoryId}>
                  <td>{date(h.paidAt || h.createdAt)}</td>
                  <td>
                    {t(`plan.${h.plan}` as 'plan.STARTER')} · {t(h.kind === 'ANNUAL' ? 'membership.annual' : 'membership.monthly')}
                  </td>
                  <td>{t('membership.won', { amount: Number(h.amount).toLocaleString() })}</td>
                  <td>{t(`payments.status.${h.status}` as 'payments.status.CMPL')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {payments.data && payments.data.total > PAGE ? (
        <div className="pager">
          <button type="button" className="button button--quiet" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {t('pager.prev')}
          </button>
          <button type="button" className="button button--quiet" disabled={offset + PAGE >= payments.data.total} onClick={() => setOffset(offset + PAGE)}>
            {t('pager.next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
