import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n';

/** The landing hero: the product's claim (product-spec §1) and the way into the library. */
export function Hero({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <section className={`hero${compact ? ' hero--compact' : ''}`}>
      <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
      <h1 className="hero__title">{t('hero.title')}</h1>
      <p className="hero__body">{t('hero.body')}</p>
      <div className="hero__actions">
        <Link to={{ pathname: '/', hash: 'library' }} className="button">
          {t('hero.cta')}
        </Link>
        <Link to="/membership" className="button button--quiet">
          {t('nav.membership')}
        </Link>
      </div>
    </section>
  );
}
