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

/** `t(key, values)` in the current language; `{name}` in a message is replaced by `values.name`. */
export function useT(): Translate {
  const { lang } = useLang();
  return useCallback<Translate>(
    (key, values) => (messages[lang][key] ?? messages.ko[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole)),
    [lang],
  );
}
