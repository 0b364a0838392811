import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLang, useT } from '../../../shared/i18n';
import type { AppCard, AppType } from '../../library/api';
import { AdminTable, useAdminList, type Column } from '../AdminTable';
import { appsListSource } from './api';
import { ChipTabs } from '../../../shared/ChipTabs';

/** /admin/library: the apps of a type, newest change first, or those matching a keyword; offset paging. */
export default function AdminLibrary() {
  const t = useT();
  const { lang } = useLang();
  const [search, setSearch] = useSearchParams();
  const type: AppType = search.get('type') === 'WEBSITE' ? 'WEBSITE' : 'MOBILE';
  const keyword = search.get('q') ?? '';
  const source = appsListSource(type, keyword);
  const apps = useAdminList(['library', 'apps'], source.operationId, source.params);
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
    go({ q: draft.trim() || undefined });
  };
  const columns: Column<AppCard>[] = [
    {
      key: 'name',
      header: t('admin.lib.appName'),
      cell: (app) => (
        <>
          {app.image ? <img className="admin-icon admin-icon--small" src={app.image} alt="" /> : null}{' '}
          <Link to={`/admin/library/${encodeURIComponent(app.appId)}`} data-testid="app-link">
            {lang === 'en' && app.appNameEn ? app.appNameEn : app.appName}
          </Link>
        </>
      ),
    },
    { key: 'categories', header: t('admin.lib.categories'), cell: (app) => app.categoryCodes.join(', ') },
    { key: 'mau', header: t('admin.lib.mau'), cell: (app) => app.mau.toLocaleString(lang) },
    { key: 'updated', header: t('admin.lib.updatedAt'), cell: (app) => new Date(app.updatedAt).toLocaleDateString(lang) },
  ];

  return (
    <section className="admin-section" data-testid="admin-library">
      <h1>{t('admin.nav.library')}</h1>
      <div className="admin-filters">
        <ChipTabs
          values={['MOBILE', 'WEBSITE'] as const}
          selected={type}
          onSelect={(name) => go({ type: name === 'MOBILE' ? undefined : name })}
          label={(name) => t(name === 'MOBILE' ? 'nav.mobile' : 'nav.website')}
          testId={(name) => `apps-type-${name}`}
        />
        <form className="inline-form" role="search" onSubmit={submit}>
          <input
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('admin.lib.searchPlaceholder')}
            aria-label={t('admin.lib.searchPlaceholder')}
            data-testid="apps-search"
          />
          <button type="submit" className="button button--quiet button--small">
            {t('admin.lib.search')}
          </button>
        </form>
        <Link className="button" to="/admin/library/new" data-testid="new-app">
          {t('admin.lib.newApp')}
        </Link>
      </div>
      <AdminTable
        columns={columns}
        rowKey={(app) => app.appId}
        list={apps}
        empty={keyword ? t('admin.lib.noMatch') : t('admin.lib.noApps')}
        testId="apps"
      />
    </section>
  );
}
