import { examLanguageFor, isExamLanguage, type ApiError, type ExamLanguage, type Student } from '@osk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { afterPaint, useAfterPaint } from '../../../components/after-paint';
import { afterFirstContentfulPaint } from '../lib/first-paint';
import { checkBrowser, type BrowserProblem } from '../lib/browser-check';
import type { NewExamRoute } from '../lib/exam-route';
import { ExamInfo } from './exam-info';
import { languageNotAllowed } from './exam-language-select';
import { ExamLoadError } from './exam-states';
import type { StartRequest } from './exam-start';

// The INFO stage is drawn without the data layer (TanStack Query, the contract's schemas, the exam
// calls): the start (with the query client), the calls and the runner are fetched once it is on
// screen, while the learner reads it (issue 19).
const ExamStart = afterPaint(async () => (await import('./exam-start')).ExamStart, () => null);
const loadExamApi = () => import('../api/exam.api');
const loadRunner = () => import('./exam-runner');

/**
 * The INFO stage of a new exam (spec §2) and its start: the exam language (the address's `lang`, or
 * the interface's), the browser check, then the exam is created and its screen opened.
 */
export function NewExam({ route, learner }: { route: NewExamRoute; learner: Student | null }) {
  const { i18n } = useTranslation();
  const [search] = useSearchParams();
  const [language, setLanguage] = useState<ExamLanguage>(() => {
    const requested = search.get('lang')?.toUpperCase();
    return isExamLanguage(requested) ? requested : examLanguageFor(i18n.language);
  });
  const [problems, setProblems] = useState<BrowserProblem[]>([]);
  const [emptyExam, setEmptyExam] = useState(false);
  const [request, setRequest] = useState<StartRequest | null>(null);
  // The start asked for is pending until it fails (success opens the exam's screen).
  const [startError, setStartError] = useState<ApiError | null>(null);
  const starting = request !== null && startError === null;
  const attempts = useRef(0);
  // The calls' code and the runner's chunk, fetched while the learner reads the INFO stage (a failure
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
  const onFailed = useCallback((error: ApiError) => setStartError(error), []);
  const onEmpty = useCallback(() => setEmptyExam(true), []);

  if (emptyExam) return <ExamLoadError />;
  const category = route.kind === 'category' ? (route.category ?? learner?.category ?? 'B') : route.kind === 'qualification' ? route.category : (learner?.category ?? 'B');

  return (
    <>
      <ExamInfo
        route={route}
        category={category}
        language={language}
        onLanguageChange={(next) => {
          setLanguage(next);
          if (!starting) {
            setRequest(null);
            setStartError(null);
          }
        }}
        languageWarning={languageNotAllowed(learner, language)}
        starting={starting}
        startError={startError}
        problems={problems}
        onStart={() => {
          const found = checkBrowser();
          setProblems(found);
          if (found.length > 0 || starting) return;
          setStartError(null);
          attempts.current += 1;
          setRequest({ input: { route, language, student: learner }, attempt: attempts.current });
        }}
      />
      <ExamStart route={route} request={request} onFailed={onFailed} onEmpty={onEmpty} />
    </>
  );
}
