import { withParticle } from '@screenshelf/kit/lang';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { en } from './en';
import { ko, type MessageKey } from './ko';
import { applyLang, type Lang } from './lang';
import { setRequestLang } from '../api';

type Messages = Partial<Record<MessageKey, string>>;
const messages: Record<Lang, Messages> = { ko: { ...ko }, en: { ...en } };

/**
 * Adds the copy a lazily loaded part brings with it (the admin console's, features/admin/messages.ts),
 * so the pages every visitor loads do not carry it.
 */
export function addMessages(more: Record<Lang, Messages>): void {
  Object.assign(messages.ko, more.ko);
  Object.assign(messages.en, more.en);
}

/** Whether a key built at run time (`market.status.${status}`) names a message. */
export const hasMessage = (key: string): key is MessageKey => key in messages.ko;

interface LangState {
  lang: Lang;
  setLang(lang: Lang): void;
}

const LangContext = createContext<LangState | null>(null);

export function I18nProvider({ initialLang, children }: { initialLang: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState(initialLang);
  // Set during render, so the calls this render starts already carry the language.
  setRequestLang(lang);
  const value = useMemo<LangState>(
    () => ({
      lang,
      setLang(next) {
        applyLang(next);
        setLangState(next);
      },
    }),
    [lang],
  );
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

export function useLang(): LangState {
  const state = useContext(LangContext);
  if (!state) throw new Error('useLang needs an <I18nProvider> above it');
  return state;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (lang: string, n: number) => {
  if (!pluralRules.has(lang)) pluralRules.set(lang, new Intl.PluralRules(lang));
  return pluralRules.get(lang)!.select(n);
};

/**
 * A message with its values: `{name}` is replaced by `values.name`; `{name|one|other}` by the word
 * that agrees with that number in the language (Intl.PluralRules: "1 more app", "2 more apps"; a
 * number written "1,234" counts as 1234); and, in Korean, `{name:을/를}` by the value with the
 * particle its last syllable takes (kit/lang's withParticle: "그룹 프로로", "템플릿을"), never "(으)로".
 */
export function formatMessage(lang: string, message: string, values?: Record<string, string | number>): string {
  return message.replace(/\{(\w+)(?:\|([^|{}]*)\|([^|{}]*)|:([^|{}:]+))?\}/g, (whole, name: string, one?: string, other?: string, particle?: string) => {
    const value = values?.[name];
    if (value === undefined) return whole;
    if (particle !== undefined) return withParticle(String(value), particle);
    if (one === undefined || other === undefined) return String(value);
    const n = typeof value === 'number' ? value : Number(String(value).replace(/[^\d.-]/g, ''));
    return pluralOf(lang, n) === 'one' ? one : other;
  });
}

/** `t(key, values)` in the current language (`formatMessage`). */
export function useT(): Translate {
  const { lang } = useLang();
  return useCallback<Translate>((key, values) => formatMessage(lang, messages[lang][key] ?? messages.ko[key] ?? key, values), [lang]);
}
