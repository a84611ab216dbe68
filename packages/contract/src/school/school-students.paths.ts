/** The paths of a school's management of its learners (school document §7 "School and students"); see exams/exams.paths.ts for why they stand apart. */
export const SCHOOL_STUDENT_PATHS = {
  studentCountSchool: 'eprawko-rest/student/count/school/v2/{schoolId}',
  studentShowSchool: 'eprawko-rest/student/show/school/v2/{schoolId}',
  studentShowSchoolInternal: 'eprawko-rest/student/show/school/internal/{schoolId}',
  checkIfEmailExistsBySchool: 'eprawko-rest/checkIfEmailExistsBySchool',
  checkIfPhoneNumberExistsBySchool: 'eprawko-rest/checkIfPhoneNumberExistsBySchool',
  schoolCreateStudent: 'eprawko-rest/school/create/student',
  schoolCreateStudentTemporal: 'eprawko-rest/school/create/student/temporal',
  schoolAttachStudent: 'eprawko-rest/school/attach/student',
  schoolAssignDays: 'eprawko-rest/school/assign/{days}/days/to/student/{studentId}/source/LEARN',
  /** The lectures variant (no days: the learner's lectures follow the learning window). */
  schoolAssignLectures: 'eprawko-rest/school/assign/days/to/student/{studentId}/source/LECTURES',
  /** Our addition: +3 internal exams (INTERNAL_EXAMS_STEP). */
  schoolAssignInternalExams: 'eprawko-rest/school/assign/internal/exams/to/student/{studentId}',
  schoolResend: 'eprawko-rest/school/resend',
  schoolRemoveStudent: 'eprawko-rest/school/remove/student',
  /** Our addition (issue 22): days from the stock to several learners at once, all or none. */
  schoolAssignDaysBulk: 'eprawko-rest/school/assign/days/to/students',
  /** Our addition (issue 22): the filtered list, every page, as a CSV or XLSX file. */
  studentExportSchool: 'eprawko-rest/student/export/school/{schoolId}/{format}',
  /** Our addition (issue 22): several selected learners into one of the school's groups, all or none. */
  schoolAssignStudentsToGroup: 'eprawko-rest/school/assign/students/to/group',
  /** Our addition (issue 22): the ids of every learner matching the list's criteria ("select all filtered"). */
  studentIdsSchool: 'eprawko-rest/student/ids/school/{schoolId}',
} as const;
