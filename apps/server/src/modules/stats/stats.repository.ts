import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questionTextsOf } from '../../db/question-texts.js';
import { examItems, exams, questions, schools, students } from '../../db/schema/index.js';
import type { ExamReportQuestion } from './exam-report.pdf.js';

/** An exam with what its report shows of the learner. */
export interface ReportExam {
  id: number;
  category: string;
  type: string;
  language: string;
  status: string;
  startDate: Date;
  endDate: Date | null;
  totalAnswers: number;
  pointsAll: number;
  points: number | null;
  correctAnswers: number | null;
  wrongAnswers: number | null;
  passed: boolean | null;
  student: {
    id: number;
    userId: number;
    schoolId: number | null;
    firstName: string;
    lastName: string;
    learningAvailableTill: string | null;
  } | null;
  schoolName: string | null;
}

/** One question of an exam as the report prints it, and whether its answer was approved. */
export interface ReportItem extends ExamReportQuestion {
  approved: boolean;
}

/**
 * Reads for statistics and the exam report. Read-only over the exam tables (the exams module owns and
 * writes them): a report reads a finished exam, which no longer changes.
 */
export class StatsRepository {
  constructor(private readonly db: Db) {}

  /** An exam with its learner and the learner's school name (null when the exam is unknown). */
  async reportExam(examId: number): Promise<ReportExam | null> {
    const [row] = await this.db
      .select({
        exam: exams,
        student: {
          id: students.id,
          userId: students.userId,
          schoolId: students.schoolId,
          firstName: students.firstName,
          lastName: students.lastName,
          learningAvailableTill: students.learningAvailableTill,
        },
        schoolName: schools.name,
      })
      .from(exams)
      .leftJoin(students, eq(students.id, exams.studentId))
      .leftJoin(schools, eq(schools.id, students.schoolId))
      .where(eq(exams.id, examId))
      .limit(1);
    if (!row) return null;
    const e = row.exam;
    return {
      id: e.id,
      category: e.category,
      type: e.type,
      language: e.language,
      status: e.status,
      startDate: e.startDate,
      endDate: e.endDate,
      totalAnswers: e.totalAnswers,
      pointsAll: e.pointsAll,
      points: e.points,
      correctAnswers: e.correctAnswers,
      wrongAnswers: e.wrongAnswers,
      passed: e.passed,
      student: row.student,
      schoolName: row.schoolName,
    };
  }

  /** The questions of an exam in order with the answers given, texts in the exam's language (Polish where a translation is missing). */
  async reportItems(examId: number, language: string): Promise<ReportItem[]> {
    const rows = await this.db
      .select({
        ordinalNumber: examItems.ordinalNumber,
        answer: examItems.answer,
        approvedAt: examItems.approvedAt,
        questionId: questions.id,
        externalId: questions.externalId,
        type: questions.type,
        weight: questions.weight,
        correct: questions.correct,
      })
      .from(examItems)
      .innerJoin(questions, eq(questions.id, examItems.questionId))
      .where(eq(examItems.examId, examId))
      .orderBy(asc(examItems.ordinalNumber));
    if (rows.length === 0) return [];
    // In the exam's own language, Polish where a translation is missing.
    const byQuestion = await questionTextsOf(this.db, rows.map((r) => r.questionId), language);
    return rows.map((r) => {
      const text = byQuestion.get(r.questionId);
      return {
        ordinalNumber: r.ordinalNumber,
        answer: r.approvedAt ? r.answer : null,
        approved: r.approvedAt !== null,
        externalId: r.externalId,
        type: r.type as ReportItem['type'],
        weight: r.weight,
        correct: r.correct,
        questionText: text?.questionText ?? '',
        answerA: text?.answerA ?? null,
        answerB: text?.answerB ?? null,
        answerC: text?.answerC ?? null,
      };
    });
  }
}
