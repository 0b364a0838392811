import { useT } from '../../shared/i18n';
import { useCompact } from './Cards';
import { usePagedList } from './api';
import { EndlessGrid } from './EndlessGrid';

// Hand-written until the marketplace service exists (issue 12): the gateway does not serve this
// path yet, so the OpenAPI document has no schema to generate it from.
/** A marketplace product as GET /api/v2/products lists it (product-spec §3, the fields the card shows). */
interface Product {
  id: string;
  title: string;
  amount: number;
  discountAmount?: number;
  discountRate?: number;
  averageStarRate?: number;
  thumbnailImgUrls?: string[];
  user?: { nickname?: string; name?: string };
}

/** The template and class tabs: sellers' products of one type (product-spec §1), endless. */
export default function ProductsPage({ productType }: { productType: 'TEMPLATE' | 'CLASS' }) {
  const t = useT();
  const compact = useCompact();
  const products = usePagedList<Product>(['products'], '/api/v2/products', { productType, sortField: 'updatedAt' });
  return (
    <section className="library">
      <h1 className="library__title">{t(productType === 'TEMPLATE' ? 'nav.template' : 'nav.class')}</h1>
      <EndlessGrid<Product>
        query={products}
        itemKey={(p) => p.id}
        empty={t('products.empty')}
        renderItem={(p) => (
          <div className="content-card">
            {p.thumbnailImgUrls?.[0] ? <img className="content-card__image" src={p.thumbnailImgUrls[0]} alt="" loading="lazy" /> : null}
            <h3 className="content-card__title">{p.title}</h3>
            <p className="content-card__description">
              {t('products.price', { amount: (p.discountAmount ?? p.amount).toLocaleString() })}
              {p.averageStarRate ? ` · ★ ${compact(p.averageStarRate)}` : ''}
              {p.user?.nickname || p.user?.name ? ` · ${p.user.nickname || p.user.name}` : ''}
            </p>
          </div>
        )}
      />
    </section>
  );
}
