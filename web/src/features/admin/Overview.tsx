import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import type { MessageKey } from '../../shared/i18n/ko';
import { ADMIN_AREAS, hasNav } from './routes';

/** /admin: a card per area of the console. */
export default function Overview() {
  const t = useT();
  return (
    <section className="admin-section" data-testid="admin-overview">
      <h1>{t('admin.title')}</h1>
      <ul className="admin-overview">
        {ADMIN_AREAS.filter(hasNav).filter((a) => a.path).map((a) => (
          <li key={a.path}>
            <Link to={`/admin/${a.path}`} className="admin-overview__card">
              <strong>{t(a.nav)}</strong>
              <span>{t(`${a.nav}.about` as MessageKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
