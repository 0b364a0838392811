import { Link } from 'react-router-dom';
import { hasMessage, useLang, useT, type Lang } from '../../shared/i18n';
import type { Product } from './api';

const won: Record<Lang, Intl.NumberFormat> = {
  ko: new Intl.NumberFormat('ko-KR'),
  en: new Intl.NumberFormat('en-US'),
};

export function useWon() {
  const { lang } = useLang();
  const t = useT();
  return (amount: number) => t('market.won', { amount: won[lang].format(amount) });
}

/** The product page's address (one for both tabs). */
export const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

export const sellerName = (product: Pick<Product, 'user'>) => product.user?.nickname || product.user?.name || '';

/**
 * The price as the server gives it: with a discount, the list price struck through, the rate and
 * the payable price; free products say so.
 */
export function Price({ product }: { product: Pick<Product, 'amount' | 'discountAmount' | 'discountRate' | 'price'> }) {
  const t = useT();
  const format = useWon();
  if (product.price === 0) {
    return (
      <span className="price" data-testid="price">
        <strong className="price__pay">{t('market.free')}</strong>
      </span>
    );
  }
  return (
    <span className="price" data-testid="price">
      {product.discountAmount > 0 ? (
        <>
          <s className="price__list" aria-label={t('market.listPrice')}>
            {format(product.amount)}
          </s>{' '}
          <span className="price__rate">{product.discountRate}%</span>{' '}
        </>
      ) : null}
      <strong className="price__pay">{format(product.price)}</strong>
    </span>
  );
}

/** Five stars filled to the rating (one decimal), with the count when given. */
export function Stars({ rate, count }: { rate: number; count?: number }) {
  const t = useT();
  const full = Math.round(rate);
  return (
    <span className="stars" aria-label={t('market.rating', { rate: rate.toFixed(1) })} data-testid="stars">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(Math.max(0, 5 - full))}</span>
      {count !== undefined ? <span className="stars__count"> {rate.toFixed(1)} ({count})</span> : null}
    </span>
  );
}

/** Seats left of a workshop (maxPersonCnt 0: not limited). */
export function Seats({ product }: { product: Pick<Product, 'type' | 'maxPersonCnt' | 'seatsLeft'> }) {
  const t = useT();
  if (product.type !== 'WORKSHOP' || !product.maxPersonCnt) return null;
  return (
    <span className={`seats${product.seatsLeft === 0 ? ' seats--none' : ''}`} data-testid="seats">
      {product.seatsLeft === 0 ? t('market.soldOut') : t('market.seatsLeft', { left: product.seatsLeft, max: product.maxPersonCnt })}
    </span>
  );
}

export function ProductCard({ product }: { product: Product }) {
  const t = useT();
  const thumbnail = product.thumbnailImgUrls[0];
  return (
    <Link to={productPath(product.id)} className="product-card" data-testid="product-card">
      {thumbnail ? (
        <img className="product-card__image" src={thumbnail} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="product-card__image product-card__image--empty" aria-hidden="true" />
      )}
      <div className="product-card__body">
        <p className="product-card__badges">
          <span className="badge badge--quiet">{t(`market.kind.${product.type}` as 'market.kind.TEMPLATE')}</span>
          {product.exclusiveFlag ? (
            <span className="badge" data-testid="members-only">
              {t('market.membersOnly')}
            </span>
          ) : null}
        </p>
        <h3 className="product-card__title">{product.title}</h3>
        {sellerName(product) ? <p className="product-card__seller">{sellerName(product)}</p> : null}
        <Price product={product} />
        <p className="product-card__meta">
          <Stars rate={product.averageStarRate} count={product.reviewCount} /> <Seats product={product} />
        </p>
      </div>
    </Link>
  );
}

/** An order or sale status (CMPL, CNCL, FAIL, PENDING) in words; an unknown one as its code. */
export function useStatusText() {
  const t = useT();
  return (status: string) => {
    const key = `market.status.${status}`;
    return hasMessage(key) ? t(key) : status;
  };
}
