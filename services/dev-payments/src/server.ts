import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';

/** Test cards (README): one always declines, one declines the first charge of each billing key. */
export const TEST_CARDS = {
  ok: '4111111111111111',
  alwaysDeclines: '4000000000000002',
  declinesOnce: '4000000000000036',
  /** Charged at once, but the answer comes only after `slowMs` (a provider that times out its callers). */
  slow: '4000000000000259',
} as const;

export const DEV_SECRET_KEY = 'test_sk_screenshelf_local';

interface Billing {
  billingKey: string;
  customerKey: string;
  cardNumber: string;
  charges: number;
}

interface Payment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  /** The billing key charged, or "" for a key-in payment (a card typed in once). */
  billingKey: string;
  totalAmount: number;
  balanceAmount: number;
  status: 'DONE' | 'CANCELED';
  approvedAt: string;
  cancels: { cancelAmount: number; cancelReason: string; canceledAt: string }[];
  card: { number: string; company: string };
}

interface Answer {
  status: number;
  body: unknown;
}

const masked = (number: string) => `${number.slice(0, 4)}********${number.slice(-4)}`;
const companyOf = (number: string) => (number.startsWith('4') ? '신한' : '국민');
/** The always-declining card declines every try; the declines-once card its first (per billing key, or per card typed in). */
const declinesNow = (cardNumber: string, tries: number) =>
  cardNumber === TEST_CARDS.alwaysDeclines || (cardNumber === TEST_CARDS.declinesOnce && tries === 1);
const error = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } });

interface State {
  billings: [string, Billing][];
  payments: [string, Payment][];
  orders: [string, string][];
  answered: [string, Answer][];
  keyInCounts?: [string, number][];
}

/**
 * A local stand-in for Toss Payments' API: card and authKey registration, billing-key charges,
 * one-off key-in card payments, cancels and look-ups by payment key or order id. An Idempotency-Key replays the first
 * answer and never charges twice; each handler runs without awaiting between check and write, so
 * concurrent twins see it too. With `stateFile` every write is saved (write-then-rename) and read
 * back on start, so saved cards and payments survive a restart, as at the real provider.
 */
export function createDevPaymentsApp(options: { secretKey?: string; stateFile?: string; slowMs?: number } = {}) {
  const secretKey = options.secretKey ?? DEV_SECRET_KEY;
  const saved = options.stateFile ? loadState(options.stateFile) : undefined;
  const billings = new Map<string, Billing>(saved?.billings);
  const payments = new Map<string, Payment>(saved?.payments);
  const orders = new Map<string, string>(saved?.orders);
  const answered = new Map<string, Answer>(saved?.answered);
  /** Key-in payments tried per card number (the declines-once card declines its first). */
  const keyInCounts = new Map<string, number>(saved?.keyInCounts);
  const save = () => {
    if (!options.stateFile) return;
    const state: State = {
      billings: [...billings],
      payments: [...payments],
      orders: [...orders],
      answered: [...answered],
      keyInCounts: [...keyInCounts],
    };
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    writeFileSync(`${options.stateFile}.tmp`, JSON.stringify(state));
    renameSync(`${options.stateFile}.tmp`, options.stateFile);
  };
  const app = express();
  app.use(express.json());

  const authorised = (req: Request) => req.headers.authorization === `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  /** A test's hold on the next charge: made only once released (a provider still working on it). */
  let heldCharge: { orderName?: string; arrive: () => void; released: Promise<void> } | undefined;
  /** Look-ups by order id, per order id (how a test sees a caller asking about a payment). */
  const lookupCounts = new Map<string, number>();

  /** Runs a write once per Idempotency-Key: a repeat gets the stored answer. */
  const write = (produce: (req: Request) => Answer) => (req: Request, res: Response) => {
    if (!authorised(req)) {
      res.status(401).json({ code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
      return;
    }
    const key = req.header('idempotency-key');
    const slot = key ? `${req.method} ${req.path} ${key}` : undefined;
    const charging =
      (req.path.startsWith('/v1/billing/') && !req.path.startsWith('/v1/billing/authorizations')) ||
      req.path === '/v1/payments/key-in';
    const held = heldCharge && (heldCharge.orderName ?? req.body?.orderName) === req.body?.orderName;
    if (charging && held && !(slot && answered.has(slot))) {
      const hold = heldCharge!;
      heldCharge = undefined;
      hold.arrive();
      void hold.released.then(() => write(produce)(req, res));
      return;
    }
    const first = slot ? answered.get(slot) : undefined;
    const answer = first || produce(req);
    if (slot) answered.set(slot, answer);
    save();
    const slow = (answer.body as { card?: { number?: string } } | undefined)?.card?.number === masked(TEST_CARDS.slow);
    if (slow && !first && charging) {
      setTimeout(() => res.status(answer.status).json(answer.body), options.slowMs ?? 3000);
      return;
    }
    res.status(answer.status).json(answer.body);
  };

  const register = (customerKey: unknown, cardNumber: string): Answer => {
    if (typeof customerKey !== 'string' || !customerKey) return error(400, 'INVALID_REQUEST', 'customerKey is required');
    if (!/^\d{14,16}$/.test(cardNumber)) return error(400, 'INVALID_CARD_NUMBER', '카드번호를 다시 확인해주세요.');
    const billing: Billing = { billingKey: `bk_${randomUUID().replace(/-/g, '')}`, customerKey, cardNumber, charges: 0 };
    billings.set(billing.billingKey, billing);
    return {
      status: 200,
      body: {
        mId: 'tosspayments',
        customerKey,
        authenticatedAt: new Date().toISOString(),
        method: '카드',
        billingKey: billing.billingKey,
        card: {
          issuerCode: '4V',
          acquirerCode: '4V',
          number: masked(cardNumber),
          company: companyOf(cardNumber),
          cardType: '신용',
          ownerType: '개인',
        },
      },
    };
  };

  app.post(
    '/v1/billing/authorizations/card',
    write((req) => register(req.body?.customerKey, String(req.body?.cardNumber ?? '').replace(/\D/g, ''))),
  );
  // The authKey of the card window names its card as `auth_<card number>` here; anything else is the ok card.
  app.post(
    '/v1/billing/authorizations/issue',
    write((req) => {
      const authKey = String(req.body?.authKey ?? '');
      if (!authKey) return error(400, 'INVALID_AUTH_KEY', 'authKey is required');
      return register(req.body?.customerKey, /(\d{14,16})/.exec(authKey)?.[1] ?? TEST_CARDS.ok);
    }),
  );

  /** Checks a payment's amount and order id, then declines (`declines()` counts the try) or records a payment. */
  const pay = (
    input: { amount: unknown; orderId: unknown; orderName: unknown; cardNumber: string; billingKey: string },
    declines: () => boolean,
  ): Answer => {
    const { amount, orderId } = input;
    if (!Number.isInteger(amount) || (amount as number) <= 0)
      return error(400, 'INVALID_REQUEST', 'amount must be a positive integer');
    if (typeof orderId !== 'string' || !/^[A-Za-z0-9_-]{6,64}$/.test(orderId))
      return error(400, 'INVALID_REQUEST', 'orderId is not valid');
    if (orders.has(orderId)) return error(400, 'DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.');
    if (declines()) return error(400, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    const payment: Payment = {
      paymentKey: `pay_${randomUUID().replace(/-/g, '')}`,
      orderId,
      orderName: String(input.orderName ?? ''),
      billingKey: input.billingKey,
      totalAmount: amount as number,
      balanceAmount: amount as number,
      status: 'DONE',
      approvedAt: new Date().toISOString(),
      cancels: [],
      card: { number: masked(input.cardNumber), company: companyOf(input.cardNumber) },
    };
    payments.set(payment.paymentKey, payment);
    orders.set(orderId, payment.paymentKey);
    return { status: 200, body: { ...payment, method: '카드', currency: 'KRW' } };
  };

  app.post(
    '/v1/billing/:billingKey',
    write((req) => {
      const billing = billings.get(String(req.params.billingKey));
      const { customerKey, amount, orderId, orderName } = req.body ?? {};
      if (!billing) return error(404, 'NOT_FOUND_BILLING', '존재하지 않는 빌링키입니다.');
      if (billing.customerKey !== customerKey) return error(403, 'NOT_MATCHES_CUSTOMER_KEY', 'customerKey가 일치하지 않습니다.');
      return pay({ amount, orderId, orderName, cardNumber: billing.cardNumber, billingKey: billing.billingKey }, () => {
        billing.charges += 1;
        return declinesNow(billing.cardNumber, billing.charges);
      });
    }),
  );

  // A card typed in for one payment (Toss key-in): charged at once, never kept.
  app.post(
    '/v1/payments/key-in',
    write((req) => {
      const { amount, orderId, orderName } = req.body ?? {};
      const cardNumber = String(req.body?.cardNumber ?? '').replace(/\D/g, '');
      if (!/^\d{14,16}$/.test(cardNumber)) return error(400, 'INVALID_CARD_NUMBER', '카드번호를 다시 확인해주세요.');
      if (!req.body?.cardExpirationYear || !req.body?.cardExpirationMonth)
        return error(400, 'INVALID_CARD_EXPIRATION', '카드 유효기간을 다시 확인해주세요.');
      return pay({ amount, orderId, orderName, cardNumber, billingKey: '' }, () => {
        const tries = (keyInCounts.get(cardNumber) ?? 0) + 1;
        keyInCounts.set(cardNumber, tries);
        return declinesNow(cardNumber, tries);
      });
    }),
  );

  app.post(
    '/v1/payments/:paymentKey/cancel',
    write((req) => {
      const payment = payments.get(String(req.params.paymentKey));
      if (!payment) return error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
      if (payment.status === 'CANCELED') return error(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
      const cancelReason = String(req.body?.cancelReason ?? '');
      if (!cancelReason) return error(400, 'INVALID_REQUEST', 'cancelReason is required');
      payment.cancels.push({ cancelAmount: payment.balanceAmount, cancelReason, canceledAt: new Date().toISOString() });
      payment.balanceAmount = 0;
      payment.status = 'CANCELED';
      return { status: 200, body: { ...payment, method: '카드', currency: 'KRW' } };
    }),
  );

  app.get('/v1/payments/:paymentKey', (req, res) => {
    if (!authorised(req)) return void res.status(401).json({ code: 'UNAUTHORIZED_KEY', message: 'unauthorised' });
    const payment = payments.get(String(req.params.paymentKey));
    if (!payment) return void res.status(404).json({ code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    res.json(payment);
  });

  // Toss's look-up by order id: how a caller whose charge timed out learns what happened.
  app.get('/v1/payments/orders/:orderId', (req, res) => {
    if (!authorised(req)) return void res.status(401).json({ code: 'UNAUTHORIZED_KEY', message: 'unauthorised' });
    lookupCounts.set(String(req.params.orderId), (lookupCounts.get(String(req.params.orderId)) ?? 0) + 1);
    const paymentKey = orders.get(String(req.params.orderId));
    const payment = paymentKey && payments.get(paymentKey);
    if (!payment) return void res.status(404).json({ code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    res.json(payment);
  });

  /** What was charged, for tests and for a look while developing. */
  const charges = () => [...payments.values()];
  app.get('/dev/payments', (_req, res) => void res.json(charges()));

  /**
   * Holds the next charge (billing or key-in; of that `orderName` when given) before it is made:
   * `arrived` settles when it comes in, and it is made and answered only on `release()` — a test
   * drives a race against an unsettled payment.
   */
  const holdNextCharge = (match: { orderName?: string } = {}) => {
    let arrive!: () => void;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    heldCharge = { orderName: match.orderName, arrive, released: new Promise<void>((resolve) => (release = resolve)) };
    return { arrived, release };
  };
  /** How many times a payment was looked up by this order id. */
  const lookups = (orderId: string) => lookupCounts.get(orderId) ?? 0;

  return { app, charges, holdNextCharge, lookups };
}

function loadState(file: string): State | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as State;
  } catch {
    return undefined; // first start, or an unreadable file: begin empty
  }
}

export async function startDevPayments(
  options: { port?: number; host?: string; secretKey?: string; stateFile?: string; slowMs?: number } = {},
) {
  const { app, charges, holdNextCharge, lookups } = createDevPaymentsApp(options);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    charges,
    holdNextCharge,
    lookups,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Stops at once, dropping requests in flight (a provider that goes away mid-request). */
    kill: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
