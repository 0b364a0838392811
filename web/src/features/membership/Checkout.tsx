import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { outcomeUnknown, serverMessage } from '../../shared/api';
import { CardFields, cardOf, emptyCard } from '../../shared/CardFields';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { useSession } from '../auth/session';
import { discountPercentOf, quoteFor, subscribe, usePriceQuotes, validateGroupMember, type GroupCandidate, type Kind, type PlanCode } from './api';

interface CheckoutProps {
  plan: PlanCode;
  planName: string;
  kind: Kind;
  /** Group Pro: the seat count chosen on the plan card (the manager included); the checkout starts from it. */
  seats?: number;
  /** Why the seats differ from what the link asked for (out of range), shown above the seats. */
  seatsNotice?: string;
  close(confirmed: boolean): void;
}

/** Card entry and, for Group Pro, the members; subscribes with POST /api/v2/users/memberships. */
export function Checkout({ plan, planName, kind, seats: cardSeats = 1, seatsNotice, close }: CheckoutProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const session = useSession();
  const [card, setCard] = useState(emptyCard('12/30'));
  const [members, setMembers] = useState<GroupCandidate[]>([]);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [chosenSeats, setChosenSeats] = useState(Math.max(1, cardSeats));
  const attempt = useRef<{ body: string; key: string }>(undefined);
  // The seats paid for: the card's count, never fewer than the people named (the manager and the members).
  const seats = plan === 'GROUP_PRO' ? Math.max(chosenSeats, 1 + members.length) : 1;
  // The amount charged is the server's quote for this plan, kind and seat count (GET /previews), the card's amount.
  const quotes = usePriceQuotes({ plan, kind, groupSize: seats });
  const quote = quoteFor(quotes.data, plan, kind);
  const amount = quote ? quote.amount.toLocaleString() : '…';
  const discountPercent = discountPercentOf(quote);

  const addMember = async () => {
    setError('');
    if (!email.trim()) return setError(t('errorCode.EMAIL'));
    try {
      const member = await validateGroupMember(email.trim());
      if (!members.some((m) => m.userId === member.userId)) setMembers([...members, member]);
      setEmail('');
    } catch (e) {
      setError(errorText(e, t));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    const input = {
      plan,
      kind,
      memberIds: members.map((m) => m.userId),
      ...(plan === 'GROUP_PRO' ? { seats } : {}),
      card: cardOf(card),
    };
    // A retry of an attempt whose outcome is unknown reuses its key, so the server answers the first result.
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    try {
      await subscribe(input, attempt.current.key);
      attempt.current = undefined;
      // The session carries the entitlement the gateway resolved: fetch it again so the paid features open.
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['membership'] }), session.update()]);
      setDone(true);
    } catch (e) {
      console.error('[membership] subscribe failed', e);
      if (!outcomeUnknown(e)) attempt.current = undefined;
      // The server words a refusal in the page's language (a declined card: why, and what to do).
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="checkout" data-testid="checkout-done">
        <h2 className="modal__title">{t('checkout.done.title')}</h2>
        <p className="modal__description">{t('checkout.done.text', { plan: planName })}</p>
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => close(true)} autoFocus>
            {t('modal.ok')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="checkout" onSubmit={(e) => void submit(e)} data-testid="checkout">
      <h2 className="modal__title">{t('checkout.title', { plan: planName })}</h2>
      <p className="checkout__amount">
        {t(kind === 'ANNUAL' ? 'checkout.amount.annual' : 'checkout.amount.monthly', { amount })}
        {discountPercent ? <span className="badge">-{discountPercent}%</span> : null}
      </p>
      {plan === 'GROUP_PRO' ? (
        <fieldset className="checkout__members">
          <legend>{t('checkout.members', { count: 1 + members.length })}</legend>
          {seatsNotice ? (
            <p className="hint" role="status" data-testid="checkout-seats-adjusted">
              {seatsNotice}
            </p>
          ) : null}
          <label className="checkout__seats">
            {t('checkout.seats')}
            <input
              type="number"
              min={1 + members.length}
              max={200}
              value={seats}
              onChange={(e) => setChosenSeats(Math.max(1, Number(e.target.value) || 1))}
              data-testid="checkout-seats"
            />
          </label>
          <ul>
            {members.map((m) => (
              <li key={m.userId}>
                {m.email}{' '}
                <button type="button" className="link-button" onClick={() => setMembers(members.filter((x) => x.userId !== m.userId))}>
                  {t('group.remove')}
                </button>
              </li>
            ))}
          </ul>
          <div className="inline-form">
            <input type="email" value={email} placeholder={t('group.emailPlaceholder')} onChange={(e) => setEmail(e.target.value)} aria-label={t('group.emailPlaceholder')} />
            <button type="button" className="button button--quiet" onClick={() => void addMember()}>
              {t('group.add')}
            </button>
          </div>
          <p className="hint">{t('checkout.groupHint')}</p>
        </fieldset>
      ) : null}
      <CardFields value={card} onChange={setCard} />
      {error ? (
        <p className="form-error" role="alert" data-testid="checkout-error">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--quiet" onClick={() => close(false)}>
          {t('modal.cancel')}
        </button>
        <button type="submit" className="button" disabled={busy} data-testid="pay">
          {busy ? t('checkout.paying') : t('checkout.pay', { amount })}
        </button>
      </div>
    </form>
  );
}
