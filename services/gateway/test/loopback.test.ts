import { createLogger } from '@screenshelf/kit';
import { gatewayConfig } from '../src/config.js';
import { startGateway } from '../src/service.js';

/** product-spec security rule (issue 9): in development nothing listens beyond this machine unless told to. */
describe('the gateway in development', () => {
  const withoutHosts = () => {
    const env = { ...process.env, LOG_LEVEL: 'silent', PORT: '0', CATALOG_ADDR: '127.0.0.1:1', SEARCH_ADDR: '127.0.0.1:1' };
    delete env.HOST;
    delete env.BIND_HOST;
    return env;
  };

  it('listens on 127.0.0.1 by default, and where HOST or BIND_HOST says', async () => {
    expect(gatewayConfig(withoutHosts()).HOST).toBe('127.0.0.1');
    expect(gatewayConfig({ ...withoutHosts(), BIND_HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(gatewayConfig({ ...withoutHosts(), BIND_HOST: '0.0.0.0', HOST: '127.0.0.2' }).HOST).toBe('127.0.0.2');
    const gateway = await startGateway(gatewayConfig(withoutHosts()), createLogger('test', 'silent'));
    try {
      expect(gateway.host).toBe('127.0.0.1');
    } finally {
      await gateway.stop();
    }
  });

  it('refuses to start in production without its secrets', () => {
    const production = { ...withoutHosts(), NODE_ENV: 'production', INTERNAL_TOKEN_SECRET: 's'.repeat(40) };
    expect(() => gatewayConfig({ ...production, INTERNAL_TOKEN_SECRET: '' })).toThrow(/INTERNAL_TOKEN_SECRET/);
    expect(() => gatewayConfig(production)).toThrow(/AUTH_SECRET must be set in production/);
    expect(gatewayConfig({ ...production, AUTH_SECRET: 'a'.repeat(40) }).ALLOW_BEARER_CALLER).toBe(false);
  });
});
