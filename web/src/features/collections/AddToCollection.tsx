import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { useSession } from '../auth/session';
import { openSignIn, SignInPanel } from '../auth/SignIn';
import { useCollectionChanges, useCollections, type CollectionTarget } from './api';
import './messages';

export interface CollectTarget {
  targetType: CollectionTarget;
  targetId: string;
}

/**
 * "Add to collection" on a card, in the screen viewer or on a flow: the caller's boards in a dialog;
 * a visitor is asked to sign in first, as the bookmark button does. On a card it sits beside the
 * card's link (never inside it), so a click here never opens the card.
 * `compact`: a small "+ Board" chip for cards ("+" alone on touch screens); otherwise the viewer's full-word button.
 */
export function AddToCollectionButton({
  targetType,
  targetId,
  compact = false,
  className,
}: CollectTarget & { compact?: boolean; className?: string }) {
  const t = useT();
  const modal = useModal();
  const session = useSession();
  const open = (event: MouseEvent) => {
    // A card's button must not follow the card's link or open its viewer.
    event.preventDefault();
    event.stopPropagation();
    // While the session is still loading the dialog opens and waits for it (a member is not asked to sign in).
    if (session.status === 'unauthenticated') return void openSignIn(modal);
    const opener = event.currentTarget as HTMLButtonElement;
    void modal
      .open({
        isCustom: true,
        moreData: (close) => <AddToCollectionPanel targetType={targetType} targetId={targetId} onClose={() => close(false)} />,
      })
      // Focus comes back to the button (in the viewer, to the viewer's own buttons).
      .then(() => opener.isConnected && opener.focus());
  };
  return (
    <button
      type="button"
      className={[compact ? 'collect-chip' : 'icon-button', className].filter(Boolean).join(' ')}
      onClick={open}
      aria-label={compact ? t('collections.add') : undefined}
      title={t('collections.add')}
      data-testid="add-to-collection"
    >
      {compact ? (
        <>
          +<span className="collect-chip__word"> {t('collections.board')}</span>
        </>
      ) : (
        t('collections.add')
      )}
    </button>
  );
}

/** The dialog's body: each board the caller may edit, one click to add; a new board inline. */
export function AddToCollectionPanel({ targetType, targetId, onClose }: CollectTarget & { onClose(): void }) {
  const t = useT();
  const session = useSession();
  const boards = useCollections(session.status === 'authenticated');
  const { addItem, create } = useCollectionChanges();
  // The boards added to while the dialog is open: the list does not say which boards hold the item.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [name, setName] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  // Focus starts in the dialog, so the keyboard reaches the boards first.
  useEffect(() => panel.current?.focus(), []);

  const addTo = async (collectionId: string) => {
    setBusy(collectionId);
    setFailure(null);
    try {
      // A repeat answers the existing item, so adding twice is harmless.
      await addItem.mutateAsync({ collectionId, targetType, targetId });
      setAdded((before) => new Set(before).add(collectionId));
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const addToNew = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('new');
    setFailure(null);
    try {
      const board = await create.mutateAsync({ name: name.trim() });
      setName('');
      await addTo(board.collectionId);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(null);
    }
  };

  if (session.status === 'unauthenticated')
    return <SignInPanel callbackUrl={window.location.pathname + window.location.search} />;
  const editable = (boards.data ?? []).filter((b) => b.canEdit);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      className="collect"
      data-testid="collect-panel"
      onKeyDown={(event) => {
        // Keys stay in the dialog: the screen viewer under it listens on the window (arrows, Tab, Escape).
        event.stopPropagation();
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 className="modal__title">{t('collections.addTitle')}</h2>
      {boards.isPending ? (
        <p className="status">{t('library.loading')}</p>
      ) : boards.isError ? (
        <p className="form-error" role="alert">
          {errorText(boards.error, t)}
        </p>
      ) : editable.length === 0 ? (
        <p className="hint">{t('collections.noBoards')}</p>
      ) : (
        <ul className="collect__boards">
          {editable.map((board) => {
            const done = added.has(board.collectionId);
            return (
              <li key={board.collectionId}>
                <button
                  type="button"
                  className={`collect__board${done ? ' collect__board--added' : ''}`}
                  aria-pressed={done}
                  aria-label={done ? `${board.name}: ${t('collections.added')}` : t('collections.addTo', { name: board.name })}
                  disabled={busy !== null}
                  onClick={() => void addTo(board.collectionId)}
                  data-testid="collect-board"
                >
                  {board.covers[0] ? (
                    <img src={board.covers[0]} alt="" className="collect__cover" />
                  ) : (
                    <span className="collect__cover" aria-hidden="true" />
                  )}
                  <span className="collect__name">
                    {board.name}
                    {board.team ? <span className="badge">{t('collections.team')}</span> : null}
                  </span>
                  <span className="collect__state">
                    {done ? `✓ ${t('collections.added')}` : t('collections.items', { count: board.itemCount })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="inline-form collect__new" onSubmit={(e) => void addToNew(e)}>
        <label className="field">
          {t('collections.new')}
          <input
            value={name}
            maxLength={60}
            placeholder={t('collections.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            data-testid="collect-new-name"
          />
        </label>
        <button type="submit" className="button button--small" disabled={busy !== null || !name.trim()} data-testid="collect-new">
          {t('collections.newAndAdd')}
        </button>
      </form>
      {failure ? (
        <p className="form-error" role="alert" data-testid="collect-error">
          {failure}
        </p>
      ) : null}
      <div className="modal__actions">
        <Link to="/collections" className="button button--quiet" onClick={onClose}>
          {t('collections.title')}
        </Link>
        <button type="button" className="button" onClick={onClose}>
          {t('modal.close')}
        </button>
      </div>
    </div>
  );
}
