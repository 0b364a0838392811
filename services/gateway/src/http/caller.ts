import type { Request, RequestHandler } from 'express';
import { signCallerToken, verifyCallerToken, VISITOR, type Caller } from '@screenshelf/kit';
import type { GatewayConfig } from '../config.js';

declare module 'express-serve-static-core' {
  interface Request {
    caller: Caller;
    callerToken: string;
    defaultDeadlineMs: number;
  }
}

/**
 * Resolves who is calling and mints the short-lived token services trust. Until sign-in lands every
 * browser caller is a visitor; a bearer caller token (verified) serves operators and tests.
 */
export function resolveCaller(config: GatewayConfig): RequestHandler {
  return async (req, _res, next) => {
    try {
      let caller: Caller = VISITOR;
      const bearer = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
      if (bearer && config.ALLOW_BEARER_CALLER) caller = await verifyCallerToken(bearer, config.INTERNAL_TOKEN_SECRET);
      req.caller = caller;
      req.callerToken = await signCallerToken(caller, config.INTERNAL_TOKEN_SECRET);
      req.defaultDeadlineMs = config.DEFAULT_DEADLINE_MS;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The token and deadline for a gRPC call made on behalf of this request. */
export const callOptions = (req: Request, deadlineMs?: number) => ({
  token: req.callerToken,
  deadlineMs: deadlineMs ?? req.defaultDeadlineMs,
});
