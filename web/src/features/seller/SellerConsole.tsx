import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { canSeeRevenue } from '../auth/api';
import { useSession } from '../auth/session';
import { openSignIn } from '../auth/SignIn';
import { deleteProduct, updateProduct, useSellerProducts, type Product } from '../marketplace/api';
import { Price, productPath } from '../marketplace/Cards';
import { ProductForm } from './ProductForm';
import { RevenuesPanel } from './Revenues';
import { ChipTabs } from '../../shared/ChipTabs';

type Tab = 'products' | 'revenues';

/** The status a product's flags mean to its seller. */
export const productStatus = (p: Pick<Product, 'deleted' | 'endFlag' | 'useFlag'>) => (p.deleted ? 'retired' : p.endFlag ? 'ended' : p.useFlag ? 'published' : 'draft');

/** /seller: the seller's own products (create, edit, publish, end, delete) and revenues. SELLER and ADMIN only. */
export default function SellerConsole() {
  const t = useT();
  const modal = useModal();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'revenues' ? 'revenues' : 'products';
  const allowed = canSeeRevenue(session.data?.user);
  if (session.status === 'loading') return <p className="status">{t('library.loading')}</p>;
  if (session.status === 'unauthenticated') {
    return (
      <section className="status">
        <button type="button" className="button" onClick={() => void openSignIn(modal, '/seller')}>
          {t('nav.signIn')}
        </button>
      </section>
    );
  }
  if (!allowed) {
    return (
      <p className="status" data-testid="seller-forbidden">
        {t('revenues.forbidden')}
      </p>
    );
  }
  return (
    <section className="seller" data-testid="seller-console">
      <h1>{t('seller.title')}</h1>
      <ChipTabs
        values={['products', 'revenues'] as const}
        selected={tab}
        onSelect={(name) => setSearch(name === 'products' ? {} : { tab: name }, { replace: true })}
        label={(name) => t(`seller.tab.${name}`)}
        testId={(name) => `seller-tab-${name}`}
      />
      {tab === 'products' ? <ProductsPanel /> : <RevenuesPanel />}
    </section>
  );
}

function ProductsPanel() {
  const t = useT();
  const products = useSellerProducts(true);
  const [editing, setEditing] = useState<Product | 'new'>();
  if (editing) {
    return <ProductForm product={editing === 'new' ? undefined : editing} onDone={() => setEditing(undefined)} onCancel={() => setEditing(undefined)} />;
  }
  return (
    <div>
      <p>
        <button type="button" className="button" onClick={() => setEditing('new')} data-testid="new-product">
          {t('seller.newProduct')}
        </button>
      </p>
      {products.isPending ? <p className="status">{t('library.loading')}</p> : null}
      {products.isError ? <p className="status status--error">{errorText(products.error, t)}</p> : null}
      {products.data && !products.data.length ? <p className="status">{t('seller.noProducts')}</p> : null}
      {products.data?.length ? (
        <ul className="list seller__products">
          {products.data.map((p) => (
            <SellerProductRow key={p.id} product={p} onEdit={() => setEditing(p)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SellerProductRow({ product, onEdit }: { product: Product; onEdit(): void }) {
  const t = useT();
  const modal = useModal();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const status = productStatus(product);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: ['market'] });
      if (done) await modal.alert({ title: done });
    } catch (e) {
      await modal.alert({ title: serverMessage(e) ?? errorText(e, t) });
    } finally {
      setBusy(false);
    }
  };

  const endSales = async () => {
    if (await modal.open({ title: t('seller.endConfirm'), isConfirm: true, isDanger: true, okText: t('seller.end') })) await run(() => updateProduct(product.id, { endFlag: true }));
  };
  const remove = async () => {
    if (!(await modal.open({ title: t('seller.deleteConfirm'), description: t('seller.deleteText'), isConfirm: true, isDanger: true, okText: t('seller.deleteOk') }))) return;
    setBusy(true);
    try {
      const result = await deleteProduct(product.id);
      await queryClient.invalidateQueries({ queryKey: ['market'] });
      await modal.alert({ title: result.erased ? t('seller.deleted') : t('seller.retired') });
    } catch (e) {
      await modal.alert({ title: serverMessage(e) ?? errorText(e, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="list__row seller-product" data-testid="seller-product" data-status={status}>
      <div>
        <Link to={productPath(product.id)}>{product.title}</Link>
        <p className="order__meta">
          <span className={`badge badge--${status}`}>{t(`seller.status.${status}`)}</span> {t(`market.kind.${product.type}` as 'market.kind.TEMPLATE')} · <Price product={product} /> ·{' '}
          {t('seller.orders', { count: product.orderCount })}
        </p>
      </div>
      {status !== 'retired' ? (
        <div className="order__actions">
          <button type="button" className="button button--quiet button--small" disabled={busy} onClick={onEdit} data-testid="product-edit">
            {t('seller.edit')}
          </button>
          {status !== 'ended' ? (
            <button
              type="button"
              className="button button--quiet button--small"
              disabled={busy}
              onClick={() => void run(() => updateProduct(product.id, { useFlag: !product.useFlag }))}
              data-testid="product-publish"
            >
              {product.useFlag ? t('seller.unpublish') : t('seller.publish')}
            </button>
          ) : null}
          {status === 'published' ? (
            <button type="button" className="button button--quiet button--small" disabled={busy} onClick={() => void endSales()} data-testid="product-end">
              {t('seller.end')}
            </button>
          ) : null}
          <button type="button" className="button button--quiet button--small button--danger" disabled={busy} onClick={() => void remove()} data-testid="product-delete">
            {t('seller.delete')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
