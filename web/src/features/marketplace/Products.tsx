import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLang, useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/title';
import { EndlessGrid } from '../library/EndlessGrid';
import { KINDS, productFiltersFromSearch, searchFromProductFilters, SORTS, useProductCodes, useProducts, type Product, type ProductCode, type ProductFilters, type ProductType } from './api';
import { ProductCard } from './Cards';

const toggle = (list: string[], code: string) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]);

/** The template and class tabs: published products of the tab, filtered by kind, code and keyword, sorted, endless. */
export default function ProductsPage({ productType }: { productType: ProductType }) {
  const t = useT();
  useDocumentTitle(t(productType === 'TEMPLATE' ? 'nav.template' : 'nav.class'));
  const [search, setSearch] = useSearchParams();
  const filters = productFiltersFromSearch(search);
  const products = useProducts(productType, filters);
  const setFilters = (next: ProductFilters) => setSearch(searchFromProductFilters(next), { replace: true, preventScrollReset: true });
  return (
    <section className="library market" aria-labelledby="market-title">
      <div className="library__head">
        <h1 id="market-title" className="library__title">
          {t(productType === 'TEMPLATE' ? 'nav.template' : 'nav.class')}
        </h1>
        <label className="sort">
          <span className="visually-hidden">{t('library.sort')}</span>
          <select value={filters.sortField ?? 'latest'} onChange={(e) => setFilters({ ...filters, sortField: e.target.value as ProductFilters['sortField'] })} data-testid="product-sort">
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`market.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <KeywordBox key={filters.keyword ?? ''} value={filters.keyword ?? ''} onSearch={(keyword) => setFilters({ ...filters, keyword: keyword || undefined })} />
      {KINDS[productType].length > 1 ? (
        <div className="chips" role="group" aria-label={t('market.kind')}>
          <button type="button" className={`chip${!filters.type ? ' chip--on' : ''}`} aria-pressed={!filters.type} onClick={() => setFilters({ ...filters, type: undefined })}>
            {t('market.kind.all')}
          </button>
          {KINDS[productType].map((kind) => (
            <button
              key={kind}
              type="button"
              className={`chip${filters.type === kind ? ' chip--on' : ''}`}
              aria-pressed={filters.type === kind}
              data-testid={`kind-${kind}`}
              onClick={() => setFilters({ ...filters, type: filters.type === kind ? undefined : kind })}
            >
              {t(`market.kind.${kind}`)}
            </button>
          ))}
        </div>
      ) : null}
      <CodeChips kinds={filters.type ? [filters.type] : KINDS[productType]} selected={filters.productCodes} onToggle={(code) => setFilters({ ...filters, productCodes: toggle(filters.productCodes, code) })} />
      <EndlessGrid<Product> query={products} className="card-grid product-grid" itemKey={(p) => p.id} empty={t('products.empty')} renderItem={(p) => <ProductCard product={p} />} />
    </section>
  );
}

function KeywordBox({ value, onSearch }: { value: string; onSearch(keyword: string): void }) {
  const t = useT();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="inline-form market__search" onSubmit={submit}>
      <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('market.search')} aria-label={t('market.search')} data-testid="product-search" />
      <button type="submit" className="button button--quiet">
        {t('market.searchButton')}
      </button>
    </form>
  );
}

/** The product codes (GET /api/v2/codes?type=PRODUCT, kinds → topics) as chips: the topics of the kinds shown. */
function CodeChips({ kinds, selected, onToggle }: { kinds: string[]; selected: string[]; onToggle(code: string): void }) {
  const { lang } = useLang();
  const codes = useProductCodes();
  const name = (node: ProductCode) => (lang === 'en' && node.nameEn ? node.nameEn : node.name);
  const all = codes.data ?? [];
  const ofKinds = all.filter((node) => kinds.includes(node.code));
  const leaves = (ofKinds.length ? ofKinds : all).flatMap((node) => (node.children.length ? node.children : [node]));
  if (!leaves.length) return null;
  return (
    <div className="chips" data-testid="product-codes">
      {leaves.map((node) => (
        <button key={node.code} type="button" className={`chip${selected.includes(node.code) ? ' chip--on' : ''}`} aria-pressed={selected.includes(node.code)} onClick={() => onToggle(node.code)}>
          {name(node)}
        </button>
      ))}
    </div>
  );
}
