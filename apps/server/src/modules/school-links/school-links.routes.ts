import { z } from 'zod';
import {
  AttachAction,
  FinishPartialRegistrationRequest,
  Guardian,
  IdParam,
  LinkTokenParams,
  PartialRegistration,
  PartialRegistrationLookup,
  PublicSchool,
  RejectActionRequest,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { SchoolLinksService } from './school-links.service.js';

/**
 * Links a school sends a learner (spec §7): partial registration, attachment invitations, the
 * school's guardian, name and public data.
 */
export function registerSchoolLinksRoutes(app: App, links: SchoolLinksService): void {
  app.post(
    '/api/eprawko-rest/school/partial',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['school links'],
        summary: 'A partial registration started by a school, by the uuid of its link (never the password)',
        body: PartialRegistrationLookup,
        response: { 200: PartialRegistration, ...errorResponses(400, 404) },
      },
    },
    async (request) => links.showPartial(request.body.uuid),
  );

  app.post(
    '/api/eprawko-rest/school/finish/student/partial',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['school links'],
        summary: 'Finish a partial registration: creates the active learner account attached to the school',
        description: 'Errors: DUPLICATED_PHONE, DUPLICATED_EMAIL (409), WRONG_CODE (404: unknown or expired link), ALREADY_CONFIRMED (409).',
        body: FinishPartialRegistrationRequest,
        response: { 200: PartialRegistration, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => links.finishPartial(request.body, request.language),
  );

  app.get(
    '/api/eprawko-rest/action/get/:uuid',
    {
      config: { access: 'student' },
      schema: {
        tags: ['school links'],
        summary: "An invitation of the calling learner to a school; another user's answers 404 msg.error.user.not.found",
        params: LinkTokenParams,
        response: { 200: AttachAction, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => links.getAttachAction(callerOf(request), request.params.uuid),
  );

  app.get(
    '/api/eprawko-rest/confirm/:uuid',
    {
      config: { access: 'student' },
      schema: {
        tags: ['school links'],
        summary: 'Confirm an invitation: attach to the school and apply the granted access (single use)',
        params: LinkTokenParams,
        response: { 200: AttachAction, ...errorResponses(400, 403, 404, 409, 410) },
      },
    },
    async (request) => links.confirmAttachAction(callerOf(request), request.params.uuid),
  );

  app.post(
    '/api/eprawko-rest/reject',
    {
      config: { access: 'student' },
      schema: {
        tags: ['school links'],
        summary: 'Reject an invitation to a school',
        body: RejectActionRequest,
        response: { 200: AttachAction, ...errorResponses(400, 403, 404, 409, 410) },
      },
    },
    async (request) => links.rejectAttachAction(callerOf(request), request.body.uuid),
  );

  app.get(
    '/api/eprawko-rest/guardian/get/:guardianId',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['school links'],
        summary: "The guardian of the caller's school (a school its own, a learner or instructor their school's)",
        params: z.object({ guardianId: IdParam }),
        response: { 200: Guardian, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => links.getGuardian(callerOf(request), request.params.guardianId),
  );

  app.get(
    '/api/eprawko-rest/school/name/:schoolId',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['school links'],
        summary: "A school's name, as plain text (school names are public)",
        params: z.object({ schoolId: IdParam }),
        produces: ['text/plain'],
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const name = await links.schoolName(request.params.schoolId);
      return reply.type('text/plain; charset=utf-8').send(name);
    },
  );

  app.get(
    '/api/eprawko-rest/school/public/:id',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['school links'],
        summary: "A school's public data: name, address, city, phone, e-mail, website",
        params: z.object({ id: IdParam }),
        response: { 200: PublicSchool, ...errorResponses(400, 404) },
      },
    },
    async (request) => links.publicSchool(request.params.id),
  );
}
