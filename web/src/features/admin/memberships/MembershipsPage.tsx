import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../shared/errors';
import { useT } from '../../../shared/i18n';
import type { MessageKey } from '../../../shared/i18n/ko';
import { useModal } from '../../../shared/modal';
import { AdminTable } from '../AdminTable';
import {
  adminSetCancellation,
  cancelProxyPayment,
  recordProxyPayment,
  refundPayment,
  setFreeUser,
  useRevenues,
  useRevenueTotal,
  validateUser,
  type PaymentHistory,
  type RevenueFilter,
} from '../api';
import { askReason, useDate } from '../ui';
import { paymentColumns } from './payments';

/** This month in Korea time, YYYY-MM (the revenues are counted by Korea-time month). */
export const koreaMonth = (now = new Date()) => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);

/** /admin/memberships: revenues by month with totals, refunds, cancellations, free users, proxy payments. */
export default function MembershipsPage() {
  const t = useT();
  const date = useDate();
  const [filter, setFilter] = useState<RevenueFilter>({ yearmonth: koreaMonth(), userEmail: '' });
  const [emailDraft, setEmailDraft] = useState('');
  const revenues = useRevenues(filter);
  const total = useRevenueTotal(filter);
  const actions = usePaymentActions();
  return (
    <section className="admin-section" data-testid="admin-memberships">
      <h1>{t('admin.nav.memberships')}</h1>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter((f) => ({ ...f, userEmail: emailDraft.trim() }));
        }}
      >
        <label>
          {t('admin.revenues.month')}
          <input type="month" value={filter.yearmonth} onChange={(e) => setFilter((f) => ({ ...f, yearmonth: e.target.value }))} data-testid="admin-revenue-month" />
        </label>
        <label>
          {t('admin.users.email')}
          <input type="search" value={emailDraft} onChange={(e) => setEmailDraft(e.target.value)} data-testid="admin-revenue-email" />
        </label>
        <button type="submit" className="button button--small">
          {t('admin.search')}
        </button>
        {filter.yearmonth ? (
          <button type="button" className="button button--small button--quiet" onClick={() => setFilter((f) => ({ ...f, yearmonth: '' }))}>
            {t('admin.revenues.allMonths')}
          </button>
        ) : null}
      </form>
      {total.data ? (
        <dl className="totals" data-testid="admin-revenue-total">
          <div>
            <dt>{t('admin.revenues.total')}</dt>
            <dd>{t('membership.won', { amount: Number(total.data.totalAmount).toLocaleString() })}</dd>
          </div>
          <div>
            <dt>{t('admin.revenues.count')}</dt>
            <dd>{total.data.paymentCount}</dd>
          </div>
          <div>
            <dt>{t('admin.revenues.refunded')}</dt>
            <dd>{t('membership.won', { amount: Number(total.data.cancelledAmount).toLocaleString() })}</dd>
          </div>
          <div>
            <dt>{t('admin.revenues.refundCount')}</dt>
            <dd>{total.data.cancelledCount}</dd>
          </div>
        </dl>
      ) : total.isError ? (
        <p className="status--error">{errorText(total.error, t)}</p>
      ) : null}
      <AdminTable columns={paymentColumns(t, date, (p) => <PaymentActions payment={p} actions={actions} />)} rowKey={(p) => p.membershipHistoryId} list={revenues} testId="admin-revenues" />
      <FreeUserForm />
      <ProxyPaymentForm />
    </section>
  );
}

/** The admin's moves on a payment row; each asks for a reason and refreshes the lists. */
export function usePaymentActions() {
  const t = useT();
  const modal = useModal();
  const client = useQueryClient();
  const run = async (work: () => Promise<unknown>, done: MessageKey) => {
    try {
      await work();
      await client.invalidateQueries({ queryKey: ['admin'] });
      await modal.alert({ title: t(done) });
    } catch (error) {
      await modal.alert({ title: t('admin.failed'), description: errorText(error, t) });
    }
  };
  return {
    refund: async (p: PaymentHistory) => {
      const reason = await askReason(modal, t, {
        title: t('admin.refund.title'),
        description: t('admin.refund.text', { email: p.userEmail, amount: Number(p.amount).toLocaleString() }),
        okText: t('admin.refund.ok'),
        isDanger: true,
      });
      if (reason) await run(() => refundPayment(p.membershipHistoryId, reason), 'admin.refund.done');
    },
    cancelProxy: async (p: PaymentHistory) => {
      const reason = await askReason(modal, t, { title: t('admin.proxy.cancelTitle'), okText: t('admin.proxy.cancel'), isDanger: true });
      if (reason) await run(() => cancelProxyPayment(p.membershipHistoryId, reason), 'admin.proxy.cancelDone');
    },
    setCancellation: async (p: PaymentHistory, isActive: boolean) => {
      const reason = await askReason(modal, t, {
        title: t(isActive ? 'admin.cancellation.restoreTitle' : 'admin.cancellation.cancelTitle', { email: p.userEmail }),
        okText: t(isActive ? 'admin.cancellation.restore' : 'admin.cancellation.cancel'),
        isDanger: !isActive,
      });
      if (reason) await run(() => adminSetCancellation(p.membershipId, { isActive, cancelReason: reason, managerId: p.userId }), 'admin.cancellation.done');
    },
  };
}

function PaymentActions({ payment: p, actions }: { payment: PaymentHistory; actions: ReturnType<typeof usePaymentActions> }) {
  const t = useT();
  if (p.status !== 'CMPL') return null;
  return (
    <div className="admin-actions">
      {p.reason === 'PROXY' ? (
        <button type="button" className="button button--small button--danger" onClick={() => void actions.cancelProxy(p)} data-testid="admin-proxy-cancel">
          {t('admin.proxy.cancel')}
        </button>
      ) : (
        <button type="button" className="button button--small button--danger" onClick={() => void actions.refund(p)} data-testid="admin-refund">
          {t('admin.refund.ok')}
        </button>
      )}
      {p.membershipId ? (
        <>
          <button type="button" className="button button--small button--quiet" onClick={() => void actions.setCancellation(p, false)} data-testid="admin-cancel-membership">
            {t('admin.cancellation.cancel')}
          </button>
          <button type="button" className="button button--small button--quiet" onClick={() => void actions.setCancellation(p, true)} data-testid="admin-restore-membership">
            {t('admin.cancellation.restore')}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** Finds a user by e-mail (GET /users/validation) and marks or unmarks them free. */
function FreeUserForm() {
  const t = useT();
  const modal = useModal();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (isFree: boolean) => {
    setBusy(true);
    try {
      const user = await validateUser(email.trim());
      await setFreeUser(user.userId, isFree);
      await client.invalidateQueries({ queryKey: ['admin'] });
      await modal.alert({ title: t(isFree ? 'admin.free.marked' : 'admin.free.unmarked', { email: user.email }) });
      setEmail('');
    } catch (error) {
      await modal.alert({ title: t('admin.failed'), description: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="admin-form"
      aria-labelledby="admin-free-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(true);
      }}
    >
      <h2 id="admin-free-title" className="admin-form__title">
        {t('admin.free.title')}
      </h2>
      <label className="field">
        <span>{t('admin.users.email')}</span>
        <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} data-testid="admin-free-email" />
      </label>
      <button type="submit" className="button button--small" disabled={busy || !email.trim()} aria-busy={busy} data-testid="admin-free-mark">
        {t('admin.free.mark')}
      </button>
      <button type="button" className="button button--small button--quiet" disabled={busy || !email.trim()} onClick={() => void submit(false)}>
        {t('admin.free.unmark')}
      </button>
      <p className="hint">{t('admin.free.hint')}</p>
    </form>
  );
}

const PLANS = ['STARTER', 'PERSONAL_PRO', 'GROUP_PRO'] as const;

/** Records a payment made outside the product (bank transfer, invoice): user, plan, kind, amount, memo. */
function ProxyPaymentForm() {
  const t = useT();
  const modal = useModal();
  const client = useQueryClient();
  const [form, setForm] = useState({ email: '', plan: 'PERSONAL_PRO', kind: 'MONTHLY', amount: '', memo: '' });
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const user = await validateUser(form.email.trim());
      await recordProxyPayment({ userId: user.userId, plan: form.plan, kind: form.kind, amount: Number(form.amount || 0), memo: form.memo, memberIds: [] });
      await client.invalidateQueries({ queryKey: ['admin'] });
      await modal.alert({ title: t('admin.proxy.done') });
      setForm((f) => ({ ...f, email: '', amount: '', memo: '' }));
    } catch (error) {
      await modal.alert({ title: t('admin.failed'), description: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof form) => ({ value: form[name], onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })) });
  return (
    <form
      className="admin-form"
      aria-labelledby="admin-proxy-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="admin-proxy-form"
    >
      <h2 id="admin-proxy-title" className="admin-form__title">
        {t('admin.proxy.title')}
      </h2>
      <label className="field">
        <span>{t('admin.users.email')}</span>
        <input type="email" required {...field('email')} />
      </label>
      <label className="field">
        <span>{t('admin.users.plan')}</span>
        <select {...field('plan')}>
          {PLANS.map((p) => (
            <option key={p} value={p}>
              {t(`plan.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('admin.proxy.kind')}</span>
        <select {...field('kind')}>
          <option value="MONTHLY">{t('membership.monthly')}</option>
          <option value="ANNUAL">{t('membership.annual')}</option>
        </select>
      </label>
      <label className="field">
        <span>{t('payments.amount')}</span>
        <input type="number" min={0} step={1} required {...field('amount')} />
      </label>
      <label className="field field--wide">
        <span>{t('admin.proxy.memo')}</span>
        <input maxLength={500} {...field('memo')} />
      </label>
      <button type="submit" className="button button--small" disabled={busy} aria-busy={busy}>
        {busy ? t('admin.saving') : t('admin.proxy.record')}
      </button>
    </form>
  );
}
