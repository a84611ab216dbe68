import { questionBankQuestion, questionBankSearch, type Category, type ExamLanguage } from '@osk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/endpoint-client';

/** What to search: the learner, the category and language, the words (or none) and the module (or all). */
export interface BankSearchRequest {
  studentId: number;
  category: Category;
  language: ExamLanguage;
  q: string;
  moduleId: number | null;
  page: number;
}

/** GET questions/bank/search/...: a page of the category's questions matching the words and module. */
export function useBankSearch(request: BankSearchRequest | null) {
  return useQuery({
    queryKey: ['questionBank', 'search', request] as const,
    queryFn: ({ signal }) => {
      if (!request) throw new Error('nothing to search');
      const { studentId, category, language, q, moduleId, page } = request;
      const query: Record<string, string | number> = { page };
      if (q) query.q = q;
      if (moduleId !== null) query.moduleId = moduleId;
      return apiCall(questionBankSearch, { params: { studentId, category, lang: language }, query }, { signal });
    },
    enabled: request !== null,
    // The last answer stays on screen while the next words are asked for (no flicker while typing).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

/** GET questions/bank/question/...: one question with its key, explanation, legal source and star. */
export function useBankQuestion(request: { studentId: number; category: Category; language: ExamLanguage; externalId: number } | null) {
  return useQuery({
    queryKey: ['questionBank', 'question', request] as const,
    queryFn: ({ signal }) => {
      if (!request) throw new Error('no question');
      const { studentId, category, language, externalId } = request;
      return apiCall(questionBankQuestion, { params: { studentId, category, lang: language, externalId } }, { signal });
    },
    enabled: request !== null,
    staleTime: 60_000,
    retry: false,
  });
}
