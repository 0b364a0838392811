import { status as GrpcStatus, Metadata, type ServiceError } from '@grpc/grpc-js';
import { ERROR_CATALOGUE, errorEntry, errorMessage, nounVariant, type ErrorCode, type MessageChoice, type TextParams } from './messages.js';

/**
 * How an error is classed, independent of transport. The gateway maps it to an HTTP status,
 * the gRPC layer to a gRPC status.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'precondition'
  | 'rate_limited'
  | 'too_large'
  | 'headers_too_large'
  | 'unsupported'
  | 'timeout'
  | 'unavailable'
  | 'internal';

const grpcStatusOfKind: Record<ErrorKind, GrpcStatus> = {
  invalid: GrpcStatus.INVALID_ARGUMENT,
  unauthenticated: GrpcStatus.UNAUTHENTICATED,
  forbidden: GrpcStatus.PERMISSION_DENIED,
  not_found: GrpcStatus.NOT_FOUND,
  conflict: GrpcStatus.ALREADY_EXISTS,
  precondition: GrpcStatus.FAILED_PRECONDITION,
  rate_limited: GrpcStatus.RESOURCE_EXHAUSTED,
  too_large: GrpcStatus.OUT_OF_RANGE,
  headers_too_large: GrpcStatus.OUT_OF_RANGE,
  unsupported: GrpcStatus.INVALID_ARGUMENT,
  timeout: GrpcStatus.DEADLINE_EXCEEDED,
  unavailable: GrpcStatus.UNAVAILABLE,
  internal: GrpcStatus.INTERNAL,
};

// The first kind of a gRPC status wins (INVALID_ARGUMENT is `invalid`, not `unsupported`).
const kindOfGrpcStatus = new Map<number, ErrorKind>();
for (const [kind, code] of Object.entries(grpcStatusOfKind)) if (!kindOfGrpcStatus.has(code)) kindOfGrpcStatus.set(code, kind as ErrorKind);

export const httpStatusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition: 409,
  rate_limited: 429,
  too_large: 413,
  headers_too_large: 431,
  unsupported: 415,
  timeout: 504,
  unavailable: 503,
  internal: 500,
};

/**
 * A rule of the product was broken; `errorCode` is one of product-spec §8 or a named new one, and is
 * in the catalogue (messages.ts). `message` is for logs and tests: the user reads the catalogue's
 * words for the code (and `choice`: its variant and parameters) in the request's language.
 */
export class DomainError extends Error {
  /** The catalogue's kind for a catalogued code (one code, one status on every transport), else the thrower's. */
  readonly kind: ErrorKind;
  readonly errorCode: string;
  readonly details?: unknown;
  readonly choice: MessageChoice;

  constructor(errorCode: string, message: string, kind: ErrorKind = 'precondition', details?: unknown, choice: MessageChoice = {}) {
    super(message);
    this.name = 'DomainError';
    this.errorCode = errorCode;
    this.details = details;
    this.choice = choice;
    this.kind = errorEntry(errorCode)?.kind ?? kind;
  }

  /** The user-visible msg in `lang` from the catalogue; the logged message for a code it does not know. */
  msgIn(lang: 'ko' | 'en'): string {
    return errorMessage(this.errorCode, lang, this.choice) ?? this.message;
  }

  /** The HTTP status: the catalogue's for the code (one code, one status), else the thrower's kind. */
  get httpStatus(): number {
    return httpStatusOfKind[this.kind];
  }

  toJSON() {
    return { errorCode: this.errorCode, msg: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

/**
 * An error from the catalogue: its kind, and its English words as the logged message. `variant` and
 * `params` choose the wording the gateway renders; `details` travel to the caller as they are.
 */
export function domainError(
  code: ErrorCode,
  { variant, params, details, message }: MessageChoice & { details?: unknown; message?: string } = {},
): DomainError {
  const choice = { ...(variant ? { variant } : {}), ...(params ? { params } : {}) };
  return new DomainError(code, message ?? errorMessage(code, 'en', choice)!, ERROR_CATALOGUE[code].kind, details, choice);
}

/**
 * Bad input. The msg the user reads is the catalogue's; `msg` stays the logged message and, when
 * there are no issues to name, becomes the one issue so the caller still learns what was wrong.
 */
export const validationError = (msg: string, issues?: unknown) =>
  new DomainError('VALIDATION_ERROR', msg, 'invalid', { issues: issues ?? [{ path: '', message: msg }] });
/** `what` names the thing ('App', 'Payment method'): the catalogue's NOT_FOUND variant of that noun, when it has one. */
export const notFound = (what: string, params?: TextParams) =>
  new DomainError('NOT_FOUND', `${what} not found`, 'not_found', undefined, { variant: nounVariant(what), ...(params ? { params } : {}) });
export const forbidden = (msg = 'You are not allowed to do this') => new DomainError('FORBIDDEN', msg, 'forbidden');
export const unauthenticated = (msg = 'Sign in first') => new DomainError('UNAUTHENTICATED', msg, 'unauthenticated');

const ERROR_METADATA_KEY = 'screenshelf-error-bin';

/** Encodes a DomainError as a gRPC error: status from its kind, errorCode and msg in binary metadata (UTF-8 safe). */
export function toGrpcError(error: DomainError): Partial<ServiceError> {
  const metadata = new Metadata();
  const body = { ...error.toJSON(), ...(error.choice.variant || error.choice.params ? { choice: error.choice } : {}) };
  metadata.set(ERROR_METADATA_KEY, Buffer.from(JSON.stringify(body), 'utf8'));
  return { code: grpcStatusOfKind[error.kind], details: error.message, metadata };
}

/** Turns an error from a gRPC client call back into a DomainError, so callers see the service's own words. */
export function fromGrpcError(error: unknown): DomainError {
  const e = error as Partial<ServiceError>;
  const kind = (e.code !== undefined && kindOfGrpcStatus.get(e.code)) || 'internal';
  const raw = e.metadata?.get(ERROR_METADATA_KEY)[0];
  if (raw) {
    try {
      const body = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw)) as {
        errorCode: string;
        msg: string;
        details?: unknown;
        choice?: MessageChoice;
      };
      return new DomainError(body.errorCode, body.msg, kind, body.details, body.choice ?? {});
    } catch {
      /* fall through to the status-based mapping */
    }
  }
  if (e.code === GrpcStatus.DEADLINE_EXCEEDED) return new DomainError('TIMEOUT', 'The service took too long to answer', 'timeout');
  if (e.code === GrpcStatus.UNAVAILABLE) return new DomainError('SERVICE_UNAVAILABLE', 'A service is unavailable, try again shortly', 'unavailable');
  if (e.code === GrpcStatus.CANCELLED) return new DomainError('SERVICE_UNAVAILABLE', 'The call was cancelled', 'unavailable');
  return new DomainError('SERVER_ERROR', 'a server error occurred', 'internal');
}
