import { useQuery } from '@tanstack/react-query';
import { call, type Body, type Schema } from '../../shared/api';

/** Personal access tokens for /mcp (`/api/v2/users/tokens`); the shapes are the OpenAPI document's. */
export type AccessToken = Schema<'AccessToken'>;
export type CreatedAccessToken = Schema<'CreatedAccessToken'>;
export type NewAccessToken = Body<'createAccessToken'>;

export const tokenKeys = { all: ['access-tokens'] as const };

export const useAccessTokens = (enabled: boolean) =>
  useQuery({
    queryKey: tokenKeys.all,
    queryFn: async () => (await call('listAccessTokens')).data,
    enabled,
    staleTime: 0,
  });

export const createAccessToken = async (body: NewAccessToken) => (await call('createAccessToken', { body })).data;

export const revokeAccessToken = async (tokenId: string) => (await call('revokeAccessToken', { path: { tokenId } })).data;

/** Where AI clients connect: this site's /mcp. */
export const mcpUrl = () => `${window.location.origin}/mcp`;

/** A client configuration (Claude Desktop, Cursor and others take this shape) for the URL and a secret. */
export const clientConfig = (url: string, secret: string) =>
  JSON.stringify({ mcpServers: { screenshelf: { type: 'http', url, headers: { Authorization: `Bearer ${secret}` } } } }, null, 2);
