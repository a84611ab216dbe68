import {
  attachActionConfirm,
  attachActionGet,
  attachActionReject,
  guardianGet,
  schoolFinishPartial,
  schoolNameGet,
  schoolPartial,
  schoolPublicGet,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { SchoolLinksService } from './school-links.service.js';

/**
 * Links a school sends a learner (spec §7): partial registration, attachment invitations, the
 * school's guardian, name and public data.
 */
export function registerSchoolLinksRoutes(app: App, links: SchoolLinksService): void {
  endpointRoute(app, schoolPartial, async (request) => links.showPartial(request.body.uuid));

  endpointRoute(app, schoolFinishPartial, async (request) => links.finishPartial(request.body, request.language));

  endpointRoute(app, attachActionGet, async (request) => links.getAttachAction(callerOf(request), request.params.uuid));

  endpointRoute(app, attachActionConfirm, async (request) => links.confirmAttachAction(callerOf(request), request.params.uuid));

  endpointRoute(app, attachActionReject, async (request) => links.rejectAttachAction(callerOf(request), request.body.uuid));

  endpointRoute(app, guardianGet, async (request) => links.getGuardian(callerOf(request), request.params.guardianId));

  endpointRoute(app, schoolNameGet, async (request, reply) => {
    const name = await links.schoolName(request.params.schoolId);
    return reply.type('text/plain; charset=utf-8').send(name);
  });

  endpointRoute(app, schoolPublicGet, async (request) => links.publicSchool(request.params.id));
}
