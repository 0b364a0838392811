import * as grpc from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import { startCommunityForTest } from './support/community.js';

const HealthClient = grpc.makeClientConstructor(healthService as unknown as grpc.ServiceDefinition, 'Health');

describe('the community process', () => {
  let community: Awaited<ReturnType<typeof startCommunityForTest>>;
  beforeAll(async () => {
    community = await startCommunityForTest();
  });
  afterAll(async () => {
    await community.stop();
  });

  it.each(['', 'screenshelf.community.v1.Community', 'screenshelf.audit.v1.Audit'])(
    'serves %s',
    async (service) => {
      const client = new HealthClient(`127.0.0.1:${community.service.port}`, grpc.credentials.createInsecure()) as unknown as grpc.Client & {
        check(req: object, cb: (e: unknown, r?: { status: string | number }) => void): void;
      };
      const status = await new Promise((resolve, reject) => client.check({ service }, (e, r) => (e ? reject(e) : resolve(r?.status))));
      client.close();
      expect(status).toBe('SERVING');
    },
  );
});
