import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { buildApp, type AppDeps, type AppServices, type RouteRecord } from '../src/app.js';
import { openMemoryPglite, openPostgres, type Database } from '../src/db/client.js';
import { ManualClock } from '../src/lib/clock.js';
import type { App } from '../src/lib/http.js';
import type { MailTransport } from '../src/integrations/mail/client.js';
import type { SmsTransport } from '../src/integrations/sms/transport.js';
import type { OAuthConfig } from '../src/integrations/oauth/config.js';
import type { PartnerPlatformConfig } from '../src/integrations/partner-platform/config.js';
import type { PaymentProvider } from '../src/integrations/paynow/types.js';

/** A running test app on its own database. */
export interface TestApp {
  app: App;
  services: AppServices;
  routes: RouteRecord[];
  database: Database;
  clock: ManualClock;
  /** Logs in through `POST login/` and answers the session id (fails the test if the login fails). */
  sessionOf(email: string, password: string): Promise<string>;
  /**
   * The app's database for a second app (`createTestApp({ sameDatabaseAs })`): on PostgreSQL a pool of
   * its own on the same database, as another instance would have; on PGlite the same database (one
   * process owns it). Closing the second app leaves the database to this one.
   */
  shareDatabase(): Promise<{ database: Database; drop: () => Promise<void> }>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; share: () => Promise<{ database: Database; drop: () => Promise<void> }> }> {
  const template = inject('pgTemplate');
  if (template) {
    const base = inject('pgBaseUrl');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 4);
    return {
      database,
      share: async () => ({ database: await openPostgres(url.toString(), 4), drop: async () => undefined }),
      drop: async () => {
        const again = new pg.Client({ connectionString: base });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await again.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const database = await openMemoryPglite(new Blob([dump]));
  return { database, drop: async () => undefined, share: async () => ({ database: { ...database, close: async () => undefined }, drop: async () => undefined }) };
}

/** Builds the app on a fresh migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function createTestApp(
  options: { demo?: boolean; mail?: MailTransport | null; sms?: SmsTransport | null; start?: Date; oauth?: OAuthConfig | null; partnerPlatform?: PartnerPlatformConfig; paymentProvider?: PaymentProvider | null; contentMediaDir?: string | null; logoDir?: string | null; operatorToken?: string; featureCards?: boolean; extraDeps?: Partial<AppDeps>; sameDatabaseAs?: TestApp } = {},
): Promise<TestApp> {
  const { database, drop, share } = options.sameDatabaseAs ? { ...(await options.sameDatabaseAs.shareDatabase()), share: options.sameDatabaseAs.shareDatabase } : await openTestDatabase();
  const clock = new ManualClock(options.start ?? new Date('2026-11-22T10:00:00Z'));
  const { app, services, routes } = await buildApp({
    database,
    clock,
    demo: options.demo ?? true,
    supportEmail: 'pomoc@example.com',
    mail: options.mail ?? null,
    sms: options.sms ?? null,
    publicUrl: 'http://localhost:8080',
    webDist: null,
    ...(options.oauth !== undefined ? { oauth: options.oauth } : {}),
    ...(options.partnerPlatform ? { partnerPlatform: options.partnerPlatform } : {}),
    ...(options.paymentProvider !== undefined ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.logoDir !== undefined ? { logoDir: options.logoDir } : {}),
    ...(options.contentMediaDir !== undefined ? { contentMediaDir: options.contentMediaDir } : {}),
    ...(options.operatorToken !== undefined ? { operatorToken: options.operatorToken } : {}),
    ...(options.featureCards !== undefined ? { featureCards: options.featureCards } : {}),
    ...options.extraDeps,
  });
  await app.ready();
  return {
    app,
    services,
    routes,
    database,
    clock,
    sessionOf: async (email, password) => {
      const res = await app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: email, password } });
      if (res.statusCode !== 200) throw new Error(`login of ${email} answered ${res.statusCode}: ${res.body}`);
      return (res.json() as { uuid: string }).uuid;
    },
    shareDatabase: share,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
