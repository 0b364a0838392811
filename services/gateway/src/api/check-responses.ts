import type { RequestHandler } from 'express';
import type { Logger } from '@screenshelf/kit';
import { HEALTH_OPERATIONS, operationOf } from './operations.js';
import { ErrorBody } from './schemas.js';

/**
 * With VALIDATE_RESPONSES on (the tests), every JSON answer of a declared operation is checked
 * against its declared schema (a refusal against `{errorCode, msg}`); a mismatch is logged and
 * answered as a loud 500 SERVER_ERROR naming the mismatch, so every API test validates answers.
 */
export function checkResponses(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const route = (req as { route?: { path?: unknown } }).route;
      const operation = typeof route?.path === 'string' ? operationOf(req.method, route.path) : undefined;
      if (!operation) return json(body);
      const schema = res.statusCode >= 400 ? ErrorBody : typeof operation.response === 'object' ? operation.response : undefined;
      if (!schema || (HEALTH_OPERATIONS.has(operation.operationId) && res.statusCode === 503)) return json(body);
      if (operation.response === 'redirect' && res.statusCode < 400) return json(body);
      const result = schema.safeParse(body);
      if (result.success) return json(body);
      const status = res.statusCode;
      const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code }));
      logger.error(
        { operationId: operation.operationId, status, issues },
        'response does not match its declared schema',
      );
      res.status(500);
      return json({
        errorCode: 'SERVER_ERROR',
        msg: `The response of ${operation.operationId} does not match its schema`,
        details: { status, issues },
      });
    };
    next();
  };
}
