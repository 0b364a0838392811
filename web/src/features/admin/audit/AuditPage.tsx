import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { AdminTable, type Column } from '../AdminTable';
import { AUDIT_SERVICES, useAuditLog, type AuditEntry, type AuditFilter } from '../api';
import { useDate } from '../ui';

const EMPTY: AuditFilter = { service: '', action: '', actorId: '', targetId: '', from: '', to: '' };

/** The fields that changed between before and after, each as `field: before → after`; the whole object when one side is missing. */
export function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): { field: string; before?: string; after?: string }[] {
  const show = (v: unknown) => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v));
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }))
    .filter((c) => !before || !after || c.before !== c.after);
}

function Change({ entry }: { entry: AuditEntry }) {
  const list = changes(entry.before, entry.after);
  if (!list.length) return <>—</>;
  return (
    <ul className="admin-changes" data-testid="admin-audit-change">
      {list.map((c) => (
        <li key={c.field}>
          <code>{c.field}</code>: {c.before !== undefined ? <del>{c.before}</del> : null}
          {c.before !== undefined && c.after !== undefined ? ' → ' : null}
          {c.after !== undefined ? <ins>{c.after}</ins> : null}
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit: every admin change, newest first, filtered by service, action, actor, target and date (Korea time). */
export default function AuditPage() {
  const t = useT();
  const date = useDate();
  const [draft, setDraft] = useState<AuditFilter>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const log = useAuditLog(filter);
  const input = (name: keyof AuditFilter, type = 'search') => (
    <label>
      {t(`admin.audit.${name}`)}
      <input type={type} value={draft[name]} onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))} data-testid={`admin-audit-${name}`} />
    </label>
  );
  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: t('admin.audit.at'), cell: (e) => date(e.at, true) },
    { key: 'actor', header: t('admin.audit.actorId'), cell: (e) => <span title={e.actorId}>{e.actorEmail || e.actorId}</span> },
    { key: 'service', header: t('admin.audit.service'), cell: (e) => e.service },
    { key: 'action', header: t('admin.audit.action'), cell: (e) => <code data-testid="admin-audit-action-cell">{e.action}</code> },
    {
      key: 'target',
      header: t('admin.audit.targetId'),
      cell: (e) => (
        <>
          {e.targetType} <code>{e.targetId}</code>
        </>
      ),
    },
    { key: 'change', header: t('admin.audit.change'), cell: (e) => <Change entry={e} /> },
  ];
  return (
    <section className="admin-section" data-testid="admin-audit">
      <h1>{t('admin.nav.audit')}</h1>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...draft, action: draft.action.trim(), actorId: draft.actorId.trim(), targetId: draft.targetId.trim() });
        }}
      >
        <label>
          {t('admin.audit.service')}
          <select value={draft.service} onChange={(e) => setDraft((d) => ({ ...d, service: e.target.value }))} data-testid="admin-audit-service">
            <option value="">{t('admin.audit.every')}</option>
            {AUDIT_SERVICES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        {input('action')}
        {input('actorId')}
        {input('targetId')}
        {input('from', 'date')}
        {input('to', 'date')}
        <button type="submit" className="button button--small" data-testid="admin-audit-apply">
          {t('admin.search')}
        </button>
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={() => {
            setDraft(EMPTY);
            setFilter(EMPTY);
          }}
        >
          {t('admin.audit.reset')}
        </button>
      </form>
      <AdminTable columns={columns} rowKey={(e) => e.id} list={log} testId="admin-audit-table" empty={t('admin.audit.none')} />
    </section>
  );
}
