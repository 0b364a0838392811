import { useState, type ReactNode } from 'react';
import type { Translate } from '../../shared/i18n';
import type { ModalApi } from '../../shared/modal';

export { useDate } from '../../shared/i18n';

function ReasonForm({ t, description, okText, isDanger, onDone }: { t: Translate; description?: ReactNode; okText: ReactNode; isDanger: boolean; onDone(reason: string | null): void }) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="admin-reason"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) onDone(reason.trim());
      }}
    >
      {description ? <p className="modal__description">{description}</p> : null}
      <label className="field">
        <span>{t('admin.reason')}</span>
        <textarea value={reason} maxLength={500} rows={3} required onChange={(e) => setReason(e.target.value)} data-testid="admin-reason" />
      </label>
      <div className="modal__actions">
        {/* A destructive decision starts on Cancel (product-spec §3), like the confirm modal. */}
        <button type="button" className="button button--quiet" autoFocus={isDanger} onClick={() => onDone(null)}>
          {t('modal.cancel')}
        </button>
        <button type="submit" className={isDanger ? 'button button--danger' : 'button'} disabled={!reason.trim()} data-testid="admin-reason-ok">
          {okText}
        </button>
      </div>
    </form>
  );
}

/** Asks for the reason of an admin action in a modal: the reason, or null when cancelled. */
export async function askReason(modal: ModalApi, t: Translate, options: { title: ReactNode; description?: ReactNode; okText: ReactNode; isDanger?: boolean }): Promise<string | null> {
  let answer: string | null = null;
  await modal.open({
    isCustom: true,
    moreData: (close) => (
      <div>
        <h2 className="modal__title">{options.title}</h2>
        <ReasonForm
          t={t}
          description={options.description}
          okText={options.okText}
          isDanger={options.isDanger ?? false}
          onDone={(reason) => {
            answer = reason;
            close(reason !== null);
          }}
        />
      </div>
    ),
  });
  return answer;
}
