import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { useSession } from '../auth/session';
import { openSignIn } from '../auth/SignIn';
import { useBookmarks, type Bookmark, type BookmarkTarget } from './api';
import { platformClass } from './Cards';
import { EndlessGrid } from './EndlessGrid';

/** The signed-in user's bookmarked patterns and screens. */
export default function BookmarksPage() {
  const t = useT();
  const session = useSession();
  const modal = useModal();
  const [target, setTarget] = useState<BookmarkTarget>('IMAGE');
  const bookmarks = useBookmarks(target, undefined, session.status === 'authenticated');
  if (session.status === 'unauthenticated') {
    return (
      <section className="status">
        <p>{t('bookmarks.signIn')}</p>
        <button type="button" className="button" onClick={() => void openSignIn(modal)}>
          {t('nav.signIn')}
        </button>
      </section>
    );
  }
  return (
    <section className="library">
      <h1 className="library__title">{t('bookmarks.title')}</h1>
      <div className="segmented" role="tablist">
        {(['IMAGE', 'PATTERN'] as const).map((kind) => (
          <button key={kind} type="button" role="tab" aria-selected={target === kind} className={`segment${target === kind ? ' segment--on' : ''}`} onClick={() => setTarget(kind)}>
            {t(kind === 'IMAGE' ? 'bookmarks.screens' : 'bookmarks.patterns')}
          </button>
        ))}
      </div>
      <EndlessGrid<Bookmark>
        query={bookmarks}
        itemKey={(b) => b.id}
        empty={t('bookmarks.empty')}
        renderItem={(b) => (
          <Link to={`/apps/${b.appId}`} className="screen-card">
            {b.image ? <img className={platformClass('screen-card__image', b.appType)} src={b.image} alt="" loading="lazy" /> : <span className={platformClass('screen-card__image', b.appType)} />}
            <span className="screen-card__caption">
              <strong>{b.appName}</strong> {b.patternName}
            </span>
          </Link>
        )}
      />
    </section>
  );
}
