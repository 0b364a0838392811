import { useCallback, useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { useSession } from '../auth/session';
import {
  isMissing,
  sharedBoardUrl,
  useCollection,
  useCollectionChanges,
  type CollectionDetail,
  type CollectionItem,
} from './api';
import { ItemView } from './ItemView';
import './messages';
import { SignInFirst } from './SignInFirst';

/**
 * /collections/:collectionId — one board: rename, share by link, its items in order with their
 * notes; move an item by dragging it or with its up and down buttons, remove it. Locked items (the
 * caller's plan does not open their app) show in the wall's look. What the caller may change is
 * the server's word (`canEdit`).
 */
export default function BoardPage() {
  const { collectionId = '' } = useParams();
  const t = useT();
  const session = useSession();
  const board = useCollection(collectionId, session.status === 'authenticated');
  if (session.status === 'unauthenticated') return <SignInFirst />;
  if (board.isPending) return <p className="status">{t('library.loading')}</p>;
  if (board.isError) {
    return (
      <div className="status status--error" role="alert">
        <p>{isMissing(board.error) ? t('collections.notFound') : errorText(board.error, t)}</p>
        <Link to="/collections" className="button button--quiet">
          {t('collections.back')}
        </Link>
      </div>
    );
  }
  return <Board board={board.data} />;
}

/** Runs a change to the board; a refusal is shown in the server's words. Answers whether it went through. */
function useChange() {
  const t = useT();
  const modal = useModal();
  return useCallback(
    async (change: () => Promise<unknown>) => {
      try {
        await change();
        return true;
      } catch (error) {
        await modal.alert({ title: t('collections.changeFailed'), description: errorText(error, t) });
        return false;
      }
    },
    [modal, t],
  );
}

function Board({ board }: { board: CollectionDetail }) {
  const t = useT();
  const modal = useModal();
  const change = useChange();
  const navigate = useNavigate();
  const { remove } = useCollectionChanges();
  const deleteBoard = async () => {
    const ok = await modal.open({
      title: t('collections.deleteTitle', { name: board.name }),
      description: t('collections.deleteText'),
      isConfirm: true,
      isDanger: true,
      okText: t('collections.delete'),
    });
    if (ok && (await change(() => remove.mutateAsync(board.collectionId)))) navigate('/collections');
  };
  return (
    <article className="board" data-testid="board">
      <Link to="/collections" className="board__back">
        ← {t('collections.back')}
      </Link>
      <header className="board__head">
        <BoardName board={board} />
        <p className="board__meta">
          {t('collections.items', { count: board.itemCount })}
          {board.team ? <span className="badge">{t('collections.team')}</span> : null}
          {board.canEdit ? null : <span className="badge">{t('collections.readOnly')}</span>}
        </p>
      </header>
      {board.canEdit ? <ShareControls board={board} /> : null}
      <BoardItems board={board} />
      {board.canEdit ? (
        <p className="board__danger">
          <button
            type="button"
            className="button button--quiet button--small"
            disabled={remove.isPending}
            onClick={() => void deleteBoard()}
            data-testid="board-delete"
          >
            {t('collections.delete')}
          </button>
        </p>
      ) : null}
    </article>
  );
}

function BoardName({ board }: { board: CollectionDetail }) {
  const t = useT();
  const change = useChange();
  const { update } = useCollectionChanges();
  const [draft, setDraft] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft !== null && (await change(() => update.mutateAsync({ collectionId: board.collectionId, name: draft.trim() }))))
      setDraft(null);
  };
  if (draft === null) {
    return (
      <div className="board__title">
        <h1>{board.name}</h1>
        {board.canEdit ? (
          <button type="button" className="icon-button" onClick={() => setDraft(board.name)} data-testid="board-rename">
            {t('collections.rename')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <form className="inline-form board__title" onSubmit={(e) => void save(e)}>
      <label className="visually-hidden" htmlFor="board-name">
        {t('collections.name')}
      </label>
      <input
        id="board-name"
        value={draft}
        maxLength={60}
        required
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        data-testid="board-name"
      />
      <button type="submit" className="button button--small" disabled={update.isPending || !draft.trim()}>
        {t('collections.save')}
      </button>
      <button type="button" className="button button--quiet button--small" onClick={() => setDraft(null)}>
        {t('collections.cancel')}
      </button>
    </form>
  );
}

/** Sharing by link: on makes the link (once), off drops it and old links stop working. */
function ShareControls({ board }: { board: CollectionDetail }) {
  const t = useT();
  const change = useChange();
  const { update } = useCollectionChanges();
  const [copied, setCopied] = useState(false);
  const link = board.shared && board.shareToken ? sharedBoardUrl(board.shareToken) : undefined;
  const toggle = (shared: boolean) => change(() => update.mutateAsync({ collectionId: board.collectionId, shared }));
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error('[collections] copy failed', error);
    }
  };
  return (
    <section className="board__share" data-testid="board-share">
      <label className="board__switch">
        <input
          type="checkbox"
          // While the change is on its way the switch shows what was asked (no flick back and forth).
          checked={update.isPending && update.variables?.shared !== undefined ? update.variables.shared : board.shared}
          disabled={update.isPending}
          onChange={(e) => void toggle(e.target.checked)}
          data-testid="board-shared"
        />{' '}
        {t('collections.share')}
      </label>
      <p className="hint">{board.shared ? t('collections.shareHint') : t('collections.shareOffHint')}</p>
      {link ? (
        <div className="inline-form">
          <label className="visually-hidden" htmlFor="board-link">
            {t('collections.shareLink')}
          </label>
          <input id="board-link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="board-link" />
          <button type="button" className="button button--small" onClick={() => void copy()} data-testid="board-copy">
            {copied ? t('collections.copied') : t('collections.copyLink')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The items in order. A move sends the item to the place of the item it goes before or after
 * (that item's `position`; the server shifts the others), so the page never numbers positions itself.
 */
function BoardItems({ board }: { board: CollectionDetail }) {
  const t = useT();
  const change = useChange();
  const { updateItem } = useCollectionChanges();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move by button, focus follows the moved item to its new place once the board has it there.
  const refocus = useRef<{ itemId: string; button: 'up' | 'down' } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const items = board.items;

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const row = [...(list.current?.children ?? [])].find((li) => li.getAttribute('data-item-id') === wanted.itemId);
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.button}"]`);
    // At the top or bottom its button turns off: the other one keeps the focus in the row.
    (button && !button.disabled ? button : row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  }, [items]);

  const moveTo = async (item: CollectionItem, to: number, button?: 'up' | 'down') => {
    const target = items[to];
    if (!target || target.itemId === item.itemId) return;
    refocus.current = button ? { itemId: item.itemId, button } : null;
    const moved = await change(() =>
      updateItem.mutateAsync({ collectionId: board.collectionId, itemId: item.itemId, position: target.position }),
    );
    if (moved) setAnnouncement(t('collections.moved', { n: to + 1 }));
    else refocus.current = null;
  };

  if (items.length === 0) return <p className="status">{t('collections.boardEmpty')}</p>;
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const item = items.find((i) => i.itemId === dragged);
    setDragged(null);
    setOver(null);
    if (item) void moveTo(item, to);
  };
  return (
    <>
      {board.canEdit ? <p className="hint">{t('collections.orderHint')}</p> : null}
      <ol ref={list} className="board__items" data-testid="board-items">
        {items.map((item, index) => (
          <li
            key={item.itemId}
            data-item-id={item.itemId}
            className={`board-item${over === item.itemId && dragged !== item.itemId ? ' board-item--over' : ''}${dragged === item.itemId ? ' board-item--dragged' : ''}`}
            draggable={board.canEdit}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.itemId);
              setDragged(item.itemId);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDragOver={(event) => {
              if (!dragged) return;
              event.preventDefault();
              setOver(item.itemId);
            }}
            onDrop={(event) => onDrop(event, index)}
            data-testid="board-item"
          >
            <ItemView item={item} />
            <ItemNote board={board} item={item} />
            {board.canEdit ? (
              <div className="board-item__actions">
                <button
                  type="button"
                  className="icon-button"
                  data-move="up"
                  disabled={index === 0 || updateItem.isPending}
                  onClick={() => void moveTo(item, index - 1, 'up')}
                  data-testid="item-up"
                >
                  ↑ <span className="visually-hidden">{t('collections.moveUp')}</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  data-move="down"
                  disabled={index === items.length - 1 || updateItem.isPending}
                  onClick={() => void moveTo(item, index + 1, 'down')}
                  data-testid="item-down"
                >
                  ↓ <span className="visually-hidden">{t('collections.moveDown')}</span>
                </button>
                <RemoveItem board={board} item={item} />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** An item's note: shown to everyone who sees the board, edited in place by those who may edit it. */
function ItemNote({ board, item }: { board: Pick<CollectionDetail, 'collectionId' | 'canEdit'>; item: CollectionItem }) {
  const t = useT();
  const change = useChange();
  const { updateItem } = useCollectionChanges();
  const [draft, setDraft] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (
      draft !== null &&
      (await change(() => updateItem.mutateAsync({ collectionId: board.collectionId, itemId: item.itemId, note: draft.trim() })))
    )
      setDraft(null);
  };
  if (draft !== null) {
    return (
      <form className="board-item__note-form" onSubmit={(e) => void save(e)}>
        <label className="visually-hidden" htmlFor={`note-${item.itemId}`}>
          {t('collections.note')}
        </label>
        <textarea
          id={`note-${item.itemId}`}
          value={draft}
          rows={3}
          autoFocus
          placeholder={t('collections.notePlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
          data-testid="note-input"
        />
        <div className="board-item__note-buttons">
          <button type="submit" className="button button--small" disabled={updateItem.isPending} data-testid="note-save">
            {t('collections.save')}
          </button>
          <button type="button" className="button button--quiet button--small" onClick={() => setDraft(null)}>
            {t('collections.cancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="board-item__note">
      {item.note ? <p data-testid="item-note">{item.note}</p> : null}
      {board.canEdit ? (
        <button type="button" className="link-button" onClick={() => setDraft(item.note)} data-testid="note-edit">
          {item.note ? t('collections.editNote') : t('collections.addNote')}
        </button>
      ) : null}
    </div>
  );
}

function RemoveItem({ board, item }: { board: CollectionDetail; item: CollectionItem }) {
  const t = useT();
  const change = useChange();
  const { removeItem } = useCollectionChanges();
  const removeFromBoard = () => change(() => removeItem.mutateAsync({ collectionId: board.collectionId, itemId: item.itemId }));
  return (
    <button
      type="button"
      className="icon-button"
      disabled={removeItem.isPending}
      onClick={() => void removeFromBoard()}
      data-testid="item-remove"
    >
      {t('collections.remove')}
    </button>
  );
}
