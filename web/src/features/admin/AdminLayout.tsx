import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { useSession } from '../auth/session';
import { ADMIN_AREAS, hasNav } from './routes';
import './messages';

/** Only admins see the console (the server refuses everyone else anyway, product-spec §6). */
export const isAdmin = (role: string | undefined) => role === 'ADMIN';

/**
 * /admin: the guard (a visitor goes to the sign-in page and comes back; a signed-in non-admin gets a
 * refusal) and the console frame: the areas' navigation beside (≥ 1032 px) or above the page.
 */
export default function AdminLayout() {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <p className="status" aria-busy="true">
        {t('library.loading')}
      </p>
    );
  }
  if (session.status === 'unauthenticated') {
    const callbackUrl = location.pathname + location.search;
    return <Navigate to={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}&error=SessionRequired`} replace />;
  }
  if (!isAdmin(session.data?.user.role)) {
    return (
      <section className="status status--error" data-testid="admin-forbidden">
        <h1>{t('admin.forbidden.title')}</h1>
        <p>{t('admin.forbidden.text')}</p>
      </section>
    );
  }
  return (
    <div className="admin" data-testid="admin-console">
      <nav className="admin__nav" aria-label={t('admin.nav.label')}>
        {ADMIN_AREAS.filter(hasNav).map((a) => (
          <NavLink key={a.path} to={a.path ? `/admin/${a.path}` : '/admin'} end={!a.path} className="admin__nav-item" data-testid={`admin-nav-${a.path || 'overview'}`}>
            {t(a.nav)}
          </NavLink>
        ))}
      </nav>
      <div className="admin__page">
        <Outlet />
      </div>
    </div>
  );
}
