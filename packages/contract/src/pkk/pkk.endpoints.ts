import { z } from 'zod';
import { endpoint, IdPathParams, SchoolIdPathParams } from '../common/endpoint.js';
import { PKK_PATHS } from './pkk.paths.js';
import {
  DemoCertificate,
  DemoCertificateRequest,
  PkkComplementaryParams,
  PkkCourseForm,
  PkkDetail,
  PkkListFilter,
  PkkListQuery,
  PkkPage,
  PkkPreview,
  PkkQueryParams,
  PkkRefParams,
  PkkReturnToAuthorityRequest,
  PkkSchoolInfo,
  PkkUpdateFields,
  PkkUpdateRequest,
  PkkUpdateResult,
  PreflightResult,
  Signer,
  SignerListQuery,
  SignerPage,
  SignerRequest,
  TrustedProfileResult,
  TrustedProfileStart,
  TrustedProfileStartRequest,
} from './pkk.schemas.js';

/** Signers and the PKK workflow are the school's (SCHOOL only), open to a payment-blocked school. */
const school = { access: 'school', paymentBlock: 'open', tags: ['pkk'] } as const;
/** A trusted-profile session's token (the capability of its round trip). */
export const TrustedProfileTokenParams = z.object({ token: z.string().min(1).max(200) });
/** The authority's calls answer its refusals and its absence as well. */
const authorityErrors = [400, 403, 404, 409, 422, 503] as const;
const xmlAnswer = z.string().describe('application/xml');

// ---- signers ----
export const signers = endpoint('GET', PKK_PATHS.signers, {
  query: SignerListQuery,
  responses: { 200: SignerPage },
  errors: [400, 403, 404],
  ...school,
  summary: "The school's signers, 10 a page, by last and first name",
});

export const signerCreate = endpoint('POST', PKK_PATHS.signers, {
  body: SignerRequest,
  responses: { 200: Signer },
  errors: [400, 403, 404, 409],
  ...school,
  summary: 'Adds a signer (the first one becomes default; defaultSigner true unsets the others)',
  description: 'Without canUsePkk: 403 msg.error.pkk.not.allowed. A login used in the school (any case): 409 msg.error.pkk.signer.login.used.',
});

export const signerUpdate = endpoint('PUT', PKK_PATHS.signer, {
  params: IdPathParams,
  body: SignerRequest,
  responses: { 200: Signer },
  errors: [400, 403, 404, 409],
  ...school,
  summary: "Changes a signer of the school (another school's: 404)",
});

export const signerDelete = endpoint('DELETE', PKK_PATHS.signer, {
  params: IdPathParams,
  responses: { 204: z.null() },
  errors: [400, 403, 404],
  ...school,
  summary: 'Removes a signer (when it was default, the first remaining one becomes default)',
});

// ---- registry ----
export const pkkRegistry = endpoint('POST', PKK_PATHS.pkkRegistry, {
  params: SchoolIdPathParams,
  query: PkkListQuery,
  body: PkkListFilter,
  responses: { 200: PkkPage },
  errors: [400, 403, 404],
  ...school,
  summary: "The school's PKK registry, newest download first (filters: number without spaces, PESEL prefix, names contain)",
});

export const pkkSchoolInfo = endpoint('GET', PKK_PATHS.pkkSchoolInfo, {
  params: SchoolIdPathParams,
  responses: { 200: PkkSchoolInfo },
  errors: [400, 403, 404],
  ...school,
  summary: "The school's PKK registry number, canUsePkk and signer count",
});

// ---- the authority (static paths before pkk/{id}) ----
export const pkkQuery = endpoint('GET', PKK_PATHS.pkkQuery, {
  query: PkkQueryParams,
  responses: { 200: PkkDetail },
  errors: authorityErrors,
  ...school,
  summary: 'Downloads a profile into the registry (IMPORTED), or a fresh copy of one already there (REFRESHED)',
  description: 'PESEL or birth date (exactly one). 404 msg.error.pkk.not.found, 409 msg.error.pkk.held.by.other / action.not.allowed / no.signer, 503 authority.unavailable.',
});

export const pkkPreview = endpoint('GET', PKK_PATHS.pkkPreview, {
  query: PkkQueryParams,
  responses: { 200: PkkPreview },
  errors: authorityErrors,
  ...school,
  summary: 'The profile as the authority shows it; nothing is stored',
});

export const pkkComplementary = endpoint('GET', PKK_PATHS.pkkComplementary, {
  query: PkkComplementaryParams,
  responses: { 200: PkkDetail },
  errors: authorityErrors,
  ...school,
  summary: 'Takes an updated profile again for a complementary course',
});

export const pkkRemove = endpoint('GET', PKK_PATHS.pkkRemove, {
  query: PkkRefParams,
  responses: { 200: PkkDetail, 204: z.null() },
  errors: authorityErrors,
  ...school,
  summary: 'RELEASED: removes the row (204); COMPLEMENTARY_COURSE: ends the complementary course (UPDATED, 200)',
});

export const pkkReturn = endpoint('GET', PKK_PATHS.pkkReturn, {
  query: PkkRefParams,
  responses: { 200: PkkDetail },
  errors: authorityErrors,
  ...school,
  summary: 'The school gives the profile back (RELEASED, event RETURNED_BY_OSK)',
});

export const pkkReturnToAuthority = endpoint('POST', PKK_PATHS.pkkReturnToAuthority, {
  query: PkkRefParams,
  body: PkkReturnToAuthorityRequest,
  responses: { 200: PkkDetail },
  errors: authorityErrors,
  ...school,
  summary: 'Back to the county office with reason, description and signer (RELEASED, event RETURNED_TO_AUTHORITY)',
});

// ---- course update ----
export const pkkCourseForm = endpoint('GET', PKK_PATHS.pkkCourseForm, {
  params: IdPathParams,
  responses: { 200: PkkCourseForm },
  errors: [400, 403, 404, 409],
  ...school,
  summary: 'The course form: profile, defaults, instructors and lecturers holding the category, signers',
});

export const pkkPreflight = endpoint('POST', PKK_PATHS.pkkPreflight, {
  body: PkkUpdateFields,
  responses: { 200: PreflightResult },
  errors: [400, 403, 404, 409],
  ...school,
  summary: "Checks an update before signing: legal minimum hours, people, dates, the learner's recorded lessons",
});

export const pkkXmlUpdate = endpoint('POST', PKK_PATHS.pkkXmlUpdate, {
  body: PkkUpdateFields,
  responses: { 200: xmlAnswer },
  errors: [400, 403, 404, 409],
  ...school,
  summary: 'The unsigned update document (application/xml attachment) to sign elsewhere; pre-flight errors: 400 msg.error.pkk.preflight.failed',
});

export const pkkTaskList = endpoint('POST', PKK_PATHS.pkkTaskList, {
  body: PkkUpdateFields,
  responses: { 200: xmlAnswer },
  errors: [400, 403, 404, 409],
  ...school,
  summary: 'The Szafir task list for the update document (application/xml)',
});

export const pkkUpdate = endpoint('POST', PKK_PATHS.pkkUpdate, {
  query: z.object({ userLogin: z.string().trim().max(100).optional() }),
  body: PkkUpdateRequest,
  responses: { 200: PkkUpdateResult },
  errors: [400, 403, 404, 409, 413, 422, 503],
  ...school,
  summary: 'Sends a signed course update: everything is verified (pre-flight, XAdES signature, signer, content) before the authority hears of it',
  description: 'requestBody: base64 of the signed XML (at most 1 MB: else 413 msg.error.pkk.xml.too.large). Signature refusals: 400 msg.error.pkk.signature.* / xml.*.',
});

export const pkk = endpoint('GET', PKK_PATHS.pkk, {
  params: IdPathParams,
  responses: { 200: PkkDetail },
  errors: [400, 403, 404],
  ...school,
  summary: "One profile of the registry (another school's: 404)",
});

/** Every PKK endpoint, in the order the server registers them (the static pkk/... paths before pkk/{id}). */
export const PKK_ENDPOINTS = [
  signers,
  signerCreate,
  signerUpdate,
  signerDelete,
  pkkRegistry,
  pkkSchoolInfo,
  pkkQuery,
  pkkPreview,
  pkkComplementary,
  pkkRemove,
  pkkReturn,
  pkkReturnToAuthority,
  pkkCourseForm,
  pkkPreflight,
  pkkXmlUpdate,
  pkkTaskList,
  pkkUpdate,
  pkk,
] as const;

// ---- signing support (our additions) ----
export const pkkTrustedProfileStart = endpoint('POST', PKK_PATHS.pkkTrustedProfileStart, {
  body: TrustedProfileStartRequest,
  responses: { 200: TrustedProfileStart },
  errors: [400, 403, 404, 503],
  ...school,
  summary: 'Start signing a PKK update document with the trusted profile; answers where to send the browser',
  description:
    'The document must pass the safe-XML checks (size, no DTD, well-formed) and be the update document of a PKK the school holds. ' +
    'The session lives 15 minutes; the browser comes back to returnUrl (a path of this app) with tpToken (and tpCancelled=1 when cancelled). ' +
    'Outside demo mode (no connection to the state service) 503 msg.error.pkk.authority.unavailable.',
});

export const pkkTrustedProfileResult = endpoint('GET', PKK_PATHS.pkkTrustedProfileResult, {
  params: TrustedProfileTokenParams,
  responses: { 200: TrustedProfileResult },
  errors: [400, 403, 404, 410],
  ...school,
  summary: 'The outcome of a trusted-profile session: PENDING, SIGNED (requestBody = base64 of the signed XML) or CANCELLED',
  description: "Only the user who started it; unknown or another user's token 404; past its 15 minutes 410 msg.error.pkk.trusted.profile.expired.",
});

/** Demo mode only: the server does not register it outside demo mode. */
export const pkkDemoCertificate = endpoint('POST', PKK_PATHS.pkkDemoCertificate, {
  body: DemoCertificateRequest,
  responses: { 200: DemoCertificate },
  errors: [400, 403, 404],
  ...school,
  summary: "Demo mode only: a one-day software certificate for a signer of the caller's school, issued by the demo CA",
  description:
    'The certificate names the signer (C=PL, CN, GN, SN, serialNumber=PNOPL-<pesel> when the signer has a PESEL); the private key is PKCS#8 (RSA 2048). ' +
    "Not registered outside demo mode; a school without canUsePkk 403 msg.error.pkk.not.allowed; another school's signer 404 msg.error.pkk.signer.not.found.",
});

/** The signing-support endpoints (module pkk-signing), in the order the server registers them. */
export const PKK_SIGNING_ENDPOINTS = [pkkTrustedProfileStart, pkkTrustedProfileResult, pkkDemoCertificate] as const;
