import { endpointRouteUrl, paynowNotification } from '@osk/contract';
import { ConfigError } from '../../config/env.js';
import type { PaynowConfig } from './types.js';

/** Where the demo Paynow simulator is mounted. */
export const PAYNOW_SIMULATOR_BASE = '/api/dev/paynow';
/** Our endpoint for Paynow's notifications; the demo simulator posts to it on the server it is mounted in. */
export const PAYNOW_NOTIFICATION_PATH = endpointRouteUrl(paynowNotification);

/**
 * The fixed keys of the demo simulator. Not secrets: they only open the simulator of a DEMO server,
 * which moves no money. Real keys come from PAYNOW_API_KEY and PAYNOW_SIGNATURE_KEY.
 */
export const PAYNOW_DEMO_KEYS = {
  apiKey: 'prawko-osk-demo-paynow-api-key',
  signatureKey: 'prawko-osk-demo-paynow-signature-key',
} as const;

/** The configuration values payments read. */
export interface PaynowEnv {
  DEMO: boolean;
  PAYNOW_API_URL?: string | undefined;
  PAYNOW_API_KEY?: string | undefined;
  PAYNOW_SIGNATURE_KEY?: string | undefined;
}

/**
 * Paynow from the configuration: the configured API (the sandbox URL by default) when both keys are
 * set; else, in demo mode, the built-in simulator at the public address with the demo keys; else null
 * (online payments off). Outside demo mode the demo keys are refused (a ConfigError): anyone can sign
 * a notification with them.
 */
export function paynowConfigFrom(env: PaynowEnv, publicUrl: string): PaynowConfig | null {
  if (env.PAYNOW_API_URL && env.PAYNOW_API_KEY && env.PAYNOW_SIGNATURE_KEY) {
    if (!env.DEMO && (env.PAYNOW_API_KEY === PAYNOW_DEMO_KEYS.apiKey || env.PAYNOW_SIGNATURE_KEY === PAYNOW_DEMO_KEYS.signatureKey)) {
      throw new ConfigError('Invalid configuration:\n  PAYNOW_SIGNATURE_KEY: the demo keys published in the source are accepted in demo mode only');
    }
    return { apiUrl: env.PAYNOW_API_URL.replace(/\/+$/, ''), apiKey: env.PAYNOW_API_KEY, signatureKey: env.PAYNOW_SIGNATURE_KEY };
  }
  if (!env.DEMO) return null;
  return { apiUrl: `${publicUrl.replace(/\/+$/, '')}${PAYNOW_SIMULATOR_BASE}`, apiKey: PAYNOW_DEMO_KEYS.apiKey, signatureKey: PAYNOW_DEMO_KEYS.signatureKey };
}

/**
 * Whether a configuration points at the built-in simulator (its path), so a DEMO server mounts it with
 * the configuration's keys.
 */
export function isPaynowSimulator(config: PaynowConfig | null): config is PaynowConfig {
  if (!config) return false;
  let path: string;
  try {
    path = new URL(config.apiUrl).pathname.replace(/\/+$/, '');
  } catch {
    return false;
  }
  return path === PAYNOW_SIMULATOR_BASE;
}
