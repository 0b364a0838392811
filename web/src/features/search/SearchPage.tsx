import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChipTabs } from '../../shared/ChipTabs';
import { useLang, useT } from '../../shared/i18n';
import { useBrowseList, useCodes, usePagedList, type AppCard, type AppType, type ImageCard } from '../library/api';
import { AppCardItem, platformClass, ScreenCardItem } from '../library/Cards';
import { EndlessGrid } from '../library/EndlessGrid';
import { locksAnything, Wall } from '../library/Wall';
import { matchingCodes } from './api';

const APP_TYPES: AppType[] = ['MOBILE', 'WEBSITE'];
/** Screens of at most this many matching codes, of which the section's title names the first few. */
const SCREEN_CODES = 10;
const SCREEN_CODES_NAMED = 3;

/**
 * `/search?q=`: the screens that show the words (their text, read by OCR) or come close to them in
 * meaning (the server's vectors: "빈 화면 일러스트" finds empty states), the screens whose pattern or
 * component matches them — of mobile apps or of websites, one chip away — then the matching apps and
 * websites. A free caller whose words match screens beyond their window sees the wall (the server's
 * counts and blurred previews) under those screens, or in their place when only locked ones match.
 */
export default function SearchPage() {
  const t = useT();
  const { lang } = useLang();
  const [search] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const patterns = matchingCodes('PATTERN', useCodes('PATTERN').data ?? [], q, lang, SCREEN_CODES);
  const components = matchingCodes('COMPONENT', useCodes('COMPONENT').data ?? [], q, lang, SCREEN_CODES);
  // The screens of the matching patterns, else of the matching components; the title names them.
  const matched = patterns.length ? patterns : components;
  const screenFilter = patterns.length ? { patternCodes: patterns.map((c) => c.code) } : components.length ? { componentCodes: components.map((c) => c.code) } : undefined;
  const matchedNames = matched.slice(0, SCREEN_CODES_NAMED).map((c) => t('search.quoted', { q: c.name })).join(', ') + (matched.length > SCREEN_CODES_NAMED ? ', …' : '');
  const [screenType, setScreenType] = useState<AppType>('MOBILE');
  const withText = useBrowseList<ImageCard>(['search-screen-text'], '/api/v2/apps/images', { type: screenType, keyword: q.slice(0, 100), meaning: true }, { enabled: Boolean(q) });
  const screens = useBrowseList<ImageCard>(['search-screens'], '/api/v2/apps/images', { type: screenType, ...screenFilter }, { enabled: Boolean(q && screenFilter) });
  // When the caller's window holds none of those screens, the wall says what a membership adds.
  const screensWall = locksAnything(screens.locked) ? <Wall locked={screens.locked} type={screenType} /> : null;
  const wall = locksAnything(withText.locked) ? <Wall locked={withText.locked} type={screenType} /> : null;
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
        <EndlessGrid<ImageCard>
          query={withText}
          auto={false}
          className={platformClass('masonry', screenType)}
          empty={wall ?? t('search.noScreenText')}
          end={wall}
          itemKey={(s, i) => s.imageId || String(i)}
          renderItem={(s) => <ScreenCardItem image={s} />}
        />
      </section>
      {screenFilter ? (
        <section aria-labelledby="search-screens">
          <h2 id="search-screens">{t('search.screensOf', { names: matchedNames })}</h2>
          <EndlessGrid<ImageCard>
            query={screens}
            auto={false}
            className={platformClass('masonry', screenType)}
            {...(screensWall && { empty: screensWall })}
            itemKey={(s, i) => s.imageId || String(i)}
            renderItem={(s) => <ScreenCardItem image={s} />}
          />
        </section>
      ) : null}
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
