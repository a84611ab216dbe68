import { describe, expect, it } from 'vitest';
import { ConfigError, featureCardsFrom, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('gives the documented defaults on an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './data', DEMO: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('parses flags and numbers', () => {
    expect(loadEnv({ DEMO: '1', PORT: '3000' })).toMatchObject({ DEMO: true, PORT: 3000 });
    expect(loadEnv({ DEMO: 'false' }).DEMO).toBe(false);
  });

  it('turns progress cards on outside production and in demo mode unless FEATURE_CARDS says otherwise', () => {
    expect(featureCardsFrom(loadEnv({}))).toBe(true);
    expect(featureCardsFrom(loadEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(featureCardsFrom(loadEnv({ NODE_ENV: 'production', DEMO: '1' }))).toBe(true);
    expect(featureCardsFrom(loadEnv({ NODE_ENV: 'production', FEATURE_CARDS: '1' }))).toBe(true);
    expect(featureCardsFrom(loadEnv({ DEMO: '1', FEATURE_CARDS: '0' }))).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DEMO: 'maybe' }, 'DEMO'],
    [{ SMTP_USER: 'u' }, 'SMTP_HOST'],
    [{ PAYNOW_API_KEY: 'k' }, 'PAYNOW_SIGNATURE_KEY'],
  ])('refuses %o naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(new RegExp(name));
  });
});
