import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { isMissing, useSharedCollection } from './api';
import { ItemView } from './ItemView';
import './messages';

/**
 * /shared/collections/:shareToken — a board shared by link, read-only, for anyone: each item as the
 * viewer's own plan allows (the server answers a locked item without anything that names it), and
 * what a membership would open, with the way to it.
 */
export default function SharedBoardPage() {
  const { shareToken = '' } = useParams();
  const t = useT();
  const board = useSharedCollection(shareToken);
  if (board.isPending) return <p className="status">{t('library.loading')}</p>;
  if (board.isError) {
    return (
      <div className="status status--error" role="alert">
        <p>{isMissing(board.error) ? t('collections.notFound') : errorText(board.error, t)}</p>
        <Link to="/" className="button button--quiet">
          {t('notFound.home')}
        </Link>
      </div>
    );
  }
  const { name, items, itemCount, team } = board.data;
  const locked = items.filter((item) => item.locked).length;
  return (
    <article className="board board--shared" data-testid="shared-board">
      <header className="board__head">
        <div className="board__title">
          <h1>{name}</h1>
        </div>
        <p className="board__meta">
          {t('collections.items', { count: itemCount })}
          {team ? <span className="badge">{t('collections.team')}</span> : null}
          <span className="badge">{t('collections.readOnly')}</span>
        </p>
      </header>
      {locked ? (
        <section className="free-limit board__wall" data-testid="shared-wall">
          <strong>{t('collections.lockedCount', { count: locked })}</strong>
          <p>{t('library.freeLimit.body')}</p>
          <Link to="/membership" className="button">
            {t('gate.seeMembership')}
          </Link>
        </section>
      ) : null}
      {items.length === 0 ? (
        <p className="status">{t('collections.boardEmpty')}</p>
      ) : (
        <ol className="board__items" data-testid="board-items">
          {items.map((item, index) => (
            // A locked item has no id of its own here: its place on the board names it.
            <li key={item.itemId || `locked-${index}`} className="board-item" data-testid="board-item">
              <ItemView item={item} />
              {item.note ? (
                <div className="board-item__note">
                  <p data-testid="item-note">{item.note}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
