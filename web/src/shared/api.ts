import type { components, operations } from './openapi';
import { operationRoutes } from './operations';

/**
 * The answers' shapes come from the gateway's OpenAPI document (generated into ./openapi.ts by
 * `npm run gen:web-client`): `Answer<'getSession'>` is an operation's success JSON, `DataOf<...>` its
 * `data`, `Schema<'Bookmark'>` a named schema. No response type is written by hand.
 */
type Success<R> = R extends { 200: { content: { 'application/json': infer J } } }
  ? J
  : R extends { 201: { content: { 'application/json': infer J } } }
    ? J
    : never;
export type Answer<Op extends keyof operations> = Success<operations[Op]['responses']>;
export type DataOf<Op extends keyof operations> = Op extends unknown ? (Answer<Op> extends { data: infer D } ? D : never) : never;
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
/** An operation's query parameters (of each operation, for a union of them). */
export type Query<Op extends keyof operations> = Op extends unknown ? NonNullable<operations[Op] extends { parameters: { query?: infer Q } } ? Q : never> : never;
/** An operation's JSON request body. */
export type Body<Op extends keyof operations> = operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** An operation's path parameters (`{id}` of its path). */
export type PathParams<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>;
/** What a call sends: the JSON body, or the form fields of a form-encoded operation (the Auth.js posts). */
type CallBody<Op extends keyof operations> =
  | Body<Op>
  | (operations[Op] extends { requestBody?: { content: { 'application/x-www-form-urlencoded': unknown } } } ? URLSearchParams : never);

/** The gateway's words when it has none of its own; also what the SPA falls back to. */
export const SERVER_ERROR_MSG = 'a server error occurred';

/** A failed call: the gateway answers every failure with `{errorCode, msg}`; anything else is UNKNOWN_ERROR. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly errorCode: string,
    readonly status: number,
    /** The gateway's own message, when it sent one. */
    readonly serverMsg?: string,
  ) {
    super(serverMsg ?? SERVER_ERROR_MSG);
  }
}

/** The message to show for a failed call, or undefined when the caller should show its generic one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMsg : undefined;
}

/**
 * The UI language, sent as `lang` on every call so the gateway's words (product-spec §2: the lang
 * query wins over the cookie) match the page even when the language came from the browser and no
 * cookie was stored yet. The I18nProvider keeps it current.
 */
let requestLang: string | undefined;
export function setRequestLang(lang: string | undefined): void {
  requestLang = lang;
}

export type QueryParams = Record<string, string | number | boolean | readonly string[] | undefined>;

export interface ApiInit extends Omit<RequestInit, 'body'> {
  params?: QueryParams;
  /** Sent as JSON unless it is already a string, FormData or URLSearchParams. */
  body?: unknown;
  /** Gives up after this long (product-spec §9 time-outs); the failure is a TIMEOUT ApiError. */
  timeoutMs?: number;
  /** For a create: the server answers a repeat with this key with the first result. */
  idempotencyKey?: string;
}

/** Whether a failed call may have taken effect (no answer, or the server could not tell yet). */
export const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) || ['TIMEOUT', 'PAYMENT_PENDING', 'SERVICE_UNAVAILABLE', 'UNKNOWN_ERROR'].includes(error.errorCode);

/** Calls a same-origin API path and returns its JSON (undefined for an empty answer); a non-2xx answer throws an ApiError. */
export async function api<T>(path: string, { params, body, timeoutMs, idempotencyKey, ...init }: ApiInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
  let payload: BodyInit | undefined;
  if (body === undefined || typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams) {
    payload = body as BodyInit | undefined;
  } else {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  const signals = [init.signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter((s): s is AbortSignal => !!s);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  let response: Response;
  try {
    response = await fetch(withParams(path, params), { ...init, body: payload, headers, signal, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error)?.name === 'TimeoutError') throw new ApiError('TIMEOUT', 0);
    throw error;
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface CallInit<Op extends keyof operations> extends Omit<ApiInit, 'params' | 'body' | 'method'> {
  /** The values of the path's `{name}`s; each is required (a missing one throws). */
  path?: PathParams<Op>;
  query?: Query<Op>;
  body?: CallBody<Op>;
}

/**
 * Calls a gateway operation by its operationId: method, path and deadline come from the generated
 * table (./operations.ts), so no path or time-out is written by hand. `timeoutMs` overrides the
 * declared deadline.
 */
export function call<Op extends keyof operations>(operationId: Op, { path, query, timeoutMs, ...init }: CallInit<Op> = {}): Promise<Answer<Op>> {
  const route: { method: string; timeoutMs?: number } = operationRoutes[operationId];
  return api<Answer<Op>>(operationPath(operationId, path), { ...init, method: route.method, params: query, timeoutMs: timeoutMs ?? route.timeoutMs });
}

/** An operation's path with its parameters filled in (encoded); a missing one is a bug in the caller, so it throws. */
export function operationPath<Op extends keyof operations>(operationId: Op, values?: PathParams<Op>): string {
  const given = (values ?? {}) as Record<string, string | number | undefined>;
  return operationRoutes[operationId].path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = given[name];
    if (value === undefined || value === null) throw new Error(`${operationId}: path parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

/** A row of a list operation's answer `{data: Row[]}`. */
export type Row<Op extends keyof operations> = Op extends unknown ? (DataOf<Op> extends readonly (infer R)[] ? R : never) : never;
/** The operations that page by `limit` and `offset` and answer rows. */
export type PagedOp = { [Op in keyof operations]: 'offset' extends keyof Query<Op> ? (DataOf<Op> extends readonly unknown[] ? Op : never) : never }[keyof operations];

/** A page of a list operation: its rows (none when absent) and its `total` when it tells one. */
export function pageOf<Op extends PagedOp>(answer: Answer<Op>): { rows: Row<Op>[]; total?: number } {
  // Generic code cannot see through Answer<Op>; PagedOp guarantees this shape.
  const { data, total } = (answer ?? {}) as { data?: Row<Op>[]; total?: unknown };
  return { rows: data ?? [], total: typeof total === 'number' ? total : undefined };
}

/** The path with its query (and the UI language as `lang`). */
export function withParams(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  if (requestLang && params.lang === undefined && !/[?&]lang=/.test(path)) search.set('lang', requestLang);
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    // Lists go comma-separated, which the gateway's query helpers read; an empty list is left out.
    if (Array.isArray(value)) {
      if (value.length) search.set(name, value.join(','));
    } else search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A failed answer as an ApiError (its `{errorCode, msg}`). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { errorCode?: unknown; msg?: unknown } | null;
  const errorCode = typeof body?.errorCode === 'string' && body.errorCode ? body.errorCode : 'UNKNOWN_ERROR';
  const msg = typeof body?.msg === 'string' && body.msg ? body.msg : undefined;
  return new ApiError(errorCode, response.status, msg);
}
