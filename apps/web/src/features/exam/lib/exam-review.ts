import type { Exam, ExamExecution } from '@osk/contract';

/** How an answer of a finished exam came out (spec §4 check mode). */
export type AnswerStatus = 'CORRECT' | 'WRONG' | 'UNANSWERED';

/** The status of one answer of a finished exam. */
export function answerStatus(item: Pick<ExamExecution, 'answer' | 'correct'>): AnswerStatus {
  if (item.answer === null) return 'UNANSWERED';
  return item.correct === true ? 'CORRECT' : 'WRONG';
}

/** Counts of a finished exam: per status, and correct answers per part (for the qualification rule). */
export interface ExamSummary {
  correct: number;
  wrong: number;
  unanswered: number;
  basic: { correct: number; count: number };
  specialist: { correct: number; count: number };
}

/** Sums up a finished exam's answers. */
export function summarizeExam(exam: Pick<Exam, 'execution'>): ExamSummary {
  const summary: ExamSummary = { correct: 0, wrong: 0, unanswered: 0, basic: { correct: 0, count: 0 }, specialist: { correct: 0, count: 0 } };
  for (const item of exam.execution) {
    const status = answerStatus(item);
    if (status === 'CORRECT') summary.correct += 1;
    else if (status === 'WRONG') summary.wrong += 1;
    else summary.unanswered += 1;
    const part = item.question.type === 'STANDARD' ? summary.basic : summary.specialist;
    part.count += 1;
    if (status === 'CORRECT') part.correct += 1;
  }
  return summary;
}
