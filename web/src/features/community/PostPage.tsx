import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../features/auth/session';
import { serverMessage } from '../../shared/api';
import { useDate, useLang, useT } from '../../shared/i18n';
import { codeNames, useCodes } from '../library/api';
import { addComment, communityKeys, deletePost, reportPost, useComments, usePost, vote } from './api';
import { ScreenStrip } from './Screens';

/** /community/:postId: the post, its screens, tags, votes, comments, and reporting it. */
export default function PostPage() {
  const t = useT();
  const date = useDate();
  const { lang } = useLang();
  const { postId = '' } = useParams();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const post = usePost(postId);
  const comments = useComments(postId);
  const patterns = useCodes('PATTERN');
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<string>();
  const [reported, setReported] = useState(false);

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) }), queryClient.invalidateQueries({ queryKey: communityKeys.posts })]);
  const act = async (run: () => Promise<unknown>) => {
    setMessage(undefined);
    try {
      await run();
    } catch (error) {
      setMessage(serverMessage(error) ?? t('community.actionError'));
    }
  };

  if (post.isPending) return <p className="status">{t('library.loading')}</p>;
  if (post.isError)
    return (
      <p className="status status--error" role="alert">
        {serverMessage(post.error) ?? t('community.loadError')} <Link to="/community">{t('community.back')}</Link>
      </p>
    );
  const p = post.data;
  // One lookup per tag: codeNames leaves out codes the tree lacks, so a shared index would shift.
  const tagName = (tag: string) => codeNames(patterns.data ?? [], [tag], lang)[0] ?? tag;
  const submitComment = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await addComment(postId, comment);
      setComment('');
      await Promise.all([queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) }), refresh()]);
    });
  };
  return (
    <article className="community-post" data-testid="community-post">
      <Link to="/community" className="community-post__back">
        ← {t('nav.community')}
      </Link>
      <h1 className="library__title">{p.title}</h1>
      <p className="community-item__meta">
        {p.author.name || t('community.unknownAuthor')} · {date(p.createdAt, true)}
        {p.hidden ? ` · ${t('community.hidden')}` : ''}
      </p>
      {p.text ? <p className="community-post__text">{p.text}</p> : null}
      <ScreenStrip screens={p.screens} />
      {p.tags.length ? (
        <ul className="chips" aria-label={t('community.tags')}>
          {p.tags.map((tag) => (
            <li key={tag} className="chip">
              #{tagName(tag)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="community-post__actions">
        <button
          type="button"
          className={`button button--small${p.voted ? '' : ' button--quiet'}`}
          aria-pressed={p.voted}
          disabled={!signedIn}
          title={signedIn ? undefined : t('community.signInToVote')}
          onClick={() => void act(async () => (await vote(postId, !p.voted), await refresh()))}
          data-testid="vote"
        >
          ▲ {t('community.vote')}{' '}
          <span data-testid="vote-count">{p.voteCount}</span>
        </button>
        {signedIn && !p.mine ? (
          <button type="button" className="button button--small button--quiet" disabled={reported} onClick={() => void act(async () => (await reportPost(postId, ''), setReported(true)))} data-testid="report">
            {reported ? t('community.reported') : t('community.report')}
          </button>
        ) : null}
        {p.mine ? (
          <button type="button" className="button button--small button--quiet" onClick={() => void act(async () => (await deletePost(postId), await refresh(), navigate('/community')))} data-testid="delete-post">
            {t('community.delete')}
          </button>
        ) : null}
      </div>
      {message ? (
        <p className="status status--error" role="alert">
          {message}
        </p>
      ) : null}
      <section aria-labelledby="comments-title" className="community-comments">
        <h2 id="comments-title">{t('community.comments', { n: p.commentCount })}</h2>
        <ul data-testid="comments">
          {comments.comments.map((c) => (
            <li key={c.id} className="community-comment">
              <strong>{c.author.name || t('community.unknownAuthor')}</strong> <span className="community-item__meta">{date(c.createdAt, true)}</span>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
        {comments.hasNextPage ? (
          <button type="button" className="button button--quiet" disabled={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()} data-testid="comments-more">
            {t('library.more')}
          </button>
        ) : null}
        {signedIn ? (
          <form className="inline-form" onSubmit={submitComment}>
            <textarea value={comment} onChange={(e) => setComment(e.target.value)} aria-label={t('community.commentLabel')} placeholder={t('community.commentLabel')} maxLength={2000} required data-testid="comment-text" />
            <button type="submit" className="button button--small" data-testid="comment-submit">
              {t('community.commentSubmit')}
            </button>
          </form>
        ) : (
          <p className="status">{t('community.signInToComment')}</p>
        )}
      </section>
    </article>
  );
}
