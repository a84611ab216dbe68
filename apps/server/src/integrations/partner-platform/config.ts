import { devPartnerPlatformLogin, endpointRouteUrl } from '@osk/contract';
import { DEMO_PARTNER_PASSWORD_KEY } from './password-cipher.js';

/** Path of the demo stand-in for the partner platform's login form (DEMO only). */
export const PARTNER_SIMULATOR_LOGIN_PATH = endpointRouteUrl(devPartnerPlatformLogin);

/** Settings of the partner e-learning platform. */
export interface PartnerPlatformConfig {
  /** The partner's login form the return button posts to; null when not configured. */
  loginUrl: string | null;
  /** AES-256-GCM key of the stored partner passwords (64 hex digits or base64); null disables the return. */
  passwordKey: string | null;
}

/**
 * The partner-platform settings from the configuration. In demo mode the login form defaults to the
 * built-in simulator and the key to the fixed demo key (the seeded partner user's password is encrypted
 * with it); outside demo mode nothing is assumed.
 */
export function partnerPlatformConfigFrom(env: { DEMO: boolean; PARTNER_PLATFORM_LOGIN_URL?: string | undefined; PARTNER_PASSWORD_KEY?: string | undefined }): PartnerPlatformConfig {
  return {
    loginUrl: env.PARTNER_PLATFORM_LOGIN_URL ?? (env.DEMO ? PARTNER_SIMULATOR_LOGIN_PATH : null),
    passwordKey: env.PARTNER_PASSWORD_KEY ?? (env.DEMO ? DEMO_PARTNER_PASSWORD_KEY : null),
  };
}

/** The origin a CSP form-action must allow for the partner login form, or null for our own paths. */
export function partnerFormOrigin(loginUrl: string | null): string | null {
  if (!loginUrl || loginUrl.startsWith('/')) return null;
  try {
    return new URL(loginUrl).origin;
  } catch {
    return null;
  }
}
