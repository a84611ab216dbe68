import { examListLight, pdfExam, readinessRead, SchoolStudent, studentShowById, type Category, type Student } from '@osk/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { apiDownload, type ApiResult, type DownloadedFile } from '../../../lib/api/api-client';
import { apiCall, endpointUrl } from '../../../lib/api/endpoint-client';
import { useSessionUser } from '../../../lib/session/session.store';

/** What the statistics page needs of a learner: the same fields in the learner's and the school's view. */
export type StatsStudent = Pick<Student, 'id' | 'userId' | 'firstName' | 'lastName' | 'learningAvailableTill' | 'category'>;

/**
 * Whose statistics a page shows: the logged-in learner (the current learner), or, for a school, one
 * of its learners by student id (`GET student/show/id/{id}`). The school's read goes without the
 * 403 logout: a learner of another school is an error on this page, not the end of the session.
 */
export function useStatsStudent(studentId: number | null): UseQueryResult<StatsStudent> {
  const user = useSessionUser();
  const bySchool = user?.userType === 'SCHOOL';
  const learner = useCurrentLearner(!bySchool);
  const schoolsLearner = useQuery({
    queryKey: ['stats', 'school-learner', studentId] as const,
    // A school reads its learner in the school's shape (SchoolStudent); the page needs only the common fields.
    queryFn: ({ signal }): Promise<StatsStudent> =>
      apiCall(studentShowById, { params: { id: String(studentId) } }, { parser: SchoolStudent, signal, auth: false }),
    enabled: bySchool && studentId !== null,
  });
  return bySchool ? schoolsLearner : learner;
}

/** GET exam/light/show/by/student/{id}: the learner's exams without questions, newest first. */
export function useStudentExams(studentId: number | undefined) {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['exam', 'light', studentId] as const,
    queryFn: ({ signal }) =>
      apiCall(examListLight, { params: { studentId: String(studentId) } }, { signal, auth: user?.userType !== 'SCHOOL' }),
    enabled: studentId !== undefined,
    staleTime: 0,
  });
}

/**
 * GET readiness/{studentId}/{category}: the learner's readiness and per-module picture (issue 23); a
 * school reads its learner's without the 403 logout, as the exams above.
 */
export function useStudentReadiness(studentId: number, category: Category) {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['readiness', studentId, category] as const,
    queryFn: ({ signal }) => apiCall(readinessRead, { params: { studentId: String(studentId), category } }, { signal, auth: user?.userType !== 'SCHOOL' }),
    staleTime: 0,
  });
}

/** What the exam report call needs. */
export interface ExamReportRequest {
  pesel: string;
  /** The learner's user id (not the student id). */
  userId: number;
  examId: number;
}

/** The name the report is saved under when the server gives none. */
export function defaultReportFileName(pesel: string): string {
  return `raport_egzaminu_${pesel}.pdf`;
}

/** GET pdf/exam/{pesel}/{userId}/{examId}: the exam report PDF (spec §7); failures as values. */
export function downloadExamReport({ pesel, userId, examId }: ExamReportRequest): Promise<ApiResult<DownloadedFile>> {
  return apiDownload(endpointUrl(pdfExam, { params: { pesel, userId, examId } }));
}
