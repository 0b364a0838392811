import { PaymentDeclined, type ChargeResult, type IssuedBillingKey, type PaymentProvider } from '../domain/payments.js';

interface TossError {
  code: string;
  message: string;
}

/**
 * Toss Payments' billing-key REST subset: POST /v1/billing/authorizations/{card|issue},
 * POST /v1/billing/{billingKey}, POST /v1/payments/{paymentKey}/cancel. Basic auth with the secret
 * key, an Idempotency-Key on every write.
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
  // 4xx is the provider's answer about this card or payment; 5xx or a network error is an outage (thrown).
  const isRefusal = (status: number) => status >= 400 && status < 500;

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
      const { status, json } = await post(
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
      if (status === 200 && json.status === 'DONE') {
        return { ok: true, paymentKey: String(json.paymentKey), approvedAt: new Date(String(json.approvedAt)) };
      }
      if (isRefusal(status)) {
        const error = json as unknown as TossError;
        return { ok: false, code: error.code ?? 'REJECTED', message: error.message ?? 'payment refused' };
      }
      throw new Error(`payment provider answered ${status}`);
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
