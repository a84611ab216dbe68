import { describe, expect, it } from 'vitest';
import { ConfigError, demoHostWarning, fastifyTrustProxy, featureCardsFrom, isLoopbackHost, listenHost, loadEnv, trustProxyFrom } from './env.js';

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

describe('the listen address', () => {
  it('is loopback in demo mode and every interface outside it, unless HOST is set', () => {
    expect(listenHost({ DEMO: true })).toBe('127.0.0.1');
    expect(listenHost({ DEMO: false })).toBe('0.0.0.0');
    expect(listenHost({ DEMO: true, HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHost({ DEMO: false, HOST: '127.0.0.1' })).toBe('127.0.0.1');
    expect(loadEnv({ DEMO: '1' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({}).HOST).toBe('0.0.0.0');
    expect(loadEnv({ DEMO: '1', HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ DEMO: '1', HOST: '192.168.1.5' }).HOST).toBe('192.168.1.5');
  });

  it('warns only when a demo server listens beyond loopback', () => {
    expect(demoHostWarning(loadEnv({ DEMO: '1' }))).toBeNull();
    expect(demoHostWarning(loadEnv({ DEMO: '1', HOST: '::1' }))).toBeNull();
    expect(demoHostWarning(loadEnv({ DEMO: '1', HOST: 'localhost' }))).toBeNull();
    expect(demoHostWarning(loadEnv({ HOST: '0.0.0.0' }))).toBeNull();
    expect(demoHostWarning(loadEnv({}))).toBeNull();
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'osk.example']) {
      const warning = demoHostWarning(loadEnv({ DEMO: '1', HOST: host }));
      expect(warning).toContain(host);
      expect(warning).toMatch(/passwords/);
    }
  });

  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'example.com', '127.0.0.1.example.com']) expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and for the usual words of off', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    for (const value of ['', '0', 'off', 'false', 'no']) expect(trustProxyFrom(value)).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDRs and proxy-addr names', () => {
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom(' 10.0.0.1, 10.1.0.0/16 ,fd00::/8,::1,loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', '::1', 'loopback']);
  });

  it("becomes Fastify's option: a hop count trusts the last n addresses (Fastify alone would trust none)", () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
    const oneHop = fastifyTrustProxy(1);
    if (typeof oneHop !== 'function') throw new Error('a hop count must become a function');
    expect([oneHop('192.0.2.1', 0), oneHop('198.51.100.1', 1)]).toEqual([true, false]);
  });

  it.each(['true', 'yes', '*', 'all', '10.0.0.0/33', '300.1.1.1', 'proxy.example', '1.2.3.4/8/9', '-1', '17', '10.0.0.1,x'])('refuses %s naming TRUST_PROXY', (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
