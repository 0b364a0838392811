/**
 * The payment provider as the membership rules see it (a port). The HTTP adapter in
 * src/payments/toss.ts speaks Toss Payments' billing-key API; tests use it against dev-payments.
 */
export interface IssuedBillingKey {
  billingKey: string;
  cardCompany: string;
  cardNumber: string;
}

export type ChargeResult = { ok: true; paymentKey: string; approvedAt: Date } | { ok: false; code: string; message: string };

export interface PaymentProvider {
  /** Registers a card (directly, or by the authKey of the provider's card window) for a customer. */
  issueBillingKey(input: {
    customerKey: string;
    authKey?: string;
    card?: { number: string; expiryYear: string; expiryMonth: string; identityNumber: string };
  }): Promise<IssuedBillingKey>;
  /** Charges a billing key; the same idempotencyKey never charges twice. A decline is a result, not an error. */
  charge(input: {
    billingKey: string;
    customerKey: string;
    orderId: string;
    orderName: string;
    amount: number;
    customerEmail: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  cancel(input: { paymentKey: string; cancelReason: string; idempotencyKey: string }): Promise<void>;
}

/** The provider refused (a declined card, an invalid card): the caller sees PAYMENT_FAILED. */
export class PaymentDeclined extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentDeclined';
  }
}
