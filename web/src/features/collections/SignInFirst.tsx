import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { openSignIn } from '../auth/SignIn';
import './messages';

/** What a visitor sees on a page of their own boards: why to sign in, and the way to. */
export function SignInFirst() {
  const t = useT();
  const modal = useModal();
  return (
    <section className="status">
      <p>{t('collections.signIn')}</p>
      <button type="button" className="button" onClick={() => void openSignIn(modal)}>
        {t('nav.signIn')}
      </button>
    </section>
  );
}
