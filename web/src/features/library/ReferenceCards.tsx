import { useT, type MessageKey } from '../../shared/i18n';

export type ReferencePanel = 'mauColor' | 'pattern' | 'component' | 'category';

export const REFERENCE_CARDS: { panel: ReferencePanel; title: MessageKey; body: MessageKey; icon: string }[] = [
  { panel: 'mauColor', title: 'reference.mauColor.title', body: 'reference.mauColor.body', icon: '◐' },
  { panel: 'pattern', title: 'reference.pattern.title', body: 'reference.pattern.body', icon: '▦' },
  { panel: 'component', title: 'reference.component.title', body: 'reference.component.body', icon: '☑' },
  { panel: 'category', title: 'reference.category.title', body: 'reference.category.body', icon: '◇' },
];

/** The four reference-search cards (product-spec §2): MAU/colour, pattern, component, category. */
export function ReferenceCards({ active, onSelect }: { active?: ReferencePanel | null; onSelect(panel: ReferencePanel): void }) {
  const t = useT();
  return (
    <div className="reference-cards" role="group" aria-label={t('reference.label')}>
      {REFERENCE_CARDS.map((card) => (
        <button
          key={card.panel}
          type="button"
          className={`reference-card${active === card.panel ? ' reference-card--active' : ''}`}
          aria-pressed={active === card.panel}
          data-testid={`reference-${card.panel}`}
          onClick={() => onSelect(card.panel)}
        >
          <span className="reference-card__icon" aria-hidden="true">
            {card.icon}
          </span>
          <strong className="reference-card__title">{t(card.title)}</strong>
          <span className="reference-card__body">{t(card.body)}</span>
        </button>
      ))}
    </div>
  );
}
