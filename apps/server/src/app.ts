import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { App } from './lib/http.js';
import { accessPlugin } from './plugins/access.plugin.js';
import { paymentBlockPlugin } from './plugins/payment-block.plugin.js';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.plugin.js';
import { inputHygienePlugin } from './plugins/input-hygiene.plugin.js';
import { withLogRedaction } from './lib/log-redaction.js';
import { openApiPlugin } from './plugins/openapi.plugin.js';
import { compressionPlugin } from './plugins/compression.plugin.js';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.js';
import { publicHostPlugin } from './plugins/public-host.plugin.js';
import { fastifyTrustProxy } from './config/env.js';
import type { AppDeps } from './config/app-deps.js';
import { webPlugin } from './plugins/web.plugin.js';
import { AccessRepository } from './access/access.repository.js';
import { partnerFormOrigin, partnerPlatformConfigFrom } from './integrations/partner-platform/config.js';
import { UserChangeNotices } from './lib/user-cache.js';
import { JobRunner } from './lib/jobs/job-runner.js';
import { registerDevJobRoutes } from './lib/jobs/dev-jobs.routes.js';
import { buildModules, type ModuleManifest, type ModuleNeeds } from './lib/modules.js';
import { accountsModule } from './modules/accounts/accounts.module.js';
import { authModule } from './modules/auth/auth.module.js';
import type { AuthService } from './modules/auth/auth.service.js';
import { contactModule } from './modules/contact/contact.module.js';
import { elearningModule } from './modules/elearning/elearning.module.js';
import { examsModule } from './modules/exams/exams.module.js';
import type { ExamsService } from './modules/exams/exams.service.js';
import { healthModule } from './modules/health/health.module.js';
import { internalExamsModule } from './modules/internal-exams/internal-exams.module.js';
import { learningModule } from './modules/learning/learning.module.js';
import { questionBankModule } from './modules/question-bank/question-bank.module.js';
import { lecturesModule } from './modules/lectures/lectures.module.js';
import { lessonsModule } from './modules/lessons/lessons.module.js';
import { mediaModule } from './modules/media/media.module.js';
import { operatorModule } from './modules/operator/operator.module.js';
import { ordersModule } from './modules/orders/orders.module.js';
import { outboxModule } from './modules/outbox/outbox.module.js';
import type { OutboxService } from './modules/outbox/outbox.service.js';
import { partnerModule } from './modules/partner/partner.module.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import { pkkSigningModule } from './modules/pkk-signing/pkk-signing.module.js';
import { pkkModule } from './modules/pkk/pkk.module.js';
import { registrationModule } from './modules/registration/registration.module.js';
import { schoolLinksModule } from './modules/school-links/school-links.module.js';
import { schoolResourcesModule } from './modules/school-resources/school-resources.module.js';
import { schoolStudentsModule } from './modules/school-students/school-students.module.js';
import { schoolsModule } from './modules/schools/schools.module.js';
import { socialLoginModule } from './modules/social-login/social-login.module.js';
import { statsModule } from './modules/stats/stats.module.js';
import { readinessModule } from './modules/readiness/readiness.module.js';
import { privacyModule } from './modules/privacy/privacy.module.js';
import { studentsModule } from './modules/students/students.module.js';
import { usersModule } from './modules/users/users.module.js';
import type { StudentsService } from './modules/students/students.service.js';

export type { AppDeps } from './config/app-deps.js';

/**
 * The app's modules (docs/architecture.md, "Modules"): each builds its service from the context and
 * the modules it needs, which are built first; routes are registered and jobs run in this order (the
 * jobs' order is the one they had before the manifests: outbox, auth, exams, payments, internal exams,
 * school students).
 * Adding a module: its folder with its `<name>.module.ts`, and one entry here.
 */
export const APP_MODULES: readonly ModuleManifest<unknown, ModuleNeeds>[] = [
  healthModule,
  usersModule,
  outboxModule,
  authModule,
  studentsModule,
  contactModule,
  registrationModule,
  accountsModule,
  examsModule,
  mediaModule,
  learningModule,
  questionBankModule,
  elearningModule,
  lecturesModule,
  schoolsModule,
  paymentsModule,
  internalExamsModule,
  schoolStudentsModule,
  lessonsModule,
  schoolResourcesModule,
  pkkModule,
  pkkSigningModule,
  ordersModule,
  operatorModule,
  statsModule,
  readinessModule,
  schoolLinksModule,
  partnerModule,
  socialLoginModule,
  privacyModule,
];

/** The services of the app, for main.ts and tests. */
export interface AppServices {
  auth: AuthService;
  outbox: OutboxService;
  students: StudentsService;
  exams: ExamsService;
  /** The periodic jobs (ADR 025): main.ts starts them; app.close() stops them and waits for running ones. */
  jobs: JobRunner;
}

/** Every registered route, recorded for the access test and the docs. */
export interface RouteRecord {
  method: string;
  url: string;
  readonly access: string | undefined;
}

// Content Security Policy the built web app passes: no inline scripts; Mantine sets inline styles.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'self'", 'https://player.vimeo.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Builds the app: plugins, then modules. Never listens. */
export async function buildApp(deps: AppDeps): Promise<{ app: App; services: AppServices; routes: RouteRecord[] }> {
  const version = deps.version ?? '0.1.0';
  const app = Fastify({
    // Tokens, PESEL numbers and query parameter values are redacted from every logged URL and error.
    logger: withLogRedaction(deps.logger),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 1_048_576,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read access lazily: onRoute hooks of inner scopes (the docs UI) may set it after this one runs.
    for (const method of methods)
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Routes with a body schema validate an absent body as {} so each missing field gets its message.
  app.addHook('preValidation', async (request) => {
    if ((request.body === undefined || request.body === null) && request.routeOptions.schema?.body) request.body = {};
  });

  // Sessions and learners' exam rights are cached only while every change to them is heard (ADR 010).
  const notices = new UserChangeNotices();
  const stopListening = await deps.database.listen(
    'osk_user_changed',
    (payload) => notices.announced(payload),
    (listening) => notices.listening(listening),
  );
  app.addHook('onClose', async () => {
    await stopListening();
  });
  // Who is calling: the session with the caller's records (ADR 026).
  const access = new AccessRepository(deps.database.db);
  const modules = buildModules(APP_MODULES, { deps, db: deps.database.db, clock: deps.clock, log: app.log, version, access, notices });
  const auth = modules.of(authModule);
  // Last-seen refreshes still waiting for their batch are written before the database goes.
  app.addHook('onClose', async () => {
    await auth.flushSessionTouches();
  });
  // The periodic jobs (ADR 025): started by main.ts, driven by tick() in tests, stopped with the app.
  const jobs = new JobRunner(deps.database.db, deps.clock, modules.jobs, app.log);
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  const partnerFormAction = partnerFormOrigin((deps.partnerPlatform ?? partnerPlatformConfigFrom({ DEMO: deps.demo })).loginUrl);

  await app.register(errorHandlerPlugin);
  await app.register(inputHygienePlugin);
  if (deps.publicHostCheck) await app.register(publicHostPlugin, { publicUrl: deps.publicUrl, clock: deps.clock });
  await app.register(securityHeadersPlugin, {
    // The partner platform's login form is the one place a form of ours posts to another origin.
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES, formAction: ["'self'", ...(partnerFormAction ? [partnerFormAction] : [])] } },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  // Before every route it may compress (JSON over 1 KB; ADR 024); the web app's files bring their own encodings.
  await app.register(compressionPlugin);
  await app.register(accessPlugin, { auth, operatorToken: deps.operatorToken ?? null });
  await app.register(paymentBlockPlugin, { clock: deps.clock });
  await app.register(openApiPlugin, { version });

  await app.register(async (scope) => {
    await modules.registerRoutes(scope.withTypeProvider<ZodTypeProvider>());
    // Demo only: a background job run at a chosen instant (the journeys' test clock).
    if (deps.demo) registerDevJobRoutes(scope.withTypeProvider<ZodTypeProvider>(), modules.jobs, deps.clock);
  });
  await app.register(webPlugin, { distDir: deps.webDist });

  return {
    app,
    services: { auth, outbox: modules.of(outboxModule), students: modules.of(studentsModule), exams: modules.of(examsModule), jobs },
    routes,
  };
}
