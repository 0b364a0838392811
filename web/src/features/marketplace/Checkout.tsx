import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { outcomeUnknown, serverMessage } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { TEST_CARDS } from '../membership/Checkout';
import { placeOrder, type Order, type Product } from './api';
import { Price } from './Cards';

const isLocal = () => ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

interface CheckoutProps {
  product: Pick<Product, 'id' | 'title' | 'amount' | 'discountAmount' | 'discountRate' | 'price'>;
  referralId?: string;
  close(confirmed: boolean): void;
  /** Called with the placed order (tests and the page's refresh). */
  onOrdered?(order: Order): void;
}

/**
 * Orders a product: a priced one with a one-off card (number, expiry, birth date; never stored),
 * a free one directly. Each attempt carries its own Idempotency-Key; a retry after an unknown
 * outcome reuses it, so a double click or a lost answer charges once.
 */
export function ProductCheckout({ product, referralId, close, onOrdered }: CheckoutProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const free = product.price === 0;
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [birth, setBirth] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<Order>();
  const inFlight = useRef(false);
  const attempt = useRef<{ body: string; key: string }>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setError('');
    setBusy(true);
    const [month = '', year = ''] = expiry.split('/').map((s) => s.trim());
    const input = {
      referralId: referralId || undefined,
      card: free
        ? undefined
        : { cardNumber: cardNumber.replace(/\D/g, ''), cardExpirationMonth: month.padStart(2, '0'), cardExpirationYear: year.slice(-2), customerIdentityNumber: birth.replace(/\D/g, '') },
    };
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    try {
      const placed = await placeOrder(product.id, input, attempt.current.key);
      attempt.current = undefined;
      await queryClient.invalidateQueries({ queryKey: ['market'] });
      setOrder(placed);
      onOrdered?.(placed);
    } catch (e) {
      console.error('[market] order failed', e);
      if (!outcomeUnknown(e)) attempt.current = undefined;
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (order) {
    return (
      <div className="checkout" data-testid="order-done">
        <h2 className="modal__title">{t('market.checkout.done')}</h2>
        <p className="modal__description">{t('market.checkout.doneText', { title: product.title })}</p>
        <div className="modal__actions">
          <Link to="/orders" className="button button--quiet" onClick={() => close(true)}>
            {t('menu.orders')}
          </Link>
          <button type="button" className="button" onClick={() => close(true)} autoFocus>
            {t('modal.ok')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="checkout" onSubmit={(e) => void submit(e)} data-testid="product-checkout">
      <h2 className="modal__title">{t('market.checkout.title', { title: product.title })}</h2>
      <p className="checkout__amount">
        <Price product={product} />
      </p>
      {free ? (
        <p className="hint">{t('market.checkout.freeHint')}</p>
      ) : (
        <>
          <label className="field">
            <span>{t('checkout.cardNumber')}</span>
            <input inputMode="numeric" autoComplete="cc-number" required value={cardNumber} onChange={(e) => setCardNumber(e.target.value)} placeholder="0000 0000 0000 0000" data-testid="card-number" />
          </label>
          <label className="field">
            <span>{t('checkout.expiry')}</span>
            <input autoComplete="cc-exp" required value={expiry} onChange={(e) => setExpiry(e.target.value)} placeholder="MM/YY" pattern="\d{1,2}\s*/\s*\d{2,4}" data-testid="card-expiry" />
          </label>
          <label className="field">
            <span>{t('market.checkout.birth')}</span>
            <input inputMode="numeric" required value={birth} onChange={(e) => setBirth(e.target.value)} placeholder="YYMMDD" pattern="\d{6}|\d{10}" data-testid="card-birth" />
          </label>
          {isLocal() ? (
            <div className="hint test-cards">
              <strong>{t('checkout.testCards')}</strong>
              <ul>
                {TEST_CARDS.map((card) => (
                  <li key={card.number}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        setCardNumber(card.number);
                        if (!expiry) setExpiry('12/30');
                        if (!birth) setBirth('900101');
                      }}
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
      )}
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
          {busy ? t('checkout.paying') : free ? t('market.checkout.getFree') : t('market.checkout.pay')}
        </button>
      </div>
    </form>
  );
}
