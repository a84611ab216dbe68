import { ConfigError, loadEnv } from './config/env.js';
import { appDepsFromEnv, contentMediaDirFrom } from './config/app-deps.js';
import { checkStartup, startupWarnings } from './config/startup.js';
import { DatabaseLockedError, openDatabase } from './db/client.js';
import { DEMO_LOGINS, seedDemo } from './demo/demo.seed.js';
import { BUSY_WEEK_DEMO, seedBusyWeekDemo } from './demo/busy-week.seed.js';
import { seedLearningDemo } from './demo/learning.seed.js';
import { seedReadinessDemo } from './demo/readiness.seed.js';
import { seedSchoolReadinessDemo } from './demo/school-readiness.seed.js';
import { SCHOOL_LINKS_DEMO_LOGINS } from './demo/school-links.seed.js';
import { SCHOOL_DEMO } from './demo/school.seed.js';
import { systemClock } from './lib/clock.js';
import { importDemoContent } from './modules/content/content-import.service.js';
import { loadDemoQuestionBank } from './modules/questions/questions-import.service.js';
import { buildApp } from './app.js';

async function main(): Promise<void> {
  const env = loadEnv();
  // Before anything is opened or listened on: no demo in production, nothing missing in production.
  checkStartup(env);
  for (const warning of startupWarnings(env)) process.stderr.write(`${warning}\n`);
  const database = await openDatabase(env);
  const contentMediaDir = contentMediaDirFrom(env);
  try {
    await database.migrate();
    if (env.DEMO) await seedDemo(database.db, systemClock.now());
    // A school of a real week (issue 22): its previous, current and next week filled at every start.
    if (env.DEMO) await seedBusyWeekDemo(database.db, systemClock.now());
    if (env.DEMO) await loadDemoQuestionBank(database.db, systemClock);
    // After the bank: the demo learner's exam history and learning are drawn from it.
    if (env.DEMO) await seedLearningDemo(database.db, systemClock.now());
    // After the learning demo: the demo learner's readiness (issue 23), modules known to different degrees.
    if (env.DEMO) await seedReadinessDemo(database.db, systemClock.now());
    // After the bank: the busy-week school's learners learn and take exams, so its list's readiness differs (issue 23).
    if (env.DEMO) await seedSchoolReadinessDemo(database.db, systemClock.now());
    // [seed: elearning]
    // The demo course and lectures (content/demo), quick when already loaded and unchanged.
    if (env.DEMO) await importDemoContent(database.db, systemClock, contentMediaDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  let deps: ReturnType<typeof appDepsFromEnv>;
  try {
    deps = appDepsFromEnv(env);
  } catch (error) {
    await database.close();
    throw error;
  }
  const { app, services } = await buildApp({ ...deps, database, clock: systemClock });

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // No new runs; the running ones (an outbox batch, a reconciliation) end before the database closes.
      await services.jobs.stop();
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // The periodic jobs (outbox delivery, purges, payment reconciliation, ...; ADR 025): every instance
  // runs them, each due time is run by one of them.
  services.jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [`Prawko OSK is running at ${url} (database: ${database.kind === 'pglite' ? `embedded, ${env.DATA_DIR}` : 'PostgreSQL'})`];
  if (env.DEMO) {
    lines.push('Demo logins:');
    for (const login of [...DEMO_LOGINS, ...SCHOOL_LINKS_DEMO_LOGINS, BUSY_WEEK_DEMO.owner, BUSY_WEEK_DEMO.instructor]) lines.push(`  ${login.role.padEnd(25)} ${login.email} / ${login.password}`);
    lines.push(`  demo school PIN ${SCHOOL_DEMO.pin}, default password of its temporary accounts ${SCHOOL_DEMO.defaultPassword}`);
    lines.push(`Sent mail and SMS (demo outbox): ${url}/api/dev/outbox?to=ADDRESS`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
