import { isIP } from 'node:net';
import { z } from 'zod';
import { sellerConfigProblems } from './seller.js';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Listen address; unset: 127.0.0.1 in demo mode (its passwords are published), else 0.0.0.0. */
    HOST: z.string().min(1).optional().or(z.literal('').transform(() => undefined)),
    /** Which proxies' X-Forwarded-* headers are believed: off (default), a hop count or addresses/CIDRs. */
    TRUST_PROXY: z.string().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DEMO: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: z.url().optional(),
    WEB_DIST: z.string().optional(),
    QUESTION_MEDIA_DIR: z.string().optional(),
    /** Protected e-learning and lecture media (default DATA_DIR/content-media); filled by content:import. */
    CONTENT_MEDIA_DIR: z.string().optional(),
    SUPPORT_EMAIL: z.email().default('pomoc@prawko-osk.example'),
    MAIL_FROM: z.string().min(3).default('Prawko OSK <no-reply@prawko-osk.example>'),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    SMTP_SECURE: booleanFlag.default(false),
    SMS_API_URL: z.url().optional(),
    SMS_API_TOKEN: z.string().optional(),
    SMS_SENDER: z.string().max(11).default('PrawkoOSK'),
    PAYNOW_API_URL: z.url().default('https://api.sandbox.paynow.pl'),
    PAYNOW_API_KEY: z.string().optional(),
    PAYNOW_SIGNATURE_KEY: z.string().optional(),
    /** The seller on receipts and invoices (README, "Seller and invoices"); demo mode has a sample seller. */
    SELLER_NAME: z.string().max(200).optional(),
    SELLER_NIP: z.string().max(20).optional(),
    /** The seller's address; lines separated by "|". */
    SELLER_ADDRESS: z.string().max(300).optional(),
    SELLER_BANK_ACCOUNT: z.string().max(40).optional(),
    /** VAT rate in percent for every product (default 23)... */
    SELLER_VAT_RATE: z.coerce.number().int().min(0).max(99).default(23),
    /** ...overridden per product kind: "LEARNING=23,LECTURES=8,SCHOOL=23". */
    SELLER_VAT_RATES: z.string().optional(),
    /** The legal basis of a VAT exemption, printed on the documents (then no VAT is charged). */
    SELLER_VAT_EXEMPTION: z.string().max(300).optional(),
    /** Retention of personal data (README, "Retention"): days after a temporary account's last day, years of inactivity, days between the notice and the anonymisation. */
    RETENTION_TEMPORARY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    RETENTION_INACTIVE_YEARS: z.coerce.number().int().min(1).max(20).default(3),
    RETENTION_NOTICE_DAYS: z.coerce.number().int().min(7).max(365).default(30),
    PARTNER_PLATFORM_LOGIN_URL: z
      .string()
      .regex(/^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'must be an http(s) URL or a path beginning with /')
      .optional(),
    PARTNER_PASSWORD_KEY: z.string().regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, 'must be 32 bytes as 64 hex digits or base64').optional(),
    OAUTH_AUTHORIZE_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
    OAUTH_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
    OAUTH_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,email,first_name,last_name'),
    OAUTH_CLIENT_ID: z.string().optional(),
    OAUTH_CLIENT_SECRET: z.string().optional(),
    /** The bearer token of the operator's HTTP commands; unset: a random one written to DATA_DIR/operator.token at start. */
    /** Progress cards on (1) or off (0); unset: on in demo mode and outside production. */
    FEATURE_CARDS: booleanFlag.optional(),
    /** PEM bundle of the CAs trusted for PKK signatures (qualified and trusted-profile CAs); demo mode also trusts its demo CAs. */
    PKK_TRUSTED_CA_FILE: z.string().optional().or(z.literal('').transform(() => undefined)),
    OPERATOR_TOKEN: z.string().min(16, 'must be at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_USER && !env.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'is required when SMTP_USER is set' });
    }
    if (env.SMS_API_URL && !env.SMS_API_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['SMS_API_TOKEN'], message: 'is required when SMS_API_URL is set' });
    }
    if (Boolean(env.PAYNOW_API_KEY) !== Boolean(env.PAYNOW_SIGNATURE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['PAYNOW_SIGNATURE_KEY'], message: 'PAYNOW_API_KEY and PAYNOW_SIGNATURE_KEY go together' });
    }
    if (Boolean(env.OAUTH_CLIENT_ID) !== Boolean(env.OAUTH_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['OAUTH_CLIENT_SECRET'], message: 'OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET go together' });
    }
    for (const problem of sellerConfigProblems(env)) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    const trust = parseTrustProxy(env.TRUST_PROXY);
    if (typeof trust === 'string') ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: trust });
  })
  .transform(({ HOST, TRUST_PROXY, ...env }) => ({
    ...env,
    HOST: listenHost({ HOST, DEMO: env.DEMO }),
    TRUST_PROXY: trustProxyFrom(TRUST_PROXY),
  }));

/** The parsed configuration of the server. */
export type Env = z.infer<typeof EnvSchema>;

/** Raised when the environment holds a bad value; main prints it and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the settings from an environment map (process.env by default). This is the only reader of
 * process.env in the server.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * The listen address: HOST when set; else loopback in demo mode (the demo's passwords, outbox and
 * payment keys are published) and every interface outside it.
 */
export function listenHost(env: { HOST?: string | undefined; DEMO: boolean }): string {
  return env.HOST ?? (env.DEMO ? '127.0.0.1' : '0.0.0.0');
}

/** Whether a listen address reaches this machine only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^::ffff:127\./.test(h);
}

/** The warning a demo server prints when it listens beyond loopback, or null. */
export function demoHostWarning(env: Pick<Env, 'DEMO' | 'HOST'>): string | null {
  if (!env.DEMO || isLoopbackHost(env.HOST)) return null;
  return `Warning: demo mode is listening on ${env.HOST}, beyond this machine, and its passwords, mail outbox and payment keys are published; use it on a trusted network only (HOST=127.0.0.1 keeps it local).`;
}

/** Fastify's trustProxy: false (believe no X-Forwarded-* header), a hop count, or the trusted proxies. */
export type TrustProxy = false | number | string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY parsed, or the message of what is wrong with it. */
function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', '0', 'off', 'false', 'no'].includes(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 16 ? hops : 'must be off, a hop count from 1 to 16, or a comma-separated list of proxy addresses or CIDRs';
  }
  if (['true', 'on', 'yes', 'all', '*'].includes(value)) {
    return 'trusting every client is not allowed: give the number of proxies in front of the server (e.g. 1) or their addresses';
  }
  const entries = value.split(',').map((e) => e.trim()).filter((e) => e !== '');
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (entries.length === 0 || bad.length > 0) {
    return `must be off, a hop count, or a comma-separated list of proxy addresses or CIDRs (not understood: ${bad.join(', ').slice(0, 200) || value})`;
  }
  return entries;
}

/** TRUST_PROXY as Fastify's trustProxy option; off when unset. Throws ConfigError on a bad value. */
export function trustProxyFrom(raw: string | undefined): TrustProxy {
  const parsed = parseTrustProxy(raw);
  if (typeof parsed === 'string') throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${parsed}`);
  return parsed;
}

/**
 * TRUST_PROXY as Fastify's trustProxy option. A hop count becomes "the last n addresses are proxies":
 * Fastify 5.12 treats a bare number as trusting nothing (it cannot tell a proxy from a client that
 * writes the header itself), so a hop count is only safe where clients cannot reach the server except
 * through the proxies (README, "Running in production").
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Progress cards (scheduler): FEATURE_CARDS when set, else on in demo mode and outside production. */
export function featureCardsFrom(env: Pick<Env, 'FEATURE_CARDS' | 'DEMO' | 'NODE_ENV'>): boolean {
  return env.FEATURE_CARDS ?? (env.DEMO || env.NODE_ENV !== 'production');
}
