import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { DomainError, domainError, type Logger } from '@screenshelf/kit';
import { langOf } from './lang.js';

/**
 * Sends an error as `{errorCode, msg[, details]}`: the msg from the kit's catalogue in the request's
 * language, the status from the code's kind (one errorCode, one status), details as they came.
 */
export function sendError(req: Request, res: Response, error: DomainError): void {
  const body = { errorCode: error.errorCode, msg: error.msgIn(langOf(req)), ...(error.details ? { details: error.details } : {}) };
  res.status(error.httpStatus).json(body);
}

/** Every failure leaves the gateway as `{errorCode, msg}` with a fitting status; never an unhandled 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof DomainError) {
      sendError(req, res, error);
      return;
    }
    const e = error as { type?: string; status?: number; message?: string };
    if (e.type === 'entity.parse.failed') {
      sendError(req, res, domainError('VALIDATION_ERROR', { variant: 'json' }));
      return;
    }
    if (e.type === 'entity.too.large') {
      sendError(req, res, domainError('PAYLOAD_TOO_LARGE'));
      return;
    }
    if (e.status === 415) {
      sendError(req, res, domainError('UNSUPPORTED_MEDIA_TYPE', { message: e.message }));
      return;
    }
    if (e.status && e.status >= 400 && e.status < 500) {
      sendError(req, res, domainError('BAD_REQUEST', { message: e.message }));
      return;
    }
    logger.error({ err: error, path: req.path }, 'unexpected error');
    sendError(req, res, domainError('SERVER_ERROR'));
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(req, res, domainError('NOT_FOUND', { variant: 'route', params: { method: req.method, path: req.baseUrl + req.path } }));
};

/** The rate limiter's answer: 429 RATE_LIMITED in the request's language. */
export const rateLimitedHandler: RequestHandler = (req, res) => {
  sendError(req, res, domainError('RATE_LIMITED'));
};
