/**
 * The paths of the exam endpoints (spec §7), the one spelling: the definitions (exams.endpoints.ts) and
 * ENDPOINTS take them from here. Kept free of zod so that the table does not bring the schemas along.
 */
export const EXAM_PATHS = {
  examCreate: 'eprawko-rest/exam/create/studentId/{studentId}/category/{category}/own/empty/lang/{lang}',
  examCreateForSchool: 'eprawko-rest/exam/create/studentId/{studentId}/schoolId/{schoolId}/category/{category}/own/empty/lang/{lang}',
  examCreateQualification: 'eprawko-rest/exam/create/studentId/{studentId}/category/{category}/qualification/lang/{lang}',
  examCreateQualificationForSchool: 'eprawko-rest/exam/create/studentId/{studentId}/schoolId/{schoolId}/category/{category}/qualification/lang/{lang}',
  examCreateOwn: 'eprawko-rest/exam/own/studentId/{studentId}/lang/{lang}',
  examDemo: 'eprawko-rest/exam/demo/{lang}',
  examShow: 'eprawko-rest/exam/show/{id}',
  examListLight: 'eprawko-rest/exam/light/show/by/student/{studentId}',
  examUpdate: 'eprawko-rest/exam/update/',
} as const;
