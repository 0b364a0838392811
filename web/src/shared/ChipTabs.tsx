import type { ReactNode } from 'react';

/**
 * A row of chips that picks one of a few views (a list's state, a kind, a sort): `role="tablist"`,
 * the chosen chip `aria-selected` and drawn on. `testId(value)` names each chip for tests.
 */
export function ChipTabs<T extends string>({
  values,
  selected,
  onSelect,
  label,
  ariaLabel,
  testId,
}: {
  values: readonly T[];
  selected: NoInfer<T>;
  onSelect(value: NoInfer<T>): void;
  label(value: NoInfer<T>): ReactNode;
  ariaLabel?: string;
  testId?(value: NoInfer<T>): string;
}) {
  return (
    <div className="chips" role="tablist" aria-label={ariaLabel}>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={value === selected}
          className={`chip${value === selected ? ' chip--on' : ''}`}
          onClick={() => onSelect(value)}
          data-testid={testId?.(value)}
        >
          {label(value)}
        </button>
      ))}
    </div>
  );
}
