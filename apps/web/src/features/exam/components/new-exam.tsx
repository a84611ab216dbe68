import { examLanguageFor, isExamLanguage, type ExamLanguage, type Student } from '@osk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAfterPaint } from '../../../components/after-paint';
import type { StartExamInput } from '../api/exam.api';
import { afterFirstContentfulPaint } from '../lib/first-paint';
import { checkBrowser, type BrowserProblem } from '../lib/browser-check';
import { examScreenPath, type NewExamRoute } from '../lib/exam-route';
import { saveDemoToken, saveStartedAs } from '../lib/exam-storage';
import { ExamInfo } from './exam-info';
import { languageNotAllowed } from './exam-language-select';
import { ExamLoadError } from './exam-states';

// The INFO stage is drawn without the data layer (the contract's schemas, the exam calls): that and
// the runner are fetched once it is on screen, while the learner reads it (issue 19).
const loadExamApi = () => import('../api/exam.api');
const loadRunner = () => import('./exam-runner');

/**
 * The INFO stage of a new exam (spec §2) and its start: the exam language (the address's `lang`, or
 * the interface's), the browser check, then the exam is created and its screen opened.
 */
export function NewExam({ route, learner }: { route: NewExamRoute; learner: Student | null }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [language, setLanguage] = useState<ExamLanguage>(() => {
    const requested = search.get('lang')?.toUpperCase();
    return isExamLanguage(requested) ? requested : examLanguageFor(i18n.language);
  });
  const [problems, setProblems] = useState<BrowserProblem[]>([]);
  const [emptyExam, setEmptyExam] = useState(false);
  // The start's code and the runner's chunk, fetched while the learner reads the INFO stage (a failure
  // shows at the start), once the browser has reported the stage's paint: asked for earlier, on a
  // first load, they share the phone's slow network with what the stage itself still needs.
  const painted = useAfterPaint();
  useEffect(() => {
    if (!painted) return undefined;
    return afterFirstContentfulPaint(() => {
      loadExamApi().catch(() => undefined);
      loadRunner().catch(() => undefined);
    });
  }, [painted]);

  const start = useMutation({
    mutationFn: async (input: StartExamInput) => (await loadExamApi()).startExam(input),
    onSuccess: async (result) => {
      if (!result.ok) return;
      const exam = result.data;
      if (exam.execution.length === 0) {
        setEmptyExam(true);
        return;
      }
      if (exam.demoToken) saveDemoToken(exam.id, exam.demoToken);
      saveStartedAs(exam.id, route);
      const { examQueryKey } = await loadExamApi();
      queryClient.setQueryData(examQueryKey(exam.id), exam);
      void navigate(examScreenPath(exam.id), { replace: true });
    },
  });

  if (emptyExam) return <ExamLoadError />;
  const category = route.kind === 'category' ? (route.category ?? learner?.category ?? 'B') : route.kind === 'qualification' ? route.category : (learner?.category ?? 'B');
  const startError = start.data && !start.data.ok ? start.data.error : start.error ? { code: 'NETWORK_ERROR', message: '' } : null;

  return (
    <ExamInfo
      route={route}
      category={category}
      language={language}
      onLanguageChange={(next) => {
        setLanguage(next);
        start.reset();
      }}
      languageWarning={languageNotAllowed(learner, language)}
      starting={start.isPending}
      startError={startError}
      problems={problems}
      onStart={() => {
        const found = checkBrowser();
        setProblems(found);
        if (found.length > 0 || start.isPending) return;
        start.mutate({ route, language, student: learner });
      }}
    />
  );
}
