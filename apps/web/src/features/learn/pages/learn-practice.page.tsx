import { examLanguageFor, type Category, type ExamLanguage, type Learning, type PracticeMode, type Student } from '@osk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { todayIso } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePractice } from '../api/learn.api';
import { LearnSession } from '../components/learn-session';
import { isNoAccess, LearnerScreen } from '../components/learner-screen';
import { LearnAccessEnded, LearnLoadError, LearnLoading } from '../components/learn-states';
import { learnAccessClosed, learnCategories, learnChoosePath, parseModuleIds } from '../lib/learn-choice';

const MODES: Record<string, PracticeMode> = { mistakes: 'MISTAKES', quiz: 'QUIZ', exam: 'MISTAKES_EXAM' };
const TITLES = { MISTAKES: 'learn.practice.screenMistakes', QUIZ: 'learn.practice.screenQuiz', MISTAKES_EXAM: 'learn.practice.screenExam' } as const satisfies Record<PracticeMode, string>;

function Practice({ student, mode, category, moduleIds }: { student: Student; mode: PracticeMode; category: Category; moduleIds: number[] }) {
  const { t, i18n } = useTranslation();
  const [language] = useState<ExamLanguage>(() => examLanguageFor(i18n.language));
  const closed = learnAccessClosed(student, category, todayIso());
  const qualification = category === 'Y' || category === 'Z';
  const practice = usePractice(closed === null ? { studentId: student.id, category, language, mode, moduleIds } : null);
  const backTo = learnChoosePath(category, student.category);
  const title = t(TITLES[mode]);
  usePageTitle(title);

  if (closed) return <LearnAccessEnded reason={closed} qualification={qualification} />;
  if (practice.isPending) return <LearnLoading />;
  if (practice.isError) {
    if (isNoAccess(practice.error)) return <LearnAccessEnded qualification={qualification} />;
    return <LearnLoadError title={t('learn.practice.loadError')} detail={apiErrorDetail(t, practice.error)} onRetry={() => void practice.refetch()} backTo={backTo} />;
  }
  const { practice: data, languageRefused } = practice.data;
  if (data.execution.length === 0) return <LearnLoadError title={t('learn.practice.empty')} backTo={backTo} />;
  // The session draws a learning object: a practice is one without a module or a stored position.
  const learning: Learning = { category: data.category, moduleId: 0, language: data.language, max: data.max, order: 'REVIEW', execution: data.execution };
  return <LearnSession studentId={student.id} learning={learning} startIndex={0} languageRefused={languageRefused} backTo={backTo} practice={{ title, exam: mode === 'MISTAKES_EXAM' }} />;
}

/**
 * /learn/practice?mode=mistakes|quiz|exam&category=B[&modules=1,3] (issue 23): my mistakes, a quick
 * quiz of 10 from the chosen modules or an exam of my mistakes, learned with the module's screen; the
 * answers move the same learning records as module learning.
 */
export function LearnPracticePage() {
  const [search] = useSearchParams();
  return (
    <LearnerScreen>
      {(student) => {
        const mode = MODES[search.get('mode') ?? ''];
        const asked = search.get('category');
        const category = learnCategories(student).find((c) => c === asked) ?? student.category;
        const moduleIds = parseModuleIds(search.get('modules'));
        if (!mode || (mode === 'QUIZ' && moduleIds.length === 0)) return <Navigate to={learnChoosePath(category, student.category)} replace />;
        return <Practice key={search.toString()} student={student} mode={mode} category={category} moduleIds={moduleIds} />;
      }}
    </LearnerScreen>
  );
}
