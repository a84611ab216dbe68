import type { StudentCreationType } from '@osk/contract';

/** Paths of the school's learner screens (school document §2.1). */
export const STUDENT_PATHS = {
  school: '/school',
  list: '/school/students',
  create: '/school/students/create',
  internalAccounts: '/school/internalAccounts',
  changeDefaultPassword: '/school/changeDefaultPassword',
  createOf: (type: StudentCreationType) => `/school/students/create/${type}`,
  edit: (id: number) => `/school/students/edit/${id}`,
  stats: (id: number) => `/stats/${id}`,
} as const;
