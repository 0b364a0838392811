import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../shared/api';
import { useT } from '../../../shared/i18n';
import { communityKeys, setVisibility, useReports } from '../../community/api';
import { ChipTabs } from '../../../shared/ChipTabs';

/** /admin/community: reported posts (open, hidden, all), hide or restore with a reason (each in the audit log). */
export default function ModerationPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'open' | 'hidden' | 'all'>('open');
  const reports = useReports(status);
  const [message, setMessage] = useState<string>();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const toggle = async (id: string, hidden: boolean) => {
    setMessage(undefined);
    try {
      await setVisibility(id, hidden, reasons[id]?.trim() ?? '');
      setReasons(({ [id]: _done, ...rest }) => rest);
      await Promise.all([queryClient.invalidateQueries({ queryKey: communityKeys.reports }), queryClient.invalidateQueries({ queryKey: communityKeys.posts })]);
    } catch (error) {
      setMessage(serverMessage(error) ?? t('community.actionError'));
    }
  };
  return (
    <section aria-labelledby="moderation-title">
      <h1 id="moderation-title">{t('admin.nav.community')}</h1>
      <ChipTabs values={['open', 'hidden', 'all'] as const} selected={status} onSelect={setStatus} label={(s) => t(`community.admin.${s}`)} />
      {message ? (
        <p className="status status--error" role="alert">
          {message}
        </p>
      ) : null}
      {reports.isPending ? (
        <p className="status">{t('library.loading')}</p>
      ) : reports.isError ? (
        <p className="status status--error" role="alert">
          {serverMessage(reports.error) ?? t('community.loadError')}
        </p>
      ) : reports.data.data.length === 0 ? (
        <p className="status">{t('community.admin.empty')}</p>
      ) : (
        <table className="admin-table" data-testid="reports">
          <thead>
            <tr>
              <th scope="col">{t('community.title')}</th>
              <th scope="col">{t('community.admin.reports')}</th>
              <th scope="col">{t('community.admin.reasons')}</th>
              <th scope="col">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {reports.data.data.map(({ post, reports: list }) => (
              <tr key={post.id}>
                <td>
                  <Link to={`/community/${post.id}`}>{post.title}</Link>
                  {post.hidden ? ` (${t('community.hidden')})` : ''}
                </td>
                <td>{post.reportCount}</td>
                <td>{list.map((r) => r.reason).filter(Boolean).join(' · ')}</td>
                <td>
                  <div className="admin-actions">
                    <input
                      type="text"
                      maxLength={2000}
                      value={reasons[post.id] ?? ''}
                      onChange={(e) => setReasons((r) => ({ ...r, [post.id]: e.target.value }))}
                      placeholder={t('community.admin.reason')}
                      aria-label={t('community.admin.reason')}
                      data-testid="moderation-reason"
                    />
                    <button type="button" className="button button--small" onClick={() => void toggle(post.id, !post.hidden)} data-testid={post.hidden ? 'restore' : 'hide'}>
                      {post.hidden ? t('community.admin.restore') : t('community.admin.hide')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
