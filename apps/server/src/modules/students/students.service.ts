import { SELECTABLE_CATEGORIES, type Category, type SchoolStudent, type Student, type StudentUpdateRequest } from '@osk/contract';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { isLearnersSchool, isSelf } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { students } from '../../db/schema/index.js';
import type { StudentRecord, StudentsRepository } from './students.repository.js';

/** The fields a learner shows alike to themselves (Student) and to their school (SchoolStudent). */
export type LearnerFields = Pick<
  Student & SchoolStudent,
  | 'id'
  | 'userId'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'category'
  | 'schoolId'
  | 'learningAvailableTill'
  | 'lecturesAvailableTill'
  | 'qualificationCAvailableTill'
  | 'qualificationDAvailableTill'
  | 'internalExams'
  | 'internalExamAccount'
  | 'blockChangeCategory'
  | 'registrationId'
>;

/** The {@link LearnerFields} of a student row and its account: a pure function of the rows. */
export function learnerFields(s: typeof students.$inferSelect, account: { email: string; phoneNumber: string | null; internal: boolean }): LearnerFields {
  return {
    id: s.id,
    userId: s.userId,
    firstName: s.firstName,
    lastName: s.lastName,
    email: account.email,
    phoneNumber: account.phoneNumber,
    category: s.category as Category,
    schoolId: s.schoolId,
    learningAvailableTill: s.learningAvailableTill,
    lecturesAvailableTill: s.lecturesAvailableTill,
    qualificationCAvailableTill: s.qualificationCAvailableTill,
    qualificationDAvailableTill: s.qualificationDAvailableTill,
    internalExams: s.internalExams,
    internalExamAccount: account.internal,
    blockChangeCategory: s.blockChangeCategory,
    registrationId: s.registrationId,
  };
}

/** A student as the learner sees it. */
function toStudent(record: StudentRecord): Student {
  const s = record.student;
  return {
    ...learnerFields(s, record),
    schoolName: record.schoolName,
    discountAvailable: s.discountAvailable,
    codeAvailable: s.codeAvailable,
    multiLanguage: s.multiLanguage,
    courses: [],
    userSource: record.userSource,
  };
}

/** Learner data. */
export class StudentsService {
  constructor(private readonly repo: StudentsRepository) {}

  /** The calling learner's own student record (the learner id comes with the session). */
  async showOwn(caller: AuthContext): Promise<Student> {
    const record = caller.studentId === null ? undefined : await this.repo.findById(caller.studentId);
    if (!record) throw notFound();
    return toStudent(record);
  }

  /**
   * A student by id (spec §7 student/show/id/{id}): a learner may read only their own record; a
   * school only its own learners. Anyone else, and ids that do not exist, get 403 alike, so the
   * answer does not tell whether another school's learner exists.
   */
  async showById(caller: AuthContext, studentId: number): Promise<Student> {
    const record = await this.repo.findById(studentId);
    if (!record) throw forbidden();
    if (isSelf(caller, record.student.userId) || isLearnersSchool(caller, record.student.schoolId)) return toStudent(record);
    throw forbidden();
  }

  /**
   * Updates the calling learner's own first name, last name and category (spec §7 student/update).
   * A category change is refused when the school blocked it (blockChangeCategory, 403) and must be
   * one of A, AM, B, C, D, T, with P only for a learner without a school (400). The e-mail is the
   * login and cannot change here.
   */
  async updateOwn(caller: AuthContext, request: StudentUpdateRequest): Promise<Student> {
    const record = caller.studentId === null ? undefined : await this.repo.findById(caller.studentId);
    if (!record) throw notFound();
    const { student } = record;
    const changes: { firstName?: string; lastName?: string; category?: Category } = {};
    if (request.firstName !== undefined) changes.firstName = request.firstName;
    if (request.lastName !== undefined) changes.lastName = request.lastName;
    if (request.category !== undefined && request.category !== student.category) {
      if (student.blockChangeCategory) throw new AppError(403, 'msg.error.category.change.blocked');
      if (!(SELECTABLE_CATEGORIES as readonly string[]).includes(request.category)) {
        throw badRequest([{ field: 'category', message: 'msg.validation.profile.category.invalid' }]);
      }
      if (request.category === 'P' && student.schoolId !== null) throw badRequest([{ field: 'category', message: 'msg.error.category.p.school' }]);
      changes.category = request.category;
    }
    if (!(await this.repo.updateStudent(student.id, changes))) throw new AppError(404, 'msg.error.edit.failed');
    return this.showOwn(caller);
  }
}
