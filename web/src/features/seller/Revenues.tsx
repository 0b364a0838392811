import { useState } from 'react';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { EndlessGrid } from '../library/EndlessGrid';
import { useRevenues, useRevenueTotal, type Revenue } from '../marketplace/api';
import { useStatusText, useWon } from '../marketplace/Cards';

/** The seller's revenues: a month (or all months), its totals, month by month, and the sales. */
export function RevenuesPanel() {
  const t = useT();
  const { lang } = useLang();
  const won = useWon();
  const statusText = useStatusText();
  const [yearmonth, setYearmonth] = useState('');
  const total = useRevenueTotal({ yearmonth }, true);
  const revenues = useRevenues({ yearmonth }, true);
  const date = (iso: string) => (iso ? new Date(iso).toLocaleDateString(lang === 'ko' ? 'ko-KR' : 'en-US') : '—');
  const sums = total.data;
  return (
    <div className="revenues" data-testid="revenues">
      <label className="field revenues__month">
        <span>{t('seller.revenues.month')}</span>
        <input type="month" value={yearmonth} onChange={(e) => setYearmonth(e.target.value)} data-testid="yearmonth" />
        {yearmonth ? (
          <button type="button" className="link-button" onClick={() => setYearmonth('')}>
            {t('seller.revenues.allMonths')}
          </button>
        ) : null}
      </label>
      {total.isError ? <p className="status status--error">{errorText(total.error, t)}</p> : null}
      {sums ? (
        <dl className="totals" data-testid="revenue-total">
          <div>
            <dt>{t('seller.revenues.gross')}</dt>
            <dd data-testid="total-gross">{won(sums.gross)}</dd>
          </div>
          <div>
            <dt>{t('seller.revenues.refunds')}</dt>
            <dd>{won(sums.refunds)}</dd>
          </div>
          <div>
            <dt>{t('seller.revenues.fee')}</dt>
            <dd>{won(sums.platformFee)}</dd>
          </div>
          <div>
            <dt>{t('seller.revenues.referral')}</dt>
            <dd>{won(sums.referralPayouts)}</dd>
          </div>
          <div>
            <dt>{t('seller.revenues.net')}</dt>
            <dd data-testid="total-net">
              <strong>{won(sums.net)}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('seller.revenues.orders')}</dt>
            <dd>
              {sums.orderCount} / {t('seller.revenues.refundCount', { count: sums.refundCount })}
            </dd>
          </div>
        </dl>
      ) : null}
      {sums && !yearmonth && sums.months.length ? (
        <div className="table-scroll">
          <table className="table" data-testid="revenue-months">
            <thead>
              <tr>
                <th>{t('seller.revenues.month')}</th>
                <th>{t('seller.revenues.gross')}</th>
                <th>{t('seller.revenues.refunds')}</th>
                <th>{t('seller.revenues.fee')}</th>
                <th>{t('seller.revenues.referral')}</th>
                <th>{t('seller.revenues.net')}</th>
              </tr>
            </thead>
            <tbody>
              {sums.months.map((m) => (
                <tr key={m.yearmonth}>
                  <td>
                    <button type="button" className="link-button" onClick={() => setYearmonth(m.yearmonth)}>
                      {m.yearmonth}
                    </button>
                  </td>
                  <td>{won(m.gross)}</td>
                  <td>{won(m.refunds)}</td>
                  <td>{won(m.platformFee)}</td>
                  <td>{won(m.referralPayouts)}</td>
                  <td>{won(m.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <h2>{t('seller.revenues.sales')}</h2>
      <EndlessGrid<Revenue>
        query={revenues}
        className="list"
        itemKey={(r) => r.orderId}
        empty={t('revenues.empty')}
        renderItem={(r) => (
          <div className="list__row" data-testid="revenue" data-status={r.status}>
            <span>
              {r.productTitle} <small>· {r.buyerName} · {date(r.paidAt)}</small>
            </span>
            <span>
              {won(r.amount)} → <strong>{won(r.net)}</strong> <small>{statusText(r.status)}</small>
            </span>
          </div>
        )}
      />
    </div>
  );
}
