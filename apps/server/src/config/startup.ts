import { PAYNOW_DEMO_KEYS } from '../integrations/paynow/config.js';
import { readTrustedCaFile } from '../integrations/signature/config.js';
import { ConfigError, demoHostWarning, type Env } from './env.js';
import { sellerWarning } from './seller.js';

/**
 * Start-up checks of the configuration, run by main.ts before the database is opened or a port is
 * listened on: a demo server is refused in production, and a production server lists everything it
 * misses in one message instead of discovering it at the first payment or mail.
 */

/** Whether the server runs as a real deployment: NODE_ENV=production and demo mode off. */
export function isProduction(env: Pick<Env, 'NODE_ENV' | 'DEMO'>): boolean {
  return env.NODE_ENV === 'production' && !env.DEMO;
}

/** The one-line refusal of demo mode under NODE_ENV=production, or null. */
export function demoInProductionRefusal(env: Pick<Env, 'NODE_ENV' | 'DEMO'>): string | null {
  if (env.NODE_ENV !== 'production' || !env.DEMO) return null;
  return (
    'Refusing to start: DEMO is on while NODE_ENV=production, and demo mode publishes its passwords, lets anyone read any mail at /api/dev/outbox and accepts payments signed with a key in the source; ' +
    'set DEMO=0 for production (npm start turns DEMO on unless it is set) or unset NODE_ENV for a demo.'
  );
}

/** Reads a PEM bundle of CA certificates and answers how many it holds; throws when unreadable or empty. */
export type CaFileReader = (path: string) => number;
const readCaFile: CaFileReader = (path) => readTrustedCaFile(path).length;

/**
 * What a production server misses, one line per setting (empty outside production or when ready):
 * PostgreSQL, an https PUBLIC_URL, Paynow's keys (not the demo ones), SMTP, the SMS gateway, the
 * operator token and the PKK trusted CAs.
 */
export function productionProblems(env: Env, readCa: CaFileReader = readCaFile): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL) {
    problems.push('DATABASE_URL: required, a postgres:// URL (PostgreSQL is required in production; the embedded PGlite database is for demos and development only)');
  }
  if (!env.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required, the https:// address users reach (mail links, the Paynow return and OAuth redirects use it)');
  } else if (!env.PUBLIC_URL.startsWith('https://')) {
    problems.push('PUBLIC_URL: must be an https:// address');
  }
  if (!env.PAYNOW_API_KEY || !env.PAYNOW_SIGNATURE_KEY) {
    problems.push("PAYNOW_API_KEY and PAYNOW_SIGNATURE_KEY: required, the shop's keys from Paynow");
  } else if (env.PAYNOW_API_KEY === PAYNOW_DEMO_KEYS.apiKey || env.PAYNOW_SIGNATURE_KEY === PAYNOW_DEMO_KEYS.signatureKey) {
    problems.push("PAYNOW_API_KEY and PAYNOW_SIGNATURE_KEY: the demo keys published in the source are not allowed; use the shop's keys from Paynow");
  }
  if (!env.SMTP_HOST) problems.push('SMTP_HOST: required, the SMTP server that sends mail (with SMTP_USER and SMTP_PASSWORD when it asks for a login)');
  if (env.SMTP_USER && !env.SMTP_PASSWORD) problems.push('SMTP_PASSWORD: required when SMTP_USER is set');
  if (env.SMTP_PASSWORD && !env.SMTP_USER) problems.push('SMTP_USER: required when SMTP_PASSWORD is set');
  if (!env.SMS_API_URL) problems.push('SMS_API_URL: required, the address of the SMS gateway');
  if (!env.SMS_API_TOKEN) problems.push('SMS_API_TOKEN: required, the bearer token of the SMS gateway');
  if (!env.OPERATOR_TOKEN) problems.push("OPERATOR_TOKEN: required, at least 16 characters, the same on every instance (the operator's commands)");
  if (!env.PKK_TRUSTED_CA_FILE) {
    problems.push('PKK_TRUSTED_CA_FILE: required, a PEM bundle of the CAs trusted for PKK signatures (qualified and trusted-profile CAs)');
  } else {
    try {
      readCa(env.PKK_TRUSTED_CA_FILE);
    } catch (error) {
      problems.push(`PKK_TRUSTED_CA_FILE: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/**
 * The checks main.ts runs first: throws a ConfigError with the demo refusal (one line) or with every
 * missing production setting in one message.
 */
export function checkStartup(env: Env, readCa: CaFileReader = readCaFile): void {
  const refusal = demoInProductionRefusal(env);
  if (refusal) throw new ConfigError(refusal);
  const problems = productionProblems(env, readCa);
  if (problems.length > 0) {
    throw new ConfigError(
      [`Refusing to start: NODE_ENV=production needs these settings (README, "Running in production"):`, ...problems.map((p) => `  ${p}`)].join('\n'),
    );
  }
}

/** Warnings printed at start that do not stop the server. */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  const host = demoHostWarning(env);
  if (host) warnings.push(host);
  const seller = sellerWarning(env);
  if (seller) warnings.push(seller);
  if (isProduction(env) && env.PAYNOW_API_URL.includes('sandbox')) {
    warnings.push(`Warning: PAYNOW_API_URL is Paynow's sandbox (${env.PAYNOW_API_URL}); set https://api.paynow.pl to take real payments.`);
  }
  return warnings;
}
