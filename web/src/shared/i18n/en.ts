import type { MessageKey } from './ko';

/** English copy: exactly the keys of `ko.ts`. */
export const en: Record<MessageKey, string> = {
  'nav.label': 'Library',
  'nav.mobile': 'Mobile',
  'nav.website': 'Website',
  'nav.switchLang': '한국어',

  'hero.eyebrow': 'A library of screens from real, released apps and websites',
  'hero.title': 'Saves 80% of your design research time',
  'hero.body': 'A new screen every day. Find references by category, pattern, MAU and colour.',
  'hero.cta': 'Browse the library',

  'library.title.MOBILE': 'Mobile apps',
  'library.title.WEBSITE': 'Websites',
  'library.mau': 'MAU {count}',
  'library.loading': 'Loading…',
  'library.empty': 'No services here yet.',
  'library.retry': 'Try again',

  'error.server': 'A server error occurred.',

  'notFound.title': 'Page not found',
  'notFound.body': 'The address has changed or the page does not exist.',
  'notFound.home': 'Go home',
};
