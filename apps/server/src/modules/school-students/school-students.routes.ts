import {
  checkIfEmailExistsBySchool,
  checkIfPhoneNumberExistsBySchool,
  schoolAssignDays,
  schoolAssignDaysBulk,
  schoolAssignStudentsToGroup,
  schoolAssignInternalExams,
  schoolAssignLectures,
  schoolAttachStudent,
  schoolCreateStudent,
  schoolCreateStudentTemporal,
  schoolRemoveStudent,
  schoolResend,
  studentCountSchool,
  studentShowSchool,
  studentShowSchoolInternal,
  studentExportSchool,
  studentIdsSchool,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { SchoolStudentsService } from './school-students.service.js';

/** A school's management of its learners (school document §7 "School and students"). Every route is for SCHOOL callers. */
export function registerSchoolStudentRoutes(app: App, service: SchoolStudentsService): void {
  endpointRoute(app, studentShowSchool, async (request) => service.list(callerOf(request), request.params.schoolId, request.query));

  endpointRoute(app, studentCountSchool, async (request) => service.counts(callerOf(request), request.params.schoolId, request.query));

  endpointRoute(app, studentExportSchool, async (request, reply) => {
    const file = await service.export(callerOf(request), request.params.schoolId, request.params.format, request.query);
    return reply
      .type(file.type)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(file.body);
  });

  endpointRoute(app, studentShowSchoolInternal, async (request) => service.listInternal(callerOf(request), request.params.schoolId));

  endpointRoute(app, checkIfEmailExistsBySchool, async (request) => service.checkEmail(callerOf(request), request.body.schoolId, request.body.email));

  endpointRoute(app, checkIfPhoneNumberExistsBySchool, async (request) => service.checkPhone(callerOf(request), request.body.schoolId, request.body.phoneNumber));

  endpointRoute(app, schoolCreateStudent, async (request) => service.create(callerOf(request), request.body, request.language));

  endpointRoute(app, schoolCreateStudentTemporal, async (request) => service.createTemporal(callerOf(request), request.body, request.language));

  endpointRoute(app, schoolAttachStudent, async (request) => service.attach(callerOf(request), request.body, request.language));

  endpointRoute(app, schoolAssignDays, async (request) => service.assignDays(callerOf(request), request.params.studentId, request.params.days));

  endpointRoute(app, schoolAssignDaysBulk, async (request) => service.assignDaysBulk(callerOf(request), request.body.studentIds, request.body.days));

  endpointRoute(app, schoolAssignStudentsToGroup, async (request) => service.assignStudentsToGroup(callerOf(request), request.body.studentIds, request.body.groupId));

  endpointRoute(app, studentIdsSchool, async (request) => service.ids(callerOf(request), request.params.schoolId, request.query));

  endpointRoute(app, schoolAssignLectures, async (request) => service.assignLectures(callerOf(request), request.params.studentId));

  endpointRoute(app, schoolAssignInternalExams, async (request) => service.assignInternalExams(callerOf(request), request.params.studentId));

  endpointRoute(app, schoolResend, async (request) => service.resend(callerOf(request), request.body, request.language));

  endpointRoute(app, schoolRemoveStudent, async (request) => service.remove(callerOf(request), request.body));
}
