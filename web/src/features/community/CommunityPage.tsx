import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../features/auth/session';
import { useDate, useT } from '../../shared/i18n';
import { PAGE_SIZE, SORTS, usePosts, type Sort } from './api';
import { ChipTabs } from '../../shared/ChipTabs';

/** /community: posts by new, votes or trending, a page at a time. */
export default function CommunityPage() {
  const t = useT();
  const date = useDate();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const sort = (SORTS as readonly string[]).includes(search.get('sort') ?? '') ? (search.get('sort') as Sort) : 'new';
  const page = Math.max(0, Number.parseInt(search.get('page') ?? '0', 10) || 0);
  const posts = usePosts(sort, page);
  const go = (next: { sort?: Sort; page?: number }) => {
    const params = new URLSearchParams();
    const s = next.sort ?? sort;
    const p = next.page ?? (next.sort ? 0 : page);
    if (s !== 'new') params.set('sort', s);
    if (p > 0) params.set('page', String(p));
    setSearch(params);
  };
  const total = posts.data?.total ?? 0;
  return (
    <section className="community" aria-labelledby="community-title">
      <div className="library__head">
        <h1 id="community-title" className="library__title">
          {t('nav.community')}
        </h1>
        {session.status === 'authenticated' ? (
          <Link to="/community/new" className="button button--small" data-testid="community-compose">
            {t('community.compose')}
          </Link>
        ) : null}
      </div>
      <ChipTabs values={SORTS} selected={sort} onSelect={(s) => go({ sort: s })} label={(s) => t(`community.sort.${s}`)} ariaLabel={t('community.sort')} testId={(s) => `sort-${s}`} />
      {posts.isPending ? (
        <p className="status" aria-busy="true">
          {t('library.loading')}
        </p>
      ) : posts.isError ? (
        <p className="status status--error" role="alert">
          {t('community.loadError')}{' '}
          <button type="button" className="button button--quiet" onClick={() => void posts.refetch()}>
            {t('community.retry')}
          </button>
        </p>
      ) : posts.data.data.length === 0 ? (
        <p className="status" data-testid="community-empty">
          {t('community.empty')}
        </p>
      ) : (
        <ol className="community-list" data-testid="community-list">
          {posts.data.data.map((post) => (
            <li key={post.id} className="community-item">
              <span className="community-item__votes" aria-label={t('community.votes', { n: post.voteCount })}>
                ▲ {post.voteCount}
              </span>
              <div className="community-item__body">
                <Link to={`/community/${post.id}`} className="community-item__title">
                  {post.title}
                </Link>
                <p className="community-item__meta">
                  {post.author.name || t('community.unknownAuthor')} · {date(post.createdAt)} · {t('community.comments', { n: post.commentCount })}
                  {post.screens.length ? ` · ${t('community.screens', { n: post.screens.length })}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {total > PAGE_SIZE ? (
        <nav className="pager" aria-label={t('community.pages')}>
          <button type="button" className="button button--quiet" disabled={page === 0} onClick={() => go({ page: page - 1 })}>
            {t('community.prev')}
          </button>
          <span>
            {page + 1} / {Math.ceil(total / PAGE_SIZE)}
          </span>
          <button type="button" className="button button--quiet" disabled={(page + 1) * PAGE_SIZE >= total} onClick={() => go({ page: page + 1 })}>
            {t('community.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
