import type { OAuthEndpoints } from './client.js';

/** Where the demo OAuth provider (simulator) is mounted. */
export const OAUTH_SIMULATOR_BASE = '/api/dev/oauth';
/** The demo client registered with the simulator; its secret also signs the simulator's codes and tokens. */
export const OAUTH_DEMO_CLIENT = { clientId: 'prawko-osk-demo', clientSecret: 'prawko-osk-demo-secret' } as const;

/** Social login settings: the provider's endpoints and client, and whether it is our simulator. */
export interface OAuthConfig extends OAuthEndpoints {
  simulator: boolean;
}

/** The configuration values social login reads. */
export interface OAuthEnv {
  DEMO: boolean;
  HOST: string;
  PORT: number;
  OAUTH_AUTHORIZE_URL: string;
  OAUTH_TOKEN_URL: string;
  OAUTH_USERINFO_URL: string;
  OAUTH_CLIENT_ID?: string | undefined;
  OAUTH_CLIENT_SECRET?: string | undefined;
}

/**
 * Social login from the configuration: the configured provider (Facebook's endpoints by default) when a
 * client id and secret are set; else, in demo mode, the built-in simulator, whose login dialog the
 * browser reaches at the public address and whose token and profile endpoints the server calls over
 * loopback HTTP like any provider; else null (social login off).
 */
export function oauthConfigFrom(env: OAuthEnv, publicUrl: string): OAuthConfig | null {
  if (env.OAUTH_CLIENT_ID && env.OAUTH_CLIENT_SECRET) {
    return {
      authorizeUrl: env.OAUTH_AUTHORIZE_URL,
      tokenUrl: env.OAUTH_TOKEN_URL,
      userInfoUrl: env.OAUTH_USERINFO_URL,
      clientId: env.OAUTH_CLIENT_ID,
      clientSecret: env.OAUTH_CLIENT_SECRET,
      simulator: false,
    };
  }
  if (!env.DEMO) return null;
  const loopback = env.HOST === '0.0.0.0' || env.HOST === '::' || env.HOST === 'localhost' ? '127.0.0.1' : env.HOST;
  const internal = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${env.PORT}${OAUTH_SIMULATOR_BASE}`;
  return simulatorOAuthConfig(`${publicUrl}${OAUTH_SIMULATOR_BASE}`, internal);
}

/** Endpoints of a simulator whose dialog the browser opens at `browserBase` and the server calls at `serverBase`. */
export function simulatorOAuthConfig(browserBase: string, serverBase: string = browserBase): OAuthConfig {
  return {
    authorizeUrl: `${browserBase}/authorize`,
    tokenUrl: `${serverBase}/access_token`,
    userInfoUrl: `${serverBase}/me?fields=id,email,first_name,last_name`,
    clientId: OAUTH_DEMO_CLIENT.clientId,
    clientSecret: OAUTH_DEMO_CLIENT.clientSecret,
    simulator: true,
  };
}
