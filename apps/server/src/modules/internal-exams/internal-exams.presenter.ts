import type { Category, InternalExamLight } from '@osk/contract';
import type { InternalExamRow } from './internal-exams.repository.js';

// Internal exams as the school's list shows them: pure functions of the rows.

export function toInternalExamLight(row: InternalExamRow): InternalExamLight {
  return {
    id: row.id,
    firstName: row.examineeFirstName,
    lastName: row.examineeLastName,
    category: row.category as Category,
    points: row.points ?? 0,
    pointsAll: row.pointsAll,
    correctAnswers: row.correctAnswers ?? 0,
    wrongAnswers: row.wrongAnswers ?? 0,
    totalAnswers: row.totalAnswers,
    passed: row.passed === true,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
  };
}
