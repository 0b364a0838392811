import { status as GrpcStatus, Metadata, type ServiceError } from '@grpc/grpc-js';

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
  timeout: GrpcStatus.DEADLINE_EXCEEDED,
  unavailable: GrpcStatus.UNAVAILABLE,
  internal: GrpcStatus.INTERNAL,
};

const kindOfGrpcStatus = new Map<number, ErrorKind>(
  Object.entries(grpcStatusOfKind).map(([kind, code]) => [code, kind as ErrorKind]),
);

export const httpStatusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition: 409,
  rate_limited: 429,
  timeout: 504,
  unavailable: 503,
  internal: 500,
};

/** A rule of the product was broken; `errorCode` is one of product-spec §8 or a named new one. */
export class DomainError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly kind: ErrorKind = 'precondition',
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toJSON() {
    return { errorCode: this.errorCode, msg: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

export const validationError = (msg: string, issues?: unknown) =>
  new DomainError('VALIDATION_ERROR', msg, 'invalid', issues ? { issues } : undefined);
export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`, 'not_found');
export const forbidden = (msg = 'You are not allowed to do this') => new DomainError('FORBIDDEN', msg, 'forbidden');
export const unauthenticated = (msg = 'Sign in first') => new DomainError('UNAUTHENTICATED', msg, 'unauthenticated');

const ERROR_METADATA_KEY = 'screenshelf-error-bin';

/** Encodes a DomainError as a gRPC error: status from its kind, errorCode and msg in binary metadata (UTF-8 safe). */
export function toGrpcError(error: DomainError): Partial<ServiceError> {
  const metadata = new Metadata();
  metadata.set(ERROR_METADATA_KEY, Buffer.from(JSON.stringify(error.toJSON()), 'utf8'));
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
      };
      return new DomainError(body.errorCode, body.msg, kind, body.details);
    } catch {
      /* fall through to the status-based mapping */
    }
  }
  if (e.code === GrpcStatus.DEADLINE_EXCEEDED) return new DomainError('TIMEOUT', 'The service took too long to answer', 'timeout');
  if (e.code === GrpcStatus.UNAVAILABLE) return new DomainError('SERVICE_UNAVAILABLE', 'A service is unavailable, try again shortly', 'unavailable');
  if (e.code === GrpcStatus.CANCELLED) return new DomainError('SERVICE_UNAVAILABLE', 'The call was cancelled', 'unavailable');
  return new DomainError('SERVER_ERROR', 'a server error occurred', 'internal');
}
