import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError, call } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/title';
import { platformClass, ScreenCardItem, usePatternTitle } from './Cards';
import { usePaid } from '../membership/api';
import { MEMBERSHIP_REQUIRED } from './api';
import { ScreenImage, MASONRY_SIZES, WEBSITE_MASONRY_SIZES } from './ScreenImage';

/** "More like this": other apps' screens like one screen (the server's choice and order, in the caller's window). */
export function useSimilarScreens(imageId: string | undefined) {
  return useQuery({
    queryKey: ['similar', imageId],
    enabled: !!imageId,
    queryFn: ({ signal }) => call('similarScreens', { path: { imgId: imageId! }, query: { limit: 24 }, signal }),
  });
}

/** The page behind the viewer's "More like this": the screen, then the screens of other apps like it. */
export default function Similar() {
  const t = useT();
  const { lang } = useLang();
  const { imageId } = useParams();
  const similar = useSimilarScreens(imageId);
  const paid = usePaid();
  const patternTitle = usePatternTitle();
  const source = similar.data?.source;
  const appName = source ? (lang === 'en' && source.appNameEn) || source.appName : '';
  const title = source ? t('similar.title', { app: appName, pattern: patternTitle(source) }) : t('similar.heading');
  useDocumentTitle(title);
  if (similar.isPending) return <p className="muted">{t('library.loading')}</p>;
  if (similar.error) {
    const locked = similar.error instanceof ApiError && similar.error.errorCode === MEMBERSHIP_REQUIRED;
    return (
      <section className="similar" aria-labelledby="similar-title">
        <h1 id="similar-title">{t('similar.heading')}</h1>
        <p role="alert">{errorText(similar.error, t)}</p>
        {locked ? (
          <Link to="/membership" className="button">
            {t('gate.seeMembership')}
          </Link>
        ) : null}
      </section>
    );
  }
  const { data } = similar.data;
  return (
    <section className="similar" aria-labelledby="similar-title" data-testid="similar-page">
      <div className="similar__head">
        <Link to={`/apps/${source!.appId}?image=${encodeURIComponent(source!.imageId)}`} className="similar__source" aria-label={t('similar.source', { app: appName })}>
          <ScreenImage className={platformClass('screen-card__image', source!.type)} image={source!.image} thumbnails={source!.thumbnails} sizes={source!.type === 'WEBSITE' ? WEBSITE_MASONRY_SIZES : MASONRY_SIZES} alt="" />
        </Link>
        <div>
          <p className="similar__eyebrow">{t('similar.heading')}</p>
          <h1 id="similar-title" className="similar__title">
            {title}
          </h1>
          <p className="muted">{t('similar.explain')}</p>
        </div>
      </div>
      {data.length ? (
        <ul className={platformClass('masonry', source!.type)} data-testid="similar-screens">
          {data.map((image) => (
            <li key={image.imageId}>
              <ScreenCardItem image={image} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty" data-testid="similar-empty">
          {t('similar.none')}
        </p>
      )}
      {paid === false ? (
        <div className="free-limit" data-testid="similar-window">
          <p>{t('similar.window')}</p>
          <Link to="/membership" className="button">
            {t('gate.seeMembership')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
