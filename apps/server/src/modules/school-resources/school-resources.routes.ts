import {
  carDelete,
  carRead,
  carSave,
  carsList,
  groupCreate,
  groupDelete,
  groupRead,
  groupsList,
  groupUpdate,
  groupValidate,
  instructorCreate,
  instructorDelete,
  instructorRead,
  instructorsList,
  instructorUpdate,
  schedulerFeaturesRead,
  schedulerStudentsList,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { SchoolResourcesService } from './school-resources.service.js';

/**
 * The scheduler's resources (school document §7 "Scheduler"): cars, instructors, groups, the learners
 * picker and the feature flags. Reads the lesson dialog needs (cars, groups, learners) are open to the
 * school's instructors too ('staff'); every change is the school's.
 */
export function registerSchoolResourceRoutes(app: App, service: SchoolResourcesService): void {
  endpointRoute(app, schedulerFeaturesRead, async () => service.features());

  // ---- cars ----
  endpointRoute(app, carsList, async (request) => service.listCars(callerOf(request), request.query));
  endpointRoute(app, carRead, async (request) => service.getCar(callerOf(request), request.params.id));
  endpointRoute(app, carSave, async (request) => service.saveCar(callerOf(request), request.body));
  endpointRoute(app, carDelete, async (request) => service.removeCar(callerOf(request), request.params.id));

  // ---- instructors ----
  endpointRoute(app, instructorsList, async (request) => service.listInstructors(callerOf(request), request.query));
  endpointRoute(app, instructorRead, async (request) => service.getInstructor(callerOf(request), request.params.id));
  endpointRoute(app, instructorCreate, async (request) => service.createInstructor(callerOf(request), request.body, request.language));
  endpointRoute(app, instructorUpdate, async (request) => service.updateInstructor(callerOf(request), request.params.id, request.body));
  endpointRoute(app, instructorDelete, async (request) => service.removeInstructor(callerOf(request), request.params.id));

  // ---- groups ----
  endpointRoute(app, groupsList, async (request) => service.listGroups(callerOf(request), request.query));
  endpointRoute(app, groupRead, async (request) => service.getGroup(callerOf(request), request.params.id));
  endpointRoute(app, groupValidate, async (request) => service.validateGroup(callerOf(request), request.body));
  endpointRoute(app, groupCreate, async (request) => service.saveGroup(callerOf(request), undefined, request.body));
  endpointRoute(app, groupUpdate, async (request) => service.saveGroup(callerOf(request), request.params.id, request.body));
  endpointRoute(app, groupDelete, async (request) => service.removeGroup(callerOf(request), request.params.id));

  // ---- learners picker ----
  endpointRoute(app, schedulerStudentsList, async (request) => service.listStudents(callerOf(request), request.query));
}
