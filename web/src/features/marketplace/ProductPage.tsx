import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { useSession } from '../auth/session';
import { openSignIn } from '../auth/SignIn';
import { downloadHref, useOrderValidation, useProduct, useProductFiles, type Product } from './api';
import { Price, productPath, Seats, sellerName, Stars } from './Cards';
import { ProductCheckout } from './Checkout';
import { Reviews } from './Reviews';

/** Bytes as KB/MB for the file list. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** /products/:id: gallery, description, files, seats, seller, reviews and the buy button. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const t = useT();
  const product = useProduct(id);
  if (product.isPending) return <p className="status">{t('library.loading')}</p>;
  if (product.isError) {
    return (
      <p className="status status--error" role="alert">
        {errorText(product.error, t)}
      </p>
    );
  }
  return <ProductView product={product.data} />;
}

function ProductView({ product }: { product: Product }) {
  const t = useT();
  const { lang } = useLang();
  const modal = useModal();
  const session = useSession();
  const [search] = useSearchParams();
  const signedIn = session.status === 'authenticated';
  const files = useProductFiles(product.id);
  const validation = useOrderValidation(product.id, signedIn);
  const images = [...product.thumbnailImgUrls, ...product.detailImgUrls];
  const [shown, setShown] = useState(0);
  const codeName = lang === 'en' && product.productCodeNameEn ? product.productCodeNameEn : product.productCodeName;
  const ordered = validation.data?.ordered ?? false;

  const buy = async () => {
    if (!signedIn) return void openSignIn(modal, productPath(product.id));
    await modal.open({
      isCustom: true,
      notClose: true,
      moreData: (close) => <ProductCheckout product={product} referralId={search.get('ref') ?? undefined} close={close} />,
    });
  };

  return (
    <article className="product" data-testid="product">
      <nav className="product__crumbs">
        <Link to={product.productType === 'CLASS' ? '/class' : '/template'}>
          {t(product.productType === 'CLASS' ? 'nav.class' : 'nav.template')}
        </Link>
        {codeName ? <span> · {codeName}</span> : null}
      </nav>
      <div className="product__top">
        <div className="gallery" data-testid="gallery">
          {images.length ? (
            <>
              <img className="gallery__main" src={images[Math.min(shown, images.length - 1)]} alt={product.title} />
              {images.length > 1 ? (
                <ul className="gallery__thumbs">
                  {images.map((src, i) => (
                    <li key={`${i}-${src}`}>
                      <button
                        type="button"
                        className={`gallery__thumb${i === shown ? ' gallery__thumb--on' : ''}`}
                        onClick={() => setShown(i)}
                        aria-label={t('market.image', { n: i + 1 })}
                      >
                        <img src={src} alt="" loading="lazy" />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <span className="gallery__main gallery__main--empty" aria-hidden="true" />
          )}
        </div>
        <div className="product__summary">
          <p className="product-card__badges">
            <span className="badge badge--quiet">{t(`market.kind.${product.type}` as 'market.kind.TEMPLATE')}</span>
            {product.exclusiveFlag ? <span className="badge">{t('market.membersOnly')}</span> : null}
          </p>
          <h1 className="product__title">{product.title}</h1>
          <p>
            <Stars rate={product.averageStarRate} count={product.reviewCount} />
          </p>
          <p className="product__price">
            <Price product={product} />
          </p>
          <Seats product={product} />
          {product.startsAt ? (
            <p className="product__starts">
              {t('market.startsAt', {
                date: new Date(product.startsAt).toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </p>
          ) : null}
          {product.exclusiveFlag ? <p className="hint">{t('market.membersOnlyHint')}</p> : null}
          {ordered ? (
            <p className="product__ordered" data-testid="ordered">
              {t('market.ordered')} <Link to="/orders">{t('menu.orders')}</Link>
            </p>
          ) : (
            <button
              type="button"
              className="button product__buy"
              disabled={!product.availablePaymentFlag}
              onClick={() => void buy()}
              data-testid="buy"
            >
              {product.availablePaymentFlag
                ? product.price === 0
                  ? t('market.getFree')
                  : t('market.buy')
                : t('market.notAvailable')}
            </button>
          )}
          <SellerCard product={product} />
        </div>
      </div>
      <section className="product__description">
        <h2>{t('market.description')}</h2>
        <p className="pre-wrap">{product.description}</p>
      </section>
      {/* A workshop without handouts has nothing to list here. */}
      {product.fileCnt === 0 && !product.pageCnt && product.type === 'WORKSHOP' ? null : (
        <section className="product__files" data-testid="files">
          <h2>{t('market.files')}</h2>
          {product.pageCnt ? <p>{t('market.pages', { count: product.pageCnt })}</p> : null}
          {files.data?.files.length ? (
            <ul className="list">
              {files.data.files.map((file) => (
                <li key={file.sort} className="list__row">
                  <span>{file.name}</span>
                  <span>
                    {fileSize(file.size)}{' '}
                    {files.data.downloadable && files.data.orderId ? (
                      <a
                        className="button button--small"
                        href={downloadHref(files.data.orderId, file)}
                        download={file.name}
                        data-testid="download"
                      >
                        {t('market.download')}
                      </a>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : files.isPending ? null : (
            <p className="status">{t('market.noFiles')}</p>
          )}
        </section>
      )}
      <Reviews productId={product.id} reviews={product.productReview} validation={validation.data} />
    </article>
  );
}

function SellerCard({ product }: { product: Product }) {
  const t = useT();
  const [imageFailed, setImageFailed] = useState(false);
  const seller = product.user;
  if (!seller) return null;
  const image = seller.profileImage || seller.image;
  return (
    <div className="seller-card" data-testid="seller-card">
      {image && !imageFailed ? (
        <img onError={() => setImageFailed(true)} src={image} alt="" width={40} height={40} className="seller-card__image" />
      ) : (
        <span className="seller-card__image seller-card__image--empty" aria-hidden="true" />
      )}
      <div>
        <p className="seller-card__label">{t('market.seller')}</p>
        <strong>{sellerName(product)}</strong>
      </div>
    </div>
  );
}
