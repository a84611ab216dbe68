import Fastify, { type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Database } from './db/client.js';
import type { MailTransport } from './integrations/mail/client.js';
import type { SmsTransport } from './integrations/sms/transport.js';
import type { Clock } from './lib/clock.js';
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
import { fastifyTrustProxy, type TrustProxy } from './config/env.js';
import { webPlugin } from './plugins/web.plugin.js';
import { AccessRepository } from './access/access.repository.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { AuthService } from './modules/auth/auth.service.js';
import { UserChangeNotices } from './lib/user-cache.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { StudentsRepository } from './modules/students/students.repository.js';
import { StudentsService } from './modules/students/students.service.js';
import { registerStudentRoutes } from './modules/students/students.routes.js';
import { OutboxRepository } from './modules/outbox/outbox.repository.js';
import { OutboxService } from './modules/outbox/outbox.service.js';
import { registerDevOutboxRoutes } from './modules/outbox/outbox.routes.js';
import { ContactService } from './modules/contact/contact.service.js';
import { registerContactRoutes } from './modules/contact/contact.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { ExamsRepository } from './modules/exams/exams.repository.js';
import { ExamsService } from './modules/exams/exams.service.js';
import { registerExamRoutes } from './modules/exams/exams.routes.js';
import { registerQuestionMediaRoutes } from './modules/media/question-media.routes.js';
import { ElearningRepository } from './modules/elearning/elearning.repository.js';
import { ElearningService } from './modules/elearning/elearning.service.js';
import { registerElearningRoutes } from './modules/elearning/elearning.routes.js';
import { LecturesRepository } from './modules/lectures/lectures.repository.js';
import { LecturesService } from './modules/lectures/lectures.service.js';
import { registerLectureRoutes } from './modules/lectures/lectures.routes.js';
import { ProtectedMediaRepository } from './modules/media/protected-media.repository.js';
import { ProtectedMediaService } from './modules/media/protected-media.service.js';
import { registerProtectedMediaRoutes } from './modules/media/protected-media.routes.js';
import { OAuthClient } from './integrations/oauth/client.js';
import type { OAuthConfig } from './integrations/oauth/config.js';
import { registerOAuthSimulator } from './integrations/oauth/simulator.js';
import { partnerFormOrigin, partnerPlatformConfigFrom, type PartnerPlatformConfig } from './integrations/partner-platform/config.js';
import { PartnerPasswordCipher } from './integrations/partner-platform/password-cipher.js';
import { registerPartnerPlatformSimulator } from './integrations/partner-platform/simulator.js';
import { SchoolLinksRepository } from './modules/school-links/school-links.repository.js';
import { SchoolLinksService } from './modules/school-links/school-links.service.js';
import { registerSchoolLinksRoutes } from './modules/school-links/school-links.routes.js';
import { PartnerRepository } from './modules/partner/partner.repository.js';
import { PartnerService } from './modules/partner/partner.service.js';
import { registerPartnerRoutes } from './modules/partner/partner.routes.js';
import { SocialLoginRepository } from './modules/social-login/social-login.repository.js';
import { SocialLoginService } from './modules/social-login/social-login.service.js';
import { registerSocialLoginRoutes, SOCIAL_CALLBACK_PATH } from './modules/social-login/social-login.routes.js';
import { RegistrationRepository } from './modules/registration/registration.repository.js';
import { RegistrationService } from './modules/registration/registration.service.js';
import { registerRegistrationRoutes } from './modules/registration/registration.routes.js';
import { AccountsRepository } from './modules/accounts/accounts.repository.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.js';
import { LearningRepository } from './modules/learning/learning.repository.js';
import { LearningService } from './modules/learning/learning.service.js';
import { registerLearningRoutes } from './modules/learning/learning.routes.js';
import { StatsRepository } from './modules/stats/stats.repository.js';
import { StatsService } from './modules/stats/stats.service.js';
import { registerStatsRoutes } from './modules/stats/stats.routes.js';
import { PaymentsRepository } from './modules/payments/payments.repository.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { registerPaymentRoutes } from './modules/payments/payments.routes.js';
import type { PaymentProvider } from './integrations/paynow/types.js';
import { PaynowClient } from './integrations/paynow/client.js';
import { isPaynowSimulator, PAYNOW_NOTIFICATION_PATH } from './integrations/paynow/config.js';
import { registerPaynowSimulator } from './integrations/paynow/simulator.js';
import { SchoolsRepository } from './modules/schools/schools.repository.js';
import { SchoolsService } from './modules/schools/schools.service.js';
import { LogoStore } from './modules/schools/logo-store.js';
import { registerSchoolRoutes } from './modules/schools/schools.routes.js';
import { SchoolStudentsRepository } from './modules/school-students/school-students.repository.js';
import { SchoolStudentsService } from './modules/school-students/school-students.service.js';
import { registerSchoolStudentRoutes } from './modules/school-students/school-students.routes.js';
import { InternalExamsRepository } from './modules/internal-exams/internal-exams.repository.js';
import { InternalExamsService } from './modules/internal-exams/internal-exams.service.js';
import { registerInternalExamRoutes } from './modules/internal-exams/internal-exams.routes.js';
import { OrdersRepository } from './modules/orders/orders.repository.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { OperatorRepository } from './modules/operator/operator.repository.js';
import { OperatorService } from './modules/operator/operator.service.js';
import { registerOperatorRoutes } from './modules/operator/operator.routes.js';
import { SchoolResourcesRepository } from './modules/school-resources/school-resources.repository.js';
import { SchoolResourcesService } from './modules/school-resources/school-resources.service.js';
import { registerSchoolResourceRoutes } from './modules/school-resources/school-resources.routes.js';

import { LessonsRepository } from './modules/lessons/lessons.repository.js';
import { LessonsService } from './modules/lessons/lessons.service.js';
import { registerLessonRoutes } from './modules/lessons/lessons.routes.js';
import type { PkkAuthority } from './integrations/pkk-authority/types.js';
import { PkkAuthoritySimulator } from './integrations/pkk-authority/simulator.js';
import { buildPkkUpdateDocument } from './integrations/signature/document.js';
import { buildSzafirTaskList } from './integrations/signature/szafir.js';
import { PkkRepository } from './modules/pkk/pkk.repository.js';
import { PkkService } from './modules/pkk/pkk.service.js';
import { registerPkkRoutes } from './modules/pkk/pkk.routes.js';
import { createPkkSigning, type PkkSigningConfig } from './integrations/signature/config.js';
import type { SignatureVerifier } from './integrations/signature/types.js';
import { PkkSigningRepository } from './modules/pkk-signing/pkk-signing.repository.js';
import { PkkSigningService } from './modules/pkk-signing/pkk-signing.service.js';
import { registerPkkSigningRoutes } from './modules/pkk-signing/pkk-signing.routes.js';
import { JobRunner } from './lib/jobs/job-runner.js';
import { outboxDeliveryJob } from './modules/outbox/outbox.jobs.js';
import { sessionPurgeJob } from './modules/auth/auth.jobs.js';
import { demoExamPurgeJob } from './modules/exams/exams.jobs.js';
import { paymentReconciliationJob } from './modules/payments/payments.jobs.js';
import { internalExamCleanupJob } from './modules/internal-exams/internal-exams.jobs.js';
import { smsRegistrationStockReturnJob } from './modules/school-students/school-students.jobs.js';
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
  /** The bearer token of the operator's HTTP commands (/api/operator/...); none: they always answer 403. */
  operatorToken?: string;
  /** Progress cards (scheduler); default: on in demo mode. main.ts: FEATURE_CARDS, else DEMO or not production. */
  featureCards?: boolean;
  // [deps: pkk]
  /** The state's PKK registry; default: the simulator on the app's database in demo mode, else null (calls needing it answer 503). */
  pkkAuthority?: PkkAuthority | null;
  // [deps: pkk-signing]
  /** PKK signature trust (trusted CAs, demo CA directory); default: in-memory demo CAs in demo mode, else no trusted CA. */
  pkkSigning?: PkkSigningConfig;
}

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

  const repoAuth = new AuthRepository(deps.database.db);
  // Who is calling: the session with the caller's records (ADR 026).
  const access = new AccessRepository(deps.database.db);
  const auth = new AuthService(repoAuth, deps.clock, access);
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
  const outbox = new OutboxService(new OutboxRepository(deps.database.db), deps.clock, deps.mail, deps.sms, app.log);
  const students = new StudentsService(new StudentsRepository(deps.database.db));
  const contact = new ContactService(outbox, deps.supportEmail);
  // [services: registration]
  const registration = new RegistrationService(new RegistrationRepository(deps.database.db), outbox, deps.clock, deps.publicUrl);
  // [services: profile]
  const accounts = new AccountsService(new AccountsRepository(deps.database.db), auth, outbox, deps.clock, deps.publicUrl);
  // [services: school-links]
  const exams = new ExamsService(new ExamsRepository(deps.database.db), deps.clock);
  notices.register(auth.sessions);
  notices.register(exams.learners);
  // [services: learning]
  const learning = new LearningService(new LearningRepository(deps.database.db), deps.clock);
  // [services: elearning]
  const elearning = new ElearningService(new ElearningRepository(deps.database.db), deps.clock);
  const lectures = new LecturesService(new LecturesRepository(deps.database.db), deps.clock);
  const protectedMedia = new ProtectedMediaService(new ProtectedMediaRepository(deps.database.db), auth, deps.clock);
  // [services: school]
  const schools = new SchoolsService(new SchoolsRepository(deps.database.db), registration, new LogoStore(deps.logoDir ?? null), deps.clock);
  // [services: school-students]
  const schoolStudents = new SchoolStudentsService(new SchoolStudentsRepository(deps.database.db), registration, outbox, deps.clock, deps.publicUrl);
  // [services: stats]
  const stats = new StatsService(new StatsRepository(deps.database.db), deps.clock);
  // [services: internal-exams]
  const internalExams = new InternalExamsService(new InternalExamsRepository(deps.database.db), auth, exams, stats);
  // [services: payments]
  // [services: scheduler]
  const lessons = new LessonsService(new LessonsRepository(deps.database.db), access, outbox, deps.clock, { publicUrl: deps.publicUrl, smsEnabled: deps.sms !== null || deps.demo, featureCards: deps.featureCards ?? deps.demo });
  const schoolResources = new SchoolResourcesService(new SchoolResourcesRepository(deps.database.db), auth, outbox, deps.clock, deps.publicUrl, { cards: deps.featureCards ?? deps.demo });
  // [services: pkk-signing]
  const pkkSigningSetup = createPkkSigning(deps.pkkSigning, deps.demo, deps.clock);
  const pkkSignatureVerifier: SignatureVerifier = pkkSigningSetup.verifier;
  const pkkRepository = new PkkRepository(deps.database.db);
  const pkkSigning = new PkkSigningService(new PkkSigningRepository(deps.database.db), pkkRepository, deps.clock, pkkSigningSetup.demoCas);
  // [services: pkk]
  const pkkAuthority = deps.pkkAuthority === undefined ? (deps.demo ? new PkkAuthoritySimulator(deps.database.db, deps.clock) : null) : deps.pkkAuthority;
  const pkk = new PkkService(pkkRepository, deps.clock, pkkAuthority, { verifier: pkkSignatureVerifier, buildDocument: buildPkkUpdateDocument, buildTaskList: buildSzafirTaskList, demoCertificate: deps.demo });
  // [services: orders]
  const orders = new OrdersService(new OrdersRepository(deps.database.db), outbox, deps.clock, deps.supportEmail || null);
  // [services: operator]
  const operator = new OperatorService(new OperatorRepository(deps.database.db), orders, deps.clock);
  const payments = new PaymentsService(new PaymentsRepository(deps.database.db), deps.clock, deps.paymentProvider ?? null, outbox, deps.publicUrl, app.log);
  const schoolLinks = new SchoolLinksService(new SchoolLinksRepository(deps.database.db), deps.clock);
  const partnerConfig = deps.partnerPlatform ?? partnerPlatformConfigFrom({ DEMO: deps.demo });
  const partner = new PartnerService(
    new PartnerRepository(deps.database.db),
    partnerConfig.passwordKey ? new PartnerPasswordCipher(partnerConfig.passwordKey) : null,
    partnerConfig.loginUrl,
    app.log,
  );
  const oauth = deps.oauth ?? null;
  const social = new SocialLoginService(new SocialLoginRepository(deps.database.db), deps.clock, oauth ? new OAuthClient(oauth) : null, auth, `${deps.publicUrl}${SOCIAL_CALLBACK_PATH}`, app.log);
  const partnerFormAction = partnerFormOrigin(partnerConfig.loginUrl);
  // The periodic jobs (ADR 025): started by main.ts, driven by tick() in tests, stopped with the app.
  const jobs = new JobRunner(
    deps.database.db,
    deps.clock,
    [outboxDeliveryJob(outbox), sessionPurgeJob(auth), demoExamPurgeJob(exams), paymentReconciliationJob(payments), internalExamCleanupJob(internalExams), smsRegistrationStockReturnJob(schoolStudents)],
    app.log,
  );
  app.addHook('onClose', async () => {
    await jobs.stop();
  });

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
    const api = scope.withTypeProvider<ZodTypeProvider>();
    registerHealthRoutes(api, deps.database.ping, version);
    registerAuthRoutes(api, auth);
    registerStudentRoutes(api, students, schoolStudents);
    registerContactRoutes(api, contact);
    if (deps.demo) registerDevOutboxRoutes(api, outbox);
    // [routes: registration]
    registerRegistrationRoutes(api, registration);
    // [routes: profile]
    registerAccountRoutes(api, accounts);
    // [routes: school-links]
    registerExamRoutes(api, exams);
    await registerQuestionMediaRoutes(api, deps.questionMediaDir ?? null);
    // [routes: learning]
    registerLearningRoutes(api, learning);
    // [routes: elearning]
    registerElearningRoutes(api, elearning);
    registerLectureRoutes(api, lectures);
    registerProtectedMediaRoutes(api, protectedMedia, deps.contentMediaDir ?? null);
    // [routes: school]
    await registerSchoolRoutes(api, schools);
    // [routes: school-students]
    registerSchoolStudentRoutes(api, schoolStudents);
    // [routes: internal-exams]
    registerInternalExamRoutes(api, internalExams);
    // [routes: stats]
    // [routes: payments]
    registerPaymentRoutes(api, payments);
    // [routes: scheduler]
    registerLessonRoutes(api, lessons);
    registerSchoolResourceRoutes(api, schoolResources);
    // [routes: pkk]
    registerPkkRoutes(api, pkk);
    // [routes: pkk-signing]
    registerPkkSigningRoutes(api, pkkSigning, { demo: deps.demo, publicUrl: deps.publicUrl });
    // [routes: orders]
    registerOrderRoutes(api, orders);
    // [routes: operator]
    registerOperatorRoutes(api, operator);
    registerStatsRoutes(api, stats);
    registerSchoolLinksRoutes(api, schoolLinks);
    registerPartnerRoutes(api, partner);
    registerSocialLoginRoutes(api, social);
    if (deps.demo) registerPartnerPlatformSimulator(api, (login, password) => partner.verifyPartnerCredentials(login, password));
    if (deps.demo && oauth?.simulator) registerOAuthSimulator(api, { clientId: oauth.clientId, clientSecret: oauth.clientSecret });
    // The demo Paynow: mounted when the payment provider is a Paynow client configured for the simulator.
    if (deps.demo && deps.paymentProvider instanceof PaynowClient && isPaynowSimulator(deps.paymentProvider.config)) {
      registerPaynowSimulator(api, { apiKey: deps.paymentProvider.config.apiKey, signatureKey: deps.paymentProvider.config.signatureKey, notificationUrl: PAYNOW_NOTIFICATION_PATH, publicUrl: deps.publicUrl});
    }
  });
  await app.register(webPlugin, { distDir: deps.webDist });

  return { app, services: { auth, outbox, students, exams, jobs }, routes };
}
