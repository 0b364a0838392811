import type { Lang } from '@screenshelf/kit';

/** What an answer may cite: an item search.Retrieve returned for this caller (kit gen RetrievedItem, the fields used here). */
export interface SourceItem {
  kind: string;
  id: string;
  title: string;
  titleEn: string;
  image: string;
  link: string;
  appId: string;
  snippet: string;
  /** A screen's or flow's pattern code and a screen's component codes (empty for other kinds). */
  patternCode?: string;
  componentCodes?: string[];
  /** The English half of a bilingual text (a product's blurb; a flow's English step labels), whole; empty when it has none. */
  snippetEn?: string;
}

/** A citation as the answer carries it (chatbot.proto Citation). */
export interface Citation {
  type: string;
  id: string;
  title: string;
  image: string;
  link: string;
  appId: string;
}

/** The marker that names an item inside an answer's text, for a model to copy: `[[IMAGE:abc]]`. */
export const markerOf = (item: Pick<SourceItem, 'kind' | 'id'>) => `[[${item.kind}:${item.id}]]`;

export const titleIn = (item: SourceItem, lang: Lang) => (lang === 'en' && item.titleEn ? item.titleEn : item.title || item.titleEn);

/** The kinds whose English text is a field of its own (snippetEn): a product's blurb, a flow's step labels. */
const ENGLISH_TEXT_KINDS = new Set(['PRODUCT', 'FLOW']);

/** An item's text in the answer's language: its English half in English where it has one, never a Korean text in English. */
export function textIn(item: SourceItem, lang: Lang): string {
  const text = lang === 'en' && ENGLISH_TEXT_KINDS.has(item.kind) ? (item.snippetEn ?? '') : item.snippet;
  return text && (lang === 'ko' || !/\p{Script=Hangul}/u.test(text)) ? text : '';
}

export const citationOf = (item: SourceItem, lang: Lang): Citation => ({
  type: item.kind,
  id: item.id,
  title: titleIn(item, lang),
  image: item.image,
  link: item.link,
  appId: item.appId,
});
