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

export type QueryParams = Record<string, string | number | boolean | undefined>;

/** Calls a same-origin API path and returns its JSON; a non-2xx answer throws an ApiError. */
export async function api<T>(path: string, { params, ...init }: RequestInit & { params?: QueryParams } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const response = await fetch(withParams(path, params), { ...init, headers, credentials: 'same-origin' });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

function withParams(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { errorCode?: unknown; msg?: unknown } | null;
  const errorCode = typeof body?.errorCode === 'string' && body.errorCode ? body.errorCode : 'UNKNOWN_ERROR';
  const msg = typeof body?.msg === 'string' && body.msg ? body.msg : undefined;
  return new ApiError(errorCode, response.status, msg);
}
