import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { useSession } from './session';

/**
 * The forced-logout modal (product-spec §4, §8): when the session check reports the session ended
 * (the account signed in on another device), the user is already signed out; this explains why and
 * offers the membership page or signing in again. Every word of it is the SPA's own copy in the UI
 * language: the server's message is only the session-invalidated notice, and the server may have
 * answered in another language than the page shows.
 */
export function SessionGuard() {
  const session = useSession();
  const modal = useModal();
  const navigate = useNavigate();
  const t = useT();
  const { onInvalidated, signOut, signIn } = session;

  useEffect(
    () =>
      onInvalidated(() => {
        void (async () => {
          const logIn = await modal.open({
            title: t('forcedLogout.title'),
            description: t('forcedLogout.text'),
            message: t('forcedLogout.message'),
            isConfirm: true,
            notClose: true,
            okText: t('forcedLogout.logIn'),
            cancelText: t('forcedLogout.membership'),
          });
          await signOut({ redirect: false }).catch((error: unknown) => console.error('[session] sign-out failed', error));
          if (!logIn) {
            navigate('/membership');
            return;
          }
          try {
            await signIn({ callbackUrl: '/' });
          } catch (error) {
            console.error('[session] sign-in after forced logout failed', error);
            navigate('/');
          }
        })();
      }),
    [onInvalidated, signOut, signIn, modal, navigate, t],
  );
  return null;
}
