import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useViewerKeys } from '../../shared/focus';
import { useLang, useT, type Lang } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { AddToCollectionButton } from '../collections/AddToCollection';
import { codeNames, useCodes, type AppType } from './api';
import { platformClass } from './Cards';
import { EndlessGrid } from './EndlessGrid';
import { copyFlowToClipboard } from './flow-clipboard';
import { useAppFlows, useFlow, useFlowsBrowse, type Flow, type FlowFilters, type FlowsLocked, type FlowStep } from './flows-api';
import { ScreenImage } from './ScreenImage';
import './flows-messages';

/** A flow's steps in their order (the server sends `order`; the list is not promised sorted). */
export const stepsOf = (flow: Flow): FlowStep[] => [...flow.steps].sort((a, b) => a.order - b.order);

/** A step's label in the page's language (the other language when that one is empty). */
export const stepLabel = (lang: Lang, step: Pick<FlowStep, 'label' | 'labelEn'>) =>
  lang === 'en' ? step.labelEn || step.label : step.label || step.labelEn;

export const flowName = (lang: Lang, flow: Pick<Flow, 'name' | 'nameEn'>) =>
  lang === 'en' ? flow.nameEn || flow.name : flow.name || flow.nameEn;

const appNameOf = (lang: Lang, flow: Pick<Flow, 'appName' | 'appNameEn'>) => (lang === 'en' && flow.appNameEn) || flow.appName;

/** A screen in a flow card's strip: a phone's is 56–64 px wide, a website's 120 px. */
const FLOW_STRIP_SIZES = '64px';
const WEBSITE_FLOW_STRIP_SIZES = '120px';

/** What a flow viewer shows, and from which step. */
type Opened = { flow: Flow; step: number };

/**
 * A flow as a card: its name, its app and pattern, and its steps as a strip of small numbered
 * screens. The name opens the viewer at the first step, a screen of the strip at that step.
 */
export function FlowCard({ flow, onOpen, showApp = true }: { flow: Flow; onOpen(step: number): void; showApp?: boolean }) {
  const t = useT();
  const { lang } = useLang();
  const patternTree = useCodes('PATTERN');
  const pattern = flow.patternCode ? codeNames(patternTree.data ?? [], [flow.patternCode], lang)[0] : undefined;
  const steps = stepsOf(flow);
  const name = flowName(lang, flow);
  const appName = appNameOf(lang, flow);
  return (
    <article className="flow-card" data-testid="flow-card">
      <header className="flow-card__head">
        {showApp ? (
          flow.appIcon ? (
            <img className="flow-card__icon" src={flow.appIcon} alt="" width={40} height={40} loading="lazy" decoding="async" />
          ) : (
            <span className="flow-card__icon flow-card__icon--empty" aria-hidden="true">
              {appName.slice(0, 1)}
            </span>
          )
        ) : null}
        <div className="flow-card__text">
          <h3 className="flow-card__name">
            <button
              type="button"
              className="flow-card__open"
              onClick={() => onOpen(0)}
              aria-label={t('flows.open', { name })}
              data-testid="flow-open"
            >
              {name}
            </button>
          </h3>
          <p className="flow-card__meta">
            {showApp ? (
              <>
                <Link to={`/apps/${encodeURIComponent(flow.appId)}`}>{appName}</Link>
                {' · '}
              </>
            ) : null}
            {pattern ? `${pattern} · ` : ''}
            {t('flows.steps', { count: steps.length })}
          </p>
        </div>
        <AddToCollectionButton targetType="FLOW" targetId={flow.flowId} compact className="flow-card__collect" />
      </header>
      {/* The strip is a pointer's shortcut to a step; the keyboard opens the flow by its name and steps there. */}
      <ol className={platformClass('flow-strip', flow.appType)} data-testid="flow-strip">
        {steps.map((step, index) => (
          <li key={`${step.imageId}:${index}`} className="flow-strip__step">
            <button
              type="button"
              tabIndex={-1}
              className="flow-strip__open"
              onClick={() => onOpen(index)}
              aria-label={t('flows.viewer.goTo', { n: index + 1 })}
            >
              <ScreenImage
                image={step.image}
                thumbnails={step.thumbnails}
                sizes={flow.appType === 'WEBSITE' ? WEBSITE_FLOW_STRIP_SIZES : FLOW_STRIP_SIZES}
                alt=""
                draggable={false}
              />
              <span className="flow-strip__number" aria-hidden="true">
                {index + 1}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** A horizontal swipe longer than this (and more across than down) moves a step. */
const SWIPE_PX = 40;

/**
 * The flow viewer: one step at a time, as large as the window allows, with its label in the page's
 * language and "step n of m"; ←/→ and swipes move, Esc or a click outside closes. A dialog: focus
 * moves in on opening, Tab stays inside, and focus returns to the opener on closing. `actions`
 * adds buttons beside "Copy to Figma" (the shown step's index is given).
 */
export function FlowViewer({
  flow,
  step = 0,
  onClose,
  actions,
}: {
  flow: Flow;
  step?: number;
  onClose(): void;
  actions?: (flow: Flow, index: number) => ReactNode;
}) {
  const t = useT();
  const { lang } = useLang();
  const steps = stepsOf(flow);
  const last = Math.max(steps.length - 1, 0);
  const [index, setIndex] = useState(Math.min(Math.max(step, 0), last));
  const dialog = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const move = useCallback((by: number) => setIndex((i) => Math.min(Math.max(i + by, 0), last)), [last]);

  // A dialog opened above the viewer (add to a collection, a failed copy) has the keys to itself.
  useViewerKeys(true, dialog, '.flow-viewer__close', { close: onClose, move });

  const shown = steps[index];
  const label = shown ? stepLabel(lang, shown) : '';
  const appName = appNameOf(lang, flow);
  return (
    <div
      ref={dialog}
      className="popup flow-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('flows.viewer.label')}
      data-testid="flow-viewer"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <p className="popup__caption" data-testid="flow-caption">
        <Link to={`/apps/${encodeURIComponent(flow.appId)}`} onClick={onClose}>
          {appName}
        </Link>
        <span aria-hidden="true"> · </span>
        {flowName(lang, flow)}
        <span aria-hidden="true"> · </span>
        <span className="popup__count" data-testid="flow-count">
          {t('flows.viewer.step', { n: index + 1, total: steps.length })}
        </span>
      </p>
      <button
        type="button"
        className="popup__nav popup__nav--prev"
        aria-label={t('flows.viewer.prev')}
        onClick={() => move(-1)}
        disabled={index === 0}
      >
        ‹
      </button>
      <figure
        className="flow-viewer__stage"
        data-testid="flow-stage"
        onPointerDown={(event) => {
          swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
        }}
        onPointerUp={(event) => {
          const start = swipe.current;
          swipe.current = null;
          if (!start || start.id !== event.pointerId) return;
          const dx = event.clientX - start.x;
          const dy = event.clientY - start.y;
          if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
        }}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        {shown ? (
          <img
            className={platformClass('flow-viewer__image', flow.appType)}
            src={shown.image}
            alt={t('flows.viewer.imageAlt', { n: index + 1, label })}
            draggable={false}
          />
        ) : null}
        <figcaption className="flow-viewer__label" data-testid="flow-step-label" aria-live="polite">
          <span className="flow-viewer__number" aria-hidden="true">
            {index + 1}
          </span>
          {label}
        </figcaption>
      </figure>
      <button
        type="button"
        className="popup__nav popup__nav--next"
        aria-label={t('flows.viewer.next')}
        onClick={() => move(1)}
        disabled={index >= last}
      >
        ›
      </button>
      <div className="popup__bar">
        <ol className="flow-viewer__rail" aria-label={t('flows.viewer.steps')}>
          {steps.map((s, i) => (
            <li key={`${s.imageId}:${i}`}>
              <button
                type="button"
                className="flow-viewer__dot"
                aria-current={i === index ? 'step' : undefined}
                aria-label={t('flows.viewer.goTo', { n: i + 1 })}
                title={stepLabel(lang, s)}
                onClick={() => setIndex(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
        <div className="popup__actions">
          <CopyFlowButton flow={flow} />
          <AddToCollectionButton targetType="FLOW" targetId={flow.flowId} />
          {actions?.(flow, index)}
        </div>
      </div>
      <button type="button" className="popup__close flow-viewer__close" aria-label={t('modal.close')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/** "Copy to Figma" for the whole flow: its screens as one row on the clipboard (flow-clipboard.ts). */
function CopyFlowButton({ flow }: { flow: Flow }) {
  const t = useT();
  const modal = useModal();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await copyFlowToClipboard(stepsOf(flow).map((s) => s.image));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error('[export] flow copy failed', error);
      await modal.alert({ title: t('export.failed.title'), description: t('export.failed.text') });
    }
  };
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => void copy()}
      title={t('flows.export.hint')}
      data-testid="flow-export"
    >
      {copied ? t('export.copied') : t('export.action')}
    </button>
  );
}

/**
 * The free tier's wall for flows: how many more flows the filters match beyond the caller's window
 * (the server's `locked.count`), and the way to the membership page.
 */
function FlowsWall({ locked }: { locked: FlowsLocked }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="free-limit wall" data-testid="free-limit" aria-labelledby={titleId}>
      <strong id={titleId} data-testid={locked.count > 0 ? 'wall-counts' : undefined}>
        {locked.count > 0 ? t('flows.wall.title', { count: locked.count.toLocaleString() }) : t('library.freeLimit.title')}
      </strong>
      <p>{t('library.freeLimit.body')}</p>
      <Link to="/membership" className="button">
        {t('gate.seeMembership')}
      </Link>
    </section>
  );
}

/**
 * The library's flows view: flow cards of the tab's type, filtered by category and pattern, endless
 * as the other views; the wall (`locked`) as screens have it, `end` otherwise.
 */
export function FlowsGrid({ type, filters, end }: { type: AppType; filters: FlowFilters; end?: ReactNode }) {
  const browse = useFlowsBrowse(type, filters);
  const [opened, setOpened] = useState<Opened | null>(null);
  const { locked } = browse;
  const wall = locked ? <FlowsWall locked={locked} /> : null;
  return (
    <>
      <EndlessGrid<Flow>
        query={browse}
        className="flow-grid"
        itemKey={(flow) => flow.flowId}
        renderItem={(flow) => <FlowCard flow={flow} onOpen={(step) => setOpened({ flow, step })} />}
        empty={locked && locked.count > 0 ? wall : undefined}
        end={wall ?? end}
      />
      {opened ? <FlowViewer flow={opened.flow} step={opened.step} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

/**
 * An app page's flows: a row of cards that open the viewer. `/apps/<id>?flow=<flowId>` (a link the
 * assistant or a shared board gives) opens that flow once. Nothing shows for an app without flows.
 */
export function AppFlows({ appId }: { appId: string }) {
  const t = useT();
  const flows = useAppFlows(appId);
  const [search] = useSearchParams();
  const wanted = search.get('flow') ?? undefined;
  const linked = useFlow(wanted);
  const [opened, setOpened] = useState<Opened | null>(null);
  const openedLink = useRef<string | null>(null);
  const headingId = useId();
  useEffect(() => {
    if (!linked.data || openedLink.current === linked.data.flowId) return;
    openedLink.current = linked.data.flowId;
    setOpened({ flow: linked.data, step: 0 });
  }, [linked.data]);

  const list = flows.data ?? [];
  return (
    <>
      {list.length ? (
        <section className="flows-section" aria-labelledby={headingId} data-testid="app-flows">
          <h2 id={headingId} className="flows-section__title">
            {t('flows.title')} <span className="pattern-section__count">{list.length}</span>
          </h2>
          <ul className="flow-row">
            {list.map((flow) => (
              <li key={flow.flowId}>
                <FlowCard flow={flow} showApp={false} onOpen={(step) => setOpened({ flow, step })} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {opened ? <FlowViewer flow={opened.flow} step={opened.step} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
