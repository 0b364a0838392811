import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPANY } from '../../shared/company';
import { errorText } from '../../shared/errors';
import { useT, type MessageKey } from '../../shared/i18n';
import type { ModalApi } from '../../shared/modal';
import { useSession } from './session';

const SIGN_IN_ERRORS = ['SessionRequired', 'Callback', 'OAuthSignin', 'OAuthCallback', 'AccessDenied', 'Configuration'] as const;

/** The message for an Auth.js `error` parameter; unknown codes get the default one. */
export function signInErrorKey(error: string): MessageKey {
  return (SIGN_IN_ERRORS as readonly string[]).includes(error) ? (`signIn.error.${error}` as MessageKey) : 'signIn.error.Default';
}

/** The external-account button and the terms (product-spec §2 sign-in modal), shared by the modal and the page. */
export function SignInPanel({ callbackUrl = '/', error }: { callbackUrl?: string; error?: string }) {
  const t = useT();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const start = async () => {
    setBusy(true);
    setFailed('');
    try {
      await session.signIn({ callbackUrl });
    } catch (e) {
      console.error('[sign-in] could not start', e);
      setFailed(errorText(e, t));
      setBusy(false);
    }
  };
  return (
    <div className="sign-in">
      <h2 className="sign-in__title">{t('signIn.title')}</h2>
      <p className="sign-in__lead">{t('signIn.lead')}</p>
      {error || failed ? (
        <p className="sign-in__error" role="alert">
          {failed || t(signInErrorKey(error ?? ''))}
        </p>
      ) : null}
      <button type="button" className="button sign-in__google" onClick={() => void start()} disabled={busy} data-testid="sign-in-google">
        <span aria-hidden="true" className="sign-in__g">
          G
        </span>
        {t('signIn.withGoogle')}
      </button>
      <p className="sign-in__terms">
        {t('signIn.terms.before')}
        <a href={COMPANY.links.policy}>{t('signIn.terms.privacy')}</a>
        {t('signIn.terms.and')}
        <a href={COMPANY.links.terms}>{t('signIn.terms.tos')}</a>
        {t('signIn.terms.after')}
      </p>
    </div>
  );
}

/** Opens the sign-in modal; the sign-in comes back to `callbackUrl` (the current page by default). */
export function openSignIn(modal: ModalApi, callbackUrl = window.location.pathname + window.location.search) {
  return modal.open({ isCustom: true, moreData: <SignInPanel callbackUrl={callbackUrl} /> });
}

/** The sign-in page: `?callbackUrl=` where to return, `?error=` why the last attempt failed. */
export default function SignInPage() {
  const [params] = useSearchParams();
  const callbackUrl = params.get('callbackUrl') ?? '/';
  // Only paths on this site: the server refuses anything else too.
  const safeCallback = callbackUrl.startsWith('/') && !callbackUrl.startsWith('//') ? callbackUrl : '/';
  return (
    <section className="sign-in-page">
      <SignInPanel callbackUrl={safeCallback} error={params.get('error') ?? undefined} />
    </section>
  );
}
