import { useState, type FormEvent } from 'react';
import { call, serverMessage, type Body, type Schema } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useT } from '../../../shared/i18n';
import { AdminTable, useAdminList, type Column } from '../AdminTable';
import { useDate } from '../ui';

type Issue = Schema<'NewsletterIssue'>;
type Preview = Schema<'NewsletterPreview'>;
const EMPTY: Body<'createNewsletterIssue'> = { subjectKo: '', subjectEn: '', bodyKo: '', bodyEn: '' };

/** /admin/newsletter: write an issue in Korean and English, preview it, send it (once per subscriber). */
export default function NewsletterPage() {
  const t = useT();
  const date = useDate();
  const list = useAdminList(['newsletter-issues'], 'listNewsletterIssues', {});
  const [draft, setDraft] = useState(EMPTY);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState('');
  const fail = (e: unknown) => setError(serverMessage(e) ?? errorText(e, t));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await call('createNewsletterIssue', { body: draft });
      setDraft(EMPTY);
      setError('');
      await list.refetch();
    } catch (e) {
      fail(e);
    }
  };
  const showPreview = (issueId: string) => call('previewNewsletterIssue', { path: { issueId } }).then((a) => setPreview(a.data), fail);
  const send = (id: string) => {
    if (!window.confirm(t('admin.newsletter.sendConfirm'))) return;
    void call('sendNewsletterIssue', { path: { issueId: id } }).then(() => list.refetch(), fail);
  };
  const field = (name: keyof typeof EMPTY, multiline = false) => (
    <label className="field">
      <span>{t(`admin.newsletter.${name}`)}</span>
      {multiline ? (
        <textarea rows={6} required value={draft[name]} onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))} />
      ) : (
        <input required maxLength={200} value={draft[name]} onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))} />
      )}
    </label>
  );
  const columns: Column<Issue>[] = [
    { key: 'at', header: t('admin.support.at'), cell: (i) => date(i.createdAt, true) },
    { key: 'subject', header: t('admin.newsletter.subjectKo'), cell: (i) => `${i.subjectKo} / ${i.subjectEn}` },
    { key: 'status', header: t('admin.support.status'), cell: (i) => (i.status === 'SENT' ? t('admin.newsletter.sent', { delivered: i.delivered, recipients: i.recipients }) : i.status) },
    {
      key: 'actions',
      header: '',
      cell: (i) => (
        <>
          <button type="button" className="button button--small" onClick={() => void showPreview(i.id)}>
            {t('admin.newsletter.preview')}
          </button>{' '}
          {i.status === 'DRAFT' ? (
            <button type="button" className="button button--small" onClick={() => send(i.id)} data-testid="admin-newsletter-send">
              {t('admin.newsletter.send')}
            </button>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <section className="admin-section" data-testid="admin-newsletter">
      <h1>{t('admin.nav.newsletter')}</h1>
      <form className="product-form" onSubmit={(e) => void create(e)}>
        {field('subjectKo')}
        {field('bodyKo', true)}
        {field('subjectEn')}
        {field('bodyEn', true)}
        <button type="submit" className="button">
          {t('admin.newsletter.create')}
        </button>
      </form>
      {error ? (
        <p className="status status--error" role="alert">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="admin-preview" data-testid="admin-newsletter-preview">
          <p>{t('admin.newsletter.recipients', { n: preview.recipients })}</p>
          <h3>{preview.subjectKo}</h3>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{preview.textKo}</pre>
          <h3>{preview.subjectEn}</h3>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{preview.textEn}</pre>
        </div>
      ) : null}
      <AdminTable columns={columns} rowKey={(i) => i.id} list={list} testId="admin-newsletter-table" />
    </section>
  );
}
