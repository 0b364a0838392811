import type { Request } from 'express';

export type Lang = 'en' | 'ko';

/** product-spec §2: the lang query parameter overrides the lang cookie; Korean only when asked for. */
export function langOf(req: Request): Lang {
  const query = typeof req.query.lang === 'string' ? req.query.lang : undefined;
  const cookie = (req.cookies as Record<string, string | undefined> | undefined)?.lang;
  return (query ?? cookie) === 'ko' ? 'ko' : 'en';
}

/** Copy the gateway itself writes (product-spec §8), in both languages. */
export const MESSAGES = {
  signedInElsewhere: {
    en: 'You were logged out because you signed in on another device',
    ko: '다른 기기에서 로그인하여 로그아웃되었습니다.',
  },
  sessionEnded: {
    en: 'Your session has ended. Please sign in again.',
    ko: '세션이 만료되었습니다. 다시 로그인해주세요.',
  },
  enterEmail: { en: 'Enter the email.', ko: '이메일을 입력해주세요.' },
  accountClosed: { en: 'Your account has been successfully closed.', ko: '계정이 정상적으로 탈퇴되었습니다.' },
  signInTitle: { en: 'Sign in to Screenshelf', ko: 'Screenshelf 로그인' },
  signInWith: { en: 'Sign in with', ko: '다음으로 로그인:' },
  terms: {
    en: 'By signing in you agree to the privacy policy and the terms of service.',
    ko: '로그인하면 개인정보처리방침과 이용약관에 동의하게 됩니다.',
  },
  SessionRequired: { en: 'Please sign in to see this page.', ko: '이 페이지를 보려면 로그인해주세요.' },
  Callback: { en: 'Sign-in did not complete. Please try again.', ko: '로그인을 완료하지 못했습니다. 다시 시도해주세요.' },
  Default: { en: 'Unable to sign in.', ko: '로그인할 수 없습니다.' },
} as const;
