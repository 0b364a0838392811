import * as client from 'openid-client';
import { DomainError } from '@screenshelf/kit';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const signInFailed = (why: string) => new DomainError('SIGN_IN_FAILED', `Sign-in failed: ${why}`, 'invalid');

/**
 * The relying party: authorization code flow with PKCE, state and nonce (openid-client). The
 * provider's metadata is discovered on first use and kept; a failed discovery is tried again later.
 */
export function oidcRelyingParty(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;
  const issuerUrl = new URL(settings.issuer);
  // Plain http only for a provider on this machine (services/dev-oidc); anything else must be https.
  const execute = issuerUrl.protocol === 'http:' && LOOPBACK.has(issuerUrl.hostname) ? [client.allowInsecureRequests] : [];

  const discovered = () => {
    configuration ??= client
      .discovery(issuerUrl, settings.clientId, settings.clientSecret, undefined, { execute, timeout: 5 })
      .catch((error: unknown) => {
        configuration = undefined;
        throw new DomainError('IDENTITY_PROVIDER_UNAVAILABLE', `The sign-in provider cannot be reached (${String(error)})`, 'unavailable');
      });
    return configuration;
  };

  return {
    issuer: settings.issuer,

    async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
      const config = await discovered();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code and answers the verified claims, with the userinfo claims when the ID token lacks an email. */
    async claimsOf(redirectUri: string, callbackParams: string, checks: { state: string; nonce: string; codeVerifier: string }) {
      const config = await discovered();
      const currentUrl = new URL(redirectUri);
      currentUrl.search = new URLSearchParams(callbackParams).toString();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw signInFailed((error as Error).message);
      }
      const claims = tokens.claims();
      if (!claims) throw signInFailed('no ID token');
      if (claims.email) return { ...claims };
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch((error: Error) => {
        throw signInFailed(error.message);
      });
      return { ...userInfo, ...claims, email: userInfo.email, name: userInfo.name, picture: userInfo.picture, email_verified: userInfo.email_verified };
    },
  };
}
export type OidcRelyingParty = ReturnType<typeof oidcRelyingParty>;
