import { instructorRead, instructorsList, instructorUpdate, lessonOutcomeSet, lessonsList, OTHER_LESSONS_PAGE_SIZE, type Instructor, type InstructorRequest, type Lesson, type LessonCanceller, type LessonOutcome } from '@osk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';
import { useSessionUser } from '../../../lib/session/session.store';

/**
 * The instructor's own calls. The login answer carries the user id only, so the instructor's record
 * is found with GET lessons/instructor?pageSize=1 — for an instructor caller the server answers its
 * own record only — and then read and saved by its id (GET/PUT lessons/instructor/{id}).
 */
export function useOwnInstructor() {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['instructor', 'own', user?.id] as const,
    queryFn: async ({ signal }) => {
      const page = await apiCall(instructorsList, { query: { pageSize: 1 } }, { signal });
      const own = page.content[0];
      if (!own) throw new Error('no instructor record');
      return apiCall(instructorRead, { params: { id: own.id } }, { signal });
    },
    enabled: user !== null,
  });
}

/** PUT lessons/instructor/{id}: names and notifications (e-mail and phone stay as they are). */
export async function saveOwnInstructor(instructor: Instructor, change: { firstName: string; lastName: string; notificationsEnabled: boolean }): Promise<ApiResult<Instructor>> {
  const request: InstructorRequest = {
    firstName: change.firstName,
    lastName: change.lastName,
    email: instructor.email,
    phoneNumber: instructor.phoneNumber ?? '',
    color: instructor.color,
    notificationsEnabled: change.notificationsEnabled,
    categories: instructor.categories,
    registrationNumber: instructor.registrationNumber,
    additionalInfo1: instructor.additionalInfo1,
    additionalInfo2: instructor.additionalInfo2,
    remarks: instructor.remarks,
    status: instructor.status,
  };
  return apiCall(instructorUpdate, { params: { id: instructor.id }, body: request });
}

export function useRefreshOwnInstructor(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['instructor', 'own'] });
}

/** GET lessons/lesson?after=today&before=today+13: the instructor's lessons of the next 14 days. */
export function useUpcomingLessons(after: string, before: string) {
  return useQuery({
    queryKey: ['instructor', 'upcoming', after, before] as const,
    queryFn: ({ signal }) => apiCall(lessonsList, { query: { after, before, pageSize: OTHER_LESSONS_PAGE_SIZE } }, { signal }),
  });
}


/** PUT lessons/lesson/{id}/outcome: what happened at one of the instructor's begun lessons (issue 22). */
export function setOwnLessonOutcome(id: number, outcome: LessonOutcome, cancelledBy: LessonCanceller | null): Promise<ApiResult<Lesson>> {
  return apiCall(lessonOutcomeSet, { params: { id }, body: { outcome, cancelledBy } });
}

/** Reads the instructor's lessons again (after an outcome was recorded). */
export function useRefreshUpcomingLessons(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['instructor', 'upcoming'] });
}
