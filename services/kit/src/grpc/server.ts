import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import type { Logger } from 'pino';
import { verifyCallerToken, type Caller } from '../caller.js';
import { DomainError, domainError, toGrpcError } from '../errors.js';
import { isDependencyDown } from '../events/consumer.js';
import { postgresInputError } from '../db/postgres.js';
import { withRequestId, currentRequestId } from '../log.js';
import { lookupService } from '../proto.js';
import type { Pool } from '../db/postgres.js';
import type { ServiceMetrics } from '../metrics.js';
import {
  forgetOldIdempotencyKeys,
  IDEMPOTENCY_KEY,
  isReadOnlyMethod,
  isValidIdempotencyKey,
  runIdempotently,
} from './idempotency.js';

export interface CallContext {
  caller: Caller;
  requestId: string;
  logger: Logger;
  /** The caller token as it came, for a call made on the caller's behalf (the same entitlement applies downstream). */
  token: string;
  /** When the caller stops waiting (30 s from the call's start when it set none): a handler that waits for something ends before it. */
  deadline: Date;
}

export type UnaryHandler<Req, Res> = (request: Req, ctx: CallContext) => Promise<Res>;
/** A server-streaming handler: `write` sends one message in order; the stream ends when the promise settles (a throw ends it with the error). */
export type StreamHandler<Req, Res> = (request: Req, ctx: CallContext, write: (message: Res) => void) => Promise<void>;

/** The method names of a generated interface, without grpc-js's index signature. */
export type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** A service's handlers as plain async functions, typed from the generated `<Service>Handlers`. */
export type AsyncHandlers<H> = {
  [K in KnownKeys<H>]: H[K] extends grpc.handleUnaryCall<infer Req, infer Res>
    ? UnaryHandler<Req, Res>
    : H[K] extends grpc.handleServerStreamingCall<infer Req, infer Res>
      ? StreamHandler<Req, Res>
      : never;
};

export interface ServiceBinding {
  protoFile: string;
  /** e.g. `screenshelf.catalog.v1.Catalog` */
  service: string;
  handlers: Record<string, UnaryHandler<any, any> | StreamHandler<any, any>>;
}

export interface RunningGrpcServer {
  port: number;
  host: string;
  health: HealthImplementation;
  stop(): Promise<void>;
}

export const AUTHORIZATION_KEY = 'authorization';
export const REQUEST_ID_KEY = 'x-request-id';

/**
 * Elasticsearch refusing a request because of a value the caller chose (a page past the result
 * window): a 400, not a fault. Other Elasticsearch 400s are query-building bugs and stay internal.
 */
function searchEngineInputError(error: unknown): DomainError | undefined {
  const e = error as { name?: string; meta?: { statusCode?: number; body?: unknown } };
  if (e?.name !== 'ResponseError' || e.meta?.statusCode !== 400) return undefined;
  const body = JSON.stringify(e.meta.body ?? '');
  if (!/Result window is too large|max_result_window/.test(body)) return undefined;
  return new DomainError('VALIDATION_ERROR', 'The page is past the last result that can be listed', 'invalid');
}

/** An error a data engine raised because of the request's values, as a DomainError; undefined for anything else. */
export const engineInputError = (error: unknown) => postgresInputError(error) ?? searchEngineInputError(error);

/**
 * Wraps each handler with what every call needs: the caller token verified (jose), the request id
 * carried into logs, domain errors mapped to gRPC status + errorCode, input a data engine refused answered
 * INVALID_ARGUMENT, anything else logged and answered INTERNAL. A call without a valid token never reaches a handler.
 */
function wrapUnary(
  method: string,
  handler: UnaryHandler<any, any>,
  secret: string,
  logger: Logger,
  idempotency?: { pool: Pool },
): grpc.handleUnaryCall<any, any> {
  const name = method.slice(method.lastIndexOf('/') + 1);
  const keyed = idempotency && !isReadOnlyMethod(name);
  return (call, callback) => {
    const requestId = String(call.metadata.get(REQUEST_ID_KEY)[0] ?? '');
    void withRequestId(requestId, async () => {
      const started = performance.now();
      try {
        const bearer = String(call.metadata.get(AUTHORIZATION_KEY)[0] ?? '').replace(/^Bearer /, '');
        const caller = await verifyCallerToken(bearer, secret);
        const key = keyed ? String(call.metadata.get(IDEMPOTENCY_KEY)[0] ?? '') : '';
        const deadline = deadlineOf(call);
        const run = () => handler(call.request, { caller, requestId: currentRequestId()!, logger, token: bearer, deadline });
        const response =
          keyed && key && isValidIdempotencyKey(key)
            ? await runIdempotently(
                idempotency.pool,
                { method, caller: caller.userId ?? '', key, request: call.request, deadline },
                run,
              )
            : await run();
        logger.debug({ method, ms: Math.round(performance.now() - started) }, 'grpc call');
        callback(null, response);
      } catch (error) {
        callback(grpcErrorOf(error, method, logger));
      }
    });
  };
}

/** A handler's failure as the gRPC error the caller gets (logged at the level it deserves). */
function grpcErrorOf(error: unknown, method: string, logger: Logger): grpc.ServiceError {
  const refused = error instanceof DomainError ? error : undefined;
  const engineRefused = refused ? undefined : engineInputError(error);
  if (refused) {
    logger.info({ method, errorCode: refused.errorCode }, 'grpc call refused');
    return toGrpcError(refused) as grpc.ServiceError;
  }
  if (engineRefused) {
    logger.warn({ err: error, method }, 'grpc call refused by a data engine: the input was not valid');
    return toGrpcError(engineRefused) as grpc.ServiceError;
  }
  if (isDependencyDown(error)) {
    // Our database, Redis or Elasticsearch is away: a clean 503 the caller may retry, not a 500.
    logger.warn({ err: error, method }, 'grpc call failed: a dependency is unavailable');
    return toGrpcError(domainError('SERVICE_UNAVAILABLE', { message: 'a dependency is unavailable' })) as grpc.ServiceError;
  }
  logger.error({ err: error, method }, 'grpc call failed');
  return toGrpcError(new DomainError('SERVER_ERROR', 'a server error occurred', 'internal')) as grpc.ServiceError;
}

/** A server-streaming handler wrapped like a unary one (token, request id, error mapping); never idempotency-keyed (it only reads or answers). */
function wrapServerStream(
  method: string,
  handler: StreamHandler<any, any>,
  secret: string,
  logger: Logger,
): grpc.handleServerStreamingCall<any, any> {
  return (call) => {
    const requestId = String(call.metadata.get(REQUEST_ID_KEY)[0] ?? '');
    void withRequestId(requestId, async () => {
      try {
        const token = String(call.metadata.get(AUTHORIZATION_KEY)[0] ?? '').replace(/^Bearer /, '');
        const caller = await verifyCallerToken(token, secret);
        await handler(call.request, { caller, requestId: currentRequestId()!, logger, token, deadline: deadlineOf(call) }, (message) => {
          if (!call.cancelled) call.write(message);
        });
        call.end();
      } catch (error) {
        // grpc-js ends a server stream with a status when it hears 'error'.
        if (!call.cancelled) call.emit('error', grpcErrorOf(error, method, logger));
      }
    });
  };
}

/** The call's deadline as a date (30 s from now when the client set none). */
function deadlineOf(call: grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>): Date {
  const deadline = call.getDeadline();
  const ms = deadline instanceof Date ? deadline.getTime() : Number(deadline);
  return new Date(Number.isFinite(ms) ? ms : Date.now() + 30_000);
}

/**
 * How long a server keeps a client's connection (kit config GRPC_*): bounded, so a client spread
 * over replicas by round-robin reconnects now and then, re-resolves the headless Service's DNS name
 * and finds the replicas started since; keepalive pings notice a peer gone without a word.
 */
export interface GrpcConnectionSettings {
  /** `grpc.max_connection_age_ms` (5 minutes unless told); 0 keeps connections forever. */
  maxConnectionAgeMs?: number;
  /** `grpc.max_connection_age_grace_ms`: how long calls under way may finish afterwards (30 s). */
  maxConnectionAgeGraceMs?: number;
  /** `grpc.keepalive_time_ms` (60 s) and `grpc.keepalive_timeout_ms` (20 s). */
  keepaliveTimeMs?: number;
  keepaliveTimeoutMs?: number;
}

export const DEFAULT_GRPC_CONNECTION: Required<GrpcConnectionSettings> = {
  maxConnectionAgeMs: 300_000,
  maxConnectionAgeGraceMs: 30_000,
  keepaliveTimeMs: 60_000,
  keepaliveTimeoutMs: 20_000,
};

/** The grpc-js server options of those settings. */
export function grpcServerOptions(settings: GrpcConnectionSettings = {}): grpc.ServerOptions {
  const s = { ...DEFAULT_GRPC_CONNECTION, ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)) };
  return {
    'grpc.max_receive_message_length': 16 * 1024 * 1024,
    ...(s.maxConnectionAgeMs > 0 && {
      'grpc.max_connection_age_ms': s.maxConnectionAgeMs,
      'grpc.max_connection_age_grace_ms': s.maxConnectionAgeGraceMs,
    }),
    'grpc.keepalive_time_ms': s.keepaliveTimeMs,
    'grpc.keepalive_timeout_ms': s.keepaliveTimeoutMs,
  };
}

/**
 * Counts and times every unary call of a service's implementation by method and status code (kit
 * metrics.ts), around the wrapped handlers; streaming methods are left as they are.
 */
function countCalls(
  definition: grpc.ServiceDefinition,
  service: string,
  implementation: grpc.UntypedServiceImplementation,
  metrics: Pick<ServiceMetrics, 'grpcHandled' | 'grpcSeconds'>,
): grpc.UntypedServiceImplementation {
  const counted: grpc.UntypedServiceImplementation = {};
  for (const [method, handle] of Object.entries(implementation)) {
    if (definition[method]?.requestStream || definition[method]?.responseStream) {
      counted[method] = handle;
      continue;
    }
    const unary = handle as grpc.handleUnaryCall<unknown, unknown>;
    counted[method] = ((call, callback) => {
      const started = performance.now();
      unary(call, (error, ...rest) => {
        const code = grpc.status[error?.code ?? grpc.status.OK] ?? 'UNKNOWN';
        metrics.grpcHandled.inc({ grpc_service: service, grpc_method: method, grpc_code: code });
        metrics.grpcSeconds.observe({ grpc_service: service, grpc_method: method }, (performance.now() - started) / 1000);
        callback(error, ...rest);
      });
    }) as grpc.handleUnaryCall<unknown, unknown>;
  }
  return counted;
}

/** Starts a gRPC server with the standard health service; `port` 0 picks a free one; loopback unless `host` says otherwise. */
export async function startGrpcServer(options: {
  name: string;
  /** The config's BIND_HOST. */
  host?: string;
  port: number;
  tokenSecret: string;
  logger: Logger;
  services: ServiceBinding[];
  /** The service's database: changes called with an Idempotency-Key run once (kit grpc/idempotency.ts). */
  idempotency?: { pool: Pool };
  /** Connection age and keepalive (defaults: DEFAULT_GRPC_CONNECTION). */
  connection?: GrpcConnectionSettings;
  /** Counts every call by method and status code, and times it (kit metrics.ts). */
  metrics?: Pick<ServiceMetrics, 'grpcHandled' | 'grpcSeconds'>;
}): Promise<RunningGrpcServer> {
  const { logger } = options;
  const server = new grpc.Server(grpcServerOptions(options.connection));
  const health = new HealthImplementation({ '': 'NOT_SERVING' });
  health.addToServer(server);
  for (const binding of options.services) {
    const ctor = lookupService(binding.protoFile, binding.service);
    const implementation: grpc.UntypedServiceImplementation = {};
    for (const method of Object.keys(ctor.service)) {
      const handler = binding.handlers[method];
      if (!handler) throw new Error(`${binding.service}.${method} has no handler`);
      const name = `${binding.service}/${method}`;
      implementation[method] = ctor.service[method]!.responseStream
        ? wrapServerStream(name, handler as StreamHandler<any, any>, options.tokenSecret, logger)
        : wrapUnary(name, handler as UnaryHandler<any, any>, options.tokenSecret, logger, options.idempotency);
    }
    server.addService(ctor.service, options.metrics ? countCalls(ctor.service, binding.service, implementation, options.metrics) : implementation);
    health.setStatus(binding.service, 'SERVING');
  }
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${options.host ?? '127.0.0.1'}:${options.port}`, grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  health.setStatus('', 'SERVING');
  const idempotencyPool = options.idempotency?.pool;
  const forget = () => void forgetOldIdempotencyKeys(idempotencyPool!).catch(() => undefined);
  const forgetting = idempotencyPool ? setInterval(forget, 3_600_000).unref() : undefined;
  if (idempotencyPool) forget();
  logger.info({ host: options.host ?? '127.0.0.1', port }, `${options.name} gRPC server listening`);
  return {
    port,
    host: options.host ?? '127.0.0.1',
    health,
    stop: () =>
      new Promise<void>((resolve) => {
        health.setStatus('', 'NOT_SERVING');
        if (forgetting) clearInterval(forgetting);
        const force = setTimeout(() => server.forceShutdown(), 5000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
