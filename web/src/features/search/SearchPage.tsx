import { useSearchParams } from 'react-router-dom';
import { useLang, useT } from '../../shared/i18n';
import { useCodes, usePagedList, type AppCard, type AppType, type ImageCard } from '../library/api';
import { AppCardItem, ScreenCardItem } from '../library/Cards';
import { EndlessGrid } from '../library/EndlessGrid';
import { matchingCodes } from './api';

const APP_TYPES: AppType[] = ['MOBILE', 'WEBSITE'];
/** Screens of at most this many matching codes. */
const SCREEN_CODES = 10;

/**
 * `/search?q=`: the screens whose pattern or component matches the words (else the screens holding
 * the words or close to them in meaning), then the matching apps and websites.
 */
export default function SearchPage() {
  const t = useT();
  const { lang } = useLang();
  const [search] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const patterns = matchingCodes('PATTERN', useCodes('PATTERN').data ?? [], q, lang, SCREEN_CODES).map((c) => c.code);
  const components = matchingCodes('COMPONENT', useCodes('COMPONENT').data ?? [], q, lang, SCREEN_CODES).map((c) => c.code);
  // A code's name that holds the words shows its screens; otherwise the words inside screens, and
  // screens like them in meaning (the server's vectors: "빈 화면 일러스트" finds empty states).
  const screenFilter = patterns.length ? { patternCodes: patterns } : components.length ? { componentCodes: components } : { keyword: q.slice(0, 100), meaning: true };
  const screens = usePagedList<ImageCard>(['search-screens'], '/api/v2/apps/images', { type: 'MOBILE', ...screenFilter }, { enabled: Boolean(q) });
  const mobile = usePagedList<AppCard>(['search-apps'], '/api/v2/apps/search', { keyword: q, type: 'MOBILE' }, { enabled: Boolean(q) });
  const website = usePagedList<AppCard>(['search-apps'], '/api/v2/apps/search', { keyword: q, type: 'WEBSITE' }, { enabled: Boolean(q) });
  const apps = { MOBILE: mobile, WEBSITE: website };

  if (!q) {
    return (
      <section className="search-page">
        <h1 className="search-page__title">{t('search.title')}</h1>
        <p className="status">{t('search.typeSomething')}</p>
      </section>
    );
  }
  return (
    <section className="search-page" aria-labelledby="search-title">
      <h1 id="search-title" className="search-page__title">
        {t('search.resultsFor', { q })}
      </h1>
      <section aria-labelledby="search-screens">
        <h2 id="search-screens">{t('search.screens')}</h2>
        <EndlessGrid<ImageCard> query={screens} className="masonry" itemKey={(s, i) => s.imageId || String(i)} renderItem={(s) => <ScreenCardItem image={s} />} />
      </section>
      {APP_TYPES.map((type) => (
        <section key={type} aria-labelledby={`search-${type}`}>
          <h2 id={`search-${type}`}>{t(`library.title.${type}`)}</h2>
          <EndlessGrid<AppCard>
            query={apps[type]}
            className="app-grid"
            empty={t('search.noApps')}
            itemKey={(a, i) => a.appId || String(i)}
            renderItem={(a) => <AppCardItem app={a} />}
          />
        </section>
      ))}
    </section>
  );
}
