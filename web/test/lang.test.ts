import { describe, expect, test } from '@jest/globals';
import { browserLang, langCookie, resolveLang } from '../src/shared/i18n/lang';

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

  test('on the landing paths, without a cookie, the browser language decides', () => {
    expect(resolveLang('', '', { pathname: '/', languages: ['en-GB', 'ko'] })).toEqual({ lang: 'en', fromQuery: false });
    expect(resolveLang('', '', { pathname: '/landing', languages: ['ko-KR'], timeZone: 'Europe/London' })).toEqual({ lang: 'ko', fromQuery: false });
  });

  test('the browser is not asked off the landing paths, nor when a cookie or ?lang= says otherwise', () => {
    expect(resolveLang('', '', { pathname: '/website', languages: ['en-US'] }).lang).toBe('ko');
    expect(resolveLang('', 'lang=ko', { pathname: '/', languages: ['en-US'] }).lang).toBe('ko');
    expect(resolveLang('?lang=ko', '', { pathname: '/', languages: ['en-US'] }).lang).toBe('ko');
  });
});

describe('browserLang', () => {
  test('a language other than ko or en falls back to the time zone', () => {
    expect(browserLang({ languages: ['fr-FR'], timeZone: 'Asia/Seoul' })).toBe('ko');
    expect(browserLang({ languages: ['fr-FR'], timeZone: 'Europe/Paris' })).toBe('en');
  });

  test('the time zone is read only when the languages do not decide (reading it costs a long task)', () => {
    let reads = 0;
    const hints = (languages: string[]) => ({
      languages,
      get timeZone() {
        reads += 1;
        return 'Asia/Seoul';
      },
    });
    expect(browserLang(hints(['en-GB']))).toBe('en');
    expect(reads).toBe(0);
    expect(browserLang(hints(['fr-FR']))).toBe('ko');
    expect(reads).toBe(1);
  });

  test('without language or time zone it is Korean', () => {
    expect(browserLang({})).toBe('ko');
    expect(browserLang({ languages: ['ja'] })).toBe('ko');
  });
});

test('the cookie is kept 180 days for the whole site', () => {
  expect(langCookie('en')).toBe('lang=en; max-age=15552000; path=/; samesite=lax');
});

describe('formatMessage', () => {
  test('puts values in, and the word that agrees with a number in its language', async () => {
    const { formatMessage } = await import('../src/shared/i18n/I18nProvider');
    const message = '{apps} more {apps|app|apps} and {screens} {screens|screen|screens}';
    expect(formatMessage('en', message, { apps: 1, screens: '1,234' })).toBe('1 more app and 1,234 screens');
    expect(formatMessage('en', message, { apps: '0', screens: 1 })).toBe('0 more apps and 1 screen');
    expect(formatMessage('en', 'Hello {name}, {missing}', { name: 'Ana' })).toBe('Hello Ana, {missing}');
    expect(formatMessage('ko', '앱 {apps}개', { apps: 1 })).toBe('앱 1개');
  });
});
