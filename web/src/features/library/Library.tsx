import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../shared/api';
import { useIsMobile } from '../../shared/breakpoints';
import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { useDocumentTitle } from '../../shared/title';
import {
  filtersFromSearch,
  LIBRARY_VIEWS,
  MEMBERSHIP_REQUIRED,
  searchFromFilters,
  useBrowse,
  usesPaidFilters,
  withoutPaidFilters,
  type AppCard,
  type AppType,
  type BrowseItem,
  type Filters,
  type ImageCard,
  type LibraryView,
  type PatternCard,
} from './api';
import { AppCardItem, platformClass, PatternCardItem, ScreenCardItem } from './Cards';
import { EndlessGrid } from './EndlessGrid';
import { CodePanel, MauColorPanel } from './FilterPanels';
import { FlowsGrid } from './Flows';
import { useMembershipGate } from './gate';
import { ReferenceCards, type ReferencePanel } from './ReferenceCards';
import { locksAnything, Wall } from './Wall';

const isMembershipRequired = (error: unknown) => error instanceof ApiError && error.errorCode === MEMBERSHIP_REQUIRED;

/** The library for one product tab: the reference-search cards, their filter panels and the endless grid. */
export default function Library({ type }: { type: AppType }) {
  const t = useT();
  // The tab names its kind ("Mobile apps · Screenshelf").
  useDocumentTitle(t(`library.title.${type}`));
  const modal = useModal();
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const [storedView, storeView] = useStoredView();
  const inAddress = filtersFromSearch(search);
  // The address names the view when a link or the switch set it; else the one chosen last here.
  const filters: Filters = { ...inAddress, view: inAddress.view ?? storedView };
  const initialPanel = search.get('panel') as ReferencePanel | null;
  const [panel, setPanel] = useState<ReferencePanel | null>(initialPanel);
  const gate = useMembershipGate();
  // The flows view asks browseFlows (FlowsGrid), not the screens' browse.
  const flowsView = filters.view === 'flows';
  const browse = useBrowse(type, filters, { enabled: !flowsView });

  // A filter changes the filters, never the view: the address keeps the view only when it came with one.
  const setFilters = (next: Filters) => setSearch(searchFromFilters({ ...next, view: inAddress.view }), { replace: true, preventScrollReset: true });
  const setView = (view: LibraryView) => {
    storeView(view);
    setSearch(searchFromFilters({ ...filters, view: undefined }), { replace: true, preventScrollReset: true });
  };

  const select = (next: ReferencePanel) => {
    if (panel === next) return setPanel(null);
    if (flowsView && screensOnly(next)) {
      void modal.alert({ title: t('flows.filtersScreensOnly') });
      return;
    }
    if (next === 'mauColor' && !gate.requirePaid()) return;
    // product-spec §5: the component checkbox collection is desktop only.
    if (next === 'component' && isMobile) {
      void modal.alert({ title: t('library.checkOnPc') });
      return;
    }
    setPanel(next);
  };

  // A panel asked for in the address (the landing's reference cards) obeys the same rules as a click:
  // it stays closed while it is not allowed, the reason is shown once, and then it is dropped.
  const { paid, showMembershipNeeded } = gate;
  const flowsRefuse = flowsView && !!panel && screensOnly(panel);
  const blocked = flowsRefuse || (panel === 'mauColor' && paid === false) || (panel === 'component' && isMobile);
  const shownPanel = blocked ? null : panel;
  const noticed = useRef<ReferencePanel | null>(null);
  useEffect(() => {
    if (!blocked || !panel || noticed.current === panel) return;
    noticed.current = panel;
    const notice = flowsRefuse
      ? modal.alert({ title: t('flows.filtersScreensOnly') })
      : panel === 'mauColor'
        ? showMembershipNeeded()
        : modal.alert({ title: t('library.checkOnPc') });
    void notice.then(() => {
      noticed.current = null;
      setPanel((p) => (p === panel ? null : p));
    });
  }, [blocked, flowsRefuse, panel, showMembershipNeeded, modal, t]);

  // The server refused the paid filters: explain, and drop them so the list shows again.
  const refusedError = useRef<unknown>(null);
  useEffect(() => {
    if (!isMembershipRequired(browse.error) || refusedError.current === browse.error) return;
    refusedError.current = browse.error;
    setPanel((p) => (p === 'mauColor' ? null : p));
    setSearch(searchFromFilters(withoutPaidFilters(filtersFromSearch(search))), { replace: true });
    void gate.showMembershipNeeded();
  }, [browse.error, gate, search, setSearch]);

  // The wall (what a membership adds) is the server's word: `locked` comes only to callers with a
  // window. It stands in for the empty state when the filters match only locked items.
  const { locked } = browse;
  const wall = locked ? <Wall locked={locked} type={type} /> : null;
  const lockedOnly = locksAnything(locked);

  const codeCount = filters.categoryCodes.length + filters.patternCodes.length;
  const activeCount = flowsView ? codeCount : codeCount + filters.componentCodes.length + (usesPaidFilters(filters) ? 1 : 0);
  const freeLimit = gate.paid === false ? <FreeLimit /> : null;

  return (
    <section id="library" className="library" aria-labelledby="library-title">
      <div className="library__head">
        <h2 id="library-title" className="library__title">
          {t(`library.title.${type}`)}
        </h2>
        <div className="library__controls">
          <div className="view-switch" role="group" aria-label={t('library.view')} data-testid="view-switch">
            {LIBRARY_VIEWS.map((view) => (
              <button key={view} type="button" aria-pressed={filters.view === view} onClick={() => setView(view)} data-testid={`view-${view}`}>
                {t(`library.view.${view}`)}
              </button>
            ))}
          </div>
          <label className="sort" hidden={flowsView}>
            <span className="visually-hidden">{t('library.sort')}</span>
            <select
              value={filters.sortField ?? ''}
              onChange={(e) => setFilters({ ...filters, sortField: (e.target.value || undefined) as Filters['sortField'] })}
              data-testid="sort"
            >
              <option value="">{t('library.sort.default')}</option>
              <option value="updatedAt">{t('library.sort.updatedAt')}</option>
              <option value="trending">{t('library.sort.trending')}</option>
              <option value="mau">{t('library.sort.mau')}</option>
            </select>
          </label>
        </div>
      </div>
      <ReferenceCards active={shownPanel} onSelect={select} />
      {shownPanel === 'mauColor' ? <MauColorPanel filters={filters} onChange={setFilters} /> : null}
      {shownPanel === 'pattern' ? <CodePanel type="PATTERN" field="patternCodes" appType={type} filters={filters} onChange={setFilters} /> : null}
      {shownPanel === 'category' ? <CodePanel type="CATEGORY" field="categoryCodes" appType={type} filters={filters} onChange={setFilters} /> : null}
      {shownPanel === 'component' ? (
        <CodePanel type="COMPONENT" field="componentCodes" appType={type} filters={filters} onChange={setFilters} checkboxes />
      ) : null}
      {activeCount > 0 ? (
        <p className="active-filters">
          {t('filters.active', { count: activeCount })}{' '}
          <button type="button" className="link-button" onClick={() => setFilters({ categoryCodes: [], patternCodes: [], componentCodes: [], sortField: filters.sortField })}>
            {t('filters.clear')}
          </button>
        </p>
      ) : null}
      {flowsView ? (
        <FlowsGrid type={type} filters={filters} end={freeLimit} />
      ) : (
        <EndlessGrid<BrowseItem>
          query={browse}
          className={browse.kind === 'apps' ? 'app-grid' : browse.kind === 'images' ? platformClass('masonry', type) : 'card-grid'}
          hideError={isMembershipRequired}
          itemKey={(item, i) => ('imageId' in item ? item.imageId : 'patternId' in item ? item.patternId : (item as AppCard).appId) || String(i)}
          renderItem={(item) =>
            browse.kind === 'images' ? (
              <ScreenCardItem image={item as ImageCard} />
            ) : browse.kind === 'patterns' ? (
              <PatternCardItem pattern={item as PatternCard} />
            ) : (
              <AppCardItem app={item as AppCard} />
            )
          }
          empty={lockedOnly ? wall : undefined}
          end={wall ?? freeLimit}
        />
      )}
    </section>
  );
}

const VIEW_KEY = 'screenshelf.libraryView';

/**
 * The library home's view as last chosen on this device (apps unless another was picked); kept in
 * localStorage, so it sticks across visits and tabs without an account.
 */
function useStoredView(): [LibraryView, (view: LibraryView) => void] {
  const read = (): LibraryView => {
    try {
      return LIBRARY_VIEWS.find((v) => v === localStorage.getItem(VIEW_KEY)) ?? 'apps';
    } catch {
      return 'apps';
    }
  };
  const [view, setView] = useState<LibraryView>(read);
  const store = (next: LibraryView) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Storage refused (a private window): the choice lasts this page's life.
    }
  };
  return [view, store];
}

/** MAU, colour and components filter screens; flows take categories and patterns only (browseFlows). */
const screensOnly = (panel: ReferencePanel) => panel === 'mauColor' || panel === 'component';

/** product-spec §6: Starter and visitors see the latest 3 apps and websites; the rest needs a membership. */
function FreeLimit() {
  const t = useT();
  return (
    <div className="free-limit" data-testid="free-limit">
      <strong>{t('library.freeLimit.title')}</strong>
      <p>{t('library.freeLimit.body')}</p>
      <Link to="/membership" className="button">
        {t('gate.seeMembership')}
      </Link>
    </div>
  );
}
