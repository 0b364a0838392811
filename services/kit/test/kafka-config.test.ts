import { ConfigError, kafkaConnectionOptions, loadConfig } from '@screenshelf/kit';

const base = { INTERNAL_TOKEN_SECRET: 's'.repeat(40), KAFKA_BROKERS: 'b-1.kafka.example:9096, b-2.kafka.example:9096' };
const options = (env: Record<string, string>, readFile?: (path: string) => string) =>
  kafkaConnectionOptions(loadConfig({}, { ...base, ...env }), readFile);

describe('Kafka TLS and SASL by configuration', () => {
  it('connects in plain text without SASL by default (the local broker)', () => {
    const config = loadConfig({}, { INTERNAL_TOKEN_SECRET: base.INTERNAL_TOKEN_SECRET });
    expect(config.KAFKA_CREATE_TOPICS).toBe(true);
    expect(kafkaConnectionOptions(config)).toEqual({ brokers: ['127.0.0.1:9092'] });
  });

  it("uses TLS with the system's CAs, or a private CA's PEM file", () => {
    expect(options({ KAFKA_SSL: 'true' })).toEqual({ brokers: ['b-1.kafka.example:9096', 'b-2.kafka.example:9096'], ssl: true });
    const read: string[] = [];
    const readFile = (path: string) => (read.push(path), '-----BEGIN CERTIFICATE-----\n…');
    expect(options({ KAFKA_SSL: 'true', KAFKA_SSL_CA: '/etc/kafka/ca.pem' }, readFile).ssl).toEqual({
      ca: ['-----BEGIN CERTIFICATE-----\n…'],
      rejectUnauthorized: true,
    });
    expect(read).toEqual(['/etc/kafka/ca.pem']);
  });

  it('says which CA file it cannot read', () => {
    expect(() => options({ KAFKA_SSL: 'true', KAFKA_SSL_CA: '/nowhere/ca.pem' })).toThrow(ConfigError);
    expect(() => options({ KAFKA_SSL: 'true', KAFKA_SSL_CA: '/nowhere/ca.pem' })).toThrow(/KAFKA_SSL_CA: cannot read \/nowhere\/ca.pem/);
  });

  it.each(['plain', 'scram-sha-256', 'scram-sha-512'] as const)('maps SASL %s to its username and password', (mechanism) => {
    const mapped = options({ KAFKA_SSL: '1', KAFKA_SASL_MECHANISM: mechanism, KAFKA_SASL_USERNAME: 'shelf', KAFKA_SASL_PASSWORD: 'pw' });
    expect(mapped).toEqual({
      brokers: ['b-1.kafka.example:9096', 'b-2.kafka.example:9096'],
      ssl: true,
      sasl: { mechanism, username: 'shelf', password: 'pw' },
    });
  });

  it("maps SASL aws to kafkajs's access key, secret, authorization identity and session token", () => {
    const env = {
      KAFKA_SSL: 'true',
      KAFKA_SASL_MECHANISM: 'aws',
      KAFKA_SASL_USERNAME: 'AKIAEXAMPLE',
      KAFKA_SASL_PASSWORD: 'secret',
      KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY: 'AIDAEXAMPLE',
    };
    expect(options(env).sasl).toEqual({ mechanism: 'aws', authorizationIdentity: 'AIDAEXAMPLE', accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' });
    expect(options({ ...env, KAFKA_SASL_AWS_SESSION_TOKEN: 'tok' }).sasl).toMatchObject({ sessionToken: 'tok' });
  });

  it.each([
    ['a CA without TLS', { KAFKA_SSL_CA: '/ca.pem' }, /KAFKA_SSL_CA: KAFKA_SSL_CA needs KAFKA_SSL=true/],
    ['SASL without a username', { KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_PASSWORD: 'pw' }, /KAFKA_SASL_USERNAME: KAFKA_SASL_MECHANISM=scram-sha-512 needs KAFKA_SASL_USERNAME/],
    ['SASL without a password', { KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u' }, /KAFKA_SASL_PASSWORD/],
    ['credentials without a mechanism', { KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'pw' }, /KAFKA_SASL_USERNAME is set but KAFKA_SASL_MECHANISM is not/],
    ['an unknown mechanism', { KAFKA_SASL_MECHANISM: 'gssapi' }, /KAFKA_SASL_MECHANISM/],
    ['aws without its authorization identity', { KAFKA_SASL_MECHANISM: 'aws', KAFKA_SASL_USERNAME: 'a', KAFKA_SASL_PASSWORD: 'b' }, /needs KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY/],
    ['an aws setting with another mechanism', { KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'a', KAFKA_SASL_PASSWORD: 'b', KAFKA_SASL_AWS_SESSION_TOKEN: 't' }, /only for KAFKA_SASL_MECHANISM=aws/],
    ['KAFKA_SSL not a boolean', { KAFKA_SSL: 'yes' }, /KAFKA_SSL/],
  ])('refuses %s with a message naming the setting', (_what, env, message) => {
    expect(() => loadConfig({}, { ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({}, { ...base, ...env })).toThrow(message);
  });

  it('refuses SASL PLAIN without TLS in production, allows it locally', () => {
    const env = { ...base, KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' };
    expect(() => loadConfig({}, { ...env, NODE_ENV: 'production' })).toThrow(/clear text: set KAFKA_SSL=true in production/);
    expect(() => loadConfig({}, { ...env, NODE_ENV: 'production', KAFKA_SSL: 'true' })).not.toThrow();
    expect(() => loadConfig({}, env)).not.toThrow();
  });

  it('lets a cluster turn topic creation off (a chart Job creates them)', () => {
    expect(loadConfig({}, { ...base, KAFKA_CREATE_TOPICS: 'false' }).KAFKA_CREATE_TOPICS).toBe(false);
  });
});
