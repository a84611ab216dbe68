import {
  pkk as pkkDetail,
  pkkComplementary,
  pkkCourseForm,
  pkkPreflight,
  pkkPreview,
  pkkQuery,
  pkkRegistry,
  pkkRemove,
  pkkReturn,
  pkkReturnToAuthority,
  pkkSchoolInfo,
  pkkTaskList,
  pkkUpdate,
  pkkXmlUpdate,
  signerCreate,
  signerDelete,
  signers,
  signerUpdate,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { PkkService } from './pkk.service.js';

/** A signed update is base64 of at most 1 MB of XML plus the fields: room for that, refused above. */
const UPDATE_BODY_LIMIT = 1_572_864;
const xml = (x: unknown) => String(x);

/** Signers and the PKK workflow (school document §7 "Signers and PKK"; issue 11). SCHOOL only. */
export function registerPkkRoutes(app: App, pkk: PkkService): void {
  // ---- signers ----
  endpointRoute(app, signers, async (request) => pkk.signerPage(callerOf(request), request.query.pageNumber));
  endpointRoute(app, signerCreate, async (request) => pkk.createSigner(callerOf(request), request.body));
  endpointRoute(app, signerUpdate, async (request) => pkk.updateSigner(callerOf(request), request.params.id, request.body));
  endpointRoute(app, signerDelete, async (request, reply) => {
    await pkk.deleteSigner(callerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  // ---- registry ----
  endpointRoute(app, pkkRegistry, async (request) => pkk.registry(callerOf(request), request.params.schoolId, request.body, request.query.pageNumber, request.query.pageSize));
  endpointRoute(app, pkkSchoolInfo, async (request) => pkk.schoolInfo(callerOf(request), request.params.schoolId));

  // ---- the authority (static paths before pkk/:id) ----
  endpointRoute(app, pkkQuery, async (request) => pkk.query(callerOf(request), request.query));
  endpointRoute(app, pkkPreview, async (request) => pkk.preview(callerOf(request), request.query));
  endpointRoute(app, pkkComplementary, async (request) => pkk.complementary(callerOf(request), request.query));
  endpointRoute(app, pkkRemove, async (request, reply) => {
    const result = await pkk.remove(callerOf(request), request.query);
    if (!result) return reply.status(204).send(null);
    return result;
  });
  endpointRoute(app, pkkReturn, async (request) => pkk.giveBack(callerOf(request), request.query));
  endpointRoute(app, pkkReturnToAuthority, async (request) => pkk.returnToAuthority(callerOf(request), request.query, request.body));

  // ---- course update ----
  endpointRoute(app, pkkCourseForm, async (request) => pkk.courseForm(callerOf(request), request.params.id));
  endpointRoute(app, pkkPreflight, async (request) => pkk.preflight(callerOf(request), request.body));
  endpointRoute(app, pkkXmlUpdate, async (request, reply) => {
    const { number, document } = await pkk.updateDocument(callerOf(request), request.body);
    return reply.type('application/xml; charset=utf-8').header('Content-Disposition', `attachment; filename="pkk-${number}.xml"`).header('Cache-Control', 'no-store').serializer(xml).send(document);
  });
  endpointRoute(app, pkkTaskList, async (request, reply) => {
    const list = await pkk.taskList(callerOf(request), request.body);
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-store').serializer(xml).send(list);
  });
  endpointRoute(app, pkkUpdate, async (request) => pkk.update(callerOf(request), request.query.userLogin, request.body), { bodyLimit: UPDATE_BODY_LIMIT });

  endpointRoute(app, pkkDetail, async (request) => pkk.detail(callerOf(request), request.params.id));
}
