import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n';

/** The landing hero: the product's one claim (product-spec §1) and the way into the library. */
export function Hero() {
  const t = useT();
  return (
    <section className="hero">
      <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
      <h1 className="hero__title">{t('hero.title')}</h1>
      <p className="hero__body">{t('hero.body')}</p>
      {/* The home page holds the library right below; the router scrolls to the #library section. */}
      <Link to={{ pathname: '/', hash: 'library' }} className="button">
        {t('hero.cta')}
      </Link>
    </section>
  );
}
