import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { contactHref } from '../../shared/company';
import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { canSeeRevenue, closeAccount } from './api';
import { useSession } from './session';
import { openSignIn } from './SignIn';

/** The user menu (product-spec §2): account, contact, subscription, payments, revenue (sellers), access tokens, sign out or in, close account. */
export function UserMenu() {
  const t = useT();
  const session = useSession();
  const modal = useModal();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const user = session.data?.user;

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const closeAccountFlow = async () => {
    setOpen(false);
    if (!user) {
      await modal.alert({ title: t('account.noUser') });
      return;
    }
    const confirmed = await modal.open({
      title: t('account.close.title'),
      description: t('account.close.warning'),
      isConfirm: true,
      isDanger: true,
      okText: t('account.close.ok'),
    });
    if (!confirmed) return;
    try {
      await closeAccount();
    } catch (error) {
      console.error('[account] closing failed', error);
      await modal.alert({ title: t('account.closeFailed.title'), description: t('account.closeFailed.text') });
      return;
    }
    await modal.alert({ title: t('account.closed.title'), description: t('account.closed.text') });
    await session.update();
    navigate('/');
  };

  const item = (onClick: () => void) => () => {
    setOpen(false);
    onClick();
  };

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('menu.open')}
        data-testid="user-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {user?.image && !imageFailed ? (
          <img src={user.image} alt="" width={28} height={28} className="user-menu__avatar" onError={() => setImageFailed(true)} />
        ) : (
          <span className="user-menu__avatar user-menu__avatar--empty" aria-hidden="true">
            {user ? (user.name || user.email).slice(0, 1).toUpperCase() : '☰'}
          </span>
        )}
      </button>
      {open ? (
        <div className="user-menu__panel" role="menu">
          {user ? (
            <div className="user-menu__account" data-testid="current-account">
              <strong>{user.name || user.email}</strong>
              <span>{user.email}</span>
            </div>
          ) : null}
          <Link role="menuitem" to="/membership" className="user-menu__item user-menu__item--mobile" onClick={() => setOpen(false)}>
            {t('nav.membership')}
          </Link>
          {user ? (
            <>
              <Link role="menuitem" to="/membership#subscription" className="user-menu__item" onClick={() => setOpen(false)}>
                {t('menu.subscription')}
              </Link>
              <Link role="menuitem" to="/membership/payments" className="user-menu__item" onClick={() => setOpen(false)}>
                {t('menu.payments')}
              </Link>
              <Link role="menuitem" to="/orders" className="user-menu__item" onClick={() => setOpen(false)} data-testid="menu-orders">
                {t('menu.orders')}
              </Link>
              {canSeeRevenue(user) ? (
                <Link role="menuitem" to="/seller?tab=revenues" className="user-menu__item" onClick={() => setOpen(false)} data-testid="menu-revenues">
                  {t('menu.revenues')}
                </Link>
              ) : null}
              {user.role === 'ADMIN' ? (
                <Link role="menuitem" to="/admin" className="user-menu__item" onClick={() => setOpen(false)} data-testid="menu-admin">
                  {t('menu.admin')}
                </Link>
              ) : null}
              <Link role="menuitem" to="/bookmarks" className="user-menu__item" onClick={() => setOpen(false)}>
                {t('menu.bookmarks')}
              </Link>
              <Link role="menuitem" to="/collections" className="user-menu__item" onClick={() => setOpen(false)} data-testid="menu-collections">
                {t('menu.collections')}
              </Link>
              <Link role="menuitem" to="/tokens" className="user-menu__item" onClick={() => setOpen(false)} data-testid="menu-tokens">
                {t('menu.tokens')}
              </Link>
            </>
          ) : null}
          <Link role="menuitem" to={contactHref} className="user-menu__item" onClick={() => setOpen(false)}>
            {t('nav.contact')}
          </Link>
          {user ? (
            <>
              <button role="menuitem" type="button" className="user-menu__item" data-testid="sign-out" onClick={item(() => void session.signOut({ redirect: false }).then(() => navigate('/')))}>
                {t('menu.signOut')}
              </button>
              <button role="menuitem" type="button" className="user-menu__item user-menu__item--danger" onClick={() => void closeAccountFlow()}>
                {t('menu.closeAccount')}
              </button>
            </>
          ) : (
            <button role="menuitem" type="button" className="user-menu__item" onClick={item(() => void openSignIn(modal))}>
              {t('nav.signIn')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
