import {
  EXAM_PASS_POINTS,
  hardExamPassPoints,
  QUALIFICATION_MIN_BASIC_CORRECT,
  QUALIFICATION_MIN_SPECIALIST_CORRECT,
  type ExamType,
  type QuestionType,
} from '@osk/contract';

/** One question of an exam with the learner's answer (null: none given, scores 0). */
export interface ScoredItem {
  type: QuestionType;
  weight: number;
  correct: string;
  answer: string | null;
}

/** The result of an exam (spec §3 Exam). */
export interface ExamScore {
  correctAnswers: number;
  wrongAnswers: number;
  totalAnswers: number;
  points: number;
  pointsAll: number;
  passed: boolean;
}

/**
 * Scores an exam. Category and demo exams: the weights of the correct answers, pass at 68 of 74.
 * Initial qualification: at least 16 basic and 5 specialist correct answers. The hard-questions
 * practice (any number of questions): the same share of its own points as 68 of 74. An unanswered question
 * counts as wrong and scores 0.
 */
export function scoreExam(type: ExamType, items: readonly ScoredItem[]): ExamScore {
  let points = 0;
  let pointsAll = 0;
  let correctAnswers = 0;
  let basicCorrect = 0;
  let specialistCorrect = 0;
  for (const item of items) {
    pointsAll += item.weight;
    if (item.answer !== null && item.answer === item.correct) {
      correctAnswers += 1;
      points += item.weight;
      if (item.type === 'STANDARD') basicCorrect += 1;
      else specialistCorrect += 1;
    }
  }
  const passed =
    type === 'QUALIFICATION'
      ? basicCorrect >= QUALIFICATION_MIN_BASIC_CORRECT && specialistCorrect >= QUALIFICATION_MIN_SPECIALIST_CORRECT
      : type === 'HARD'
        ? points >= hardExamPassPoints(pointsAll)
        : points >= EXAM_PASS_POINTS;
  return {
    correctAnswers,
    wrongAnswers: items.length - correctAnswers,
    totalAnswers: items.length,
    points: type === 'QUALIFICATION' ? correctAnswers : points,
    pointsAll: type === 'QUALIFICATION' ? items.length : pointsAll,
    passed,
  };
}
