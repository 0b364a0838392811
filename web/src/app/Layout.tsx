import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { SessionGuard } from '../features/auth/SessionGuard';
import { useSession } from '../features/auth/session';
import { openSignIn } from '../features/auth/SignIn';
import { UserMenu } from '../features/auth/UserMenu';
import { ChatLauncher } from '../features/chat/ChatLauncher';
import { SearchBox } from '../features/search/SearchBox';
import { contactHref } from '../shared/company';
import { useLang, useT } from '../shared/i18n';
import { ModalProvider, useModal } from '../shared/modal';
import { Footer } from './Footer';

/** The frame of every page: header with the product tabs, membership, contact, sign-in or the user menu, the language switch; then the page. */
export function Layout() {
  return (
    <ModalProvider>
      <Header />
      <main className="page">
        <Outlet />
      </main>
      <Footer />
      <SessionGuard />
      <ChatLauncher />
      {/* product-spec §2: scroll position remembered per route (path and query), restored on back. */}
      <ScrollRestoration getKey={(location) => location.pathname + location.search} />
    </ModalProvider>
  );
}

export const TABS = [
  // The mobile tab has no path of its own (product-spec §2): it is the home page.
  { to: '/', key: 'nav.mobile' },
  { to: '/website', key: 'nav.website' },
  { to: '/article', key: 'nav.article' },
  { to: '/template', key: 'nav.template' },
  { to: '/class', key: 'nav.class' },
  { to: '/community', key: 'nav.community' },
] as const;

function Header() {
  const t = useT();
  const { lang, setLang } = useLang();
  const session = useSession();
  const modal = useModal();
  const other = lang === 'ko' ? 'en' : 'ko';
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          Screenshelf
        </Link>
        <nav className="tabs" aria-label={t('nav.label')}>
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} end={tab.to === '/'} className="tab">
              {t(tab.key)}
            </NavLink>
          ))}
        </nav>
        <SearchBox />
        <div className="site-header__actions">
          <NavLink to="/membership" className="header-link">
            {t('nav.membership')}
          </NavLink>
          <NavLink to={contactHref} className="header-link" data-testid="header-contact">
            {t('nav.contact')}
          </NavLink>
          <button type="button" className="lang-switch" lang={other} onClick={() => setLang(other)} data-testid="lang-switch">
            {t('nav.switchLang')}
          </button>
          {session.status === 'unauthenticated' ? (
            <button type="button" className="button button--small header-sign-in" onClick={() => void openSignIn(modal)} data-testid="header-sign-in">
              {t('nav.signIn')}
            </button>
          ) : null}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
