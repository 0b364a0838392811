import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, httpStatusOfKind, type Logger } from '@screenshelf/kit';

/** Every failure leaves the gateway as `{errorCode, msg}` with a fitting status; never an unhandled 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof DomainError) {
      res.status(httpStatusOfKind[error.kind]).json(error.toJSON());
      return;
    }
    const e = error as { type?: string; status?: number; message?: string };
    if (e.type === 'entity.parse.failed') {
      res.status(400).json({ errorCode: 'VALIDATION_ERROR', msg: 'The request body is not valid JSON' });
      return;
    }
    if (e.type === 'entity.too.large') {
      res.status(413).json({ errorCode: 'PAYLOAD_TOO_LARGE', msg: 'The request body is too large' });
      return;
    }
    if (e.status && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ errorCode: 'BAD_REQUEST', msg: e.message ?? 'Bad request' });
      return;
    }
    logger.error({ err: error, path: req.path }, 'unexpected error');
    res.status(500).json({ errorCode: 'SERVER_ERROR', msg: 'a server error occurred' });
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ errorCode: 'NOT_FOUND', msg: `No route for ${req.method} ${req.path}` });
};
