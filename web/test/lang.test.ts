import { describe, expect, test } from '@jest/globals';
import { langCookie, resolveLang } from '../src/shared/i18n/lang';

describe('resolveLang', () => {
  test('defaults to Korean', () => {
    expect(resolveLang('', '')).toEqual({ lang: 'ko', fromQuery: false });
  });

  test('reads the lang cookie among others', () => {
    expect(resolveLang('', 'sid=abc; lang=en; theme=dark')).toEqual({ lang: 'en', fromQuery: false });
  });

  test('?lang= overrides the cookie and asks to be stored', () => {
    expect(resolveLang('?type=MOBILE&lang=ko', 'lang=en')).toEqual({ lang: 'ko', fromQuery: true });
  });

  test('ignores values other than en and ko', () => {
    expect(resolveLang('?lang=fr', 'lang=de')).toEqual({ lang: 'ko', fromQuery: false });
  });
});

test('the cookie is kept 180 days for the whole site', () => {
  expect(langCookie('en')).toBe('lang=en; max-age=15552000; path=/; samesite=lax');
});
