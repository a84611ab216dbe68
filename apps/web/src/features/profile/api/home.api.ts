import { lessonsList, readinessRead, type Category, type Lesson } from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/endpoint-client';

/** GET readiness/{studentId}/{category}: the learner's readiness, modules, last exams and where learning stopped. */
export function useReadiness(studentId: number, category: Category) {
  return useQuery({
    queryKey: ['readiness', studentId, category] as const,
    queryFn: ({ signal }) => apiCall(readinessRead, { params: { studentId: String(studentId), category } }, { signal }),
    staleTime: 0,
  });
}

/** How many of the learner's lessons from today the home reads to find the next one. */
const NEXT_LESSONS = 10;

/** GET lessons/lesson?after=today: the learner's own lessons from today, by date and time. */
export function useUpcomingLessons(today: string, enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'lessons', today] as const,
    queryFn: ({ signal }) => apiCall(lessonsList, { query: { after: today, pageSize: NEXT_LESSONS } }, { signal }),
    enabled,
  });
}

/** The first planned lesson that has not started by `now` (`nowTime` HH:mm on `today`), or null. */
export function nextLesson(lessons: readonly Lesson[], today: string, nowTime: string): Lesson | null {
  return (
    lessons.find((l) => l.outcome !== 'CANCELLED' && (l.lessonDate > today || (l.lessonDate === today && l.startTime.slice(0, 5) > nowTime))) ?? null
  );
}
