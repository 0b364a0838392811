import { Link } from 'react-router-dom';
import { useLang, useT, type Lang } from '../../shared/i18n';
import { CARD_SIZES, MASONRY_SIZES, ScreenImage, STRIP_THUMB_SIZES, WEBSITE_MASONRY_SIZES, WEBSITE_STRIP_THUMB_SIZES } from './ScreenImage';
import { AddToCollectionButton } from '../collections/AddToCollection';
import { codeNames, useCodes, type AppCard, type ContentCard, type ImageCard, type PatternCard } from './api';

const compactNumber: Record<Lang, Intl.NumberFormat> = {
  ko: new Intl.NumberFormat('ko-KR', { notation: 'compact', maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
};

export function useCompact() {
  const { lang } = useLang();
  return (n: number) => compactNumber[lang].format(n);
}

const nameOf = (lang: Lang, item: { appName: string; appNameEn?: string }) => (lang === 'en' && item.appNameEn ? item.appNameEn : item.appName);

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/**
 * A pattern's title in the page's language: the name the admin gave it when it is written in that
 * language (the most specific: two patterns of one code keep their own names), else its code's name
 * from the pattern tree in that language.
 */
export function usePatternTitle() {
  const { lang } = useLang();
  const tree = useCodes('PATTERN');
  return (item: { patternName: string; patternCode: string; patternCodeName: string }) => {
    const own = item.patternName.trim();
    if (own && HANGUL.test(own) === (lang === 'ko')) return own;
    return codeNames(tree.data ?? [], [item.patternCode], lang)[0] || item.patternCodeName || own;
  };
}

export function AppCardItem({ app }: { app: AppCard }) {
  const t = useT();
  const { lang } = useLang();
  const compact = useCompact();
  const categoryTree = useCodes('CATEGORY');
  const category = codeNames(categoryTree.data ?? [], app.categoryCodes, lang)[0];
  const name = nameOf(lang, app);
  // "Add to collection" sits beside the card's link, never inside it (no control inside another).
  return (
    <div className="collectable">
      <Link to={`/apps/${app.appId}`} className="app-card" data-testid="app-card">
        <div className="app-card__head">
          {app.image ? (
            <img className="app-card__image" src={app.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
          ) : (
            <span className="app-card__image app-card__image--empty" aria-hidden="true">
              {name.slice(0, 1)}
            </span>
          )}
          <div className="app-card__text">
            <h3 className="app-card__name">{name}</h3>
            <p className="app-card__mau">
              {category ? `${category} · ` : ''}
              {t('library.mau', { count: compact(app.mau) })}
            </p>
          </div>
        </div>
        {app.screens.length ? (
          <div className={platformClass('app-card__strip', app.type)} data-testid="app-card-strip">
            {app.screens.map((s) => (
              <ScreenImage key={s.imageId} image={s.image} thumbnails={s.thumbnails} sizes={app.type === 'WEBSITE' ? WEBSITE_STRIP_THUMB_SIZES : STRIP_THUMB_SIZES} alt="" />
            ))}
          </div>
        ) : null}
      </Link>
      <AddToCollectionButton targetType="APP" targetId={app.appId} compact className="collectable__add" />
    </div>
  );
}

/**
 * A block's class for a platform: screens keep their platform's shape, a phone's tall screen or a
 * website's wide one (1440×900), by the block's `--website` modifier (the masonry's fewer, wider
 * columns, a card's image, an app card's strip, the wall's previews).
 */
export const platformClass = (block: string, type: string) => (type === 'WEBSITE' ? `${block} ${block}--website` : block);

export function ScreenCardItem({ image }: { image: ImageCard }) {
  const { lang } = useLang();
  const patternTitle = usePatternTitle();
  return (
    <div className="collectable">
      <Link to={`/apps/${image.appId}`} className="screen-card" data-testid="screen-card">
        <ScreenImage className={platformClass('screen-card__image', image.type)} image={image.image} thumbnails={image.thumbnails} sizes={image.type === 'WEBSITE' ? WEBSITE_MASONRY_SIZES : MASONRY_SIZES} alt="" />
        <span className="screen-card__caption">
          <strong>{nameOf(lang, image)}</strong> {patternTitle(image)}
        </span>
      </Link>
      <AddToCollectionButton targetType="IMAGE" targetId={image.imageId} compact className="collectable__add" />
    </div>
  );
}

export function PatternCardItem({ pattern }: { pattern: PatternCard }) {
  const { lang } = useLang();
  const patternTitle = usePatternTitle();
  return (
    <Link to={`/apps/${pattern.appId}`} className="screen-card" data-testid="pattern-card">
      {pattern.image ? (
        <ScreenImage className={platformClass('screen-card__image', pattern.type)} image={pattern.image} thumbnails={pattern.images[0]?.thumbnails ?? []} sizes={CARD_SIZES} alt="" />
      ) : (
        <span className={platformClass('screen-card__image', pattern.type)} />
      )}
      <span className="screen-card__caption">
        <strong>{nameOf(lang, pattern)}</strong> {patternTitle(pattern)}
      </span>
    </Link>
  );
}

export function ContentCardItem({ content }: { content: ContentCard }) {
  const body = (
    <>
      {content.image ? <img className="content-card__image" src={content.image} alt="" loading="lazy" decoding="async" /> : null}
      <h3 className="content-card__title">{content.title}</h3>
      {content.description ? <p className="content-card__description">{content.description}</p> : null}
    </>
  );
  return content.linkUrl ? (
    <a className="content-card" href={content.linkUrl} target="_blank" rel="noreferrer noopener">
      {body}
    </a>
  ) : (
    <div className="content-card">{body}</div>
  );
}
