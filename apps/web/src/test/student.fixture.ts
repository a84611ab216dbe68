import type { Student } from '@osk/contract';

/** A learner as `student/show` answers it, for component tests; override what a test is about. */
export function aStudent(overrides: Partial<Student> = {}): Student {
  return {
    id: 3,
    userId: 7,
    firstName: 'Ola',
    lastName: 'Nowak',
    email: 'ola@example.com',
    phoneNumber: null,
    category: 'B',
    schoolId: null,
    schoolName: null,
    learningAvailableTill: null,
    lecturesAvailableTill: null,
    qualificationCAvailableTill: null,
    qualificationDAvailableTill: null,
    discountAvailable: false,
    codeAvailable: false,
    internalExams: 0,
    internalExamAccount: false,
    multiLanguage: false,
    blockChangeCategory: false,
    courses: [],
    registrationId: null,
    userSource: 'EPRAWKO',
    ...overrides,
  };
}
