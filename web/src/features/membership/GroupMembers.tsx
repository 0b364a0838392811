import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { previewAdditionalFee, updateGroup, useGroup, validateGroupMember } from './api';

/** A Group Pro manager's members: add by email (checked), remove; growing shows the extra fee first (product-spec §4, §5). */
export function GroupMembers() {
  const t = useT();
  const modal = useModal();
  const queryClient = useQueryClient();
  const group = useGroup(true);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  const members = group.data?.members ?? [];
  const save = async (memberIds: string[]) => {
    // The manager counts as a seat. Growing asks the server what it costs: nothing while the seats
    // bought have room (they stay bought when members leave), the prorated difference beyond them.
    const groupSize = memberIds.length + 1;
    if (groupSize > members.length + 1) {
      const fee = await previewAdditionalFee(groupSize);
      const ok =
        Number(fee.additionalFee) === 0 ||
        (await modal.open({
        title: t('group.fee.title'),
        description: t('group.fee.text', { amount: Number(fee.additionalFee).toLocaleString(), next: Number(fee.nextAmount).toLocaleString() }),
        isConfirm: true,
        okText: t('group.fee.ok', { amount: Number(fee.additionalFee).toLocaleString() }),
        }));
      if (!ok) return;
    }
    await updateGroup(memberIds);
    await queryClient.invalidateQueries({ queryKey: ['membership'] });
  };

  const add = async () => {
    setError('');
    if (!email.trim()) return setError(t('errorCode.EMAIL'));
    try {
      const member = await validateGroupMember(email.trim());
      await save([...members.map((m) => m.userId), member.userId]);
      setEmail('');
    } catch (e) {
      setError(errorText(e, t));
    }
  };

  const remove = async (userId: string) => {
    try {
      await save(members.filter((m) => m.userId !== userId).map((m) => m.userId));
    } catch (e) {
      setError(errorText(e, t));
    }
  };

  return (
    <section className="group" data-testid="group">
      <h2>{t('group.title')}</h2>
      {group.data ? (
        <p className="hint" data-testid="group-seats">
          {t('group.seats', { used: members.length + 1, seats: group.data.groupSize })}
        </p>
      ) : null}
      {group.isError ? <p className="form-error">{errorText(group.error, t)}</p> : null}
      <ul className="group__members">
        {members.map((m) => (
          <li key={m.userId} data-testid="group-member">
            <span>
              {m.name || m.email} <small>{m.email}</small>
            </span>
            <button type="button" className="link-button" onClick={() => void remove(m.userId)} data-testid="group-remove">
              {t('group.remove')}
            </button>
          </li>
        ))}
        {members.length === 0 && !group.isPending ? <li className="hint">{t('group.empty')}</li> : null}
      </ul>
      <div className="inline-form">
        <input type="email" value={email} placeholder={t('group.emailPlaceholder')} aria-label={t('group.emailPlaceholder')} onChange={(e) => setEmail(e.target.value)} />
        <button type="button" className="button button--quiet" onClick={() => void add()}>
          {t('group.add')}
        </button>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
