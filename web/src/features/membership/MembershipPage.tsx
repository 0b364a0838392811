import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../shared/api';
import { CardFields, cardOf, emptyCard } from '../../shared/CardFields';
import { errorText } from '../../shared/errors';
import { hasMessage, useLang, useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { useSession } from '../auth/session';
import { openSignIn } from '../auth/SignIn';
import {
  cancelReservedPlan,
  payMembership,
  quoteFor,
  registerMethod,
  reservePlan,
  setCancellation,
  setMainMethod,
  useMyMembership,
  usePlans,
  usePriceQuotes,
  type Kind,
  type MembershipView,
  type Plan,
  type PlanCardState,
  type PlanCode,
  type Reservation,
} from './api';
import { Checkout } from './Checkout';
import { GroupMembers } from './GroupMembers';
import { readPlanLink } from './link';

const formatDate = (lang: string, iso: string) => (iso ? new Date(iso).toLocaleDateString(lang === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'medium' }) : '');

/** /membership: the plans with their prices and the caller's state of each, then the caller's own subscription. */
export default function MembershipPage() {
  const t = useT();
  const { lang } = useLang();
  const session = useSession();
  const plans = usePlans();
  const mine = useMyMembership();
  const modal = useModal();
  const queryClient = useQueryClient();
  // The card's choices live in the address (?kind=ANNUAL&seats=3, and ?checkout=GROUP_PRO while paying),
  // so a reload or a shared link opens the same checkout for the same seats and amount.
  const [search, setSearch] = useSearchParams();
  const link = readPlanLink(search, plans.data?.maxGroupSize);
  const { kind, seats: groupSize } = link;
  const setLink = (changes: Record<string, string | undefined>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const setKind = (k: Kind) => setLink({ kind: k === 'MONTHLY' ? undefined : k });
  const setGroupSize = (n: number) => setLink({ seats: String(n) });

  // Card states and prices are the server's (GET /plans answers each card's state for the caller; GET /previews quotes).
  const quotes = usePriceQuotes({ groupSize });
  const membership = mine.data?.found ? mine.data : undefined;
  const signedIn = session.status === 'authenticated';
  const stateOf = (plan: Plan) => plan.state as PlanCardState;

  // A change may change the entitlement the session carries (and the cards' states): both are fetched again.
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['membership'] }), session.update()]);
  const act = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      await refresh();
      if (done) await modal.alert({ title: done });
    } catch (error) {
      console.error('[membership] failed', error);
      // The server words a refusal for the case in the page's language (e.g. "cancel the reserved change first").
      await modal.alert({ title: serverMessage(error) ?? errorText(error, t) });
    }
  };

  // Feature codes we have copy for read as words; a new one shows as its code until it gets copy.
  const featureLabel = (code: string) => {
    const key = `feature.${code}`;
    return hasMessage(key) ? t(key) : code;
  };
  const name = (plan: Plan) => (lang === 'en' && plan.nameEn ? plan.nameEn : plan.name);

  const choose = async (plan: Plan) => {
    const state = stateOf(plan);
    if (state === 'SIGN_IN') return void openSignIn(modal, '/membership');
    // The checkout opens from the address (below): a reload of it opens it again.
    if (state === 'SUBSCRIBE') return void setLink({ checkout: plan.plan, kind, ...(plan.plan === 'GROUP_PRO' ? { seats: String(groupSize) } : {}) });
    if (state === 'CHANGE_PLAN') {
      if (plan.plan === 'STARTER') return void cancel();
      const ok = await modal.open({ title: t('membership.change.title', { plan: name(plan) }), description: t('membership.change.text'), isConfirm: true, okText: t('membership.change.ok') });
      const seats = plan.plan === 'GROUP_PRO' ? { seats: groupSize } : {};
      if (ok) await act(() => reservePlan({ plan: plan.plan as PlanCode, kind, memberIds: [], ...seats }), t('membership.change.done'));
      return;
    }
    if (state === 'RESERVED_PLAN') await cancelReservation();
  };

  // ?checkout=PLAN: once the plans (and so the caller's card states) are known, the checkout opens for
  // the address's kind and seats; a visitor is asked to sign in and comes back to this same address.
  const opening = useRef(false);
  const checkoutPlan = link.checkout;
  useEffect(() => {
    if (!checkoutPlan || opening.current || session.status === 'loading' || !plans.data || plans.isFetching) return;
    const plan = plans.data.plans.find((p) => p.plan === checkoutPlan);
    const state = plan && stateOf(plan);
    if (!plan || (state !== 'SUBSCRIBE' && state !== 'SIGN_IN')) return void setLink({ checkout: undefined });
    opening.current = true;
    const done = () => {
      opening.current = false;
      setLink({ checkout: undefined });
    };
    if (state === 'SIGN_IN') return void openSignIn(modal).finally(done);
    const seatsNotice = link.seatsAdjusted ? t('membership.seatsAdjusted', { max: plans.data.maxGroupSize, seats: groupSize }) : undefined;
    void modal
      .open({
        isCustom: true,
        notClose: true,
        // The seat count chosen on the card (or the link's, kept within a group's size) carries into the checkout and its charge.
        moreData: (close) => (
          <Checkout
            plan={plan.plan as PlanCode}
            planName={name(plan)}
            kind={kind}
            seats={plan.plan === 'GROUP_PRO' ? groupSize : 1}
            seatsNotice={seatsNotice}
            close={close}
          />
        ),
      })
      .finally(done);
    // Opens once per ?checkout; the values it reads are those of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkoutPlan, plans.data, plans.isFetching, session.status]);

  const cancelReservation = async () => {
    const reservation = membership?.reservation;
    const ok = await modal.open({
      title: t('membership.reservation.cancelTitle'),
      description: reservation
        ? t('membership.reservation.cancelText', {
            plan: t(`plan.${reservation.plan}` as 'plan.STARTER'),
            date: formatDate(lang, reservation.startsAt),
          })
        : undefined,
      isConfirm: true,
      isDanger: true,
      okText: t('membership.reservation.cancelOk'),
      cancelText: t('membership.reservation.keep'),
    });
    if (ok) await act(cancelReservedPlan, t('membership.reservation.cancelled'));
  };

  const cancel = async () => {
    const ok = await modal.open({ title: t('membership.cancel.title'), description: t('membership.cancel.text'), isConfirm: true, isDanger: true, okText: t('membership.cancel.ok') });
    if (ok) await act(() => setCancellation(false, 'user'), t('membership.cancel.done'));
  };

  return (
    <div className="membership">
      <header className="membership__head">
        <h1>{t('membership.title')}</h1>
        <p>{t('membership.lead')}</p>
        <div className="segmented" role="radiogroup" aria-label={t('membership.billing')}>
          {(['MONTHLY', 'ANNUAL'] as const).map((k) => (
            <button key={k} type="button" role="radio" aria-checked={kind === k} className={`segment${kind === k ? ' segment--on' : ''}`} onClick={() => setKind(k)} data-testid={`kind-${k}`}>
              {t(k === 'MONTHLY' ? 'membership.monthly' : 'membership.annual')}
              {k === 'ANNUAL' && plans.data ? <span className="badge">-{plans.data.annualDiscountPercent}%</span> : null}
            </button>
          ))}
        </div>
      </header>
      {link.seatsAdjusted && plans.data ? (
        <p className="status" role="status" data-testid="seats-adjusted">
          {t('membership.seatsAdjusted', { max: plans.data.maxGroupSize, seats: groupSize })}
        </p>
      ) : null}
      {plans.isPending ? <p className="status">{t('library.loading')}</p> : null}
      {plans.isError ? (
        <p className="status status--error" role="alert">
          {errorText(plans.error, t)}
        </p>
      ) : null}
      <div className="plans">
        {plans.data?.plans.map((plan) => {
          const state = stateOf(plan);
          const quote = quoteFor(quotes.data, plan.plan, kind);
          return (
            <article key={plan.plan} className={`plan${state === 'CURRENT_PLAN' ? ' plan--current' : ''}`} data-testid={`plan-${plan.plan}`} data-state={state}>
              <h2 className="plan__name">{name(plan)}</h2>
              <p className="plan__price">
                {plan.monthlyPrice === 0 ? (
                  t('membership.free')
                ) : quote ? (
                  <>
                    <strong>{t('membership.perMonth', { amount: quote.monthlyEquivalent.toLocaleString() })}</strong>
                    {plan.perSeat ? <span className="plan__seat"> {t('membership.seats', { count: quote.groupSize })}</span> : null}
                  </>
                ) : (
                  <span className="status">{t('library.loading')}</span>
                )}
              </p>
              {quote && kind === 'ANNUAL' ? <p className="plan__note">{t('membership.billedAnnually', { amount: quote.amount.toLocaleString() })}</p> : null}
              {plan.plan === 'GROUP_PRO' ? (
                <label className="plan__seats">
                  {t('membership.groupSize')}
                  <input
                    type="number"
                    min={1}
                    max={plans.data?.maxGroupSize}
                    value={groupSize}
                    onChange={(e) => setGroupSize(Math.max(1, Number(e.target.value) || 1))}
                    data-testid="plan-seats"
                  />
                  {plans.data ? (
                    <span className="plan__note">{t('membership.groupDiscount', { percent: plans.data.groupDiscountPercent, min: plans.data.groupDiscountMinSize })}</span>
                  ) : null}
                </label>
              ) : null}
              <ul className="plan__features">
                {plan.features.map((feature) => (
                  <li key={feature}>{featureLabel(feature)}</li>
                ))}
              </ul>
              <button
                type="button"
                className={state === 'CURRENT_PLAN' ? 'button button--quiet' : 'button'}
                disabled={state === 'CURRENT_PLAN'}
                onClick={() => void choose(plan)}
                data-testid={`plan-action-${plan.plan}`}
              >
                {t(`membership.state.${state}`)}
              </button>
            </article>
          );
        })}
      </div>
      {signedIn && membership ? (
        <Subscription
          membership={membership}
          onCancel={cancel}
          onUndo={() => act(() => setCancellation(true), t('membership.undo.done'))}
          onCancelReservation={() => void cancelReservation()}
        />
      ) : null}
      {signedIn && membership?.plan === 'GROUP_PRO' && membership.role !== 'MEMBER' ? <GroupMembers /> : null}
      {signedIn ? (
        <p className="membership__links">
          <Link to="/membership/payments">{t('menu.payments')}</Link>
        </p>
      ) : null}
      <p className="membership__fine">{t('membership.fine', { date: formatDate(lang, new Date().toISOString()) })}</p>
    </div>
  );
}

function Subscription({
  membership,
  onCancel,
  onUndo,
  onCancelReservation,
}: {
  membership: MembershipView;
  onCancel(): void;
  onUndo(): void;
  onCancelReservation(): void;
}) {
  const t = useT();
  const { lang } = useLang();
  return (
    <section id="subscription" className="subscription" data-testid="subscription">
      <h2>{t('menu.subscription')}</h2>
      <dl className="facts">
        <dt>{t('subscription.plan')}</dt>
        <dd data-testid="subscription-plan">
          {t(`plan.${membership.plan}` as 'plan.STARTER')} · {t(membership.kind === 'ANNUAL' ? 'membership.annual' : 'membership.monthly')}
        </dd>
        <dt>{t('subscription.status')}</dt>
        <dd>{t(`subscription.status.${membership.status}` as 'subscription.status.ACTIVE')}</dd>
        {membership.currentPeriodEnd ? (
          <>
            <dt>{t('subscription.periodEnd')}</dt>
            <dd>{formatDate(lang, membership.currentPeriodEnd)}</dd>
          </>
        ) : null}
        {membership.nextBillingAt && !membership.cancelAtPeriodEnd ? (
          <>
            <dt>{t('subscription.nextBilling')}</dt>
            <dd>
              {formatDate(lang, membership.nextBillingAt)} · {t('membership.won', { amount: Number(membership.nextAmount).toLocaleString() })}
            </dd>
          </>
        ) : null}
        {membership.plan === 'GROUP_PRO' ? (
          <>
            <dt>{t('subscription.seats')}</dt>
            <dd data-testid="subscription-seats">{membership.groupSize}</dd>
          </>
        ) : null}
      </dl>
      {membership.status === 'PAST_DUE' && membership.role !== 'MEMBER' ? <PastDue membership={membership} /> : null}
      {membership.reservation ? <ReservedChange reservation={membership.reservation} onCancel={onCancelReservation} /> : null}
      {membership.role === 'MEMBER' ? null : membership.cancelAtPeriodEnd ? (
        <div className="subscription__cancelled">
          <p>{t('subscription.cancelPending', { date: formatDate(lang, membership.currentPeriodEnd) })}</p>
          <button type="button" className="button" onClick={onUndo} data-testid="undo-cancel">
            {t('subscription.undo')}
          </button>
        </div>
      ) : membership.isActive ? (
        <button type="button" className="button button--quiet" onClick={onCancel} data-testid="cancel-subscription">
          {t('membership.cancel.ok')}
        </button>
      ) : null}
    </section>
  );
}

/** The reserved plan change: plan, kind, seats, the amount the server quoted and when it starts, with a way to cancel it. */
function ReservedChange({ reservation, onCancel }: { reservation: Reservation; onCancel(): void }) {
  const t = useT();
  const { lang } = useLang();
  return (
    <div className="subscription__reserved" data-testid="reservation">
      <h3>{t('subscription.reserved')}</h3>
      <p data-testid="reservation-summary">
        {t(`plan.${reservation.plan}` as 'plan.STARTER')} · {t(reservation.kind === 'ANNUAL' ? 'membership.annual' : 'membership.monthly')}
        {reservation.plan === 'GROUP_PRO' ? <> · {t('subscription.reservation.seats', { count: reservation.seats })}</> : null}
        {' · '}
        <span data-testid="reservation-amount">{t('membership.won', { amount: reservation.amount.toLocaleString() })}</span>
        {' · '}
        {t('subscription.reservation.starts', { date: formatDate(lang, reservation.startsAt) })}
      </p>
      <button type="button" className="button button--quiet" onClick={onCancel} data-testid="cancel-reservation">
        {t('subscription.reservation.cancel')}
      </button>
    </div>
  );
}

/**
 * A renewal the card company declined: why (the server's words for the provider's reason, as at
 * checkout), when it is tried again, and paying now with another card (registered as the main card).
 */
function PastDue({ membership }: { membership: MembershipView }) {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const session = useSession();
  const [card, setCard] = useState(emptyCard('12/30'));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const method = await registerMethod(cardOf(card));
      await setMainMethod(method.id);
      await payMembership(membership.membershipId);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['membership'] }), session.update()]);
    } catch (e) {
      console.error('[membership] paying the past-due renewal failed', e);
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="subscription__past-due" onSubmit={(e) => void pay(e)} data-testid="past-due">
      <h3>{t('subscription.pastDue.title')}</h3>
      {membership.decline ? (
        <p className="form-error" data-testid="decline-reason">
          {membership.decline.msg}
        </p>
      ) : null}
      <p className="hint">
        {membership.nextBillingAt ? t('subscription.pastDue.retry', { date: formatDate(lang, membership.nextBillingAt) }) : null} {t('subscription.pastDue.next')}
      </p>
      <CardFields value={card} onChange={setCard} />
      {error ? (
        <p className="form-error" role="alert" data-testid="past-due-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy} data-testid="pay-past-due">
        {busy ? t('checkout.paying') : t('subscription.pastDue.pay', { amount: Number(membership.nextAmount).toLocaleString() })}
      </button>
    </form>
  );
}
