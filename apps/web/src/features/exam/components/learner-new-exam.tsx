import { useTranslation } from 'react-i18next';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import type { NewExamRoute } from '../lib/exam-route';
import { ExamLoadError, ExamLoading } from './exam-states';
import { NewExam } from './new-exam';

/** A learner's new exam: the INFO stage once the learner (category, subscription) is read. */
export function LearnerNewExam({ route }: { route: NewExamRoute }) {
  const { t } = useTranslation();
  const student = useCurrentLearner();
  if (student.isPending) return <ExamLoading />;
  if (student.isError) {
    const detail = apiErrorDetail(t, student.error);
    return <ExamLoadError detail={detail} onRetry={() => void student.refetch()} />;
  }
  return <NewExam route={route} learner={student.data} />;
}
