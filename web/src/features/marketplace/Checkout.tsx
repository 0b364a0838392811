import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { outcomeUnknown, serverMessage } from '../../shared/api';
import { CardFields, cardOf, emptyCard } from '../../shared/CardFields';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { placeOrder, type Order, type Product } from './api';
import { Price } from './Cards';

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
  const [card, setCard] = useState(emptyCard());
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
    const input = {
      referralId: referralId || undefined,
      card: free
        ? undefined
        : { ...cardOf(card), customerIdentityNumber: card.birth.replace(/\D/g, '') },
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
        <CardFields value={card} onChange={setCard} withBirth />
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
