import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import type { Database } from '../db/client.js';
import type { PaymentProvider } from '../integrations/paynow/types.js';
import type { PkkAuthority } from '../integrations/pkk-authority/types.js';
import type { SmsTransport } from '../integrations/sms/transport.js';
import type { Clock } from '../lib/clock.js';
import { createSmtpTransport, type MailTransport } from '../integrations/mail/client.js';
import { oauthConfigFrom, type OAuthConfig } from '../integrations/oauth/config.js';
import { partnerPlatformConfigFrom, type PartnerPlatformConfig } from '../integrations/partner-platform/config.js';
import { PaynowClient } from '../integrations/paynow/client.js';
import { paynowConfigFrom } from '../integrations/paynow/config.js';
import { createSmsApiTransport } from '../integrations/sms/client.js';
import { pkkSigningConfigFrom, type PkkSigningConfig } from '../integrations/signature/config.js';
import { prepareOperatorToken } from '../modules/operator/operator-token.js';
import { featureCardsFrom, type Env, type TrustProxy } from './env.js';
import { sellerConfigFrom, type SellerConfig } from './seller.js';
import { retentionFrom, type RetentionPolicy } from './retention.js';

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  database: Database;
  clock: Clock;
  demo: boolean;
  supportEmail: string;
  mail: MailTransport | null;
  /** SMS gateway; null keeps SMS in the database outbox (demo). */
  sms: SmsTransport | null;
  /** Directory of the question bank's images and films (none: media answer 404). */
  questionMediaDir?: string | null;
  /** Directory of the protected e-learning and lecture media (content_media paths; none: media answer 403/404). */
  contentMediaDir?: string | null;
  /** Directory of uploaded school logos (none: uploads answer 503, logos 404). */
  logoDir?: string | null;
  /** The address of the web app, for links in mail and SMS (no trailing slash). */
  publicUrl: string;
  /** Log requests for another host than publicUrl's (main.ts: when PUBLIC_URL is set); default off. */
  publicHostCheck?: boolean;
  /** Which proxies' X-Forwarded-* headers are believed (TRUST_PROXY); default false: none, request.ip is the socket's. */
  trustProxy?: TrustProxy;
  webDist: string | null;
  logger?: FastifyServerOptions['logger'];
  version?: string;
  /** Partner e-learning platform (login form, password key); default: the demo simulator and key in demo mode, else off. */
  partnerPlatform?: PartnerPlatformConfig;
  /** Social login provider; default null (off). */
  oauth?: OAuthConfig | null;
  /** Online payments (Paynow); default null (checkout answers 503). */
  paymentProvider?: PaymentProvider | null;
  /** How long personal data are kept (issue 24); default DEFAULT_RETENTION (30 days, 3 years, 30 days). */
  retention?: RetentionPolicy;
  /** The bearer token of the operator's HTTP commands (/api/operator/...); none: they always answer 403. */
  operatorToken?: string;
  /** Progress cards (scheduler); default: on in demo mode. main.ts: FEATURE_CARDS, else DEMO or not production. */
  featureCards?: boolean;
  /** The state's PKK registry; default: the simulator on the app's database in demo mode, else null (calls needing it answer 503). */
  pkkAuthority?: PkkAuthority | null;
  /** PKK signature trust (trusted CAs, demo CA directory); default: in-memory demo CAs in demo mode, else no trusted CA. */
  pkkSigning?: PkkSigningConfig;
  /** The seller on receipts and invoices; default: the demo's sample seller in demo mode, else null (no document is issued). */
  seller?: SellerConfig | null;
}

/** The public address without its trailing slash: PUBLIC_URL, else http://localhost:PORT. */
export function publicUrlFrom(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** Protected e-learning and lecture media: CONTENT_MEDIA_DIR, else DATA_DIR/content-media. */
export function contentMediaDirFrom(env: Pick<Env, 'CONTENT_MEDIA_DIR' | 'DATA_DIR'>): string {
  return env.CONTENT_MEDIA_DIR ?? join(env.DATA_DIR, 'content-media');
}

/**
 * Everything buildApp takes from the configuration (all but the database and the clock): the outside
 * systems with their real clients, or in demo mode with the simulators, and nothing of the demo
 * outside it. main.ts and the production-mode tests build the app from this.
 */
export function appDepsFromEnv(env: Env): Omit<AppDeps, 'database' | 'clock'> {
  const publicUrl = publicUrlFrom(env);
  // Paynow with the configured keys; in demo mode without keys, the built-in simulator; else off.
  const paynow = paynowConfigFrom(env, publicUrl);
  return {
    demo: env.DEMO,
    supportEmail: env.SUPPORT_EMAIL,
    mail: env.SMTP_HOST
      ? createSmtpTransport({ host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, password: env.SMTP_PASSWORD, from: env.MAIL_FROM })
      : null,
    sms: env.SMS_API_URL && env.SMS_API_TOKEN ? createSmsApiTransport({ baseUrl: env.SMS_API_URL, token: env.SMS_API_TOKEN, sender: env.SMS_SENDER }) : null,
    publicUrl,
    // Requests for another host than PUBLIC_URL's are logged when PUBLIC_URL is set.
    publicHostCheck: env.PUBLIC_URL !== undefined,
    trustProxy: env.TRUST_PROXY,
    questionMediaDir: env.QUESTION_MEDIA_DIR ?? fileURLToPath(new URL('../demo/question-bank/media', import.meta.url)),
    contentMediaDir: contentMediaDirFrom(env),
    logoDir: join(env.DATA_DIR, 'logos'),
    webDist: env.WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url)),
    logger: { level: env.LOG_LEVEL },
    partnerPlatform: partnerPlatformConfigFrom(env),
    oauth: oauthConfigFrom(env, publicUrl),
    paymentProvider: paynow ? new PaynowClient(paynow) : null,
    operatorToken: prepareOperatorToken(env.OPERATOR_TOKEN, env.DATA_DIR),
    featureCards: featureCardsFrom(env),
    pkkSigning: pkkSigningConfigFrom(env),
    seller: sellerConfigFrom(env),
    retention: retentionFrom(env),
  };
}
