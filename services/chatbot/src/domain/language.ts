import { DEFAULT_LANG, isLang, type Lang } from '@screenshelf/kit';

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/u;
const LATIN = /[A-Za-z]/;

/**
 * The language an answer is written in: the question's own (any Hangul → ko, Latin letters only →
 * en), else the interface language the caller sent, else Korean.
 */
export function answerLanguage(question: string, interfaceLang: string): Lang {
  if (HANGUL.test(question)) return 'ko';
  if (LATIN.test(question)) return 'en';
  return isLang(interfaceLang) ? interfaceLang : DEFAULT_LANG;
}
