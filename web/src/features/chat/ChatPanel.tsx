import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session';
import { errorText } from '../../shared/errors';
import { keepTabInside } from '../../shared/focus';
import { useLang, useT } from '../../shared/i18n';
import { ScreenPopup, useScreenPopup, type ViewerScreen } from '../../shared/ScreenPopup';
import { appDetailQuery } from '../library/api';
import { usePatternTitle } from '../library/Cards';
import { askStreaming, chatHistoryKey, useChatHistory, type ChatAnswer, type ChatCitation } from './api';

/** The server refuses 2,000 characters or more; the box stops there too. */
const MAX_QUESTION = 1999;

interface Turn {
  q: string;
  /** The text as it streams in; replaced by the final answer's. */
  text: string;
  answer?: ChatAnswer;
  error?: string;
}

/** The assistant's panel (its own chunk: `ChatLauncher` loads it on the first click). */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const queryClient = useQueryClient();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const popup = useScreenPopup();
  const popupOpen = popup.state.open;
  const { lang } = useLang();
  const patternTitle = usePatternTitle();
  /**
   * Opens cited screens in the viewer, each named by its app and its pattern with links to both, as
   * the app page's viewer names them: the pattern is the app's (GET /api/apps/{id}, shared with the
   * app page's cache). An app the caller may not open keeps the citation's own title.
   */
  const openScreens = async (citations: ChatCitation[], index: number) => {
    const screens = await Promise.all(
      citations.map(async (c): Promise<ViewerScreen> => {
        const cited = viewerScreenOf(c);
        if (!c.appId) return cited;
        try {
          const { app, patterns } = await queryClient.fetchQuery(appDetailQuery(c.appId));
          const pattern = patterns.find((p) => p.images.some((i) => i.imageId === c.id));
          return {
            url: c.image,
            app: { id: app.appId, name: (lang === 'en' && app.appNameEn) || app.appName, type: app.type },
            pattern: pattern ? { title: patternTitle(pattern), code: pattern.patternCode || undefined } : undefined,
          };
        } catch (error) {
          console.warn('[chat] the cited screen\'s app could not be read; the viewer shows the citation\'s title', error);
          return cited;
        }
      }),
    );
    popup.show(screens, index);
  };
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const conversationId = useRef<string>('');
  const aborter = useRef<AbortController | null>(null);
  const history = useChatHistory(signedIn && showHistory);

  useEffect(() => {
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // The viewer over the panel handles its own keys.
      if (popupOpen || !panel.current) return;
      if (event.key === 'Escape') onClose();
      else keepTabInside(event, panel.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, popupOpen]);
  useEffect(() => () => aborter.current?.abort(), []);

  const update = (index: number, change: Partial<Turn>) => setTurns((all) => all.map((turn, i) => (i === index ? { ...turn, ...change } : turn)));

  async function ask(event: FormEvent) {
    event.preventDefault();
    const q = question.trim();
    if (!q || busy) return;
    const index = turns.length;
    setTurns((all) => [...all, { q, text: '' }]);
    setQuestion('');
    setBusy(true);
    setShowHistory(false);
    aborter.current = new AbortController();
    let streamed = '';
    try {
      const answer = await askStreaming(
        { q, conversationId: conversationId.current },
        (delta) => {
          streamed += delta;
          update(index, { text: streamed });
        },
        aborter.current.signal,
      );
      conversationId.current = answer.conversationId;
      update(index, { text: answer.answer, answer });
      if (signedIn) void queryClient.invalidateQueries({ queryKey: chatHistoryKey });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return;
      update(index, { error: errorText(error, t) });
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  }

  const startOver = () => {
    conversationId.current = '';
    setTurns([]);
    input.current?.focus();
  };

  return (
    <div ref={panel} className="chat-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="chat-panel">
      <header className="chat-panel__header">
        <h2 id={titleId} className="chat-panel__title">
          {t('chat.title')}
        </h2>
        {signedIn ? (
          <button type="button" className="button button--quiet chat-panel__small" aria-pressed={showHistory} onClick={() => setShowHistory((v) => !v)}>
            {t('chat.history')}
          </button>
        ) : null}
        <button type="button" className="button button--quiet chat-panel__small" onClick={startOver} disabled={busy || turns.length === 0}>
          {t('chat.new')}
        </button>
        <button type="button" className="chat-panel__close" aria-label={t('modal.close')} onClick={onClose}>
          ×
        </button>
      </header>

      <div className="chat-panel__body">
        {showHistory && signedIn ? (
          <section aria-label={t('chat.history')} data-testid="chat-history">
            {history.isPending ? <p className="chat-panel__hint">{t('chat.loading')}</p> : null}
            {history.isError ? <p className="chat-panel__error">{errorText(history.error, t)}</p> : null}
            {history.data && history.data.data.length === 0 ? <p className="chat-panel__hint">{t('chat.historyEmpty')}</p> : null}
            {history.data?.data.map((item) => (
              <details key={item.questionId} className="chat-history__item">
                <summary>
                  {item.q} <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString()}</time>
                </summary>
                <AnswerView text={item.answer.answer} answer={item.answer} onScreen={(screens, index) => void openScreens(screens, index)} />
              </details>
            ))}
          </section>
        ) : (
          <ol className="chat-panel__turns" aria-live="polite" aria-busy={busy}>
            {turns.length === 0 ? <li className="chat-panel__hint">{t('chat.intro')}</li> : null}
            {turns.map((turn, i) => (
              <li key={i} className="chat-turn">
                <p className="chat-turn__q">{turn.q}</p>
                {turn.error ? (
                  <p className="chat-panel__error" role="alert">
                    {turn.error}
                  </p>
                ) : (
                  <AnswerView text={turn.text} answer={turn.answer} onScreen={(screens, index) => void openScreens(screens, index)} />
                )}
              </li>
            ))}
          </ol>
        )}
      </div>

      <form className="chat-panel__form" onSubmit={ask}>
        <label className="visually-hidden" htmlFor={`${titleId}-q`}>
          {t('chat.question')}
        </label>
        <textarea
          id={`${titleId}-q`}
          ref={input}
          className="chat-panel__input"
          rows={2}
          maxLength={MAX_QUESTION}
          placeholder={t('chat.placeholder')}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className="button" disabled={busy || !question.trim()}>
          {busy ? t('chat.thinking') : t('chat.send')}
        </button>
      </form>
      <ScreenPopup popup={popup} />
    </div>
  );
}

/** An answer: its text (streaming until the answer comes), who wrote it, and its citations as cards. */
// Shows an answer as asked or as kept (whose conversation may be null); it never needs the conversation.
/** A cited screen in the viewer as the citation names it (its title, "Toss · Log-in", links to its app's page): until, or unless, its app's pattern is read. */
const viewerScreenOf = (c: ChatCitation): ViewerScreen => ({ url: c.image, app: c.appId ? { id: c.appId, name: c.title } : undefined, pattern: c.appId ? undefined : { title: c.title } });

function AnswerView({ text, answer, onScreen }: { text: string; answer?: Omit<ChatAnswer, 'conversationId'>; onScreen: (citations: ChatCitation[], index: number) => void }) {
  const t = useT();
  const screens = answer?.citations.filter((c) => c.type === 'IMAGE' && c.image) ?? [];
  return (
    <div className="chat-answer" data-testid="chat-answer">
      <p className="chat-answer__text">{text || t('chat.thinking')}</p>
      {answer ? (
        <>
          <p className="chat-answer__by" data-testid="chat-answered-by">
            {answer.answeredBy === 'model' ? t('chat.byModel', { model: answer.model }) : t('chat.byComposer')}
          </p>
          {answer.citations.length ? (
            <ul className="chat-citations" aria-label={t('chat.sources')}>
              {answer.citations.map((c, i) => (
                <li key={`${c.type}:${c.id}`}>
                  <CitationCard n={i + 1} citation={c} onOpen={c.type === 'IMAGE' && c.image ? () => onScreen(screens, screens.indexOf(c)) : undefined} />
                </li>
              ))}
            </ul>
          ) : null}
          {answer.locked > 0 ? (
            <Link className="chat-answer__more" to="/membership">
              {t('chat.membership')}
            </Link>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function CitationCard({ n, citation, onOpen }: { n: number; citation: ChatCitation; onOpen?: () => void }) {
  const t = useT();
  const kind = t(`chat.kind.${citation.type}`);
  const picture = citation.image ? <img className="chat-citation__image" src={citation.image} alt="" loading="lazy" /> : <span className="chat-citation__image chat-citation__image--none" aria-hidden="true" />;
  const label = (
    <span className="chat-citation__label">
      <span className="chat-citation__n">[{n}]</span> {citation.title} <span className="chat-citation__kind">{kind}</span>
    </span>
  );
  if (onOpen) {
    return (
      <span className="chat-citation" data-testid="chat-citation">
        <button type="button" className="chat-citation__open" onClick={onOpen} aria-label={`${t('popup.open')}: ${citation.title}`}>
          {picture}
        </button>
        <Link to={citation.link}>{label}</Link>
      </span>
    );
  }
  return /^https?:/.test(citation.link) ? (
    <a className="chat-citation" href={citation.link} target="_blank" rel="noreferrer" data-testid="chat-citation">
      {picture}
      {label}
    </a>
  ) : (
    <Link className="chat-citation" to={citation.link} data-testid="chat-citation">
      {picture}
      {label}
    </Link>
  );
}
