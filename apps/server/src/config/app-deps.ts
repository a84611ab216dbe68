import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from '../app.js';
import { createSmtpTransport } from '../integrations/mail/client.js';
import { oauthConfigFrom } from '../integrations/oauth/config.js';
import { partnerPlatformConfigFrom } from '../integrations/partner-platform/config.js';
import { PaynowClient } from '../integrations/paynow/client.js';
import { paynowConfigFrom } from '../integrations/paynow/config.js';
import { createSmsApiTransport } from '../integrations/sms/client.js';
import { pkkSigningConfigFrom } from '../integrations/signature/config.js';
import { prepareOperatorToken } from '../modules/operator/operator-token.js';
import { featureCardsFrom, type Env } from './env.js';

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
    questionMediaDir: env.QUESTION_MEDIA_DIR ?? fileURLToPath(new URL('../db/seed/question-bank/media', import.meta.url)),
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
  };
}
