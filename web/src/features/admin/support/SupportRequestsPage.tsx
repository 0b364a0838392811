import { useState } from 'react';
import { call, serverMessage, type Body, type Schema } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useT } from '../../../shared/i18n';
import { AdminTable, useAdminList, type Column } from '../AdminTable';
import { useDate } from '../ui';

type SupportRequest = Schema<'SupportRequest'>;
const STATUSES = ['NEW', 'IN_PROGRESS', 'DONE'] as const;
const KINDS = ['QUESTION', 'APP_REQUEST'] as const;

const updateRequest = async (requestId: string, body: Body<'updateSupportRequest'>) =>
  (await call('updateSupportRequest', { path: { requestId }, body })).data;

/** An answer box for a request not answered yet; the answer is e-mailed once and the request is DONE. */
function Answer({ request, onDone }: { request: SupportRequest; onDone: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  if (request.answeredAt) {
    return (
      <>
        <p className="hint">{request.answer}</p>
        <small data-testid="admin-support-mail">{t('admin.support.mail', { state: request.answerMail })}</small>
      </>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        updateRequest(request.id, { answer: text }).then(onDone, (e: unknown) => setError(serverMessage(e) ?? errorText(e, t)));
      }}
    >
      <textarea rows={3} required maxLength={10_000} value={text} onChange={(e) => setText(e.target.value)} data-testid="admin-support-answer" />
      <button type="submit" className="button button--small">
        {t('admin.support.answer')}
      </button>
      {error ? <p className="status status--error">{error}</p> : null}
    </form>
  );
}

/** /admin/support: contact requests by status and kind; move them forward and answer them by mail. */
export default function SupportRequestsPage() {
  const t = useT();
  const date = useDate();
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  // The selects give strings; '' (every status or kind) is left out.
  const list = useAdminList(['support-requests'], 'listSupportRequests', {
    status: STATUSES.find((s) => s === status),
    kind: KINDS.find((k) => k === kind),
  });
  const refresh = () => void list.refetch();
  const columns: Column<SupportRequest>[] = [
    { key: 'at', header: t('admin.support.at'), cell: (r) => date(r.createdAt, true) },
    { key: 'email', header: t('support.email'), cell: (r) => r.email },
    {
      key: 'what',
      header: t('support.message'),
      cell: (r) => (
        <>
          {r.kind === 'APP_REQUEST' ? (
            <p>
              <b>{r.appName}</b>{' '}
              <a href={r.storeUrl} target="_blank" rel="noreferrer noopener">
                {r.storeUrl}
              </a>
            </p>
          ) : null}
          <p style={{ whiteSpace: 'pre-wrap' }}>{r.message}</p>
        </>
      ),
    },
    {
      key: 'status',
      header: t('admin.support.status'),
      cell: (r) => (
        <select
          value={r.status}
          onChange={(e) => void updateRequest(r.id, { status: e.target.value as SupportRequest['status'] }).then(refresh, refresh)}
          data-testid="admin-support-status"
        >
          {STATUSES.map((s) => (
            <option key={s} value={s} disabled={STATUSES.indexOf(s) < STATUSES.indexOf(r.status)}>
              {t(`admin.support.status.${s}`)}
            </option>
          ))}
        </select>
      ),
    },
    { key: 'answer', header: t('admin.support.answer'), cell: (r) => <Answer request={r} onDone={refresh} /> },
  ];
  return (
    <section className="admin-section" data-testid="admin-support">
      <h1>{t('admin.nav.support')}</h1>
      <div className="admin-filters">
        <label>
          {t('admin.support.status')}
          <select value={status} onChange={(e) => setStatus(e.target.value)} data-testid="admin-support-filter-status">
            <option value="">{t('admin.audit.every')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.support.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('support.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">{t('admin.audit.every')}</option>
            <option value="QUESTION">{t('support.kind.QUESTION')}</option>
            <option value="APP_REQUEST">{t('support.kind.APP_REQUEST')}</option>
          </select>
        </label>
      </div>
      <AdminTable columns={columns} rowKey={(r) => r.id} list={list} testId="admin-support-table" />
    </section>
  );
}
