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
      adminUsername: 'admin',
      adminPassword: undefined,
      seedDemo: true,
      logLevel: 'info',
    });
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
