import { useQuery } from '@tanstack/react-query';
import { api, dataOf, type Body, type DataOf, type Schema } from '../../shared/api';

/** Personal access tokens for /mcp (`/api/v2/users/tokens`); the shapes are the OpenAPI document's. */
export type AccessToken = Schema<'AccessToken'>;
export type CreatedAccessToken = Schema<'CreatedAccessToken'>;
export type NewAccessToken = Body<'createAccessToken'>;

const TOKENS = '/api/v2/users/tokens';
export const tokenKeys = { all: ['access-tokens'] as const };

export const useAccessTokens = (enabled: boolean) =>
  useQuery({
    queryKey: tokenKeys.all,
    queryFn: async () => dataOf<DataOf<'listAccessTokens'>>(await api(TOKENS)),
    enabled,
    staleTime: 0,
  });

export const createAccessToken = async (body: NewAccessToken) => dataOf<CreatedAccessToken>(await api(TOKENS, { method: 'POST', body }));

export const revokeAccessToken = async (tokenId: string) =>
  dataOf<AccessToken>(await api(`${TOKENS}/${encodeURIComponent(tokenId)}`, { method: 'DELETE' }));

/** Where AI clients connect: this site's /mcp. */
export const mcpUrl = () => `${window.location.origin}/mcp`;

/** A client configuration (Claude Desktop, Cursor and others take this shape) for the URL and a secret. */
export const clientConfig = (url: string, secret: string) =>
  JSON.stringify({ mcpServers: { screenshelf: { type: 'http', url, headers: { Authorization: `Bearer ${secret}` } } } }, null, 2);
