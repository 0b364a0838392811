import { Link } from 'react-router-dom';
import { useLang, useT } from '../../shared/i18n';
import type { Screen } from './api';

/** Attached screens as the reader may see them: a locked one shows the membership prompt the library shows, a gone one says so. */
export function ScreenStrip({ screens }: { screens: Screen[] }) {
  const t = useT();
  const { lang } = useLang();
  if (!screens.length) return null;
  return (
    <ul className="community-screens" data-testid="post-screens">
      {screens.map((s) => (
        <li key={s.imageId} className="community-screen">
          {s.locked ? (
            <Link to="/membership" className="community-screen__locked" data-testid="screen-locked">
              <span aria-hidden="true">🔒</span>
              {t('community.screenLocked')}
            </Link>
          ) : s.image ? (
            <Link to={`/apps/${encodeURIComponent(s.appId)}?image=${encodeURIComponent(s.imageId)}`}>
              <img src={s.image} alt={`${lang === 'en' ? s.appNameEn || s.appName : s.appName} · ${s.patternName}`} loading="lazy" className="community-screen__image" />
            </Link>
          ) : (
            <span className="community-screen__missing">{t('community.screenMissing')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
