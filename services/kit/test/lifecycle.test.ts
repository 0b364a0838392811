import { createLogger, Lifecycle } from '@screenshelf/kit';

describe('Lifecycle.start', () => {
  const logger = createLogger('test', 'silent');

  it('closes what a failed start opened, last first, and rethrows', async () => {
    const closed: string[] = [];
    await expect(
      Lifecycle.start(logger, async (lifecycle) => {
        lifecycle.onClose('pool', () => closed.push('pool'));
        lifecycle.onClose('relay', () => closed.push('relay'));
        throw new Error('grpc port taken');
      }),
    ).rejects.toThrow('grpc port taken');
    expect(closed).toEqual(['relay', 'pool']);
  });

  it('leaves a started service open until it is closed', async () => {
    const closed: string[] = [];
    const service = await Lifecycle.start(logger, async (lifecycle) => {
      lifecycle.onClose('pool', () => closed.push('pool'));
      return { stop: () => lifecycle.close() };
    });
    expect(closed).toEqual([]);
    await service.stop();
    await service.stop();
    expect(closed).toEqual(['pool']);
  });
});
