import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ChipTabs } from '../../shared/ChipTabs';
import { useLang, useT } from '../../shared/i18n';
import { useBrowseList, usePagedList, type AppCard, type AppType, type ImageCard, type SearchReading, type Understood } from '../library/api';
import { AppCardItem, platformClass, ScreenCardItem } from '../library/Cards';
import { EndlessGrid } from '../library/EndlessGrid';
import { locksAnything, Wall } from '../library/Wall';

const APP_TYPES: AppType[] = ['MOBILE', 'WEBSITE'];

const nameOf = (u: Understood, lang: 'ko' | 'en') => (lang === 'en' ? u.nameEn || u.name : u.name || u.nameEn);
const searchLink = (q: string) => `/search?${new URLSearchParams({ q })}`;
/** The query without the words a chip was read from (removing the chip searches again without it). */
const without = (q: string, text: string) => q.normalize('NFKC').replace(text, ' ').replace(/\s+/g, ' ').trim();

/**
 * What the server read the query as (issue 28): removable chips ("Log in ×"), did-you-mean for a
 * corrected typo. The reading is the server's; the page only shows it.
 */
function Reading({ q, reading }: { q: string; reading: SearchReading | undefined }) {
  const t = useT();
  const { lang } = useLang();
  const understood = reading?.understood ?? [];
  if (!understood.length && !reading?.didYouMean) return null;
  return (
    <div className="search-reading" data-testid="search-understood">
      {understood.length ? (
        <ul className="chips" aria-label={t('search.understood')}>
          <li className="search-reading__label">{t('search.understood')}</li>
          {understood.map((u) => (
            <li key={`${u.type}:${u.code}`}>
              <Link
                className="chip chip--on search-reading__chip"
                to={searchLink(without(q, u.text))}
                aria-label={t('search.removeUnderstood', { name: nameOf(u, lang) })}
                data-testid="search-understood-chip"
              >
                <span className="search-reading__kind">{t(`search.kind.${u.type}`)}</span> {nameOf(u, lang)} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {reading?.didYouMean ? (
        <p className="search-reading__typo" data-testid="search-did-you-mean">
          {t('search.readAs')} <Link to={searchLink(reading.didYouMean)}>{reading.didYouMean}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The honest empty answer: no screens for the words, and the nearest patterns and components to try. */
function NoScreens({ q, reading }: { q: string; reading: SearchReading | undefined }) {
  const t = useT();
  const { lang } = useLang();
  const suggestions = reading?.suggestions ?? [];
  return (
    <div className="search-empty" data-testid="search-no-screens">
      <p className="status">{t('search.noScreensFor', { q })}</p>
      {suggestions.length ? (
        <>
          <p className="search-empty__try">{t('search.tryInstead')}</p>
          <ul className="chips">
            {suggestions.map((s) => (
              <li key={`${s.type}:${s.code}`}>
                <Link className="chip" to={searchLink(nameOf(s, lang))} data-testid="search-suggestion">
                  {nameOf(s, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * `/search?q=`: the screens the server finds for the words — of the patterns, components and
 * categories it read them as (shown as removable chips), else showing the words (their text, read by
 * OCR) or close to them in meaning ("빈 화면 일러스트" finds empty states) — of mobile apps or of
 * websites, one chip away; an honest "no screens for …" with the nearest patterns; then the matching apps and
 * websites. A free caller whose words match screens beyond their window sees the wall (the server's
 * counts and blurred previews) under those screens, or in their place when only locked ones match.
 */
export default function SearchPage() {
  const t = useT();
  const [search] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const [screenType, setScreenType] = useState<AppType>('MOBILE');
  const withText = useBrowseList<ImageCard>(['search-screen-text'], 'browseScreens', { type: screenType, keyword: q.slice(0, 100), meaning: 'true' }, { enabled: Boolean(q) });
  // A platform word ("웹 결제") makes the server answer screens of that type.
  const platform = withText.reading?.understood?.find((u) => u.type === 'PLATFORM')?.code as AppType | undefined;
  const shownType = platform ?? screenType;
  const wall = locksAnything(withText.locked) ? <Wall locked={withText.locked} type={shownType} /> : null;
  const mobile = usePagedList(['search-apps'], 'searchApps', { keyword: q, type: 'MOBILE' }, { enabled: Boolean(q) });
  const website = usePagedList(['search-apps'], 'searchApps', { keyword: q, type: 'WEBSITE' }, { enabled: Boolean(q) });
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
      <section aria-labelledby="search-screen-text" data-testid="search-screen-text">
        <h2 id="search-screen-text">{t('search.screensWithText', { q })}</h2>
        <ChipTabs
          values={APP_TYPES}
          selected={screenType}
          onSelect={setScreenType}
          label={(type) => t(`library.title.${type}`)}
          ariaLabel={t('search.screenType')}
          testId={(type) => `search-screen-type-${type}`}
        />
        <Reading q={q} reading={withText.reading} />
        <EndlessGrid<ImageCard>
          query={withText}
          auto={false}
          className={platformClass('masonry', shownType)}
          empty={wall ?? <NoScreens q={q} reading={withText.reading} />}
          end={wall}
          itemKey={(s, i) => s.imageId || String(i)}
          renderItem={(s) => <ScreenCardItem image={s} />}
        />
      </section>
      {APP_TYPES.map((type) => (
        <section key={type} aria-labelledby={`search-${type}`}>
          <h2 id={`search-${type}`}>{t(`library.title.${type}`)}</h2>
          <EndlessGrid<AppCard>
            query={apps[type]}
            auto={type === APP_TYPES.at(-1)}
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
