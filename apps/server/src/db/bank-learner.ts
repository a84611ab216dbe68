import { students, users } from './schema/index.js';

/** What exams and learning need to know of a learner: the access windows, the language right and whether the account is internal. */
export interface BankLearner {
  id: number;
  userId: number;
  schoolId: number | null;
  learningAvailableTill: string | null;
  qualificationCAvailableTill: string | null;
  qualificationDAvailableTill: string | null;
  multiLanguage: boolean;
  internal: boolean;
}

/** The columns of a {@link BankLearner}: a select from `students` with its account (`users`) joined. */
export const BANK_LEARNER_COLUMNS = {
  id: students.id,
  userId: students.userId,
  schoolId: students.schoolId,
  learningAvailableTill: students.learningAvailableTill,
  qualificationCAvailableTill: students.qualificationCAvailableTill,
  qualificationDAvailableTill: students.qualificationDAvailableTill,
  multiLanguage: students.multiLanguage,
  internal: users.internal,
};
