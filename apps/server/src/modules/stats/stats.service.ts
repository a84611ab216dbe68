import { displayCategory, EXAM_PASS_POINTS, hardExamPassPoints, QUALIFICATION_PASS_MARK, type Category } from '@osk/contract';
import { AppError, forbidden } from '../../lib/errors.js';
import { warsawDate, type Clock } from '../../lib/clock.js';
import { isLearnersSchool } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import { renderExamReport, type ExamReportData } from './exam-report.pdf.js';
import type { ReportExam, StatsRepository } from './stats.repository.js';

/** What the exam report call asks for. */
export interface ExamReportRequest {
  /** Already validated (11 digits with the checksum); printed on the report, never stored. */
  pesel: string;
  /** The learner's user id (spec §7 `{userId}`). */
  userId: number;
  examId: number;
}

/** A rendered report with its download name. */
export interface ExamReportFile {
  fileName: string;
  pdf: Buffer;
}

/** The download name: "exam report" in Polish plus the PESEL. */
export function examReportFileName(pesel: string): string {
  return `raport_egzaminu_${pesel}.pdf`;
}

/** An exam that has a report: finished, with its points. */
type FinishedExam = ReportExam & { points: number };

function isFinished(exam: ReportExam): exam is FinishedExam {
  return exam.status === 'FINISHED' && exam.points !== null;
}

/** Statistics and the student exam report PDF. */
export class StatsService {
  constructor(
    private readonly repo: StatsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The exam report of a finished exam (`GET pdf/exam/{pesel}/{userId}/{examId}`). A learner prints
   * their own exams while their subscription runs (spec §6: printing needs a subscription); a school
   * prints the exams of its own learners. Anyone else, an unknown exam and an exam of another learner
   * than `userId` answer 403 alike.
   */
  async examReport(caller: AuthContext, request: ExamReportRequest): Promise<ExamReportFile> {
    if (caller.userType !== 'STUDENT' && caller.userType !== 'SCHOOL') throw forbidden();
    const exam = await this.repo.reportExam(request.examId);
    if (!exam?.student || exam.student.userId !== request.userId) throw forbidden();
    if (caller.userType === 'STUDENT') {
      if (caller.userId !== request.userId) throw forbidden();
      const till = exam.student.learningAvailableTill;
      if (!till || till < warsawDate(this.clock.now())) throw new AppError(403, 'msg.error.print.not.available');
    } else {
      if (!isLearnersSchool(caller, exam.student.schoolId)) throw forbidden();
    }
    if (!isFinished(exam)) throw new AppError(409, 'msg.error.print.exam.not.finished');

    const qualification = exam.type === 'QUALIFICATION';
    return this.renderReport(
      exam,
      { firstName: exam.student.firstName, lastName: exam.student.lastName, pesel: request.pesel, schoolName: exam.schoolName },
      {
        qualification,
        // The hard-questions practice passes at the state exam's share of its own points.
        passMark: qualification ? QUALIFICATION_PASS_MARK : exam.type === 'HARD' ? hardExamPassPoints(exam.pointsAll) : EXAM_PASS_POINTS,
        generatedAt: this.clock.now(),
      },
    );
  }

  /**
   * The report of a school's internal exam (`GET pdf/exam/{pesel}/{firstName}/{lastName}/...` of the
   * internal-exams module, which has checked that the exam is the caller school's): the examinee's
   * names and PESEL as the school enters them in the print dialog, the print date and time as the
   * report's date. Answers null for an unknown or unfinished exam.
   */
  async internalExamReport(request: { examId: number; pesel: string; firstName: string; lastName: string; schoolName: string | null; printedAt: Date; printedWithTime: boolean }): Promise<ExamReportFile | null> {
    const exam = await this.repo.reportExam(request.examId);
    if (!exam || !isFinished(exam)) return null;
    return this.renderReport(
      exam,
      { firstName: request.firstName, lastName: request.lastName, pesel: request.pesel, schoolName: request.schoolName },
      { qualification: false, passMark: EXAM_PASS_POINTS, generatedAt: request.printedAt, generatedWithTime: request.printedWithTime },
    );
  }

  /**
   * Renders the report of a finished exam (the caller has checked who may print it): the exam's figures
   * and its questions in the exam's language, the examinee as given, the pass mark and the date as asked.
   */
  private async renderReport(
    exam: FinishedExam,
    examinee: Pick<ExamReportData, 'firstName' | 'lastName' | 'pesel' | 'schoolName'>,
    marks: Pick<ExamReportData, 'qualification' | 'passMark' | 'generatedAt' | 'generatedWithTime'>,
  ): Promise<ExamReportFile> {
    const items = await this.repo.reportItems(exam.id, exam.language);
    let pdf: Buffer;
    try {
      pdf = await renderExamReport({
        examId: exam.id,
        ...examinee,
        category: displayCategory(exam.category as Category),
        language: exam.language,
        startDate: exam.startDate,
        endDate: exam.endDate,
        points: exam.points,
        pointsAll: exam.pointsAll,
        passed: exam.passed === true,
        correctAnswers: exam.correctAnswers ?? 0,
        wrongAnswers: exam.wrongAnswers ?? exam.totalAnswers - (exam.correctAnswers ?? 0),
        questions: items,
        ...marks,
      });
    } catch (error) {
      // Logged by the error handler with the cause (a missing font, a broken question text).
      const failure = new AppError(500, 'msg.error.print.failed');
      failure.cause = error;
      throw failure;
    }
    return { fileName: examReportFileName(examinee.pesel), pdf };
  }
}
