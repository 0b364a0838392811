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

describe('Korean particles', () => {
  test('a value takes the particle its last syllable needs, never "(으)로" or "을(를)"', async () => {
    const { formatMessage } = await import('../src/shared/i18n/I18nProvider');
    expect(formatMessage('ko', '{plan:으로/로} 변경을 예약할까요?', { plan: '그룹 프로' })).toBe('그룹 프로로 변경을 예약할까요?');
    expect(formatMessage('ko', '{plan:으로/로} 변경을 예약할까요?', { plan: '스타터' })).toBe('스타터로 변경을 예약할까요?');
    expect(formatMessage('ko', '{title:을/를} 구매했어요.', { title: 'UI 키트' })).toBe('UI 키트를 구매했어요.');
    expect(formatMessage('ko', '{title:을/를} 구매했어요.', { title: '모바일 템플릿' })).toBe('모바일 템플릿을 구매했어요.');
    expect(formatMessage('ko', '{title:이/가} 없어요', { title: '책' })).toBe('책이 없어요');
  });

  test('no message writes a particle in parentheses, and every particle pair is one the library knows', async () => {
    const { ko } = await import('../src/shared/i18n/ko');
    const { adminKo } = await import('../src/shared/i18n/admin-ko');
    const { ERROR_CATALOGUE } = await import('@screenshelf/kit');
    const texts = [
      ...Object.values(ko),
      ...Object.values(adminKo),
      ...Object.values(ERROR_CATALOGUE as Record<string, { ko: string; variants?: Record<string, { ko: string }> }>).flatMap((e) => [e.ko, ...Object.values(e.variants ?? {}).map((v) => v.ko)]),
    ];
    expect(texts.filter((t) => /\((으|을|를|이|가|은|는|와|과)\)|(을|를|이|가|은|는|와|과)\((을|를|이|가|은|는|와|과)\)/.test(t))).toEqual([]);
    const known = ['이/가', '을/를', '은/는', '으로/로', '와/과', '이나/나', '이에/에', '이란/란', '아/야', '이랑/랑', '이에요/예요', '으로서/로서', '으로써/로써', '으로부터/로부터', '이라/라'];
    const used = texts.flatMap((t) => [...t.matchAll(/\{\w+:([^{}]+)\}/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((p) => !known.includes(p))).toEqual([]);
  });

  test('a plan has one Korean and one English name: the web says what the membership plans are called', async () => {
    const { readFileSync } = await import('node:fs');
    const { ko } = await import('../src/shared/i18n/ko');
    const { en } = await import('../src/shared/i18n/en');
    const sql = readFileSync(new URL('../../services/membership/migrations/0001_memberships.sql', import.meta.url), 'utf8');
    const plans = [...sql.matchAll(/\('(\w+)', '([^']+)', '([^']+)', \d+/g)].map((m) => ({ plan: m[1]!, ko: m[2]!, en: m[3]! }));
    expect(plans.map((p) => p.plan)).toEqual(['STARTER', 'PERSONAL_PRO', 'GROUP_PRO']);
    for (const p of plans) {
      expect(ko[`plan.${p.plan}` as keyof typeof ko]).toBe(p.ko);
      expect(en[`plan.${p.plan}` as keyof typeof en]).toBe(p.en);
    }
    // The Korean copy names the paid plans only by those names.
    expect(Object.values(ko).filter((t) => /퍼스널|개인 플랜|프로 개인/.test(t))).toEqual([]);
  });
});
