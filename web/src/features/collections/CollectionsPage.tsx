import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { useSession } from '../auth/session';
import { useBookmarks } from '../library/api';
import { useCollectionChanges, useCollections, type Collection } from './api';
import './messages';
import { SignInFirst } from './SignInFirst';

/**
 * /collections: the caller's boards and their group's team boards, Bookmarks first as the default
 * collection (product-spec §7 bookmarks, unchanged: it opens the bookmarks page), and a new board.
 */
export default function CollectionsPage() {
  const t = useT();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const boards = useCollections(signedIn);
  if (session.status === 'unauthenticated') return <SignInFirst />;
  return (
    <section className="library collections" data-testid="collections-page">
      <h1 className="library__title">{t('collections.title')}</h1>
      <p className="hint">{t('collections.intro')}</p>
      <NewBoardForm />
      {boards.isError ? (
        <p className="status status--error" role="alert">
          {errorText(boards.error, t)}
        </p>
      ) : null}
      <ul className="collection-grid" data-testid="collection-grid">
        <li>
          <BookmarksCard enabled={signedIn} />
        </li>
        {(boards.data ?? []).map((board) => (
          <li key={board.collectionId}>
            <BoardCard board={board} />
          </li>
        ))}
      </ul>
      {boards.isPending && signedIn ? <p className="status">{t('library.loading')}</p> : null}
      {boards.data?.length === 0 ? <p className="status">{t('collections.empty')}</p> : null}
    </section>
  );
}

/** Up to four covers in a 2×2 mosaic; empty cells keep the card's shape. */
function Covers({ urls }: { urls: readonly string[] }) {
  return (
    <div className="collection-card__covers" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (urls[i] ? <img key={i} src={urls[i]} alt="" loading="lazy" /> : <span key={i} />))}
    </div>
  );
}

/** The default collection: the bookmarks, counted from their lists (the first page of each, "24+" past it). */
function BookmarksCard({ enabled }: { enabled: boolean }) {
  const t = useT();
  const screens = useBookmarks('IMAGE', undefined, enabled);
  const patterns = useBookmarks('PATTERN', undefined, enabled);
  const loaded = [...(screens.data?.pages.flat() ?? []), ...(patterns.data?.pages.flat() ?? [])];
  const more = !!(screens.hasNextPage || patterns.hasNextPage);
  return (
    <Link to="/bookmarks" className="collection-card" data-testid="bookmarks-card">
      <Covers urls={loaded.map((b) => b.image).filter(Boolean)} />
      <h2 className="collection-card__name">
        {t('bookmarks.title')} <span className="badge">{t('collections.default')}</span>
      </h2>
      <p className="collection-card__meta">{t(more ? 'collections.itemsMore' : 'collections.items', { count: loaded.length })}</p>
    </Link>
  );
}

function BoardCard({ board }: { board: Collection }) {
  const t = useT();
  return (
    <Link to={`/collections/${encodeURIComponent(board.collectionId)}`} className="collection-card" data-testid="collection-card">
      <Covers urls={board.covers} />
      <h2 className="collection-card__name">
        {board.name}
        {board.team ? <span className="badge">{t('collections.team')}</span> : null}
      </h2>
      <p className="collection-card__meta">
        {t('collections.items', { count: board.itemCount })}
        {board.shared ? ` · ${t('collections.shared')}` : ''}
      </p>
    </Link>
  );
}

/**
 * A new board by name. Group Pro plans are offered the team choice; whether the caller is in an
 * active group is the server's to say (403 GROUP_PRO_REQUIRED, shown as it words it).
 */
function NewBoardForm() {
  const t = useT();
  const session = useSession();
  const { create } = useCollectionChanges();
  const [name, setName] = useState('');
  const [team, setTeam] = useState(false);
  const offerTeam = session.data?.plan === 'GROUP_PRO';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync({ name: name.trim(), ...(offerTeam && team ? { team: true } : {}) });
      setName('');
      setTeam(false);
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <form className="collections__new" onSubmit={(e) => void submit(e)} data-testid="new-board">
      <div className="inline-form">
        <label className="visually-hidden" htmlFor="new-board-name">
          {t('collections.name')}
        </label>
        <input
          id="new-board-name"
          value={name}
          maxLength={60}
          required
          placeholder={t('collections.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          data-testid="new-board-name"
        />
        <button
          type="submit"
          className="button button--small"
          disabled={create.isPending || !name.trim()}
          data-testid="new-board-create"
        >
          {t('collections.create')}
        </button>
      </div>
      {offerTeam ? (
        <label className="collections__team">
          <input type="checkbox" checked={team} onChange={(e) => setTeam(e.target.checked)} data-testid="new-board-team" />{' '}
          {t('collections.teamChoice')}
        </label>
      ) : null}
      {create.isError ? (
        <p className="form-error" role="alert" data-testid="new-board-error">
          {t('collections.createFailed')}: {errorText(create.error, t)}
        </p>
      ) : null}
    </form>
  );
}
