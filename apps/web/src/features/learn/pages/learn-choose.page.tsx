import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../../../components/after-paint';
import { HeadedPage } from '../../../components/page-heading';
import { loadLearnerDataLayer } from '../../../entities/learner/learner-data-layer';
import { loadInTurns } from '../../../lib/load-in-turns';
import { usePageTitle } from '../../../lib/use-page-title';
import { LearnLoading } from '../components/learn-states';

// The choice (the learner, the modules and the data layer behind them) is its own chunk, asked for
// once the heading is drawn; the learner's data layer is asked for first, in turns, so that its
// requests are set up and its modules run in tasks of their own, not in one long task with the
// choice's (issue 19).
// The modules downloaded for offline learning (issue 23), read from the device: shown without a network too.
const OfflineShelf = afterPaint(async () => (await import('../offline/offline-panel')).OfflineShelf, () => null);
const LearnChooseBody = afterPaint(async () => (await loadInTurns(loadLearnerDataLayer, () => import('../components/learn-choose-body')))[1].LearnChooseBody, LearnLoading);

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
      <Stack gap="lg">
        <OfflineShelf />
        <LearnChooseBody />
      </Stack>
    </HeadedPage>
  );
}
