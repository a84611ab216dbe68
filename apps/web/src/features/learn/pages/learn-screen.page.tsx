import { examLanguageFor, type Category, type ExamLanguage, type Student } from '@osk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { todayIso } from '../../../lib/dates';
import { useLearning, useLearnProgress } from '../api/learn.api';
import { LearnSession } from '../components/learn-session';
import { isNoAccess, LearnerScreen } from '../components/learner-screen';
import { LearnAccessEnded, LearnLoadError, LearnLoading } from '../components/learn-states';
import { learnAccessClosed, learnChoosePath, progressOf, resumeIndex } from '../lib/learn-choice';

/** What the learn forms of /exam/exam/{id} ask for: a module of a category (null: the learner's own). */
export interface LearnTarget {
  category: Category | null;
  moduleId: number;
}

function LearnModule({ student, target, review }: { student: Student; target: LearnTarget; review: boolean }) {
  const { t, i18n } = useTranslation();
  // The exam's rule: the interface language where the bank has it (RU falls back to PL); fixed for the visit.
  const [language] = useState<ExamLanguage>(() => examLanguageFor(i18n.language));
  const category = target.category ?? student.category;
  const closed = learnAccessClosed(student, category, todayIso());
  const open = closed === null;
  const qualification = category === 'Y' || category === 'Z';
  // The stored position matters in the official order only.
  const progress = useLearnProgress(open && !review ? student.id : undefined);
  const learning = useLearning(open ? { studentId: student.id, category, moduleId: target.moduleId, language, review } : null);
  const backTo = learnChoosePath(category, student.category);

  if (closed) return <LearnAccessEnded reason={closed} qualification={qualification} />;
  if (learning.isPending || (!review && progress.isPending)) return <LearnLoading />;
  if (learning.isError) {
    if (isNoAccess(learning.error)) return <LearnAccessEnded qualification={qualification} />;
    const detail = apiErrorDetail(t, learning.error);
    return <LearnLoadError title={t('learn.screen.loadError')} detail={detail} onRetry={() => void learning.refetch()} backTo={backTo} />;
  }
  const { learning: data, languageRefused } = learning.data;
  if (data.execution.length === 0) return <LearnLoadError title={t('learn.screen.empty')} backTo={backTo} />;
  // A failed progress read only costs the resume: learning starts at the first question.
  const start = review ? 0 : resumeIndex(progressOf(progress.data, data.category, data.moduleId), data.execution.length);
  return <LearnSession studentId={student.id} learning={data} startIndex={start} languageRefused={languageRefused} backTo={backTo} />;
}

/**
 * The learn forms of /exam/exam/{id} (learn{m}, categoryLearn{cat}{m}, qlearn{Y|Z}{m}; `?order=review`
 * for the questions due for review first): a logged-in learner with learning access learns the module
 * from where they stopped. Rendered by the exam page, which the app gives this component.
 */
export function LearnScreenPage({ target }: { target: LearnTarget }) {
  const [search] = useSearchParams();
  const review = search.get('order') === 'review';
  return <LearnerScreen>{(student) => <LearnModule key={review ? 'review' : 'official'} student={student} target={target} review={review} />}</LearnerScreen>;
}
