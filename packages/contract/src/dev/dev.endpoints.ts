import { z } from 'zod';
import { PARTNER_LOGIN_FIELDS } from '../school-links/school-links.schemas.js';
import { endpoint, fileAnswer, IdParam } from '../common/endpoint.js';
import { TrustedProfileTokenParams } from '../pkk/pkk.endpoints.js';
import { DEV_PATHS } from './dev.paths.js';

/**
 * Demo mode only (the server registers none of these outside it; a test checks both modes): stand-ins
 * for the outside world, in the OpenAPI document of a demo server under the tag dev.
 */
const dev = { access: 'anonymous', tags: ['dev'] } as const;
/** An HTML page a stand-in answers (text/html: the document gives the endpoint one type, so the JSON 400 of a refused request stays out of it). */
const page = (description: string) => z.string().describe(description);

/** A mail or SMS in the demo outbox. */
export const OutboxMessage = z.object({
  id: z.int(),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  links: z.array(z.string()),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.int(), url: z.string() })),
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const devOutbox = endpoint('GET', DEV_PATHS.devOutbox, {
  query: z.object({ to: z.string({ error: 'msg.validation.required' }).trim().min(1, 'msg.validation.required').max(254, 'msg.validation.too.long') }),
  responses: { 200: z.array(OutboxMessage) },
  errors: [400],
  ...dev,
  summary: 'Demo only: messages sent to an address, newest first',
});

export const devOutboxAttachment = endpoint('GET', DEV_PATHS.devOutboxAttachment, {
  params: z.object({ id: IdParam, index: z.coerce.number().int().nonnegative() }),
  responses: { 200: fileAnswer('The attachment, as a download with its content type') },
  errors: [400, 404],
  ...dev,
  summary: 'Demo only: an attachment of a message in the outbox (a receipt or an invoice)',
});

/** The partner platform's login form (an HTML page: 200 when the password matches, 401 when not). */
export const devPartnerPlatformLogin = endpoint('POST', DEV_PATHS.devPartnerPlatformLogin, {
  consumes: ['application/x-www-form-urlencoded'],
  body: z.object({
    [PARTNER_LOGIN_FIELDS.login]: z.string().max(500).optional(),
    [PARTNER_LOGIN_FIELDS.password]: z.string().max(500).optional(),
  }),
  produces: ['text/html'],
  responses: { 200: page('The page: the password matches'), 401: page('The page: the password does not match') },
  errors: [],
  ...dev,
  summary: "Demo only: the partner platform's login form; shows what it received",
});

/** The pages of the trusted-profile simulator that refuse: no such session, expired, already decided. */
const refusalPages = {
  404: page('The page: no document to sign under this token'),
  409: page('The page: the document was already signed or the signing cancelled, with the way back to the app'),
  410: page('The page: the time to sign has run out'),
} as const;

/** The state's trusted-profile signing page (simulator; the token is the capability). */
export const devTrustedProfilePage = endpoint('GET', DEV_PATHS.devTrustedProfile, {
  params: TrustedProfileTokenParams,
  produces: ['text/html'],
  responses: { 200: page('The page: what is signed, by whom, with the sign and cancel buttons'), ...refusalPages },
  errors: [],
  ...dev,
  summary: 'Demo only: the trusted-profile signing page (simulator); the token is the capability',
});

/** The decision posted by the signing page's form. */
export const TrustedProfileSimulatorAction = z.object({ action: z.enum(['sign', 'cancel']) });

export const devTrustedProfileDecide = endpoint('POST', DEV_PATHS.devTrustedProfile, {
  params: TrustedProfileTokenParams,
  consumes: ['application/x-www-form-urlencoded'],
  body: TrustedProfileSimulatorAction,
  produces: ['text/html'],
  responses: { 303: z.null().describe('Back to the app (Location) with tpToken'), ...refusalPages },
  errors: [],
  ...dev,
  summary: 'Demo only: sign (or cancel) on the trusted-profile simulator; 303 back to the app with tpToken',
});

/**
 * The background jobs a demo may run at a chosen instant (the demo's test clock for journeys): only
 * those that are harmless to run early or again (each sends what it sends once, by its own record).
 */
export const DEV_RUNNABLE_JOBS = ['lesson-day-notices'] as const;
/** How far from the server's clock a demo run's instant may be. */
export const DEV_RUN_JOB_MAX_DAYS = 14;

export const DevRunJobRequest = z.object({
  at: z.iso.datetime({ offset: true, error: 'msg.validation.invalid' }),
});
export const DevRunJobResult = z.object({
  job: z.string(),
  at: z.string(),
  /** What the run did, as counts (e.g. digests, reminders, messages). */
  summary: z.record(z.string(), z.number()),
});
export type DevRunJobResult = z.infer<typeof DevRunJobResult>;

/** Runs a background job once as if the clock showed `at` (demo only; see DEV_RUNNABLE_JOBS). */
export const devRunJob = endpoint('POST', DEV_PATHS.devRunJob, {
  params: z.object({ name: z.string().max(64) }),
  body: DevRunJobRequest,
  responses: { 200: DevRunJobResult },
  errors: [400, 404],
  ...dev,
  summary: `Demo only: runs a background job (${DEV_RUNNABLE_JOBS.join(', ')}) once at the given instant (within ${DEV_RUN_JOB_MAX_DAYS} days of the server's clock); 404 for any other job`,
});

/** Every demo stand-in endpoint, in the order the server registers them. */
export const DEV_ENDPOINTS = [devOutbox, devOutboxAttachment, devPartnerPlatformLogin, devTrustedProfilePage, devTrustedProfileDecide, devRunJob] as const;
