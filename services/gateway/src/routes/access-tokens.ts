import { Router } from 'express';
import { z } from 'zod';
import { plainText, requireSignedIn } from '@screenshelf/kit';
import type { AccessToken__Output as AccessToken } from '@screenshelf/kit/gen/screenshelf/identity/v1/AccessToken.js';
import type { Clients } from '../clients.js';
import type { RouterDeps } from './index.js';
import { callOptions } from '../http/caller.js';
import { parse } from '../http/validate.js';

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

/**
 * The signed-in person's personal access tokens for /mcp (identity keeps them). Writes are JSON with
 * the session cookie (SameSite=Lax), as the other user writes; a bearer caller token works too.
 */
export function accessTokensRoutes({ clients }: RouterDeps): Router {
  const router = Router();

  router.get('/api/v2/users/tokens', async (req, res) => {
    requireSignedIn(req.caller);
    const { tokens } = await clients.identity.ListAccessTokens({}, callOptions(req));
    res.json({ data: tokens.map(accessTokenJson) });
  });

  router.post('/api/v2/users/tokens', async (req, res) => {
    requireSignedIn(req.caller);
    const body = parse(CreateAccessTokenBody, req.body, 'access token');
    const created = await clients.identity.CreateAccessToken({ name: body.name, expiresInDays: body.expiresInDays ?? 0 }, callOptions(req));
    res.status(201).json({ data: { ...accessTokenJson(created.token!), secret: created.secret } });
  });

  router.delete('/api/v2/users/tokens/:tokenId', async (req, res) => {
    requireSignedIn(req.caller);
    const { tokenId } = parse(AccessTokenIdParam, req.params, 'path');
    res.json({ data: accessTokenJson(await clients.identity.RevokeAccessToken({ tokenId }, callOptions(req))) });
  });

  return router;
}
