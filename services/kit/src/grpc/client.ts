import * as grpc from '@grpc/grpc-js';
import { fromGrpcError } from '../errors.js';
import { currentRequestId } from '../log.js';
import { lookupService } from '../proto.js';
import { IDEMPOTENCY_KEY, isReadOnlyMethod } from './idempotency.js';
import { AUTHORIZATION_KEY, REQUEST_ID_KEY } from './server.js';

export interface CallOptions {
  /** The caller token minted by the gateway (kit `signCallerToken`). */
  token: string;
  /** Milliseconds; product-spec §9 gives 60 s for admin app writes, 30 s for a few others. */
  deadlineMs?: number;
  /** The client's Idempotency-Key for a change: the service answers a repeat with the first result. */
  idempotencyKey?: string;
}

type UppercaseKeys<T> = { [K in keyof T]: K extends Capitalize<K & string> ? K : never }[keyof T];

/** A generated `<Service>Client` turned into promise methods: `await catalog.CreateApp(req, opts)`. */
export type PromiseClient<C> = {
  [K in UppercaseKeys<C>]: C[K] extends (argument: infer Req, callback: grpc.requestCallback<infer Res>) => grpc.ClientUnaryCall
    ? (request: Req, options: CallOptions) => Promise<Res>
    : C[K] extends (argument: infer Req, options?: grpc.CallOptions) => grpc.ClientReadableStream<infer Res>
      ? (request: Req, options: CallOptions) => AsyncIterable<Res>
      : never;
} & { close(): void; waitForReady(timeoutMs: number): Promise<void> };

export const DEFAULT_DEADLINE_MS = 5000;

// Retries read-only calls that never reached a server (UNAVAILABLE).
const retryConfig = (service: string, methods: string[]) => {
  const reads = methods.filter(isReadOnlyMethod).map((method) => ({ service, method }));
  return JSON.stringify({
    methodConfig:
      reads.length === 0
        ? []
        : [
            {
              name: reads,
              retryPolicy: {
                maxAttempts: 3,
                initialBackoff: '0.1s',
                maxBackoff: '1s',
                backoffMultiplier: 2,
                retryableStatusCodes: ['UNAVAILABLE'],
              },
            },
          ],
  });
};

export function createGrpcClient<C>(protoFile: string, service: string, address: string): PromiseClient<C> {
  const Ctor = lookupService(protoFile, service);
  const client = new Ctor(address, grpc.credentials.createInsecure(), {
    'grpc.service_config': retryConfig(service, Object.keys(Ctor.service)),
    'grpc.enable_retries': 1,
    'grpc.keepalive_time_ms': 30_000,
    // grpc-js waits up to 2 minutes between reconnects by default; a restarted peer should get
    // traffic again within a couple of seconds.
    'grpc.initial_reconnect_backoff_ms': 200,
    'grpc.max_reconnect_backoff_ms': 2_000,
  });
  const methods: Record<string, unknown> = {
    close: () => client.close(),
    waitForReady: (timeoutMs: number) =>
      new Promise<void>((resolve, reject) =>
        client.waitForReady(Date.now() + timeoutMs, (error) => (error ? reject(error) : resolve())),
      ),
  };
  const metadataOf = (options: CallOptions) => {
    const metadata = new grpc.Metadata();
    metadata.set(AUTHORIZATION_KEY, `Bearer ${options.token}`);
    const requestId = currentRequestId();
    if (requestId) metadata.set(REQUEST_ID_KEY, requestId);
    if (options.idempotencyKey) metadata.set(IDEMPOTENCY_KEY, options.idempotencyKey);
    return metadata;
  };
  for (const method of Object.keys(Ctor.service)) {
    if (Ctor.service[method]!.responseStream) {
      // A server stream as an async iterable of its messages; a failure is thrown as the service's DomainError.
      methods[method] = (request: unknown, options: CallOptions) =>
        (async function* () {
          const deadline = new Date(Date.now() + (options.deadlineMs ?? DEFAULT_DEADLINE_MS));
          const call = (client as unknown as Record<string, Function>)[method]!.call(client, request, metadataOf(options), {
            deadline,
          }) as grpc.ClientReadableStream<unknown>;
          try {
            for await (const message of call) yield message;
          } catch (error) {
            throw fromGrpcError(error);
          } finally {
            call.cancel();
          }
        })();
      continue;
    }
    methods[method] = (request: unknown, options: CallOptions) =>
      new Promise((resolve, reject) => {
        const metadata = metadataOf(options);
        const deadline = new Date(Date.now() + (options.deadlineMs ?? DEFAULT_DEADLINE_MS));
        (client as unknown as Record<string, Function>)[method]!.call(
          client,
          request,
          metadata,
          { deadline },
          (error: grpc.ServiceError | null, response: unknown) => (error ? reject(fromGrpcError(error)) : resolve(response)),
        );
      });
  }
  return methods as PromiseClient<C>;
}
