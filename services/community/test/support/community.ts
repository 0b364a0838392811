import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createGrpcClient, createLogger, type Caller, type PromiseClient } from '@screenshelf/kit';
import type { CommunityClient } from '@screenshelf/kit/gen/screenshelf/community/v1/Community.js';
import { mintCallerToken, uniqueName } from '@screenshelf/kit/testing';
import { communityConfig } from '../../src/config.js';
import { startCommunity } from '../../src/service.js';
import { upsertUser } from '../../src/store.js';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

/** The community process on port 0 with its own database and topics, and a Community client: what its integration tests start from. */
export async function startCommunityForTest(env: Record<string, string> = {}) {
  const id = uniqueName('cm');
  const database = `community_${id}`;
  const service = await startCommunity(
    communityConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      KAFKA_TOPIC_PREFIX: `${id}.`,
      COMMUNITY_GRPC_PORT: '0',
      COMMUNITY_DATABASE: database,
      COMMUNITY_CONSUMER_GROUP: `community_${id}`,
      ...env,
    }),
    createLogger('test', 'silent'),
  );
  const client: PromiseClient<CommunityClient> = createGrpcClient<CommunityClient>('community.proto', 'screenshelf.community.v1.Community', `127.0.0.1:${service.port}`);

  /** A user identity knows (the projection fed directly; the gateway tests cover the consumer) and call options with their token. */
  async function person(role: Caller['role'] = 'USER', name = `user ${randomUUID().slice(0, 6)}`) {
    const id = randomUUID();
    await upsertUser(service.pool, { id, name, nickname: '', image: '' });
    const caller: Caller = { userId: id, role, plan: 'STARTER', paid: false };
    return { id, name, caller, opts: { token: await mintCallerToken(caller) } };
  }

  async function stop() {
    client.close();
    await service.stop();
    const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).finally(() => admin.end());
  }
  return { id, service, client, person, stop };
}
