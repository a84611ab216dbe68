import type { Category, Student, UserSource } from '@osk/contract';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { StudentRecord, StudentsRepository } from './students.repository.js';

function toStudent(record: StudentRecord): Student {
  const s = record.student;
  return {
    id: s.id,
    userId: s.userId,
    firstName: s.firstName,
    lastName: s.lastName,
    email: record.email,
    phoneNumber: record.phoneNumber,
    category: s.category as Category,
    schoolId: s.schoolId,
    schoolName: record.schoolName,
    learningAvailableTill: s.learningAvailableTill,
    lecturesAvailableTill: s.lecturesAvailableTill,
    qualificationCAvailableTill: s.qualificationCAvailableTill,
    qualificationDAvailableTill: s.qualificationDAvailableTill,
    discountAvailable: s.discountAvailable,
    codeAvailable: s.codeAvailable,
    internalExams: s.internalExams,
    internalExamAccount: record.internal,
    multiLanguage: s.multiLanguage,
    blockChangeCategory: s.blockChangeCategory,
    courses: [],
    registrationId: s.registrationId,
    userSource: record.userSource as UserSource,
  };
}

/** Learner data. */
export class StudentsService {
  constructor(private readonly repo: StudentsRepository) {}

  /** The calling learner's own student record. */
  async showOwn(caller: AuthContext): Promise<Student> {
    const record = await this.repo.findByUserId(caller.userId);
    if (!record) throw notFound();
    return toStudent(record);
  }
}
