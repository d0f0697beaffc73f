import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      replicaUrl: undefined,
      replicaMaxLagSeconds: 30,
      adminUsername: 'admin',
      adminPassword: undefined,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: [],
    });
  });

  it('reads the read replica and its lag bound, naming a bad value', () => {
    const c = loadConfig({
      DATABASE_REPLICA_URL: 'postgres://ro@replica:5432/bb',
      REPLICA_MAX_LAG_SECONDS: '5',
    });
    expect([c.replicaUrl, c.replicaMaxLagSeconds]).toEqual(['postgres://ro@replica:5432/bb', 5]);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'mysql://x' })).toThrow(
      /DATABASE_REPLICA_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL/,
    );
    expect(() => loadConfig({ REPLICA_MAX_LAG_SECONDS: 'soon' })).toThrow(
      /REPLICA_MAX_LAG_SECONDS: must be a number of seconds/,
    );
  });

  it('reads TRUST_PROXY as a list of proxy addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 172.16.0.0/12,::1,fd00::/8 ,loopback' }).trustProxy).toEqual(
      ['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback'],
    );
    for (const bad of [
      'true',
      '*',
      '10.0.0.0/33',
      '10.0.0.300',
      'proxy.example.com',
      '10.0.0.1/8/8',
      '::1/129',
    ])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be comma-separated/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every bad variable in one message', () => {
    const bad = {
      PORT: 'eighty',
      SEED_DEMO: 'yes',
      DATABASE_URL: 'mysql://x',
      ADMIN_PASSWORD: 'short',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'everyone',
    };
    let message = '';
    try {
      loadConfig(bad);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      message = (e as Error).message;
    }
    for (const name of Object.keys(bad)) expect(message).toContain(name);
    expect(message).toContain('must be 0 or 1');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
