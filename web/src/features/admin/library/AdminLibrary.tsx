import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../shared/errors';
import { useLang, useT } from '../../../shared/i18n';
import type { AppType } from '../../library/api';
import { nextOffset } from '../../library/api';
import { ADMIN_PAGE_SIZE, useAdminApps } from './api';
import { AppForm } from './AppForm';

/** /admin/library: the apps of a type, newest change first, or those matching a keyword; offset paging. */
export default function AdminLibrary() {
  const t = useT();
  const { lang } = useLang();
  const [search, setSearch] = useSearchParams();
  const type: AppType = search.get('type') === 'WEBSITE' ? 'WEBSITE' : 'MOBILE';
  const keyword = search.get('q') ?? '';
  const offset = Math.max(0, Number(search.get('offset')) || 0);
  const apps = useAdminApps(type, keyword, offset);
  const [draft, setDraft] = useState(keyword);
  const go = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearch(next, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() || undefined, offset: undefined });
  };
  const rows = apps.data ?? [];
  const more = apps.data ? nextOffset(rows.length, offset + rows.length, ADMIN_PAGE_SIZE) !== undefined : false;

  return (
    <section className="admin-page" data-testid="admin-library">
      <header className="admin-page__head">
        <h1>{t('admin.lib.title')}</h1>
        <Link className="button" to="/admin/library/new" data-testid="new-app">
          {t('admin.lib.newApp')}
        </Link>
      </header>
      <div className="admin-toolbar">
        <div className="chips" role="tablist">
          {(['MOBILE', 'WEBSITE'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={type === name}
              className={`chip${type === name ? ' chip--on' : ''}`}
              onClick={() => go({ type: name === 'MOBILE' ? undefined : name, offset: undefined })}
              data-testid={`apps-type-${name}`}
            >
              {t(name === 'MOBILE' ? 'nav.mobile' : 'nav.website')}
            </button>
          ))}
        </div>
        <form className="inline-form" role="search" onSubmit={submit}>
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('admin.lib.searchPlaceholder')} aria-label={t('admin.lib.searchPlaceholder')} data-testid="apps-search" />
          <button type="submit" className="button button--quiet button--small">
            {t('admin.lib.search')}
          </button>
        </form>
      </div>
      {apps.isPending ? (
        <p className="status" aria-busy="true">
          {t('library.loading')}
        </p>
      ) : null}
      {apps.isError ? (
        <p className="status status--error" role="alert">
          {errorText(apps.error, t)}
        </p>
      ) : null}
      {apps.data && !rows.length ? (
        <p className="status" data-testid="apps-empty">
          {keyword ? t('admin.lib.noMatch') : t('admin.lib.noApps')}
        </p>
      ) : null}
      {rows.length ? (
        <table className="admin-table" data-testid="apps-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.lib.appName')}</th>
              <th scope="col">{t('admin.lib.categories')}</th>
              <th scope="col">{t('admin.lib.mau')}</th>
              <th scope="col">{t('admin.lib.updatedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((app) => (
              <tr key={app.appId} data-testid="app-row">
                <td>
                  {app.image ? <img className="admin-icon admin-icon--small" src={app.image} alt="" /> : null}{' '}
                  <Link to={`/admin/library/${encodeURIComponent(app.appId)}`}>{lang === 'en' && app.appNameEn ? app.appNameEn : app.appName}</Link>
                </td>
                <td>{app.categoryCodes.join(', ')}</td>
                <td>{app.mau.toLocaleString(lang)}</td>
                <td>{new Date(app.updatedAt).toLocaleDateString(lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <nav className="admin-pager" aria-label={t('admin.lib.paging')}>
        <button type="button" className="button button--quiet button--small" disabled={offset === 0} onClick={() => go({ offset: offset > ADMIN_PAGE_SIZE ? String(offset - ADMIN_PAGE_SIZE) : undefined })} data-testid="apps-prev">
          {t('admin.lib.prev')}
        </button>
        <button type="button" className="button button--quiet button--small" disabled={!more} onClick={() => go({ offset: String(offset + ADMIN_PAGE_SIZE) })} data-testid="apps-next">
          {t('admin.lib.next')}
        </button>
      </nav>
    </section>
  );
}

/** /admin/library/new: the create form; the new app's page once created. */
export function NewApp() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="admin-page" data-testid="admin-new-app">
      <h1>{t('admin.lib.newApp')}</h1>
      <AppForm onDone={(app) => navigate(`/admin/library/${encodeURIComponent(app.appId)}`)} onCancel={() => navigate('/admin/library')} />
    </section>
  );
}
