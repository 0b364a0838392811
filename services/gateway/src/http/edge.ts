import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { DEFAULT_LANG, domainError, validationError, type Logger } from '@screenshelf/kit';

/**
 * The edge's own limits, applied to every request before a route sees it, so a value no route or
 * engine could take never travels further than the gateway.
 */
export const EDGE_LIMITS = {
  /** Objects and arrays inside objects and arrays, counted from the body itself. */
  jsonDepth: 32,
  /** Values (object members and array items) in one JSON body: more than the largest real write (200 patterns of screens) within 1 MB. */
  jsonValues: 100_000,
  /** Node's own header limit (request line + headers); larger requests get 431 from `clientError`. */
  headerBytes: 16 * 1024,
} as const;

/** Control characters (C0, DEL, C1); tab, line feed and carriage return are text in a JSON string, not in a URL. */
const CONTROL_IN_URL = /\p{Cc}/u;
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;

/** As body-parser decides: a length or a chunked body, and not an empty one. */
const hasBody = (req: Parameters<RequestHandler>[0]) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * The request line: the path must decode (no malformed percent-encoding) and neither the path nor
 * any query key or value may carry a control character (a NUL reaches Postgres as an error).
 */
export const checkRequestLine: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(validationError('The request path is not valid percent-encoding'));
  }
  if (CONTROL_IN_URL.test(path)) return next(validationError('The request path contains a control character'));
  const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
  if (query) {
    for (const part of query.split('&')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        return next(validationError('The query string is not valid percent-encoding'));
      }
      if (CONTROL_IN_URL.test(decoded)) return next(validationError('The query string contains a control character'));
    }
  }
  next();
};

/**
 * A body is JSON (or, where a route says so, a form). Anything else is 415, so a body never
 * silently turns into "no body" and the route's defaults.
 */
export function requireBodyType(accepted: { path: string; types: string[] }[]): RequestHandler {
  return (req, _res, next) => {
    if (!hasBody(req)) return next();
    const types = ['application/json', ...accepted.filter((a) => req.path.startsWith(a.path)).flatMap((a) => a.types)];
    if (req.is(types)) return next();
    next(domainError('UNSUPPORTED_MEDIA_TYPE', { message: `The request body must be ${types.join(' or ')}` }));
  };
}

/**
 * A parsed body within the edge limits: depth, number of values, no control characters in keys or
 * strings. Walked with an explicit stack, so a body nested thousands deep cannot exhaust the call stack.
 */
export const checkParsedBody: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object') return next();
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 1 }];
  let values = 0;
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_IN_TEXT.test(value)) return next(validationError('The request body contains a control character'));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > EDGE_LIMITS.jsonDepth)
      return next(validationError(`The request body is nested deeper than ${EDGE_LIMITS.jsonDepth} levels`));
    for (const [key, member] of Object.entries(value)) {
      values += 1;
      if (values > EDGE_LIMITS.jsonValues)
        return next(validationError(`The request body has more than ${EDGE_LIMITS.jsonValues} values`));
      if (CONTROL_IN_TEXT.test(key)) return next(validationError('The request body contains a control character'));
      stack.push({ value: member, depth: depth + 1 });
    }
  }
  next();
};

/**
 * What Node's HTTP parser refuses before express runs (headers or URL over the limit, a malformed
 * request) is answered in the same `{errorCode, msg}` shape instead of Node's bare status line.
 */
export function answerClientErrors(server: Server, logger: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    // Before express, no query or cookie is read: the words are in the default language (ko).
    const refusal = domainError(tooLarge ? 'REQUEST_TOO_LARGE' : 'BAD_REQUEST');
    const [status, reason] = tooLarge ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
    const body = { errorCode: refusal.errorCode, msg: refusal.msgIn(DEFAULT_LANG) };
    logger.warn({ code: error.code }, 'request refused by the HTTP parser');
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  });
}
