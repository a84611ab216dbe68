import { useTranslation } from 'react-i18next';
import { afterPaint } from '../../../components/after-paint';
import { HeadedPage } from '../../../components/page-heading';
import { loadLearnerDataLayer } from '../../../entities/learner/learner-data-layer';
import { usePageTitle } from '../../../lib/use-page-title';
import { LearnLoading } from '../components/learn-states';

// The choice (the learner, the modules and the data layer behind them) is its own chunk, asked for
// once the heading is drawn; the learner's data layer is asked for beside it, so that its modules run
// in a task of their own, not in one long task with the choice's (issue 19).
const LearnChooseBody = afterPaint(async () => (await Promise.all([import('../components/learn-choose-body'), loadLearnerDataLayer()]))[0].LearnChooseBody, LearnLoading);

/**
 * /learn/choose (spec §2): the category (the learner's own preselected; the initial qualification for
 * C or D only with that access), then the module with the learner's progress in it, then start, or
 * start the review of the questions due. Without access to the category: the access has ended.
 */
export function LearnChoosePage() {
  const { t } = useTranslation();
  usePageTitle(t('learn.choose.pageTitle'));
  return (
    <HeadedPage title={t('learn.choose.title')} lead={t('learn.choose.lead')} testId="learn-choose-title">
      <LearnChooseBody />
    </HeadedPage>
  );
}
