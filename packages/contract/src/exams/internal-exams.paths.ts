/** The paths of the internal-exam endpoints (school document §7); see exams.paths.ts for why they stand apart. */
export const INTERNAL_EXAM_PATHS = {
  examLightCountBySchool: 'eprawko-rest/exam/light/count/by/school',
  examLightShowBySchool: 'eprawko-rest/exam/light/show/by/school',
  examDelete: 'eprawko-rest/exam/delete/{id}',
  pdfInternalExam: 'eprawko-rest/pdf/exam/{pesel}/{firstName}/{lastName}/{userId}/{examId}/{dateMs}/{printTime}',
  /** Our additions: start an internal exam in the school's session (locks it), its state, and the PIN close. */
  examInternalCreate: 'eprawko-rest/exam/internal/create/category/{category}/lang/{lang}',
  /** Our addition: a learner's internal exam (a temporary account, or a learner given internal exams), in the learner's category. */
  examInternalCreateForStudent: 'eprawko-rest/exam/internal/create/studentId/{studentId}/lang/{lang}',
  examInternalState: 'eprawko-rest/exam/internal/state',
  examInternalClose: 'eprawko-rest/exam/internal/close',
} as const;
