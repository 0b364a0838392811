export { I18nProvider, useLang, useT, type Translate } from './I18nProvider';
export { startupLang, type Lang } from './lang';
export type { MessageKey } from './ko';
