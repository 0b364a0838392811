import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { useSession } from '../auth/session';
import { openSignIn } from '../auth/SignIn';
import { EndlessGrid } from '../library/EndlessGrid';
import { cancelOrder, downloadHref, useOrders, useProductFiles, type Order } from './api';
import { productPath, useStatusText, useWon } from './Cards';
import { fileSize } from './ProductPage';

/** /orders: the caller's product orders (CMPL paid, CNCL refunded, FAIL failed), downloads and refunds. */
export default function OrdersPage() {
  const t = useT();
  const session = useSession();
  const modal = useModal();
  const orders = useOrders(session.status === 'authenticated');
  if (session.status === 'unauthenticated') {
    return (
      <section className="status">
        <button type="button" className="button" onClick={() => void openSignIn(modal, '/orders')}>
          {t('nav.signIn')}
        </button>
      </section>
    );
  }
  return (
    <section className="payments orders">
      <h1>{t('menu.orders')}</h1>
      <p className="hint">
        <Link to="/membership/payments">{t('market.orders.membershipPayments')}</Link>
      </p>
      <EndlessGrid<Order> query={orders} className="list" itemKey={(o) => o.id} empty={t('market.orders.empty')} renderItem={(o) => <OrderRow order={o} />} />
    </section>
  );
}

function OrderRow({ order }: { order: Order }) {
  const t = useT();
  const { lang } = useLang();
  const won = useWon();
  const statusText = useStatusText();
  const modal = useModal();
  const queryClient = useQueryClient();
  const [showFiles, setShowFiles] = useState(false);
  const [busy, setBusy] = useState(false);
  const date = (iso: string) => (iso ? new Date(iso).toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  const cancel = async () => {
    const ok = await modal.open({
      title: t('market.orders.cancelTitle'),
      description: order.cancelableUntil ? t('market.orders.cancelUntil', { date: date(order.cancelableUntil) }) : t('market.orders.cancelText'),
      isConfirm: true,
      isDanger: true,
      okText: t('market.orders.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await cancelOrder(order.productId, 'buyer');
      await queryClient.invalidateQueries({ queryKey: ['market'] });
      await modal.alert({ title: t('market.orders.cancelled') });
    } catch (e) {
      await modal.alert({ title: serverMessage(e) ?? errorText(e, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="order" data-testid="order" data-status={order.status}>
      <div className="order__main">
        {order.thumbnailImgUrl ? <img className="order__image" src={order.thumbnailImgUrl} alt="" width={64} height={48} loading="lazy" /> : null}
        <div>
          <Link to={productPath(order.productId)} className="order__title">
            {order.productTitle}
          </Link>
          <p className="order__meta">
            {date(order.paidAt || order.createdAt)} · {won(order.amount)} ·{' '}
            <span className={`order__status order__status--${order.status}`} data-testid="order-status">
              {statusText(order.status)}
            </span>
          </p>
        </div>
      </div>
      <div className="order__actions">
        {order.status === 'CMPL' && order.productType !== 'CLASS' ? (
          <button type="button" className="button button--quiet button--small" aria-expanded={showFiles} onClick={() => setShowFiles((s) => !s)} data-testid="order-files">
            {t('market.files')}
          </button>
        ) : null}
        {order.cancelable ? (
          <button type="button" className="button button--quiet button--small" disabled={busy} onClick={() => void cancel()} data-testid="order-cancel">
            {t('market.orders.cancel')}
          </button>
        ) : null}
      </div>
      {showFiles ? <OrderFiles order={order} /> : null}
    </div>
  );
}

/** The order's product files: the download links stream through the gateway (the first download ends the refund right). */
function OrderFiles({ order }: { order: Order }) {
  const t = useT();
  const files = useProductFiles(order.productId);
  if (files.isPending) return <p className="status">{t('library.loading')}</p>;
  if (files.isError) return <p className="status status--error">{errorText(files.error, t)}</p>;
  if (!files.data.files.length) return <p className="status">{t('market.noFiles')}</p>;
  return (
    <div>
      {order.cancelable ? <p className="hint">{t('market.orders.downloadEndsRefund')}</p> : null}
      <ul className="list order__files">
        {files.data.files.map((file) => (
          <li key={file.sort} className="list__row">
            <span>
              {file.name} <small>{fileSize(file.size)}</small>
            </span>
            <a className="button button--small" href={downloadHref(order.id, file)} download={file.name} data-testid="download">
              {t('market.download')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
