import { useLang } from './I18nProvider';

/** A date (and time) in the page's language, in Korea time like every figure of the product; '—' for none. */
export function useDate() {
  const { lang } = useLang();
  return (iso: string | undefined, withTime = false) =>
    iso
      ? new Date(iso).toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US', { timeZone: 'Asia/Seoul', dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) })
      : '—';
}
