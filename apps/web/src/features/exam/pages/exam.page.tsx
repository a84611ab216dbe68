import { landingPath, type Exam } from '@osk/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { afterPaint } from '../../../components/after-paint';
import { actionPath } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { useSignedOutPath } from '../../../lib/session/signed-out';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExamLoading, ExamModeNotAvailable } from '../components/exam-states';
import { NewExam } from '../components/new-exam';
import { needsStudent, parseExamRoute, type LearnRoute, type NewExamRoute } from '../lib/exam-route';

// The page's own chunk draws a new exam's INFO stage (the demo's too) without the data layer; what
// needs the exam calls or the learner comes as chunks of its own once the page is drawn (issue 19).
const ExistingExam = afterPaint(async () => (await import('../components/existing-exam')).ExistingExam, ExamLoading);
const LearnerNewExam = afterPaint(async () => (await import('../components/learner-new-exam')).LearnerNewExam, ExamLoading);

/** The learn screen, which the learn feature provides (app/ composes the two features). */
export type LearnScreenComponent = ComponentType<{ target: Omit<LearnRoute, 'kind'> }>;

/** The school's internal exam screens, which the internal-exams feature provides (app/ composes them). */
export interface InternalExamScreens {
  /** The INFO stage of /exam/exam/internal (category and language, then the start). */
  start: ComponentType;
  /** The PIN stage after the result (then the examinee's names and SUCCESS_INTERNAL). */
  close: ComponentType<{ exam: Exam; onBack: () => void }>;
}

export interface ExamPageProps {
  /** Renders the learn forms of the id (learn…, categoryLearn…, qlearn…); without it they are "not available". */
  learnScreen?: LearnScreenComponent;
  /** The internal exam of a school; without it /exam/exam/internal is "not available". */
  internalExam?: InternalExamScreens;
}

/**
 * The exam screen /exam/exam/{id} (spec §2): `demo`, `new`, `newY`, `newZ`, `newCategory{cat}` and
 * `hard` show the INFO stage and start that exam; a numeric id resumes a running exam (EXAM) or shows
 * a finished one (RESULT, CHECK); the learn forms show the learn screen of the learn feature.
 */
export function ExamPage({ learnScreen: LearnScreen, internalExam }: ExamPageProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const route = parseExamRoute(id);
  usePageTitle(route.kind === 'learn' ? t('learn.pageTitle') : t('exam.pageTitle'));
  switch (route.kind) {
    case 'invalid':
      return <Navigate to={actionPath('PAGE_NOT_FOUND')} replace />;
    case 'later':
      return <ExamModeNotAvailable />;
    case 'learn':
      return LearnScreen ? <LearnScreen key={id} target={{ category: route.category, moduleId: route.moduleId }} /> : <ExamModeNotAvailable />;
    case 'internal':
      return internalExam ? <internalExam.start /> : <ExamModeNotAvailable />;
    case 'existing':
      return <ExistingExam key={route.id} id={route.id} internalClose={internalExam?.close} />;
    default:
      return <NewExamScreen key={id} route={route} />;
  }
}

function NewExamScreen({ route }: { route: NewExamRoute }) {
  const user = useSessionUser();
  const signedOut = useSignedOutPath();
  if (!needsStudent(route)) return <NewExam route={route} learner={null} />;
  if (!user) return <Navigate to={signedOut} replace />;
  if (user.userType !== 'STUDENT') return <Navigate to={landingPath(user, new Date())} replace />;
  return <LearnerNewExam route={route} />;
}
