import { cutAtWord, type Lang } from '@screenshelf/kit';
import { markerOf, titleIn, type SourceItem } from './items.js';

const KIND_WORDS: Record<Lang, Record<string, string>> = {
  ko: { IMAGE: '화면', APP: '앱', CONTENT: '아티클', PRODUCT: '마켓 상품' },
  en: { IMAGE: 'screen', APP: 'app', CONTENT: 'article', PRODUCT: 'marketplace product' },
};

const SNIPPET_CHARS = 80;

/** Says the answer was put together from search results, never passed off as a model's words. */
export const COMPOSED_NOTE: Record<Lang, string> = {
  ko: '(이 답변은 언어 모델이 아니라 라이브러리 검색 결과로 자동 구성되었습니다.)',
  en: '(This answer was composed from the library’s search results, not written by a language model.)',
};

/** The free tier's line: more matched than the caller's plan opens. */
export function lockedNote(locked: number, lang: Lang): string {
  if (locked <= 0) return '';
  return lang === 'ko'
    ? `멤버십에 가입하면 관련 항목 ${locked}개를 더 볼 수 있습니다.`
    : `${locked} more matching item${locked === 1 ? '' : 's'} can be opened with a membership.`;
}

/** What a model answer that cited nothing real becomes. */
export const REFUSED: Record<Lang, string> = {
  ko: '라이브러리에서 확인할 수 있는 근거로 답하지 못했습니다. 질문을 바꿔서 다시 물어봐 주세요.',
  en: 'I could not answer with sources from the library that you can open. Please ask in another way.',
};

const oneLine = (text: string) => cutAtWord(text, SNIPPET_CHARS);

/**
 * The local composer: a deterministic answer in `lang` from the retrieved items, one line per item
 * with its marker (numbered by CitationGate), ending with the note that it was composed. Pure.
 */
export function composeAnswer(question: string, items: SourceItem[], lang: Lang): string {
  const q = oneLine(question);
  const lines: string[] = [];
  if (items.length === 0) {
    lines.push(
      lang === 'ko'
        ? `‘${q}’와 관련된 항목을 라이브러리에서 찾지 못했습니다. 다른 말로 물어봐 주세요.`
        : `I found nothing in the library about “${q}”. Try asking in other words.`,
    );
  } else {
    lines.push(
      lang === 'ko'
        ? `‘${q}’에 대해 라이브러리에서 찾은 ${items.length}개 항목입니다.`
        : `Here ${items.length === 1 ? 'is 1 item' : `are ${items.length} items`} from the library for “${q}”.`,
    );
    for (const item of items) {
      const kind = KIND_WORDS[lang][item.kind] ?? item.kind;
      const snippet = item.snippet ? ` — ${oneLine(item.snippet)}` : '';
      lines.push(`- ${titleIn(item, lang)} (${kind})${snippet} ${markerOf(item)}`);
    }
  }
  lines.push(COMPOSED_NOTE[lang]);
  return lines.join('\n');
}
