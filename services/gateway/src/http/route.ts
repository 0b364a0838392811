import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { requireSignedIn, type Logger, type Redis } from '@screenshelf/kit';
import type { Clients } from '../clients.js';
import type { GatewayConfig } from '../config.js';
import type { ViewCounter } from '../events/views.js';
import type { HealthStatus } from '../health.js';
import { op, type Operation, type OperationInput } from '../api/operation.js';
import { parse } from './validate.js';

/** What every handler may use besides its input: the gateway's clients and settings. */
export interface RouterDeps {
  config: GatewayConfig;
  clients: Clients;
  logger: Logger;
  redis: Redis;
  views: ViewCounter;
  /** One budget per caller for every call that finds a person by e-mail (http/rate-limit.ts). */
  emailLookups: RequestHandler;
  /** Whether Redis and the services answer (the probes). */
  health: { ready(): Promise<HealthStatus>; summary(): Promise<HealthStatus> };
}

/**
 * A declaration as `route()` takes it, with the name its body goes by in a refusal ("The app is not
 * valid"). `rawInput`: the declared schemas describe the input but the handler reads it itself — the
 * Auth.js shape answers its own refusals (a form without its csrfToken is CSRF_TOKEN_INVALID, a
 * provider's callback without a body goes back to the sign-in page), as its clients expect.
 */
export type Declaration = OperationInput & { bodyName?: string; rawInput?: true };

type Parsed<S, Raw> = S extends z.ZodType ? z.output<S> : Raw;

/** What a handler gets: the request's parts parsed by the declaration's schemas, and the dependencies. */
export type Input<D extends Declaration> = RouterDeps &
  (D['rawInput'] extends true
    ? { params: Record<string, string>; query: Request['query']; body: unknown }
    : {
        params: Parsed<D['params'], Record<string, string>>;
        query: Parsed<D['query'], Request['query']>;
        body: D['bodyType'] extends 'binary' ? Buffer : Parsed<D['body'], unknown>;
      });

export type Handler<D extends Declaration> = (req: Request, res: Response, input: Input<D>) => unknown;

type Before = (deps: RouterDeps) => RequestHandler[];

/** One operation: its declaration and what serves it. */
export interface Route {
  operation: Operation;
  /** The express handlers of this operation, given the dependencies: any `before` middleware, then the handler. */
  serve(deps: RouterDeps): RequestHandler[];
  /** What `alias()` copies. */
  declaration: Declaration;
  handler: Handler<Declaration>;
  before?: Before;
}

/**
 * An operation declared beside its handler. Before the handler runs, the path parameters, query and
 * body are parsed with the declared schemas (a 400 VALIDATION_ERROR with every issue otherwise: the
 * one parse of a REST request), and the calls it makes get the declared deadline (`timeoutMs`,
 * product-spec §9) unless they name another. `before` adds middleware ahead of the parse (a rate
 * limit, a raw body reader).
 */
export function route<const D extends Declaration>(declaration: D, handler: Handler<D>, before?: Before): Route {
  const { bodyName, rawInput, ...input } = declaration;
  const operation = op(input);
  return {
    operation,
    declaration,
    handler: handler as Handler<Declaration>,
    before,
    serve: (deps) => {
      const serveOperation: RequestHandler = async (req, res) => {
        // A signed-in operation refuses a visitor before reading anything (as http/access.ts does for admin ones).
        if (operation.access === 'signedIn') requireSignedIn(req.caller);
        req.operationDeadlineMs = operation.timeoutMs;
        const parsed = rawInput
          ? { params: req.params, query: req.query, body: req.body as unknown }
          : {
              params: operation.params ? parse(operation.params, req.params, 'path') : req.params,
              query: operation.query ? parse(operation.query, req.query, 'query') : req.query,
              body: operation.body && operation.bodyType !== 'binary' ? parse(operation.body, req.body, bodyName ?? 'request') : req.body,
            };
        await handler(req, res, { ...deps, ...parsed } as unknown as Input<D>);
      };
      // Which handler it runs, for a look from outside (a legacy alias runs its v2 operation's).
      return [...(before?.(deps) ?? []), Object.assign(serveOperation, { handler })];
    },
  };
}

/**
 * A legacy path of a v2 operation (product-spec §7 "Legacy apps"): the same handler and input,
 * declared with its own method, path, id and summary and marked `aliasOf` the v2 path.
 */
export function alias(of: Route, declaration: Pick<Declaration, 'method' | 'path' | 'operationId' | 'summary'> & Partial<Declaration>): Route {
  return route({ ...of.declaration, ...declaration, aliasOf: of.operation.operationId }, of.handler, of.before);
}

/** A router serving `routes` in their order (express matches the first registered path). */
export function mount(routes: readonly Route[], deps: RouterDeps, router: Router = Router()): Router {
  for (const { operation, serve } of routes) router[operation.method](operation.path, ...serve(deps));
  return router;
}
