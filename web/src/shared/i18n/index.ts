export { addMessages, hasMessage, I18nProvider, useLang, useT, type Translate } from './I18nProvider';
export { useDate } from './date';
export { startupLang, type Lang } from './lang';
export type { MessageKey } from './ko';
