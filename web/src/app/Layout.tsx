import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { useLang, useT } from '../shared/i18n';

/** The frame of every page: header with the product tabs and the language switch, then the page. */
export function Layout() {
  const t = useT();
  const { lang, setLang } = useLang();
  const other = lang === 'ko' ? 'en' : 'ko';
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="brand">
            Screenshelf
          </Link>
          <nav className="tabs" aria-label={t('nav.label')}>
            {/* The mobile tab has no path of its own (product-spec §2): it is the home page. */}
            <NavLink to="/" end className="tab">
              {t('nav.mobile')}
            </NavLink>
            <NavLink to="/website" className="tab">
              {t('nav.website')}
            </NavLink>
          </nav>
          <button type="button" className="lang-switch" lang={other} onClick={() => setLang(other)}>
            {t('nav.switchLang')}
          </button>
        </div>
      </header>
      <main className="page">
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
