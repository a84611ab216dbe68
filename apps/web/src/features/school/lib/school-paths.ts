/** Paths of the school area (school document §2.1). */
export const SCHOOL_PATHS = {
  home: '/school',
  edit: '/school/edit',
  changePin: '/school/changePin',
  changeDefaultPassword: '/school/changeDefaultPassword',
  changePhoneNumber: '/school/changePhoneNumber',
  changeProperties: '/school/changeProperties',
  changeReadinessThreshold: '/school/changeReadinessThreshold',
  students: '/school/students',
  exams: '/school/exams',
  internalAccounts: '/school/internalAccounts',
} as const;
