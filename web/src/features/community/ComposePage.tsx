import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../features/auth/session';
import { call, serverMessage } from '../../shared/api';
import { useLang, useT } from '../../shared/i18n';
import { codeName, useCodes, type CodeNode } from '../library/api';
import { communityKeys, createPost, screenFromLink, type ScreenRef } from './api';

const flatten = (nodes: CodeNode[]): CodeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** /community/new: title, text, screens from the library (by search or by pasting viewer links), tags from the pattern tree. */
export default function ComposePage() {
  const t = useT();
  const { lang } = useLang();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const patterns = useCodes('PATTERN');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [screens, setScreens] = useState<(ScreenRef & { image?: string })[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [link, setLink] = useState('');
  const [keyword, setKeyword] = useState('');
  const [asked, setAsked] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const found = useQuery({
    queryKey: ['community', 'pick', asked],
    enabled: asked !== '',
    queryFn: async ({ signal }) =>
      (await call('browseScreens', { query: { type: 'MOBILE', keyword: asked, limit: 12, offset: 0 }, signal })).data ?? [],
  });

  if (session.status === 'unauthenticated') return <p className="status">{t('community.signInToPost')}</p>;

  const add = (ref: ScreenRef & { image?: string }) => setScreens((list) => (list.some((s) => s.imageId === ref.imageId) ? list : [...list, ref]));
  const addLink = () => {
    const ref = screenFromLink(link);
    if (!ref) return setMessage(t('community.badLink'));
    setMessage(undefined);
    add(ref);
    setLink('');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    try {
      const post = await createPost({ title, text, screens: screens.map(({ appId, imageId }) => ({ appId, imageId })), tags });
      await queryClient.invalidateQueries({ queryKey: communityKeys.posts });
      navigate(`/community/${post.id}`);
    } catch (error) {
      setMessage(serverMessage(error) ?? t('community.actionError'));
    } finally {
      setBusy(false);
    }
  };
  const tagOptions = flatten(patterns.data ?? []);
  return (
    <form className="community-compose" onSubmit={(e) => void submit(e)} aria-labelledby="compose-title">
      <h1 id="compose-title" className="library__title">
        {t('community.compose')}
      </h1>
      <label className="field">
        <span>{t('community.title')}</span>
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required data-testid="post-title" />
      </label>
      <label className="field">
        <span>{t('community.text')}</span>
        <textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={10000} rows={6} data-testid="post-text" />
      </label>
      <fieldset className="field">
        <legend>{t('community.screensLabel')}</legend>
        <div className="inline-form">
          <input value={link} onChange={(e) => setLink(e.target.value)} placeholder={t('community.pasteLink')} aria-label={t('community.pasteLink')} data-testid="screen-link" />
          <button type="button" className="button button--small button--quiet" onClick={addLink} data-testid="screen-link-add">
            {t('community.add')}
          </button>
        </div>
        <div className="inline-form">
          <input type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('community.searchScreens')} aria-label={t('community.searchScreens')} data-testid="screen-search" />
          <button type="button" className="button button--small button--quiet" onClick={() => setAsked(keyword.trim() || ' ')} data-testid="screen-search-go">
            {t('market.searchButton')}
          </button>
        </div>
        {found.data?.length ? (
          <ul className="community-screens" data-testid="screen-results">
            {found.data.map((s) => (
              <li key={s.imageId} className="community-screen">
                <button type="button" className="community-screen__pick" onClick={() => add({ appId: s.appId, imageId: s.imageId, image: s.image })} aria-label={`${t('community.add')} ${s.appName} ${s.patternName}`}>
                  <img src={s.image} alt="" loading="lazy" className="community-screen__image" />
                </button>
              </li>
            ))}
          </ul>
        ) : asked && found.isSuccess ? (
          <p className="status">{t('community.noScreens')}</p>
        ) : null}
        {screens.length ? (
          <ul className="community-screens" data-testid="picked-screens">
            {screens.map((s) => (
              <li key={s.imageId} className="community-screen">
                {s.image ? <img src={s.image} alt="" className="community-screen__image" /> : <span className="community-screen__missing">{s.imageId}</span>}
                <button type="button" className="button button--small button--quiet" onClick={() => setScreens((list) => list.filter((x) => x.imageId !== s.imageId))}>
                  {t('community.remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <fieldset className="field">
        <legend>{t('community.tags')}</legend>
        <div className="chips" data-testid="tag-options">
          {tagOptions.map((node) => (
            <button
              key={node.code}
              type="button"
              className={`chip${tags.includes(node.code) ? ' chip--on' : ''}`}
              aria-pressed={tags.includes(node.code)}
              onClick={() => setTags((list) => (list.includes(node.code) ? list.filter((c) => c !== node.code) : [...list, node.code]))}
            >
              {codeName(lang, node)}
            </button>
          ))}
        </div>
      </fieldset>
      {message ? (
        <p className="status status--error" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy} data-testid="post-submit">
        {t('community.publish')}
      </button>
    </form>
  );
}
