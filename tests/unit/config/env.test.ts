import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../../server/config/env.ts';

describe('parseEnv', () => {
  it('gives working defaults for development', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 3000, APP_NAME: 'GTCars', SERVER_RENDERING: 'on', SEED_DEMO: 'auto' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.storageDir).toBe(`${config.rootDir}/storage`);
  });

  it('lists every bad variable in one clear Spanish message', () => {
    const parse = () => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/PORT[\s\S]*DATABASE_URL: DATABASE_URL debe empezar por postgres:\/\/[\s\S]*LOG_LEVEL/);
  });

  it('requires a real session secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: obligatorio en producción\n {2}- APP_URL: obligatorio en producción/);
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/APP_URL: obligatorio en producción/);
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short', APP_URL: 'https://www.gtcars.es' })).toThrow(/al menos 32 caracteres/);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), APP_URL: 'https://www.gtcars.es' }).isProduction).toBe(true);
  });

  it('seeds no demo data in production unless asked to', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), APP_URL: 'https://www.gtcars.es' };
    expect(parseEnv(production).SEED_DEMO).toBe('off');
    expect(parseEnv({ ...production, SEED_DEMO: 'auto' }).SEED_DEMO).toBe('auto');
    expect(parseEnv({}).SEED_DEMO).toBe('auto');
  });

  it('treats empty variables as unset and resolves a relative storage dir from the project root', () => {
    const config = parseEnv({ PORT: '', STORAGE_DIR: 'var/media', TRUST_PROXY: '1' });
    expect(config.PORT).toBe(3000);
    expect(config.storageDir).toBe(`${config.rootDir}/var/media`);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it('takes deposits online only when asked, and then only with the terminal’s settings', () => {
    expect(parseEnv({}).PAYMENTS_PROVIDER).toBe('off');
    expect(() => parseEnv({ PAYMENTS_PROVIDER: 'redsys' })).toThrow(
      /REDSYS_MERCHANT_CODE: obligatorio con PAYMENTS_PROVIDER=redsys\n {2}- REDSYS_TERMINAL: obligatorio[\s\S]*REDSYS_SECRET_KEY: obligatorio/,
    );
    const redsys = { PAYMENTS_PROVIDER: 'redsys', REDSYS_MERCHANT_CODE: '999008881', REDSYS_TERMINAL: '1', REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' };
    expect(parseEnv(redsys)).toMatchObject({ PAYMENTS_PROVIDER: 'redsys', REDSYS_ENV: 'test' });
    expect(() => parseEnv({ ...redsys, REDSYS_SECRET_KEY: 'not-a-key' })).toThrow(/REDSYS_SECRET_KEY: la clave SHA-256 del terminal/);
    expect(() => parseEnv({ ...redsys, REDSYS_MERCHANT_CODE: '12345' })).toThrow(/REDSYS_MERCHANT_CODE: los 9 dígitos/);
    // Production must say which gateway: a live site left on the test one would take no money.
    const production = { ...redsys, NODE_ENV: 'production', SESSION_SECRET: 'a-production-session-secret-of-40-chars!', APP_URL: 'https://gtcars.es' };
    expect(() => parseEnv(production)).toThrow(/REDSYS_ENV: obligatorio en producción con PAYMENTS_PROVIDER=redsys/);
    expect(parseEnv({ ...production, REDSYS_ENV: 'live' })).toMatchObject({ REDSYS_ENV: 'live' });
    expect(() => parseEnv({ ...redsys, REDSYS_ENV: 'prod' })).toThrow(/REDSYS_ENV/);
  });
});
