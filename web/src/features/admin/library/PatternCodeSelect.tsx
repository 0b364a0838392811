import { useLang } from '../../../shared/i18n';
import { codeName, useCodes } from '../../library/api';

/** The pattern codes as a select, grouped by their parent (a pattern's and a flow's UX pattern). */
export function PatternCodeSelect({
  value,
  onChange,
  testId,
  required,
}: {
  value: string;
  onChange(code: string): void;
  testId: string;
  required?: boolean;
}) {
  const { lang } = useLang();
  const codes = useCodes('PATTERN');
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} required={required} data-testid={testId}>
      <option value="">—</option>
      {(codes.data ?? []).map((group) =>
        group.children.length ? (
          <optgroup key={group.code} label={codeName(lang, group)}>
            {group.children.map((node) => (
              <option key={node.code} value={node.code}>
                {codeName(lang, node)}
              </option>
            ))}
          </optgroup>
        ) : (
          <option key={group.code} value={group.code}>
            {codeName(lang, group)}
          </option>
        ),
      )}
    </select>
  );
}
