import { hardQuestionAdd, hardQuestionIds, hardQuestionRemove } from '@osk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api/endpoint-client';

/**
 * The learner's hard questions (spec §6: own question marking, students only), shared by the learn
 * screen, the CHECK stage of an exam and the exam choice (the "hard" exam is drawn from them). One
 * query definition and one entry per student keep the star in every screen in step.
 */

/** Query key of a student's hard questions (official numbers). */
export function hardQuestionsQueryKey(studentId: number | undefined) {
  return ['questions', 'hard', studentId] as const;
}

/**
 * The query of a student's hard questions: GET questions/student/ids/{studentId}, the official numbers
 * of the questions the learner marked hard. Only the learner changes them, through the toggle below,
 * which writes the list into the entry: it is read again 30 s after the last read at the earliest.
 */
export function hardQuestionsQuery(studentId: number | undefined) {
  return queryOptions({
    queryKey: hardQuestionsQueryKey(studentId),
    queryFn: ({ signal }) => apiCall(hardQuestionIds, { params: { studentId: studentId ?? 0 } }, { signal }),
    staleTime: 30_000,
  });
}

/** The hard questions of a student (none asked while the student is not known yet). */
export function useHardQuestionIds(studentId: number | undefined) {
  return useQuery({ ...hardQuestionsQuery(studentId), enabled: studentId !== undefined });
}

/** What a toggle asks for: mark (true) or unmark (false) one question. */
export interface HardToggle {
  externalId: number;
  hard: boolean;
}

/**
 * Marks or unmarks a question (GET questions/student/add|remove/{studentId}/{externalId}). The star
 * changes at once; the server's list replaces the guess, and a failure puts the old list back.
 */
export function useToggleHardQuestion(studentId: number | undefined) {
  const queryClient = useQueryClient();
  const key = hardQuestionsQueryKey(studentId);
  return useMutation({
    mutationFn: ({ externalId, hard }: HardToggle) => {
      if (studentId === undefined) return Promise.reject(new Error('no student'));
      return apiCall(hard ? hardQuestionAdd : hardQuestionRemove, { params: { studentId, externalId } });
    },
    onMutate: async ({ externalId, hard }: HardToggle) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<number[]>(key);
      const rest = (before ?? []).filter((id) => id !== externalId);
      queryClient.setQueryData<number[]>(key, hard ? [...rest, externalId] : rest);
      return { before };
    },
    onError: (_error, _toggle, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (ids) => {
      queryClient.setQueryData(key, ids);
    },
  });
}
