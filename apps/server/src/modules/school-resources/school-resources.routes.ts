import { z } from 'zod';
import { Car, CarPage, CarRequest, Group, GroupFieldIssue, GroupPage, GroupRequest, GroupValidationRequest, Instructor, InstructorPage, InstructorRequest, SchedulerFeatures, SchedulerStudentPage } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import { CarQuery, GroupQuery, IdParams, InstructorQuery, InstructorUpdateRequest, Removed, SchedulerStudentQuery } from './school-resources.schemas.js';
import type { SchoolResourcesService } from './school-resources.service.js';

const API = '/api/lessons';

/**
 * The scheduler's resources (school document §7 "Scheduler"): cars, instructors, groups, the learners
 * picker and the feature flags. Reads the lesson dialog needs (cars, groups, learners) are open to the
 * school's instructors too ('staff'); every change is the school's.
 */
export function registerSchoolResourceRoutes(app: App, service: SchoolResourcesService): void {
  const tags = ['scheduler'];

  app.get(
    `${API}/features`,
    { config: { access: 'staff', paymentBlock: 'open' }, schema: { tags, summary: 'Scheduler and progress-card feature flags', response: { 200: SchedulerFeatures, ...errorResponses(403) } } },
    async () => service.features(),
  );

  // ---- cars ----
  app.get(
    `${API}/cars`,
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: { tags, summary: "A page of the school's cars (10 per page; the picker sends searchTerm and status=AVAILABLE)", querystring: CarQuery, response: { 200: CarPage, ...errorResponses(400, 403) } },
    },
    async (request) => service.listCars(callerOf(request), request.query),
  );
  app.get(
    `${API}/cars/:id`,
    { config: { access: 'staff', paymentBlock: 'open' }, schema: { tags, summary: 'One car of the school', params: IdParams, response: { 200: Car, ...errorResponses(400, 403) } } },
    async (request) => service.getCar(callerOf(request), request.params.id),
  );
  app.post(
    `${API}/cars`,
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: { tags, summary: 'Create (no id) or update (id) a car of the school', body: CarRequest, response: { 200: Car, ...errorResponses(400, 403, 409) } },
    },
    async (request) => service.saveCar(callerOf(request), request.body),
  );
  app.delete(
    `${API}/cars/:id`,
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: { tags, summary: 'Remove a car of the school (refused while lessons ahead use it)', params: IdParams, response: { 200: Removed, ...errorResponses(400, 403, 409) } },
    },
    async (request) => service.removeCar(callerOf(request), request.params.id),
  );

  // ---- instructors ----
  app.get(
    `${API}/instructor`,
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: { tags, summary: "A page of the school's instructors (pageSize up to 100 for lookups); an instructor caller gets a page of its own record only", querystring: InstructorQuery, response: { 200: InstructorPage, ...errorResponses(400, 403) } },
    },
    async (request) => service.listInstructors(callerOf(request), request.query),
  );
  app.get(
    `${API}/instructor/:id`,
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: { tags, summary: 'One instructor: the school its own, an instructor only itself', params: IdParams, response: { 200: Instructor, ...errorResponses(400, 403) } },
    },
    async (request) => service.getInstructor(callerOf(request), request.params.id),
  );
  app.post(
    `${API}/instructor`,
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags,
        summary: "Create an instructor with its login; mails the login and a link to set the password",
        body: InstructorRequest,
        response: { 200: Instructor, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => service.createInstructor(callerOf(request), request.body, request.language),
  );
  app.put(
    `${API}/instructor/:id`,
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: {
        tags,
        summary: 'Update an instructor (school: all but e-mail and phone; the instructor itself: names and notifications)',
        params: IdParams,
        body: InstructorUpdateRequest,
        response: { 200: Instructor, ...errorResponses(400, 403) },
      },
    },
    async (request) => service.updateInstructor(callerOf(request), request.params.id, request.body),
  );
  app.delete(
    `${API}/instructor/:id`,
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: { tags, summary: 'Deactivate an instructor of the school and block its login', params: IdParams, response: { 200: Removed, ...errorResponses(400, 403) } },
    },
    async (request) => service.removeInstructor(callerOf(request), request.params.id),
  );

  // ---- groups ----
  app.get(
    `${API}/group`,
    { config: { access: 'staff', paymentBlock: 'open' }, schema: { tags, summary: "A page of the school's groups", querystring: GroupQuery, response: { 200: GroupPage, ...errorResponses(400, 403) } } },
    async (request) => service.listGroups(callerOf(request), request.query),
  );
  app.get(
    `${API}/group/:id`,
    { config: { access: 'staff', paymentBlock: 'open' }, schema: { tags, summary: 'One group of the school with its learners', params: IdParams, response: { 200: Group, ...errorResponses(400, 403) } } },
    async (request) => service.getGroup(callerOf(request), request.params.id),
  );
  app.post(
    `${API}/validation/group`,
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: { tags, summary: 'Whether a group name is free in the school ([] when it is)', body: GroupValidationRequest, response: { 200: z.array(GroupFieldIssue), ...errorResponses(400, 403) } },
    },
    async (request) => service.validateGroup(callerOf(request), request.body),
  );
  app.post(
    `${API}/group`,
    { config: { access: 'school', paymentBlock: 'open' }, schema: { tags, summary: 'Create a group of the school', body: GroupRequest, response: { 200: Group, ...errorResponses(400, 403, 409) } } },
    async (request) => service.saveGroup(callerOf(request), undefined, request.body),
  );
  app.put(
    `${API}/group/:id`,
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: { tags, summary: 'Update a group of the school (name, status, learners)', params: IdParams, body: GroupRequest, response: { 200: Group, ...errorResponses(400, 403, 409) } },
    },
    async (request) => service.saveGroup(callerOf(request), request.params.id, request.body),
  );
  app.delete(
    `${API}/group/:id`,
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: { tags, summary: 'Remove a group of the school (refused while lessons ahead use it)', params: IdParams, response: { 200: Removed, ...errorResponses(400, 403, 409) } },
    },
    async (request) => service.removeGroup(callerOf(request), request.params.id),
  );

  // ---- learners picker ----
  app.get(
    `${API}/student`,
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: { tags, summary: "The caller's school's learners for the lesson dialog (status=ACTIVE: active accounts)", querystring: SchedulerStudentQuery, response: { 200: SchedulerStudentPage, ...errorResponses(400, 403) } },
    },
    async (request) => service.listStudents(callerOf(request), request.query),
  );
}
