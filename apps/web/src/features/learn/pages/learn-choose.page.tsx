import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../../../components/after-paint';
import { HeadedPage } from '../../../components/page-heading';
import { loadLearnerDataLayer } from '../../../entities/learner/learner-data-layer';
import { loadInTurns } from '../../../lib/load-in-turns';
import { usePageTitle } from '../../../lib/use-page-title';
import { LearnLoading } from '../components/learn-states';
import type * as ChoiceModuleType from '../components/learn-choose-body';

type ChoiceModule = typeof ChoiceModuleType;

// The choice (the learner, the modules and the data layer behind them) is its own chunk, asked for
// once the heading is drawn; the learner's data layer and the learning calls are asked for first, in
// turns, so that their requests are set up and their modules (the contract's schemas) run in tasks of
// their own, not in one long task with the choice's (issue 19).
let choice: Promise<ChoiceModule> | undefined;
function loadChoice(): Promise<ChoiceModule> {
  choice ??= loadInTurns(loadLearnerDataLayer, () => import('../api/learn.api'), () => import('../components/learn-choose-body')).then(
    (loads) => loads[2],
    (error: unknown) => {
      // A failed load is tried again the next time the page is drawn.
      choice = undefined;
      throw error;
    },
  );
  return choice;
}
// The modules downloaded for offline learning (issue 23), read from the device: shown without a
// network too. Its code shares the choice's modules, so it is asked for once the choice has run:
// asked for beside it, its import ran the same modules in one long task.
const OfflineShelf = afterPaint(async () => {
  // The choice failing to load is the choice's to show; the shelf then loads by itself.
  await loadChoice().catch(() => undefined);
  return (await import('../offline/offline-panel')).OfflineShelf;
}, () => null);
const LearnChooseBody = afterPaint(async () => (await loadChoice()).LearnChooseBody, LearnLoading);

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
