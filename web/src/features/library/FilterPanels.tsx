import { useLang, useT } from '../../shared/i18n';
import { COLOURS, MAU_BANDS, useCodes, type AppType, type CodeNode, type CodeType, type Filters } from './api';

interface PanelProps {
  filters: Filters;
  onChange(filters: Filters): void;
}

const codeName = (lang: string, node: CodeNode) => (lang === 'en' && node.nameEn ? node.nameEn : node.name);

const toggle = (list: string[], code: string) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]);

/** MAU bands and the eight colours (product-spec §9); only reachable with a paid plan. */
export function MauColorPanel({ filters, onChange }: PanelProps) {
  const t = useT();
  return (
    <div className="filter-panel" data-testid="panel-mauColor">
      <fieldset className="filter-panel__group">
        <legend>{t('filters.mau')}</legend>
        <div className="chips">
          {MAU_BANDS.map((band) => {
            const on = filters.minmau === band.min && filters.maxmau === band.max;
            return (
              <button
                key={band.key}
                type="button"
                className={`chip${on ? ' chip--on' : ''}`}
                aria-pressed={on}
                data-testid={`mau-${band.key}`}
                onClick={() => onChange({ ...filters, minmau: on ? undefined : band.min, maxmau: on ? undefined : band.max })}
              >
                {t(`filters.mau.${band.key}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="filter-panel__group">
        <legend>{t('filters.color')}</legend>
        <div className="swatches">
          {COLOURS.map((colour) => {
            const on = filters.color === colour.value;
            return (
              <button
                key={colour.value}
                type="button"
                className={`swatch${on ? ' swatch--on' : ''}`}
                style={{ background: colour.value }}
                aria-pressed={on}
                aria-label={t(`color.${colour.key}`)}
                title={t(`color.${colour.key}`)}
                data-testid={`color-${colour.key}`}
                onClick={() => onChange({ ...filters, color: on ? undefined : colour.value })}
              />
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

type CodeField = 'categoryCodes' | 'patternCodes' | 'componentCodes';

/** Chips for categories and patterns; the component collection as checkboxes grouped by parent. */
export function CodePanel({ type, field, appType, filters, onChange, checkboxes = false }: PanelProps & { type: CodeType; field: CodeField; appType: AppType; checkboxes?: boolean }) {
  const t = useT();
  const { lang } = useLang();
  // Every count depends on the selection (what the list holds with the option picked too): the server's facet counts.
  const codes = useCodes(type, appType, true, filters);
  const selected = filters[field];
  const set = (code: string) => onChange({ ...filters, [field]: toggle(selected, code) });

  if (codes.isPending) return <p className="filter-panel status">{t('library.loading')}</p>;
  if (codes.isError) return <p className="filter-panel status status--error">{t('error.server')}</p>;
  if (codes.data.length === 0) return <p className="filter-panel status">{t('filters.noCodes')}</p>;

  if (!checkboxes) {
    const flat = codes.data.flatMap((node) => (node.children?.length ? node.children : [node]));
    return (
      <div className="filter-panel chips" data-testid={`panel-${type.toLowerCase()}`} aria-busy={codes.isPlaceholderData}>
        {flat.map((node) => (
          <button key={node.code} type="button" className={`chip${selected.includes(node.code) ? ' chip--on' : ''}`} aria-pressed={selected.includes(node.code)} onClick={() => set(node.code)}>
            {codeName(lang, node)}
            {node.count ? <span className="chip__count">{node.count}</span> : null}
          </button>
        ))}
      </div>
    );
  }
  const groups = codes.data.some((n) => n.children?.length) ? codes.data : [{ code: '', name: '', nameEn: '', description: '', count: 0, children: codes.data }];
  return (
    <div className="filter-panel component-collection" data-testid="panel-component" aria-busy={codes.isPlaceholderData}>
      {groups.map((group) => (
        <fieldset key={group.code || 'all'} className="filter-panel__group">
          {group.name ? <legend>{codeName(lang, group)}</legend> : null}
          <div className="checkboxes">
            {(group.children ?? []).map((node) => (
              <label key={node.code} className="checkbox" title={node.description || undefined}>
                <input type="checkbox" checked={selected.includes(node.code)} onChange={() => set(node.code)} />
                {codeName(lang, node)}
                <span className="checkbox__count" data-testid={`component-count-${node.code}`}>
                  {node.count}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
