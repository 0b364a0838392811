import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { copyImageToClipboard } from '../../shared/clipboard';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { ScreenPopup, useScreenPopup, type ViewerScreen } from '../../shared/ScreenPopup';
import { useSession } from '../auth/session';
import { openSignIn } from '../auth/SignIn';
import { ApiError } from '../../shared/api';
import {
  addBookmark,
  MEMBERSHIP_REQUIRED,
  setBookmark,
  setLike,
  useAppDetail,
  useAppProfile,
  useBookmarks,
  useCodes,
  codeNames,
  type AppProfile,
  type Bookmark,
  type BookmarkTarget,
  type ImageCard,
  type PatternCard,
} from './api';
import { usePatternTitle, useCompact } from './Cards';
import { ScreenImage, STRIP_SIZES } from './ScreenImage';
import { AddToCollectionButton } from '../collections/AddToCollection';
import { AppFlows } from './Flows';

/** A release date as the reader's language writes it (the date is a calendar day: read in UTC). */
const releaseDate = {
  ko: new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

/** One app: its icon, MAU and likes, then its patterns with their screens; bookmark, like and export each. */
export default function AppDetailPage() {
  const { appId = '' } = useParams();
  const t = useT();
  const { lang } = useLang();
  const compact = useCompact();
  const detail = useAppDetail(appId);
  const locked = detail.isError && detail.error instanceof ApiError && detail.error.errorCode === MEMBERSHIP_REQUIRED;
  // What anyone may know of an app they may not open: shown above the upsell.
  const profile = useAppProfile(appId, locked);
  const categoryTree = useCodes('CATEGORY');
  const patternTitle = usePatternTitle();
  const popup = useScreenPopup();
  const [shown, setShown] = useState<PatternCard | null>(null);
  // `/apps/<id>?image=<imageId>` (the assistant's and /mcp's links to a screen) opens that screen once.
  const [search] = useSearchParams();
  const wantedImage = search.get('image');
  const opened = useRef<string | null>(null);
  const loaded = detail.data;
  const showPopup = popup.show;
  const loadedApp = loaded?.app;
  const appName = loadedApp ? (lang === 'en' && loadedApp.appNameEn) || loadedApp.appName : '';
  /** A pattern's screens for the viewer, each named by its app and pattern. */
  const screensOf = (pattern: PatternCard): ViewerScreen[] =>
    pattern.images.map((i) => ({
      url: i.image,
      app: loadedApp ? { id: loadedApp.appId, name: appName, type: loadedApp.type } : undefined,
      pattern: { title: patternTitle(pattern), code: pattern.patternCode || undefined },
    }));
  // The names as they are when the effect below opens the viewer (the code tree may load later).
  const openPattern = useEffectEvent((pattern: PatternCard, index: number) => showPopup(screensOf(pattern), index));
  useEffect(() => {
    if (!loaded || !wantedImage || opened.current === wantedImage) return;
    const pattern = loaded.patterns.find((p) => p.images.some((i) => i.imageId === wantedImage));
    if (!pattern) return;
    // On the next frame, once the page under the viewer is drawn.
    const frame = requestAnimationFrame(() => {
      opened.current = wantedImage;
      setShown(pattern);
      openPattern(
        pattern,
        pattern.images.findIndex((i) => i.imageId === wantedImage),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [loaded, wantedImage]);

  if (detail.isPending || (locked && profile.isPending)) return <p className="status">{t('library.loading')}</p>;
  if (locked) {
    // product-spec §6: the free tier sees only the latest 3 apps and websites. What is public of the
    // app (its listing) comes first, then what a membership opens.
    const shownProfile = profile.data;
    return (
      <article className="app-detail app-detail--locked">
        {shownProfile ? <LockedAppHead profile={shownProfile} /> : null}
        <div className="free-limit" data-testid="free-limit">
          <strong>
            {shownProfile?.screenCount
              ? t('detail.locked.title', { app: appNameOf(shownProfile, lang), count: shownProfile.screenCount })
              : t('library.freeLimit.title')}
          </strong>
          <p>{shownProfile?.screenCount ? t('detail.locked.body') : t('library.freeLimit.body')}</p>
          <Link to="/membership" className="button">
            {t('gate.seeMembership')}
          </Link>
        </div>
      </article>
    );
  }
  if (detail.isError) {
    return (
      <div className="status status--error" role="alert">
        <p>{errorText(detail.error, t)}</p>
        <Link to="/" className="button button--quiet">
          {t('notFound.home')}
        </Link>
      </div>
    );
  }
  const { app, patterns } = detail.data;
  const name = appNameOf(app, lang);
  const categories = codeNames(categoryTree.data ?? [], app.categoryCodes, lang);
  const description = descriptionOf(app, lang);
  return (
    <article className="app-detail">
      <header className="app-detail__head">
        {app.image ? <img src={app.image} alt="" width={88} height={88} className="app-detail__icon" /> : null}
        <div>
          <h1 className="app-detail__name">{name}</h1>
          <p className="app-detail__meta">
            {t(`detail.platform.${app.type === 'WEBSITE' ? 'WEBSITE' : 'MOBILE'}`)}
            {categories.length ? ` · ${categories.join(', ')}` : ''} · {t('library.mau', { count: compact(app.mau) })} ·{' '}
            {t('detail.screens', { count: patterns.reduce((n, p) => n + p.images.length, 0) })}
            {app.releasedAt ? ` · ${t('detail.released', { date: releaseDate[lang].format(new Date(`${app.releasedAt}T00:00:00Z`)) })}` : ''}
          </p>
          {description ? (
            <p className="app-detail__description" data-testid="app-description">
              {description}
            </p>
          ) : null}
          <div className="app-detail__actions">
            <LikeButton itemType="APP" itemId={app.appId} count={app.likeCount} liked={(app.myLikeCount ?? 0) > 0} />
            {app.storeUrl ? (
              <a href={app.storeUrl} target="_blank" rel="noreferrer noopener" className="button button--quiet">
                {t(app.type === 'WEBSITE' ? 'detail.site' : 'detail.store')}
              </a>
            ) : null}
          </div>
        </div>
      </header>
      {/* Its flows (the app's ordered journeys) before its patterns; asked only once the app is open to the caller. */}
      <AppFlows appId={app.appId} />
      {patterns.length === 0 ? <p className="status">{t('detail.noScreens')}</p> : null}
      {patterns.map((pattern) => (
        <PatternSection
          key={pattern.patternId || pattern.patternName}
          pattern={pattern}
          onOpen={(index) => {
            setShown(pattern);
            popup.show(screensOf(pattern), index);
          }}
        />
      ))}
      <ScreenPopup
        popup={popup}
        actions={(index) => {
          // The shown pattern's screen as the page has it now (likes refetched), so the buttons agree with the grid.
          const fresh = patterns.find((p) => p.patternId === shown?.patternId) ?? shown;
          const image = fresh?.images[index];
          return image ? <ScreenActions image={image} /> : null;
        }}
      />
    </article>
  );
}

type Lang = ReturnType<typeof useLang>['lang'];
const appNameOf = (app: { appName: string; appNameEn: string }, lang: Lang) => (lang === 'en' && app.appNameEn) || app.appName;
const descriptionOf = (app: { description: string; descriptionEn: string }, lang: Lang) => (lang === 'en' && app.descriptionEn) || app.description || app.descriptionEn;

/** The head of an app the caller may not open: its public listing (name, icon, platform, categories, screens, description). */
function LockedAppHead({ profile }: { profile: AppProfile }) {
  const t = useT();
  const { lang } = useLang();
  const categoryTree = useCodes('CATEGORY');
  const categories = codeNames(categoryTree.data ?? [], profile.categoryCodes, lang);
  const description = descriptionOf(profile, lang);
  return (
    <header className="app-detail__head" data-testid="locked-app">
      {profile.image ? <img src={profile.image} alt="" width={88} height={88} className="app-detail__icon" /> : null}
      <div>
        <h1 className="app-detail__name">{appNameOf(profile, lang)}</h1>
        <p className="app-detail__meta">
          {t(`detail.platform.${profile.type === 'WEBSITE' ? 'WEBSITE' : 'MOBILE'}`)}
          {categories.length ? ` · ${categories.join(', ')}` : ''}
          {profile.screenCount ? ` · ${t('detail.screens', { count: profile.screenCount })}` : ''}
        </p>
        {description ? (
          <p className="app-detail__description" data-testid="app-description">
            {description}
          </p>
        ) : null}
      </div>
    </header>
  );
}

function PatternSection({ pattern, onOpen }: { pattern: PatternCard; onOpen(index: number): void }) {
  const t = useT();
  const patternTitle = usePatternTitle();
  return (
    <section className="pattern-section">
      <div className="pattern-section__head">
        <h2>
          {patternTitle(pattern)} <span className="pattern-section__count">{t('detail.screens', { count: pattern.images.length })}</span>
        </h2>
        {pattern.patternId ? <BookmarkButton targetType="PATTERN" targetId={pattern.patternId} /> : null}
      </div>
      <ul className="screen-strip">
        {pattern.images.map((image, index) => (
          <li key={image.imageId}>
            <Screen image={image} onOpen={() => onOpen(index)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Screen({ image, onOpen }: { image: ImageCard; onOpen(): void }) {
  const t = useT();
  return (
    <figure className="screen">
      <button type="button" className="screen__open" onClick={onOpen} aria-label={t('popup.open')}>
        <ScreenImage image={image.image} thumbnails={image.thumbnails} sizes={STRIP_SIZES} alt={image.patternName} className="screen__image" />
      </button>
      <figcaption className="screen__actions">
        <ScreenActions image={image} />
      </figcaption>
    </figure>
  );
}

/** A screen's buttons, under its thumbnail and in the viewer: copy to a design tool (PNG on the clipboard), bookmark, add to a collection, like. */
function ScreenActions({ image }: { image: ImageCard }) {
  const t = useT();
  const modal = useModal();
  const [copied, setCopied] = useState(false);
  const exportImage = async () => {
    try {
      await copyImageToClipboard(image.image);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error('[export] copy failed', error);
      await modal.alert({ title: t('export.failed.title'), description: t('export.failed.text') });
    }
  };
  return (
    <>
      <button type="button" className="icon-button" onClick={() => void exportImage()} data-testid="export" title={t('export.hint')}>
        {copied ? t('export.copied') : t('export.action')}
      </button>
      <Link className="icon-button" to={`/screens/${encodeURIComponent(image.imageId)}/similar`} data-testid="more-like-this">
        {t('similar.action')}
      </Link>
      <BookmarkButton targetType="IMAGE" targetId={image.imageId} />
      <AddToCollectionButton targetType="IMAGE" targetId={image.imageId} />
      <LikeButton key={`${image.imageId}:${image.likeCount}:${image.myLikeCount}`} itemType="IMAGE" itemId={image.imageId} count={image.likeCount} liked={image.myLikeCount > 0} />
    </>
  );
}

/** Signed-in users bookmark; a visitor is asked to sign in first. */
function BookmarkButton({ targetType, targetId }: { targetType: BookmarkTarget; targetId: string }) {
  const t = useT();
  const modal = useModal();
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.data?.user.id;
  const bookmarks = useBookmarks(targetType, undefined, !!userId);
  const existing = bookmarks.data?.pages.flat().find((b: Bookmark) => b.targetId === targetId);
  const [busy, setBusy] = useState(false);
  const on = !!existing;
  const toggle = async () => {
    if (!userId) return void openSignIn(modal);
    setBusy(true);
    try {
      if (existing) await setBookmark(userId, existing.id, false);
      else await addBookmark(userId, targetType, targetId);
      await queryClient.invalidateQueries({ queryKey: ['bookmarks'] });
    } catch (error) {
      console.error('[bookmark] failed', error);
      await modal.alert({ title: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`icon-button${on ? ' icon-button--on' : ''}`} aria-pressed={on} disabled={busy} onClick={() => void toggle()} data-testid="bookmark">
      {on ? t('bookmark.remove') : t('bookmark.add')}
    </button>
  );
}

function LikeButton({ itemType, itemId, count, liked }: { itemType: 'APP' | 'IMAGE'; itemId: string; count: number; liked: boolean }) {
  const t = useT();
  const modal = useModal();
  const session = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ liked: boolean; count: number } | null>(null);
  const shown = state ?? { liked, count };
  const toggle = async () => {
    if (session.status !== 'authenticated') return void openSignIn(modal);
    const next = !shown.liked;
    setState({ liked: next, count: shown.count + (next ? 1 : -1) });
    try {
      const answer = await setLike(itemType, itemId, next);
      if (answer && typeof answer.likeCount === 'number') setState({ liked: (answer.myLikeCount ?? (next ? 1 : 0)) > 0, count: answer.likeCount });
      void queryClient.invalidateQueries({ queryKey: ['app'] });
    } catch (error) {
      console.error('[like] failed', error);
      setState(null);
      await modal.alert({ title: errorText(error, t) });
    }
  };
  return (
    <button type="button" className={`icon-button${shown.liked ? ' icon-button--on' : ''}`} aria-pressed={shown.liked} onClick={() => void toggle()} data-testid="like">
      {shown.liked ? '♥' : '♡'} {shown.count}
    </button>
  );
}
