/** The paths of the learning endpoints (spec §7); see exams/exams.paths.ts for why they stand apart. */
export const LEARNING_PATHS = {
  questionModules: 'eprawko-rest/questions/getModules/{category}',
  learningCreate: 'eprawko-rest/learning/create/studentId/{studentId}/category/{category}/lang/{lang}/moduleId/{moduleId}',
  learningCreateForSchool: 'eprawko-rest/learning/create/studentId/{studentId}/schoolId/{schoolId}/category/{category}/lang/{lang}/moduleId/{moduleId}',
  /** Our addition: records a learn-mode answer for the review order (ADR 011). */
  learningAnswer: 'eprawko-rest/learning/answer',
  progressLearn: 'eprawko-rest/progress/learn/{studentId}',
  progressLearnStore: 'eprawko-rest/progress/learn/store/{studentId}/{module}/{question}/{max}/{category}',
  /** Our addition: weak and due questions per module of a category. */
  progressLearnReview: 'eprawko-rest/progress/learn/review/{studentId}/{category}',
  /** Our addition (issue 23): the learner's mistakes in a category (questions whose last answer was wrong). */
  learningMistakes: 'eprawko-rest/learning/mistakes/{studentId}/{category}',
  /** Our addition (issue 23): a practice set: my mistakes, a quick quiz of chosen modules, an exam of my mistakes. */
  learningPractice: 'eprawko-rest/learning/practice/{studentId}/{category}/{lang}',
  hardQuestionIds: 'eprawko-rest/questions/student/ids/{studentId}',
  hardQuestionAdd: 'eprawko-rest/questions/student/add/{studentId}/{externalId}',
  hardQuestionRemove: 'eprawko-rest/questions/student/remove/{studentId}/{externalId}',
} as const;
