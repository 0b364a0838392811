import { useT } from './i18n';

/** The local payment server's test cards (services/dev-payments): shown only when the site runs on this machine. */
export const TEST_CARDS = [
  { number: '4111111111111111', key: 'checkout.testCard.ok' },
  { number: '4000000000000002', key: 'checkout.testCard.declines' },
  { number: '4000000000000036', key: 'checkout.testCard.declinesOnce' },
] as const;

const isLocal = () => ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

/** What the card fields hold, as typed. */
export interface CardEntry {
  cardNumber: string;
  /** MM/YY (or MM/YYYY). */
  expiry: string;
  /** YYMMDD (or a 10-digit business number); only where `withBirth` asks for it. */
  birth: string;
}

export const emptyCard = (expiry = ''): CardEntry => ({ cardNumber: '', expiry, birth: '' });

/** The card as the payment APIs take it: digits only, a two-digit month and year. */
export function cardOf(entry: CardEntry) {
  const [month = '', year = ''] = entry.expiry.split('/').map((s) => s.trim());
  return { cardNumber: entry.cardNumber.replace(/\D/g, ''), cardExpirationMonth: month.padStart(2, '0'), cardExpirationYear: year.slice(-2) };
}

/**
 * Card number, expiry and (for one-off payments) the holder's birth date, with the local payment
 * server's test cards offered on this machine. One form for the membership and the marketplace checkouts.
 */
export function CardFields({ value, onChange, withBirth = false }: { value: CardEntry; onChange(entry: CardEntry): void; withBirth?: boolean }) {
  const t = useT();
  const set = (changes: Partial<CardEntry>) => onChange({ ...value, ...changes });
  return (
    <>
      <label className="field">
        <span>{t('checkout.cardNumber')}</span>
        <input inputMode="numeric" autoComplete="cc-number" required value={value.cardNumber} onChange={(e) => set({ cardNumber: e.target.value })} placeholder="0000 0000 0000 0000" data-testid="card-number" />
      </label>
      <label className="field">
        <span>{t('checkout.expiry')}</span>
        <input autoComplete="cc-exp" required value={value.expiry} onChange={(e) => set({ expiry: e.target.value })} placeholder="MM/YY" pattern="\d{1,2}\s*/\s*\d{2,4}" data-testid="card-expiry" />
      </label>
      {withBirth ? (
        <label className="field">
          <span>{t('market.checkout.birth')}</span>
          <input inputMode="numeric" required value={value.birth} onChange={(e) => set({ birth: e.target.value })} placeholder="YYMMDD" pattern="\d{6}|\d{10}" data-testid="card-birth" />
        </label>
      ) : null}
      {isLocal() ? (
        <div className="hint test-cards">
          <strong>{t('checkout.testCards')}</strong>
          <ul>
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => set({ cardNumber: card.number, expiry: value.expiry || '12/30', birth: withBirth ? value.birth || '900101' : value.birth })}
                >
                  {card.number}
                </button>{' '}
                {t(card.key)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
