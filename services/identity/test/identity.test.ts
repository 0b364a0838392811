import { createGrpcClient, type PromiseClient } from '@screenshelf/kit';
import { ADMIN, dropDatabases, FREE_USER, mintCallerToken, uniqueName } from '@screenshelf/kit/testing';
import { VISITOR } from '@screenshelf/kit';
import type { IdentityClient } from '@screenshelf/kit/gen/screenshelf/identity/v1/Identity.js';
import { startDevOidc } from '@screenshelf/dev-oidc/dev-oidc.js';
import { Browser } from '../../gateway/test/support/browser.js';
import { identityConfig } from '../src/config.js';
import { startIdentity } from '../src/service.js';

// A redirect URI nothing listens on: the test stops at the provider's redirect and hands the
// parameters to CompleteSignIn, as the gateway's callback would.
const REDIRECT_URI = 'http://127.0.0.1:9/api/auth/callback/google';

describe('identity over gRPC with a real OpenID provider', () => {
  const database = `identity_${uniqueName('t')}`;
  let devOidc: Awaited<ReturnType<typeof startDevOidc>>;
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let client: PromiseClient<IdentityClient>;
  let visitor: string;

  beforeAll(async () => {
    devOidc = await startDevOidc({ port: 0 });
    identity = await startIdentity(
      identityConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        IDENTITY_GRPC_PORT: '0',
        IDENTITY_DATABASE: database,
        KAFKA_TOPIC_PREFIX: `${database}.`,
        OIDC_ISSUER: devOidc.issuer,
        IDENTITY_ADMIN_EMAILS: 'boss@example.com',
      }),
    );
    client = createGrpcClient<IdentityClient>('identity.proto', 'screenshelf.identity.v1.Identity', `127.0.0.1:${identity.port}`);
    visitor = await mintCallerToken(VISITOR);
  });
  afterAll(async () => {
    client?.close();
    await identity?.stop();
    await devOidc?.stop();
    await dropDatabases([database]);
  });

  async function signIn(email: string, name = '') {
    const { authorizationUrl, flowId } = await client.StartSignIn(
      { provider: 'google', callbackUrl: '/membership', redirectUri: REDIRECT_URI },
      { token: visitor },
    );
    const back = await new Browser().signInAtProvider(authorizationUrl, { email, name }, REDIRECT_URI);
    const callbackParams = new URL(back).search.slice(1);
    const result = await client.CompleteSignIn({ flowId, callbackParams }, { token: visitor });
    return { ...result, flowId, callbackParams };
  }

  it('registers a person from the provider and gives a session', async () => {
    const signedIn = await signIn('new@example.com', 'New Person');
    expect(signedIn).toMatchObject({
      callbackUrl: '/membership',
      user: { email: 'new@example.com', name: 'New Person', role: 'USER', emailVerified: true },
    });
    const resolved = await client.ResolveSession({ sessionToken: signedIn.sessionToken }, { token: visitor });
    expect(resolved).toMatchObject({ valid: true, reason: '', user: { id: signedIn.user!.id } });
    expect((await signIn('boss@example.com')).user!.role).toBe('ADMIN');
  });

  it('takes a sign-in flow exactly once', async () => {
    const first = await signIn('once@example.com');
    await expect(client.CompleteSignIn({ flowId: first.flowId, callbackParams: first.callbackParams }, { token: visitor })).rejects.toMatchObject({
      errorCode: 'SIGN_IN_FAILED',
    });
    await expect(client.CompleteSignIn({ flowId: 'made-up', callbackParams: 'code=x&state=y' }, { token: visitor })).rejects.toMatchObject({
      errorCode: 'SIGN_IN_FAILED',
    });
  });

  it('ends the other sessions of the account at a new sign-in, recording why', async () => {
    const first = await signIn('twice@example.com');
    const second = await signIn('twice@example.com', 'Renamed');
    expect(second.user!.id).toBe(first.user!.id);
    expect(second.user!.name).toBe('Renamed');
    expect(await client.ResolveSession({ sessionToken: first.sessionToken }, { token: visitor })).toMatchObject({
      valid: false,
      reason: 'SIGNED_IN_ELSEWHERE',
    });
    expect((await client.ResolveSession({ sessionToken: second.sessionToken }, { token: visitor })).valid).toBe(true);
    expect(await client.ResolveSession({ sessionToken: 'never-issued' }, { token: visitor })).toMatchObject({ valid: false, reason: 'UNKNOWN' });
  });

  it('checks roles itself, whatever the gateway did', async () => {
    const user = await mintCallerToken(FREE_USER);
    const adminOnly = [
      () => client.ListUsers({ userEmail: '', limit: 10, offset: 0 }, { token: user }),
      () => client.ListSellers({ userEmail: '', limit: 10, offset: 0 }, { token: user }),
      () => client.UpdateRoles({ userId: FREE_USER.userId!, role: 'ADMIN', isBizOwner: true }, { token: user }),
      () => client.ValidateSeller({ email: 'new@example.com' }, { token: user }),
      // Finding a person by e-mail is an admin's task (granting roles, marking free).
      () => client.ValidateUser({ email: 'new@example.com' }, { token: user }),
    ];
    for (const callIt of adminOnly) await expect(callIt()).rejects.toMatchObject({ errorCode: 'FORBIDDEN' });
    await expect(client.ListUsers({ userEmail: '', limit: 10, offset: 0 }, { token: visitor })).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    await expect(client.DeleteAccount({}, { token: visitor })).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    await expect(client.ValidateUser({ email: '' }, { token: await mintCallerToken(ADMIN) })).rejects.toMatchObject({ errorCode: 'EMAIL', message: 'Enter the email.' });
    const listed = await client.ListUsers({ userEmail: 'example.com', limit: 10, offset: 0 }, { token: await mintCallerToken(ADMIN) });
    expect(listed.total).toBeGreaterThanOrEqual(4);
  });

  it('records a role change and publishes it', async () => {
    const { user } = await signIn('promoted@example.com');
    const admin = await mintCallerToken(ADMIN);
    const changed = await client.UpdateRoles({ userId: user!.id, role: 'SELLER', isBizOwner: true }, { token: admin });
    expect(changed).toMatchObject({ role: 'SELLER', isBizOwner: true });
    expect((await client.ValidateSeller({ email: 'PROMOTED@example.com' }, { token: admin })).id).toBe(user!.id);
  });

  it('closes an account leaving nothing personal behind', async () => {
    const { user, sessionToken } = await signIn('gone@example.com', 'Gone');
    await identity.relay.flush();
    const me = await mintCallerToken({ ...FREE_USER, userId: user!.id });
    expect(await client.DeleteAccount({}, { token: me })).toEqual({ userId: user!.id });
    const { rows } = await identity.pool.query(
      `SELECT (SELECT count(*) FROM users WHERE id = $1::uuid OR email = $2)::int AS users,
              (SELECT count(*) FROM sessions WHERE user_id = $1::uuid)::int AS sessions,
              (SELECT count(*) FROM outbox WHERE key = $1::text AND type <> 'user.deleted')::int AS events`,
      [user!.id, 'gone@example.com'],
    );
    expect(rows[0]).toEqual({ users: 0, sessions: 0, events: 0 });
    expect(await client.ResolveSession({ sessionToken }, { token: visitor })).toMatchObject({ valid: false });
    await expect(client.DeleteAccount({}, { token: me })).rejects.toMatchObject({ errorCode: 'USER_NOT_FOUND', message: 'No user information found.' });
  });
});
