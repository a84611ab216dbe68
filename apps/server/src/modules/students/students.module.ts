import { defineModule } from '../../lib/modules.js';
import { schoolStudentsModule } from '../school-students/school-students.module.js';
import { StudentsRepository } from './students.repository.js';
import { registerStudentRoutes } from './students.routes.js';
import { StudentsService } from './students.service.js';

/** The learner's own record; its routes show a school's learner through school-students. */
export const studentsModule = defineModule({
  name: 'students',
  needs: { schoolStudents: schoolStudentsModule },
  build: (ctx) => new StudentsService(new StudentsRepository(ctx.db)),
  routes: (api, students, _ctx, { schoolStudents }) => registerStudentRoutes(api, students, schoolStudents),
});
