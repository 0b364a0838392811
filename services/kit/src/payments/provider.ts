/**
 * The payment provider as the money services see it (a port): membership's billing-key charges and
 * the marketplace's one-off card payments. The HTTP adapter in ./toss.ts speaks Toss Payments' API;
 * tests use it against dev-payments.
 */
export interface IssuedBillingKey {
  billingKey: string;
  cardCompany: string;
  cardNumber: string;
}

export type ChargeResult = { ok: true; paymentKey: string; approvedAt: Date } | { ok: false; code: string; message: string };

/** A card typed in for one payment (key-in); passed through to the provider, never stored. */
export interface KeyInCard {
  number: string;
  expiryYear: string;
  expiryMonth: string;
  identityNumber: string;
}

/** A payment as the provider keeps it, found by its order id (how an unknown outcome is settled). */
export interface ProviderPayment {
  paymentKey: string;
  orderId: string;
  status: 'DONE' | 'CANCELED' | 'OTHER';
  totalAmount: number;
  approvedAt: Date | null;
}

/** What every payment names: the merchant's order id (6–64 of [A-Za-z0-9_-]), its name, the KRW amount, the payer. */
export interface PaymentRequest {
  orderId: string;
  orderName: string;
  amount: number;
  customerEmail: string;
  idempotencyKey: string;
}

export interface PaymentProvider {
  /** Registers a card (directly, or by the authKey of the provider's card window) for a customer. */
  issueBillingKey(input: {
    customerKey: string;
    authKey?: string;
    card?: KeyInCard;
  }): Promise<IssuedBillingKey>;
  /** Charges a billing key; the same idempotencyKey never charges twice. A decline is a result, not an error. */
  charge(input: PaymentRequest & { billingKey: string; customerKey: string }): Promise<ChargeResult>;
  /**
   * Charges a card once without keeping it (Toss key-in payment); the same idempotencyKey never
   * charges twice. A decline is a result; no answer (time-out, 5xx) is thrown: the outcome is unknown.
   */
  keyIn(input: PaymentRequest & { card: KeyInCard }): Promise<ChargeResult>;
  /** The payment made for an order id, or null when the provider has none (never charged, or declined). */
  findByOrderId(orderId: string): Promise<ProviderPayment | null>;
  cancel(input: { paymentKey: string; cancelReason: string; idempotencyKey: string }): Promise<void>;
}

/** The provider refused (a declined card, an invalid card): the caller sees PAYMENT_FAILED. */
export class PaymentDeclined extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'PaymentDeclined';
    this.code = code;
  }
}
