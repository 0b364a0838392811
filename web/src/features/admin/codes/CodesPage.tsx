import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useLang, useT } from '../../../shared/i18n';
import { codeName, useCodes, type CodeNode, type CodeType } from '../../library/api';
import { createCode } from '../library/api';
import { ChipTabs } from '../../../shared/ChipTabs';

const TYPES: CodeType[] = ['CATEGORY', 'PATTERN', 'COMPONENT'];

/** /admin/codes: the category, pattern and component trees (GET /api/v2/codes?type) and adding a code. */
export default function CodesPage() {
  const t = useT();
  const [type, setType] = useState<CodeType>('CATEGORY');
  const codes = useCodes(type);
  return (
    <section className="admin-section" data-testid="admin-codes">
      <h1>{t('admin.nav.codes')}</h1>
      <ChipTabs values={TYPES} selected={type} onSelect={setType} label={(name) => t(`admin.codes.type.${name}`)} testId={(name) => `codes-type-${name}`} />
      <NewCodeForm key={type} type={type} tree={codes.data ?? []} />
      {codes.isPending ? (
        <p className="status" aria-busy="true">
          {t('library.loading')}
        </p>
      ) : null}
      {codes.isError ? (
        <p className="status status--error" role="alert">
          {errorText(codes.error, t)}
        </p>
      ) : null}
      {codes.data && !codes.data.length ? <p className="status">{t('admin.table.empty')}</p> : null}
      {codes.data?.length ? <CodeTree nodes={codes.data} /> : null}
    </section>
  );
}

function CodeTree({ nodes }: { nodes: CodeNode[] }) {
  const { lang } = useLang();
  return (
    <ul className="code-tree" data-testid="code-tree">
      {nodes.map((node) => (
        <li key={node.code} data-testid="code-node" data-code={node.code}>
          <code>{node.code}</code> {codeName(lang, node)} <span className="hint">({node.count})</span>
          {node.description ? <p className="hint">{node.description}</p> : null}
          {node.children.length ? <CodeTree nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** POST /api/v2/codes; the tree is read from search, which has it a moment later, so the tree is asked again until it shows. */
function NewCodeForm({ type, tree }: { type: CodeType; tree: CodeNode[] }) {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [description, setDescription] = useState('');
  const [synonyms, setSynonyms] = useState('');
  const [parentCode, setParentCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [added, setAdded] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setAdded('');
    try {
      const saved = await createCode({
        type,
        code: code.trim(),
        name: name.trim(),
        nameEn: nameEn.trim() || undefined,
        description: description.trim() || undefined,
        parentCode: parentCode || undefined,
        // Other words for it, comma-separated (the search box reads them as this code).
        synonyms: synonyms.split(/[,\n]/).map((w) => w.trim()).filter(Boolean),
      });
      setAdded(saved.code);
      setCode('');
      setName('');
      setNameEn('');
      setDescription('');
      setSynonyms('');
      await waitForCode(saved.code);
    } catch (e) {
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  /** Refetches the tree (at most 20 times, a second apart) until the new code is in it. */
  const waitForCode = async (newCode: string) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await queryClient.invalidateQueries({ queryKey: ['codes'] });
      const trees = queryClient.getQueriesData<CodeNode[]>({ queryKey: ['codes', type] });
      const has = (nodes: CodeNode[] | undefined): boolean => !!nodes?.some((n) => n.code === newCode || has(n.children));
      if (trees.some(([, nodes]) => has(nodes))) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };

  return (
    <form className="admin-form admin-filters" onSubmit={(e) => void submit(e)} data-testid="code-form" aria-busy={busy}>
      <label>
        <span>{t('admin.codes.code')}</span>
        <input required maxLength={40} value={code} onChange={(e) => setCode(e.target.value)} data-testid="code-code" />
      </label>
      <label>
        <span>{t('admin.codes.name')}</span>
        <input required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} data-testid="code-name" />
      </label>
      <label>
        <span>{t('admin.codes.nameEn')}</span>
        <input maxLength={100} value={nameEn} onChange={(e) => setNameEn(e.target.value)} data-testid="code-name-en" />
      </label>
      <label>
        <span>{t('admin.codes.description')}</span>
        <input maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label>
        <span>{t('admin.codes.synonyms')}</span>
        <input maxLength={2000} value={synonyms} onChange={(e) => setSynonyms(e.target.value)} placeholder={t('admin.codes.synonymsHint')} data-testid="code-synonyms" />
      </label>
      {type !== 'CATEGORY' ? (
        <label>
          <span>{t('admin.codes.parent')}</span>
          <select value={parentCode} onChange={(e) => setParentCode(e.target.value)} data-testid="code-parent">
            <option value="">—</option>
            {tree.map((node) => (
              <option key={node.code} value={node.code}>
                {node.code} {codeName(lang, node)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit" className="button" disabled={busy} data-testid="code-save">
        {busy ? t('admin.lib.saving') : t('admin.codes.add')}
      </button>
      {error ? (
        <p className="form-error" role="alert" data-testid="code-error">
          {error}
        </p>
      ) : null}
      {added && !busy ? (
        <p className="hint" role="status" data-testid="code-added">
          {t('admin.codes.added', { code: added })}
        </p>
      ) : null}
    </form>
  );
}
