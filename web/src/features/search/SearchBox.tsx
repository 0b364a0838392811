import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLang, useT } from '../../shared/i18n';
import { useCodes, type CodeType } from '../library/api';
import { codeHref, matchingCodes, searchHref, SUGGEST_DEBOUNCE_MS, SUGGESTIONS_PER_KIND, useAppSearch, useDebounced } from './api';

interface Suggestion {
  id: string;
  href: string;
  label: string;
  kind: 'app' | CodeType;
}

const CODE_TYPES: CodeType[] = ['PATTERN', 'COMPONENT', 'CATEGORY'];

/**
 * The header's search box (a WAI-ARIA combobox): while typing, suggestions of apps (search), and
 * patterns, components and categories (the codes trees) in the page's language; ↑/↓ move, Enter
 * opens the highlighted one or the results page, Esc closes the list.
 */
export function SearchBox() {
  const t = useT();
  const { lang } = useLang();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const keyword = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const typing = keyword.length > 0;
  const mobile = useAppSearch(keyword, 'MOBILE', SUGGESTIONS_PER_KIND);
  const website = useAppSearch(keyword, 'WEBSITE', SUGGESTIONS_PER_KIND);
  // The code trees are asked for once someone types, not on every page.
  const patterns = useCodes('PATTERN', undefined, typing);
  const components = useCodes('COMPONENT', undefined, typing);
  const categories = useCodes('CATEGORY', undefined, typing);

  const suggestions = useMemo<Suggestion[]>(() => {
    if (!typing) return [];
    const apps = [...(mobile.data ?? []), ...(website.data ?? [])].slice(0, SUGGESTIONS_PER_KIND).map((app) => ({
      id: `app-${app.appId}`,
      href: `/apps/${encodeURIComponent(app.appId)}`,
      label: lang === 'en' && app.appNameEn ? app.appNameEn : app.appName,
      kind: 'app' as const,
    }));
    const trees = { PATTERN: patterns.data, COMPONENT: components.data, CATEGORY: categories.data };
    const codes = CODE_TYPES.flatMap((type) =>
      matchingCodes(type, trees[type] ?? [], keyword, lang).map((s) => ({ id: `${type}-${s.code}`, href: codeHref(s), label: s.name, kind: type })),
    );
    return [...apps, ...codes];
  }, [typing, keyword, lang, mobile.data, website.data, patterns.data, components.data, categories.data]);

  const expanded = open && typing && suggestions.length > 0;
  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const n = suggestions.length;
      const down = event.key === 'ArrowDown';
      setActive((i) => (down ? (i + 1 >= n ? 0 : i + 1) : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
      if (chosen) go(chosen.href);
      else if (value.trim()) go(searchHref(value));
    }
  };

  return (
    <form className="search-box" role="search" onSubmit={(e) => e.preventDefault()}>
      <input
        type="search"
        className="search-box__input"
        value={value}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        data-testid="search-input"
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-box__list" hidden={!expanded} data-testid="search-suggestions">
        {expanded
          ? suggestions.map((s, i) => (
              <li
                key={s.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className="search-box__option"
                data-testid="search-suggestion"
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(s.href);
                }}
              >
                <span className="search-box__kind">{t(`search.kind.${s.kind}`)}</span> {s.label}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
