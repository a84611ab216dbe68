import { useTranslation } from 'react-i18next';
import { afterPaint } from '../../../components/after-paint';
import { HeadedPage } from '../../../components/page-heading';
import { loadLearnerDataLayer } from '../../../entities/learner/learner-data-layer';
import { loadInTurns } from '../../../lib/load-in-turns';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExamLoading } from '../components/exam-states';

// The choice (the learner, the exam cards, the language select and the data layer behind them) is
// its own chunk, asked for once the heading is drawn; the learner's data layer and the exam calls are
// asked for first, in turns, so that their requests are set up and their modules (the contract's
// schemas) run in tasks of their own, not in one long task with the choice's (issue 19).
const ExamChooseBody = afterPaint(
  async () => (await loadInTurns(loadLearnerDataLayer, () => import('../api/exam.api'), () => import('../components/exam-choose-body')))[2].ExamChooseBody,
  ExamLoading,
);

/**
 * /exam/choose (spec §2): a student picks the category exam, an initial qualification test (when that
 * access is open), or the hard questions, in an exam language, and sees the past exams; a visitor
 * (and a school or instructor account, which takes no exams here) gets the demo exam.
 */
export function ExamChoosePage() {
  const { t } = useTranslation();
  usePageTitle(t('exam.choose.pageTitle'));
  return (
    <HeadedPage title={t('exam.choose.title')} lead={t('exam.choose.lead')} testId="exam-choose-title">
      <ExamChooseBody />
    </HeadedPage>
  );
}
