import { z } from 'zod';
import {
  IdParam,
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
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { PkkService } from './pkk.service.js';

const IdParams = z.object({ id: IdParam });
const SchoolIdParams = z.object({ schoolId: IdParam });
const UserLoginQuery = z.object({ userLogin: z.string().trim().max(100).optional() });
/** A signed update is base64 of at most 1 MB of XML plus the fields: room for that, refused above. */
const UPDATE_BODY_LIMIT = 1_572_864;
const xml = (x: unknown) => String(x);

/** Signers and the PKK workflow (school document §7 "Signers and PKK"; issue 11). SCHOOL only. */
export function registerPkkRoutes(app: App, pkk: PkkService): void {
  const tags = ['pkk'];

  // ---- signers ----
  app.get(
    '/api/pkk/signer',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: "The school's signers, 10 a page, by last and first name", querystring: SignerListQuery, response: { 200: SignerPage, ...errorResponses(400, 403, 404) } } },
    async (request) => pkk.signerPage(callerOf(request), request.query.pageNumber),
  );
  app.post(
    '/api/pkk/signer',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags,
        summary: 'Adds a signer (the first one becomes default; defaultSigner true unsets the others)',
        description: 'Without canUsePkk: 403 msg.error.pkk.not.allowed. A login used in the school (any case): 409 msg.error.pkk.signer.login.used.',
        body: SignerRequest,
        response: { 200: Signer, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => pkk.createSigner(callerOf(request), request.body),
  );
  app.put(
    '/api/pkk/signer/:id',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'Changes a signer of the school (another school\'s: 404)', params: IdParams, body: SignerRequest, response: { 200: Signer, ...errorResponses(400, 403, 404, 409) } } },
    async (request) => pkk.updateSigner(callerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/pkk/signer/:id',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'Removes a signer (when it was default, the first remaining one becomes default)', params: IdParams, response: { 204: z.null(), ...errorResponses(400, 403, 404) } } },
    async (request, reply) => {
      await pkk.deleteSigner(callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- registry ----
  app.post(
    '/api/pkk/school/:schoolId',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags,
        summary: "The school's PKK registry, newest download first (filters: number without spaces, PESEL prefix, names contain)",
        params: SchoolIdParams,
        querystring: PkkListQuery,
        body: PkkListFilter,
        response: { 200: PkkPage, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => pkk.registry(callerOf(request), request.params.schoolId, request.body, request.query.pageNumber, request.query.pageSize),
  );
  app.get(
    '/api/pkk/school/:schoolId/info',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: "The school's PKK registry number, canUsePkk and signer count", params: SchoolIdParams, response: { 200: PkkSchoolInfo, ...errorResponses(400, 403, 404) } } },
    async (request) => pkk.schoolInfo(callerOf(request), request.params.schoolId),
  );

  // ---- the authority (static paths before pkk/:id) ----
  app.get(
    '/api/pkk/query',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags,
        summary: 'Downloads a profile into the registry (IMPORTED), or a fresh copy of one already there (REFRESHED)',
        description: 'PESEL or birth date (exactly one). 404 msg.error.pkk.not.found, 409 msg.error.pkk.held.by.other / action.not.allowed / no.signer, 503 authority.unavailable.',
        querystring: PkkQueryParams,
        response: { 200: PkkDetail, ...errorResponses(400, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => pkk.query(callerOf(request), request.query),
  );
  app.get(
    '/api/pkk/preview',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'The profile as the authority shows it; nothing is stored', querystring: PkkQueryParams, response: { 200: PkkPreview, ...errorResponses(400, 403, 404, 409, 422, 503) } } },
    async (request) => pkk.preview(callerOf(request), request.query),
  );
  app.get(
    '/api/pkk/complementary',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'Takes an updated profile again for a complementary course', querystring: PkkComplementaryParams, response: { 200: PkkDetail, ...errorResponses(400, 403, 404, 409, 422, 503) } } },
    async (request) => pkk.complementary(callerOf(request), request.query),
  );
  app.get(
    '/api/pkk/remove',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags,
        summary: 'RELEASED: removes the row (204); COMPLEMENTARY_COURSE: ends the complementary course (UPDATED, 200)',
        querystring: PkkRefParams,
        response: { 200: PkkDetail, 204: z.null(), ...errorResponses(400, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const result = await pkk.remove(callerOf(request), request.query);
      if (!result) return reply.status(204).send(null);
      return result;
    },
  );
  app.get(
    '/api/pkk/return',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'The school gives the profile back (RELEASED, event RETURNED_BY_OSK)', querystring: PkkRefParams, response: { 200: PkkDetail, ...errorResponses(400, 403, 404, 409, 422, 503) } } },
    async (request) => pkk.giveBack(callerOf(request), request.query),
  );
  app.post(
    '/api/pkk/returnToIssuingAuthority',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags,
        summary: 'Back to the county office with reason, description and signer (RELEASED, event RETURNED_TO_AUTHORITY)',
        querystring: PkkRefParams,
        body: PkkReturnToAuthorityRequest,
        response: { 200: PkkDetail, ...errorResponses(400, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => pkk.returnToAuthority(callerOf(request), request.query, request.body),
  );

  // ---- course update ----
  app.get(
    '/api/pkk/course/:id',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'The course form: profile, defaults, instructors and lecturers holding the category, signers', params: IdParams, response: { 200: PkkCourseForm, ...errorResponses(400, 403, 404, 409) } } },
    async (request) => pkk.courseForm(callerOf(request), request.params.id),
  );
  app.post(
    '/api/pkk/preflight',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'Checks an update before signing: legal minimum hours, people, dates, the learner\'s recorded lessons', body: PkkUpdateFields, response: { 200: PreflightResult, ...errorResponses(400, 403, 404, 409) } } },
    async (request) => pkk.preflight(callerOf(request), request.body),
  );
  app.post(
    '/api/pkk/xml/updatePkk',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags,
        summary: 'The unsigned update document (application/xml attachment) to sign elsewhere; pre-flight errors: 400 msg.error.pkk.preflight.failed',
        body: PkkUpdateFields,
        response: { 200: z.string().describe('application/xml'), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { number, document } = await pkk.updateDocument(callerOf(request), request.body);
      return reply.type('application/xml; charset=utf-8').header('Content-Disposition', `attachment; filename="pkk-${number}.xml"`).header('Cache-Control', 'no-store').serializer(xml).send(document);
    },
  );
  app.post(
    '/api/pkk/taskList',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'The Szafir task list for the update document (application/xml)', body: PkkUpdateFields, response: { 200: z.string().describe('application/xml'), ...errorResponses(400, 403, 404, 409) } } },
    async (request, reply) => {
      const list = await pkk.taskList(callerOf(request), request.body);
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-store').serializer(xml).send(list);
    },
  );
  app.post(
    '/api/pkk/update',
    {
      config: { access: 'school', paymentBlock: 'open' },
      bodyLimit: UPDATE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Sends a signed course update: everything is verified (pre-flight, XAdES signature, signer, content) before the authority hears of it',
        description: 'requestBody: base64 of the signed XML (at most 1 MB: else 413 msg.error.pkk.xml.too.large). Signature refusals: 400 msg.error.pkk.signature.* / xml.*.',
        querystring: UserLoginQuery,
        body: PkkUpdateRequest,
        response: { 200: PkkUpdateResult, ...errorResponses(400, 403, 404, 409, 413, 422, 503) },
      },
    },
    async (request) => pkk.update(callerOf(request), request.query.userLogin, request.body),
  );

  app.get(
    '/api/pkk/:id',
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'One profile of the registry (another school\'s: 404)', params: IdParams, response: { 200: PkkDetail, ...errorResponses(400, 403, 404) } } },
    async (request) => pkk.detail(callerOf(request), request.params.id),
  );
}
