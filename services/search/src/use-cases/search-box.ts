import { seesWholeLibrary, type Caller } from '@screenshelf/kit';
import { toImageCard } from '../cards.js';
import type { LibraryFilters } from '../domain/browse.js';
import type { CodeBook } from '../domain/codes.js';
import { nearestCodes, understandQuery, type Reading } from '../domain/understand.js';
import type { SearchContext } from './context.js';

/** The names and synonyms of the pattern and component codes a query named (words a screen may show). */
const codeWords = (book: CodeBook, reading: Reading) =>
  [
    ...new Set(
      [...reading.patternCodes.map((c) => book.entry('PATTERN', c)), ...reading.componentCodes.map((c) => book.entry('COMPONENT', c))]
        .flatMap((e) => (e ? [e.name, e.nameEn, ...(e.synonyms ?? [])] : []))
        .filter((w) => w.trim().length >= 2),
    ),
  ].slice(0, 40);

/**
 * The search box (BrowseImages with a keyword and `meaning`, issue 28): the keyword is read against
 * the codes' vocabulary (domain/understand.ts). What it names — patterns, components, categories,
 * a platform, a MAU size (members only) — narrows the screens; the words left over are looked for
 * in the screens' text, then by meaning, under those codes; the first page is then filled with
 * the other screens of the codes. Nothing understood: text, then meaning, as before. An empty
 * answer carries the patterns and components nearest to the keyword.
 */
export function searchBox(ctx: SearchContext) {
  const { library, visibleAppIds, withSimilarScreens, lockedOf, vocabularyOf } = ctx;

  return async (filters: LibraryFilters, book: CodeBook, caller: Caller) => {
    const { vocabulary, typeOf } = await vocabularyOf(book);
    const reading: Reading = understandQuery(filters.keyword!, vocabulary, { mayFilterByMau: seesWholeLibrary(caller) });
    // Apps named ("토스 송금"): their screens, of their type unless a platform word says otherwise.
    const appTypes = [...new Set(reading.appIds.map((id) => typeOf.get(id)))];
    const appType = appTypes.length === 1 && (appTypes[0] === 'MOBILE' || appTypes[0] === 'WEBSITE') ? appTypes[0] : undefined;
    const understood = reading.understood.length > 0;
    const narrowed: LibraryFilters = understood
      ? {
          ...filters,
          type: reading.type ?? appType ?? filters.type,
          categoryCodes: [...new Set([...filters.categoryCodes, ...book.expand('CATEGORY', reading.categoryCodes)])],
          patternCodes: [...new Set([...filters.patternCodes, ...book.expand('PATTERN', reading.patternCodes)])],
          componentCodes: [...filters.componentCodes, ...book.expandEach('COMPONENT', reading.componentCodes)],
          minMau: reading.minMau ?? filters.minMau,
          maxMau: reading.maxMau ?? filters.maxMau,
          keyword: reading.rest || undefined,
        }
      : filters;
    const visible = await visibleAppIds(caller, narrowed.type);
    // The screens looked for: of the apps named (those the caller may open), else of the caller's window.
    const apps = reading.appIds.length ? reading.appIds.filter((id) => !visible || visible.includes(id)) : visible;
    const [page, locked] = await Promise.all([
      (async () => {
        // The codes' screens that also show (or mean) the remaining words, then their other screens.
        const under = async (narrow: LibraryFilters) => {
          let found = await library.browseImages(narrow, apps);
          if (narrow.keyword) found = await withSimilarScreens(true, narrow, apps, found);
          if (understood && narrow.keyword && filters.offset === 0 && found.length < filters.limit) {
            const seen = new Set(found.map(({ doc }) => doc.imageId));
            const more = await library.browseImages({ ...narrow, keyword: undefined }, apps);
            found = [...found, ...more.filter(({ doc }) => !seen.has(doc.imageId))].slice(0, filters.limit);
          }
          return found;
        };
        let found = await under(narrowed);
        if (!understood || found.length || filters.offset > 0) return found;
        // Nothing carries every code: a pattern (or category) with a component named ("checkout
        // bottom sheet") is looked for without the components before anything else.
        if (reading.componentCodes.length && (reading.patternCodes.length || reading.categoryCodes.length)) {
          found = await under({ ...narrowed, componentCodes: filters.componentCodes });
          if (found.length) return found;
        }
        // Then without the category named ("shopping basket": the carts of every kind of app).
        if (reading.categoryCodes.length && (reading.patternCodes.length || reading.componentCodes.length)) {
          found = await under({ ...narrowed, categoryCodes: filters.categoryCodes });
          if (found.length) return found;
        }
        // No screen carries the codes (a library without Favorites screens): the screens that show
        // one of their words ("Saved", "찜"), else the whole keyword by meaning.
        const words = codeWords(book, reading);
        const relaxed: LibraryFilters = { ...narrowed, patternCodes: filters.patternCodes, componentCodes: filters.componentCodes, keyword: undefined, anyKeywords: words };
        found = words.length ? await library.browseImages(relaxed, apps) : [];
        if (!found.length) found = await withSimilarScreens(true, { ...relaxed, anyKeywords: undefined, keyword: filters.keyword }, apps, []);
        return found;
      })(),
      lockedOf(understood ? { ...narrowed, keyword: undefined } : narrowed, 'screens', visible),
    ]);
    const emptyAnswer = page.length === 0 && filters.offset === 0;
    return {
      data: page.map(({ doc, score }) => toImageCard(doc, book, score)),
      locked,
      understood: reading.understood,
      didYouMean: reading.didYouMean ?? '',
      suggestions: emptyAnswer ? nearestCodes(filters.keyword!, vocabulary).map((s) => ({ ...s, text: '' })) : [],
    };
  };
}

export type SearchBox = ReturnType<typeof searchBox>;
