import { useLang, useT, type Lang } from '../../shared/i18n';
import type { AppCard } from './useApps';

const compactNumber: Record<Lang, Intl.NumberFormat> = {
  ko: new Intl.NumberFormat('ko-KR', { notation: 'compact', maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
};

export function AppCardItem({ app }: { app: AppCard }) {
  const t = useT();
  const { lang } = useLang();
  const name = lang === 'en' && app.appNameEn ? app.appNameEn : app.appName;
  return (
    <li className="app-card">
      {app.image ? (
        <img className="app-card__image" src={app.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
      ) : (
        <span className="app-card__image app-card__image--empty" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div className="app-card__text">
        <h3 className="app-card__name">{name}</h3>
        <p className="app-card__mau">{t('library.mau', { count: compactNumber[lang].format(app.mau) })}</p>
      </div>
    </li>
  );
}
