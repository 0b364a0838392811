import { serverMessage } from '../../shared/api';
import { useT } from '../../shared/i18n';
import { AppCardItem } from './AppCardItem';
import { useApps, type AppType } from './useApps';

/** The library grid for one product tab: app cards with their MAU, or why there are none. */
export function Library({ type }: { type: AppType }) {
  const t = useT();
  const apps = useApps(type);
  return (
    <section id="library" className="library" aria-labelledby="library-title">
      <h2 id="library-title" className="library__title">
        {t(`library.title.${type}`)}
      </h2>
      {apps.isPending ? (
        <p className="status" aria-busy="true">
          {t('library.loading')}
        </p>
      ) : apps.isError ? (
        <div className="status status--error" role="alert">
          <p>{serverMessage(apps.error) ?? t('error.server')}</p>
          <button type="button" className="button button--quiet" onClick={() => void apps.refetch()}>
            {t('library.retry')}
          </button>
        </div>
      ) : apps.data.length === 0 ? (
        <p className="status">{t('library.empty')}</p>
      ) : (
        <ul className="app-grid">
          {apps.data.map((app) => (
            <AppCardItem key={app.appId} app={app} />
          ))}
        </ul>
      )}
    </section>
  );
}
