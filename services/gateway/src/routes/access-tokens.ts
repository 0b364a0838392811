import type { Router } from 'express';
import { z } from 'zod';
import { plainText } from '@screenshelf/kit';
import type { AccessToken__Output as AccessToken } from '@screenshelf/kit/gen/screenshelf/identity/v1/AccessToken.js';
import type { RouterDeps } from './index.js';
import { callOptions } from '../http/caller.js';
import { mount, route, type Route } from '../http/route.js';
import * as S from '../api/schemas.js';

const TOKEN_NAME_MAX = 60;

export const CreateAccessTokenBody = z.object({
  name: plainText(TOKEN_NAME_MAX),
  /** Omitted: the token never expires (it still dies with a revoke or the account). */
  expiresInDays: z.number().int().min(1).max(365).optional(),
});

export const AccessTokenIdParam = z.object({ tokenId: z.uuid() });

/** null, not absent, for never used and never expiring. */
export const accessTokenJson = (token: AccessToken) => ({
  tokenId: token.id,
  name: token.name,
  prefix: token.prefix,
  createdAt: token.createdAt,
  lastUsedAt: token.lastUsedAt || null,
  expiresAt: token.expiresAt || null,
  expired: token.expired,
});

const listAccessTokens = route(
  {
    method: 'get',
    path: '/api/v2/users/tokens',
    operationId: 'listAccessTokens',
    summary: "The caller's personal access tokens for /mcp, newest first (never their secrets)",
    access: 'signedIn',
    response: S.Data(z.array(S.AccessToken)),
    errorCodes: ['USER_NOT_FOUND'],
  },
  async (req, res, { clients }) => {
    const { tokens } = await clients.identity.ListAccessTokens({}, callOptions(req));
    res.json({ data: tokens.map(accessTokenJson) });
  },
);

const createAccessToken = route(
  {
    method: 'post',
    path: '/api/v2/users/tokens',
    operationId: 'createAccessToken',
    summary: 'Create a personal access token for /mcp: its secret is in this answer only (at most 10 live tokens)',
    access: 'signedIn',
    body: CreateAccessTokenBody,
    bodyName: 'access token',
    status: 201,
    response: S.Data(S.CreatedAccessToken),
    errorCodes: ['ACCESS_TOKEN_LIMIT', 'USER_NOT_FOUND'],
  },
  async (req, res, { clients, body }) => {
    const created = await clients.identity.CreateAccessToken({ name: body.name, expiresInDays: body.expiresInDays ?? 0 }, callOptions(req));
    res.status(201).json({ data: { ...accessTokenJson(created.token!), secret: created.secret } });
  },
);

const revokeAccessToken = route(
  {
    method: 'delete',
    path: '/api/v2/users/tokens/:tokenId',
    operationId: 'revokeAccessToken',
    summary: "Revoke one of the caller's access tokens (refused at once by /mcp)",
    access: 'signedIn',
    params: AccessTokenIdParam,
    response: S.Data(S.AccessToken),
    errorCodes: ['ACCESS_TOKEN_NOT_FOUND', 'USER_NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    res.json({ data: accessTokenJson(await clients.identity.RevokeAccessToken({ tokenId: params.tokenId }, callOptions(req))) });
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [listAccessTokens, createAccessToken, revokeAccessToken];

/**
 * The signed-in person's personal access tokens for /mcp (identity keeps them). Writes are JSON with
 * the session cookie (SameSite=Lax), as the other user writes; a bearer caller token works too.
 */
export function accessTokensRoutes(deps: RouterDeps): Router {
  return mount(ROUTES, deps);
}
