import { endpoint } from '../common/endpoint.js';
import { Student } from '../students/student.schemas.js';
import { PROFILE_PATHS } from './profile.paths.js';

/**
 * GET student/show: the calling learner's own record (spec §7). Apart from the other profile calls
 * (profile.endpoints.ts re-exports it) so that the learner pages, which all read it, evaluate only the
 * Student schema and not the school's learner or the account forms (issue 19: work after the first paint).
 */
export const studentShow = endpoint('GET', PROFILE_PATHS.studentShow, {
  responses: { 200: Student },
  errors: [403, 404],
  access: 'student',
  tags: ['students'],
  summary: "The calling learner's profile",
});
