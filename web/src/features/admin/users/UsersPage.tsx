import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../shared/errors';
import { useT } from '../../../shared/i18n';
import type { MessageKey } from '../../../shared/i18n/ko';
import { useModal } from '../../../shared/modal';
import { AdminTable, type Column } from '../AdminTable';
import { ROLES, setFreeUser, updateRoles, useAdminUsers, type AdminUser, type Role } from '../api';
import { useDate } from '../ui';
import { UserMembership } from './UserMembership';

/** /admin/users: search by e-mail, role and business-owner flag, the free flag, a user's membership and payments. */
export default function UsersPage() {
  const t = useT();
  const date = useDate();
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [opened, setOpened] = useState<AdminUser>();
  const users = useAdminUsers(email);
  const columns: Column<AdminUser>[] = [
    {
      key: 'email',
      header: t('admin.users.email'),
      cell: (u) => (
        <>
          <strong>{u.email}</strong>
          {u.name ? <div className="hint">{u.name}</div> : null}
        </>
      ),
    },
    { key: 'role', header: t('admin.users.role'), cell: (u) => <RoleEditor user={u} /> },
    { key: 'plan', header: t('admin.users.plan'), cell: (u) => (u.plan ? t(`plan.${u.plan}` as MessageKey) : '—') },
    { key: 'free', header: t('admin.users.free'), cell: (u) => <FreeToggle user={u} /> },
    { key: 'createdAt', header: t('admin.users.createdAt'), cell: (u) => date(u.createdAt) },
    {
      key: 'open',
      header: t('admin.users.details'),
      cell: (u) => (
        <button type="button" className="button button--small button--quiet" onClick={() => setOpened(u)} data-testid="admin-user-open">
          {t('admin.users.open')}
        </button>
      ),
    },
  ];
  return (
    <section className="admin-section" data-testid="admin-users">
      <h1>{t('admin.nav.users')}</h1>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setEmail(draft.trim());
          setOpened(undefined);
        }}
      >
        <label>
          {t('admin.users.email')}
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="name@example.com" data-testid="admin-user-search" />
        </label>
        <button type="submit" className="button button--small">
          {t('admin.search')}
        </button>
      </form>
      {opened ? <UserMembership user={opened} onClose={() => setOpened(undefined)} /> : null}
      <AdminTable columns={columns} rowKey={(u) => u.id} list={users} testId="admin-users-table" empty={t('admin.users.none')} />
    </section>
  );
}

/** Role and business-owner flag of one user: edit, then save (PUT /users/{id}/roles, 30 s) with a visible working state. */
export function RoleEditor({ user }: { user: AdminUser }) {
  const t = useT();
  const modal = useModal();
  const client = useQueryClient();
  const [role, setRole] = useState(user.role as Role);
  const [isBizOwner, setBizOwner] = useState(user.isBizOwner);
  const [saving, setSaving] = useState(false);
  const changed = role !== user.role || isBizOwner !== user.isBizOwner;
  const save = async () => {
    setSaving(true);
    try {
      await updateRoles(user.id, { role, isBizOwner });
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      await modal.alert({ title: t('admin.failed'), description: errorText(error, t) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="admin-actions" data-testid="admin-role-editor">
      <select aria-label={t('admin.users.role')} value={role} disabled={saving} onChange={(e) => setRole(e.target.value as Role)} data-testid="admin-role">
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`admin.role.${r}` as MessageKey)}
          </option>
        ))}
      </select>
      <label className="check">
        <input type="checkbox" checked={isBizOwner} disabled={saving} onChange={(e) => setBizOwner(e.target.checked)} data-testid="admin-bizowner" />
        {t('admin.users.bizOwner')}
      </label>
      {changed || saving ? (
        <button type="button" className="button button--small" disabled={saving} aria-busy={saving} onClick={() => void save()} data-testid="admin-role-save">
          {saving ? t('admin.saving') : t('admin.save')}
        </button>
      ) : null}
    </div>
  );
}

/** Marks or unmarks a user as free (served as paid without paying). */
export function FreeToggle({ user }: { user: AdminUser }) {
  const t = useT();
  const modal = useModal();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    const next = !user.isFree;
    const confirmed = await modal.open({
      title: t(next ? 'admin.free.markTitle' : 'admin.free.unmarkTitle', { email: user.email }),
      isConfirm: true,
      okText: t(next ? 'admin.free.mark' : 'admin.free.unmark'),
    });
    if (!confirmed) return;
    setSaving(true);
    try {
      await setFreeUser(user.id, next);
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      await modal.alert({ title: t('admin.failed'), description: errorText(error, t) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="admin-actions">
      <span data-testid="admin-free">{user.isFree ? t('admin.free.yes') : t('admin.free.no')}</span>
      <button type="button" className="button button--small button--quiet" disabled={saving} aria-busy={saving} onClick={() => void toggle()} data-testid="admin-free-toggle">
        {saving ? t('admin.saving') : t(user.isFree ? 'admin.free.unmark' : 'admin.free.mark')}
      </button>
    </div>
  );
}
