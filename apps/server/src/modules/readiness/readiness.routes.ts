import { readinessRead } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { ReadinessService } from './readiness.service.js';

/** Readiness (issue 23, ADR 031): a learner's own, or a learner's of the calling school. */
export function registerReadinessRoutes(app: App, readiness: ReadinessService): void {
  endpointRoute(app, readinessRead, async (request) => readiness.read(callerOf(request), request.params.studentId, request.params.category));
}
