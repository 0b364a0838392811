import { PaymentDeclined, type ChargeResult, type IssuedBillingKey, type PaymentProvider, type ProviderPayment } from './provider.js';

interface TossError {
  code: string;
  message: string;
}

/**
 * Toss Payments' REST subset: billing keys (POST /v1/billing/authorizations/{card|issue},
 * POST /v1/billing/{billingKey}), one-off card payments (POST /v1/payments/key-in), look-ups by
 * order id (GET /v1/payments/orders/{orderId}) and refunds (POST /v1/payments/{paymentKey}/cancel).
 * Basic auth with the secret key, an Idempotency-Key on every write.
 */
export function tossPayments(options: { baseUrl: string; secretKey: string; timeoutMs?: number }): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const post = async (path: string, body: object, idempotencyKey?: string) => {
    const response = await fetch(new URL(path, options.baseUrl), {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json };
  };
  const get = async (path: string) => {
    const response = await fetch(new URL(path, options.baseUrl), {
      headers: { authorization },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json };
  };
  // 4xx is the provider's answer about this card or payment; 5xx or a network error is an outage (thrown).
  const isRefusal = (status: number) => status >= 400 && status < 500;

  /** A payment answer: DONE is paid, a 4xx is a decline (a result), anything else an unknown outcome (thrown). */
  const chargeResultOf = ({ status, json }: { status: number; json: Record<string, unknown> }): ChargeResult => {
    if (status === 200 && json.status === 'DONE') {
      return { ok: true, paymentKey: String(json.paymentKey), approvedAt: new Date(String(json.approvedAt)) };
    }
    if (isRefusal(status)) {
      const error = json as unknown as TossError;
      return { ok: false, code: error.code ?? 'REJECTED', message: error.message ?? 'payment refused' };
    }
    throw new Error(`payment provider answered ${status}`);
  };

  return {
    async issueBillingKey(input): Promise<IssuedBillingKey> {
      const { status, json } = input.authKey
        ? await post('/v1/billing/authorizations/issue', { authKey: input.authKey, customerKey: input.customerKey })
        : await post('/v1/billing/authorizations/card', {
            customerKey: input.customerKey,
            cardNumber: input.card?.number,
            cardExpirationYear: input.card?.expiryYear,
            cardExpirationMonth: input.card?.expiryMonth,
            customerIdentityNumber: input.card?.identityNumber,
          });
      if (status !== 200) {
        const error = json as unknown as TossError;
        if (isRefusal(status)) throw new PaymentDeclined(error.code ?? 'INVALID_CARD', error.message ?? 'card refused');
        throw new Error(`payment provider answered ${status}`);
      }
      const card = (json.card ?? {}) as { issuerCode?: string; number?: string; company?: string };
      return {
        billingKey: String(json.billingKey),
        cardCompany: card.company ?? card.issuerCode ?? '',
        cardNumber: card.number ?? '',
      };
    },

    async charge(input): Promise<ChargeResult> {
      const answer = await post(
        `/v1/billing/${encodeURIComponent(input.billingKey)}`,
        {
          customerKey: input.customerKey,
          amount: input.amount,
          orderId: input.orderId,
          orderName: input.orderName,
          customerEmail: input.customerEmail,
        },
        input.idempotencyKey,
      );
      return chargeResultOf(answer);
    },

    async keyIn(input): Promise<ChargeResult> {
      const answer = await post(
        '/v1/payments/key-in',
        {
          amount: input.amount,
          orderId: input.orderId,
          orderName: input.orderName,
          customerEmail: input.customerEmail,
          cardNumber: input.card.number,
          cardExpirationYear: input.card.expiryYear,
          cardExpirationMonth: input.card.expiryMonth,
          customerIdentityNumber: input.card.identityNumber,
        },
        input.idempotencyKey,
      );
      return chargeResultOf(answer);
    },

    async findByOrderId(orderId): Promise<ProviderPayment | null> {
      const { status, json } = await get(`/v1/payments/orders/${encodeURIComponent(orderId)}`);
      if (status === 404) return null;
      if (status !== 200) throw new Error(`payment provider answered ${status}`);
      const state = String(json.status);
      return {
        paymentKey: String(json.paymentKey),
        orderId: String(json.orderId),
        status: state === 'DONE' || state === 'CANCELED' ? state : 'OTHER',
        totalAmount: Number(json.totalAmount),
        approvedAt: json.approvedAt ? new Date(String(json.approvedAt)) : null,
      };
    },

    async cancel(input) {
      const { status, json } = await post(
        `/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`,
        { cancelReason: input.cancelReason },
        input.idempotencyKey,
      );
      if (status === 200) return;
      const error = json as unknown as TossError;
      if (isRefusal(status)) throw new PaymentDeclined(error.code ?? 'CANCEL_REFUSED', error.message ?? 'cancel refused');
      throw new Error(`payment provider answered ${status}`);
    },
  };
}
