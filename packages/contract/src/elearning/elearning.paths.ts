/**
 * The paths of the e-learning and lecture endpoints (spec §7; e-learning lives beside eprawko-rest,
 * FACTS.md); see exams/exams.paths.ts for why they stand apart.
 */
export const ELEARNING_PATHS = {
  courseByCategory: 'learning/course/category/{category}',
  elearningProgress: 'learning/progress/{userId}/{courseId}',
  elearningProgressStore: 'learning/progress',
  courseModules: 'learning/course/modules/{courseId}',
  courseSubjects: 'learning/course/subjects/{moduleId}',
  courseSlides: 'learning/course/slaids/{subjectId}/{courseId}',
  courseSlide: 'learning/course/slaid/{moduleId}/{lesson}',
  lectures: 'eprawko-rest/lecture/lecture/{studentId}',
  lectureProgress: 'eprawko-rest/lecture/lecture/progres/{userId}',
  lectureProgressStore: 'eprawko-rest/lecture/lecture/progres',
} as const;
