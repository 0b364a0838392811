import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { useFlow } from '../library/flows-api';
import { FlowViewer } from '../library/Flows';
import { ScreenImage } from '../library/ScreenImage';
import { itemLink, type CollectionItem } from './api';
import './messages';

/** A board item's picture in the board's grid (a column of 220–280 px, a third of a phone). */
const ITEM_SIZES = '(max-width: 560px) 33vw, 280px';

/**
 * One item of a board as the caller may see it: a screen or an app that opens where it lives, a
 * flow that opens in the flow viewer here; a locked one (the server's word: it carries nothing
 * that names it, only its kind and a blurred preview) in the wall's look, with the way to the
 * membership page and no way to the item.
 */
export function ItemView({ item }: { item: CollectionItem }) {
  const t = useT();
  const { lang } = useLang();
  const kind = t(`collections.kind.${item.targetType}`);
  if (item.locked) {
    return (
      <div className="board-item__card board-item__card--locked" data-testid="locked-item">
        <div className="board-item__media board-item__media--locked">
          {item.preview ? <img src={item.preview} alt="" loading="lazy" /> : null}
        </div>
        <div className="board-item__caption">
          <span className="board-item__kind">{kind}</span>
          <strong>{t('collections.locked')}</strong>
          <Link to="/membership" className="board-item__membership">
            {t('gate.seeMembership')}
          </Link>
        </div>
      </div>
    );
  }
  const title = item.app
    ? (lang === 'en' && item.app.nameEn) || item.app.name
    : item.flow
      ? (lang === 'en' && item.flow.nameEn) || item.flow.name
      : undefined;
  // Spans, so the same body may sit in a link or a button.
  const body = (
    <>
      <span className={`board-item__media board-item__media--${item.targetType.toLowerCase()}`}>
        {item.image ? <ScreenImage image={item.image.url} thumbnails={item.image.thumbnails} sizes={ITEM_SIZES} alt="" /> : null}
        {item.app ? (
          item.app.icon ? (
            <img src={item.app.icon} alt="" className="board-item__icon" loading="lazy" />
          ) : (
            <span className="board-item__icon">{title?.slice(0, 1)}</span>
          )
        ) : null}
        {item.flow
          ? item.flow.images.slice(0, 4).map((src, index) => <img key={`${index}-${src}`} src={src} alt="" loading="lazy" />)
          : null}
      </span>
      <span className="board-item__caption">
        <span className="board-item__kind">
          {kind}
          {item.flow ? ` · ${t('collections.flowSteps', { count: item.flow.stepCount })}` : ''}
        </span>
        {title ? <strong>{title}</strong> : null}
      </span>
    </>
  );
  if (item.flow) return <FlowItem flowId={item.flow.flowId}>{body}</FlowItem>;
  const href = itemLink(item);
  return href ? (
    <Link to={href} className="board-item__card" data-testid="item-link">
      {body}
    </Link>
  ) : (
    <div className="board-item__card">{body}</div>
  );
}

/** A flow opens in the flow viewer over the board (the flow is asked for when opened). */
function FlowItem({ flowId, children }: { flowId: string; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const flow = useFlow(open ? flowId : undefined);
  return (
    <>
      <button type="button" className="board-item__card board-item__open" onClick={() => setOpen(true)} data-testid="item-open">
        {children}
      </button>
      {open && flow.isError ? (
        <p className="form-error" role="alert">
          {errorText(flow.error, t)}
        </p>
      ) : null}
      {open && flow.data ? <FlowViewer flow={flow.data} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
