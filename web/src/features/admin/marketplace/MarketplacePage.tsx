import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useT } from '../../../shared/i18n';
import { useModal } from '../../../shared/modal';
import { productPath } from '../../marketplace/Cards';
import { productStatus } from '../../seller/SellerConsole';
import { AdminTable, type Column } from '../AdminTable';
import { setProductHidden, updateRoles, useAllProducts, useSellers, validateSeller, validateUser, type AdminProduct, type Seller } from '../api';
import { useDate } from '../ui';

/** /admin/marketplace: sellers (find, grant SELLER), every product with its seller, hide or unhide a product. */
export default function MarketplacePage() {
  const t = useT();
  return (
    <section className="admin-section" data-testid="admin-marketplace">
      <h1>{t('admin.nav.marketplace')}</h1>
      <Sellers />
      <Products />
    </section>
  );
}

function Sellers() {
  const t = useT();
  const date = useDate();
  const modal = useModal();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const sellers = useSellers(filter);
  const grant = async () => {
    setBusy(true);
    try {
      // The seller validation tells whether the e-mail already sells; otherwise validateUser finds the account.
      const already = await validateSeller(email.trim()).catch((error: unknown) => {
        if (error instanceof ApiError && error.errorCode === 'SELLER_NOT_FOUND') return undefined;
        throw error;
      });
      if (already) {
        await modal.alert({ title: t('admin.sellers.already', { email: already.email }) });
        return;
      }
      const user = await validateUser(email.trim());
      const confirmed = await modal.open({ title: t('admin.sellers.grantTitle', { email: user.email }), isConfirm: true, okText: t('admin.sellers.grant') });
      if (!confirmed) return;
      await updateRoles(user.userId, { role: 'SELLER', isBizOwner: false });
      await client.invalidateQueries({ queryKey: ['admin'] });
      await modal.alert({ title: t('admin.sellers.granted', { email: user.email }) });
      setEmail('');
    } catch (error) {
      await modal.alert({ title: t('admin.failed'), description: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  const columns: Column<Seller>[] = [
    { key: 'email', header: t('admin.users.email'), cell: (u) => u.email },
    { key: 'name', header: t('admin.sellers.name'), cell: (u) => u.nickname || u.name || '—' },
    { key: 'biz', header: t('admin.users.bizOwner'), cell: (u) => (u.isBizOwner ? '✓' : '—') },
    { key: 'createdAt', header: t('admin.users.createdAt'), cell: (u) => date(u.createdAt) },
  ];
  return (
    <>
      <h2>{t('admin.sellers.title')}</h2>
      <form
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault();
          void grant();
        }}
      >
        <label>
          {t('admin.sellers.grantLabel')}
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} data-testid="admin-seller-email" />
        </label>
        <button type="submit" className="button button--small" disabled={busy || !email.trim()} aria-busy={busy} data-testid="admin-seller-grant">
          {busy ? t('admin.saving') : t('admin.sellers.grant')}
        </button>
        <label>
          {t('admin.sellers.filter')}
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value.trim())} data-testid="admin-seller-filter" />
        </label>
      </form>
      <AdminTable columns={columns} rowKey={(u) => u.id} list={sellers} testId="admin-sellers" />
    </>
  );
}

function Products() {
  const t = useT();
  const date = useDate();
  const modal = useModal();
  const client = useQueryClient();
  const products = useAllProducts();
  const [working, setWorking] = useState<string>();
  const toggle = async (p: AdminProduct) => {
    const hide = !p.hiddenByAdmin;
    const confirmed = await modal.open({
      title: t(hide ? 'admin.products.hideTitle' : 'admin.products.unhideTitle', { title: p.title }),
      description: hide ? t('admin.products.hideText') : undefined,
      isConfirm: true,
      isDanger: hide,
      okText: t(hide ? 'admin.products.hide' : 'admin.products.unhide'),
    });
    if (!confirmed) return;
    setWorking(p.id);
    try {
      await setProductHidden(p.id, hide);
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      await modal.alert({ title: t('admin.failed'), description: errorText(error, t) });
    } finally {
      setWorking(undefined);
    }
  };
  const columns: Column<AdminProduct>[] = [
    {
      key: 'title',
      header: t('admin.products.title'),
      cell: (p) => (
        <Link to={productPath(p.id)} data-testid="admin-product-title">
          {p.title}
        </Link>
      ),
    },
    { key: 'seller', header: t('admin.products.seller'), cell: (p) => p.user?.email || p.user?.nickname || '—' },
    { key: 'type', header: t('market.kind'), cell: (p) => t(`market.kind.${p.type}`) },
    { key: 'price', header: t('payments.amount'), cell: (p) => t('membership.won', { amount: Number(p.price).toLocaleString() }) },
    {
      key: 'status',
      header: t('subscription.status'),
      cell: (p) => (
        <span data-testid="admin-product-status">
          {t(`seller.status.${productStatus(p)}`)}
          {p.hiddenByAdmin ? <strong className="badge badge--retired"> {t('admin.products.hidden')}</strong> : null}
        </span>
      ),
    },
    { key: 'createdAt', header: t('admin.products.createdAt'), cell: (p) => date(p.createdAt) },
    {
      key: 'actions',
      header: t('admin.actions'),
      cell: (p) => (
        <button
          type="button"
          className={p.hiddenByAdmin ? 'button button--small button--quiet' : 'button button--small button--danger'}
          disabled={working === p.id}
          aria-busy={working === p.id}
          onClick={() => void toggle(p)}
          data-testid="admin-product-hide"
        >
          {working === p.id ? t('admin.saving') : t(p.hiddenByAdmin ? 'admin.products.unhide' : 'admin.products.hide')}
        </button>
      ),
    },
  ];
  return (
    <>
      <h2>{t('admin.products.heading')}</h2>
      <AdminTable
        columns={columns}
        rowKey={(p) => p.id}
        list={products}
        testId="admin-products"
      />
    </>
  );
}
