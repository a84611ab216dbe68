import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env.js';
import { partnerFormOrigin, partnerPlatformConfigFrom, PARTNER_SIMULATOR_LOGIN_PATH } from '../partner-platform/config.js';
import { DEMO_PARTNER_PASSWORD_KEY } from '../partner-platform/password-cipher.js';
import { oauthConfigFrom } from './config.js';

describe('social login and partner platform configuration', () => {
  it("uses Facebook's endpoints when a client is configured", () => {
    const env = loadEnv({ OAUTH_CLIENT_ID: 'app-1', OAUTH_CLIENT_SECRET: 's3cret' });
    expect(oauthConfigFrom(env, 'https://prawko.example')).toEqual({
      authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userInfoUrl: 'https://graph.facebook.com/me?fields=id,email,first_name,last_name',
      clientId: 'app-1',
      clientSecret: 's3cret',
      simulator: false,
    });
  });

  it('uses the simulator in demo mode: dialog at the public address, server calls over loopback', () => {
    const config = oauthConfigFrom(loadEnv({ DEMO: '1', PORT: '8193' }), 'http://localhost:8193');
    expect(config).toMatchObject({
      authorizeUrl: 'http://localhost:8193/api/dev/oauth/authorize',
      tokenUrl: 'http://127.0.0.1:8193/api/dev/oauth/access_token',
      simulator: true,
    });
  });

  it('switches social login off outside demo mode without a client', () => {
    expect(oauthConfigFrom(loadEnv({}), 'http://localhost:8080')).toBeNull();
  });

  it('defaults the partner platform to the simulator and demo key only in demo mode', () => {
    expect(partnerPlatformConfigFrom(loadEnv({ DEMO: '1' }))).toEqual({ loginUrl: PARTNER_SIMULATOR_LOGIN_PATH, passwordKey: DEMO_PARTNER_PASSWORD_KEY });
    expect(partnerPlatformConfigFrom(loadEnv({}))).toEqual({ loginUrl: null, passwordKey: null });
    const key = 'a'.repeat(64);
    expect(partnerPlatformConfigFrom(loadEnv({ PARTNER_PLATFORM_LOGIN_URL: 'https://liwona.example/login', PARTNER_PASSWORD_KEY: key }))).toEqual({
      loginUrl: 'https://liwona.example/login',
      passwordKey: key,
    });
    expect(partnerFormOrigin('https://liwona.example/login')).toBe('https://liwona.example');
    expect(partnerFormOrigin('/api/dev/partner-platform/login')).toBeNull();
  });

  it.each([
    [{ OAUTH_CLIENT_ID: 'only-id' }, 'OAUTH_CLIENT_SECRET'],
    [{ OAUTH_TOKEN_URL: 'not a url' }, 'OAUTH_TOKEN_URL'],
    [{ PARTNER_PASSWORD_KEY: 'short' }, 'PARTNER_PASSWORD_KEY'],
    [{ PARTNER_PLATFORM_LOGIN_URL: 'javascript:alert(1)' }, 'PARTNER_PLATFORM_LOGIN_URL'],
    [{ PARTNER_PLATFORM_LOGIN_URL: '//evil.example/login' }, 'PARTNER_PLATFORM_LOGIN_URL'],
  ])('refuses %o naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(new RegExp(name));
  });
});
