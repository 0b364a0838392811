import express, { type RequestHandler } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { domainError, signCallerToken, type Logger, type Redis } from '@screenshelf/kit';
import type { Clients } from '../clients.js';
import type { GatewayConfig } from '../config.js';
import { accessTokenChallenge, bearerOf, callerOfAccessToken } from '../http/caller.js';
import { sendError } from '../http/errors.js';
import { perMinuteLimit } from '../http/rate-limit.js';
import { screenshelfMcpServer } from './tools.js';

/**
 * `/mcp`: a Model Context Protocol server over Streamable HTTP, stateless (one server and transport
 * per POST, JSON answers), authorised by a personal access token (`Authorization: Bearer ssp_…`).
 * The token's user and plan become the caller token exactly as a session does. Plain middleware,
 * not routes: it is not a REST operation of /api/openapi.json.
 */
export function mcpEndpoint(deps: { config: GatewayConfig; clients: Clients; redis: Redis; logger: Logger }): RequestHandler[] {
  const { config, clients, logger } = deps;

  const authenticate: RequestHandler = async (req, res, next) => {
    try {
      const secret = bearerOf(req);
      const resolved = secret ? await callerOfAccessToken(secret, config, clients, logger) : undefined;
      if (!resolved) {
        // RFC 6750: a missing or refused bearer token is a 401 that names the scheme.
        res.setHeader('WWW-Authenticate', accessTokenChallenge('screenshelf-mcp', Boolean(secret)));
        sendError(req, res, domainError('ACCESS_TOKEN_INVALID'));
        return;
      }
      req.defaultDeadlineMs = config.DEFAULT_DEADLINE_MS;
      req.accessTokenId = resolved.tokenId;
      req.caller = resolved.caller;
      req.callerToken = await signCallerToken(req.caller, config.INTERNAL_TOKEN_SECRET);
      next();
    } catch (error) {
      next(error);
    }
  };

  const serve: RequestHandler = async (req, res, next) => {
    if (req.method !== 'POST') {
      // Stateless: no server-sent event stream to open (GET) and no session to end (DELETE).
      res.status(405).set('Allow', 'POST').json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: POST JSON-RPC messages to /mcp' }, id: null });
      return;
    }
    try {
      const server = screenshelfMcpServer({ req, clients, config, logger });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      next(error);
    }
  };

  return [
    perMinuteLimit(deps.redis, { prefix: config.RATE_LIMIT_PREFIX, limit: config.RATE_LIMIT_PER_MINUTE }),
    express.json({ limit: '256kb' }),
    authenticate,
    perMinuteLimit(deps.redis, { prefix: `${config.RATE_LIMIT_PREFIX}mcp:`, limit: config.MCP_PER_MINUTE_TOKEN, by: 'accessToken' }),
    serve,
  ];
}
