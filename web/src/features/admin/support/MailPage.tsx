import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, type Schema } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useT } from '../../../shared/i18n';
import { useModal } from '../../../shared/modal/ModalProvider';
import { AdminTable, useAdminList, type Column } from '../AdminTable';
import { useDate } from '../ui';
import { ChipTabs } from '../../../shared/ChipTabs';

type Mail = Schema<'MailRecord'>;
const STATES = ['UNKNOWN', 'FAILED', 'PENDING', 'SENDING', 'SENT'] as const;
type State = (typeof STATES)[number];

const resend = async (mailId: string) => (await call('resendMail', { path: { mailId } })).data;

/**
 * /admin/mail: the outgoing mail (answers, confirmations, newsletters) by state. A mail is sent at
 * most once: one whose delivery is UNKNOWN (the connection failed after its data) or FAILED waits
 * here until an admin, having looked it up by its Message-ID, decides to send it again.
 */
export default function MailPage() {
  const t = useT();
  const date = useDate();
  const modal = useModal();
  const client = useQueryClient();
  const [state, setState] = useState<State>('UNKNOWN');
  const counts = useQuery({
    queryKey: ['admin', 'mail-counts'],
    queryFn: async () => (await call('countMails')).data,
    staleTime: 0,
  });
  const list = useAdminList(['mail'], 'listMails', { state });

  const again = async (mail: Mail) => {
    const confirmed = await modal.open({
      title: t('admin.mail.resendTitle', { to: mail.to }),
      description: t(mail.state === 'UNKNOWN' ? 'admin.mail.resendUnknown' : 'admin.mail.resendFailed'),
      isConfirm: true,
      okText: t('admin.mail.resend'),
    });
    if (!confirmed) return;
    try {
      await resend(mail.id);
    } catch (error) {
      await modal.alert({ title: t('admin.failed'), description: errorText(error, t) });
    }
    await client.invalidateQueries({ queryKey: ['admin'] });
  };

  const columns: Column<Mail>[] = [
    { key: 'at', header: t('admin.mail.at'), cell: (m) => date(m.createdAt, true) },
    { key: 'to', header: t('admin.mail.to'), cell: (m) => m.to },
    {
      key: 'subject',
      header: t('admin.mail.subject'),
      cell: (m) => (
        <>
          <p>{m.subject}</p>
          <small className="hint">{m.messageId}</small>
        </>
      ),
    },
    {
      key: 'state',
      header: t('admin.support.status'),
      cell: (m) => (
        <>
          <p>{t(`admin.mail.state.${m.state}`)}</p>
          {m.sentAt ? <small className="hint">{date(m.sentAt, true)}</small> : null}
          {m.lastError ? <small className="hint">{t('admin.mail.error', { attempts: m.attempts, error: m.lastError })}</small> : null}
        </>
      ),
    },
    {
      key: 'again',
      header: '',
      cell: (m) =>
        m.state === 'UNKNOWN' || m.state === 'FAILED' ? (
          <button type="button" className="button button--small" onClick={() => void again(m)} data-testid="admin-mail-resend">
            {t('admin.mail.resend')}
          </button>
        ) : null,
    },
  ];

  return (
    <section className="admin-section" data-testid="admin-mail">
      <h1>{t('admin.nav.mail')}</h1>
      <p className="hint">{t('admin.mail.intro')}</p>
      <ChipTabs
        values={STATES}
        selected={state}
        onSelect={setState}
        label={(s) => `${t(`admin.mail.state.${s}`)}${counts.data ? ` ${counts.data[s].toLocaleString()}` : ''}`}
        testId={(s) => `admin-mail-state-${s}`}
      />
      <AdminTable columns={columns} rowKey={(m) => m.id} list={list} testId="admin-mail-table" />
    </section>
  );
}
