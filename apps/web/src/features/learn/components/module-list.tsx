import { useDeferredValue, useState } from 'react';
import type { Category, LearnProgress, ModuleCount, ModuleReview } from '@osk/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/icons';
import { TapButton, TapLink } from '../../../components/question/tap-button';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { useLearnProgress, useModuleReview, useModules } from '../api/learn.api';
import { learnScreenPath, moduleName, progressOf, progressPercent, reviewOf } from '../lib/learn-choice';
import { LearnLoadError, LearnLoading } from './learn-states';
import { useSessionUser } from '../../../lib/session/session.store';
import { OfflineDialog } from '../offline/offline-panel';
import { useOfflineModules } from '../offline/use-offline';
import classes from './module-list.module.css';

interface ModuleCardProps {
  module: ModuleCount;
  category: Category;
  ownCategory: Category;
  progress: LearnProgress | null;
  review: ModuleReview;
  /** Downloaded for offline learning (issue 23). */
  offline: boolean;
  onOffline: (moduleId: number) => void;
}

function ModuleCard({ module, category, ownCategory, progress, review, offline, onOffline }: ModuleCardProps) {
  const { t, i18n } = useTranslation();
  const percent = progressPercent(progress);
  const name = moduleName(module.id, i18n.language) ?? t('learn.choose.moduleNumber', { number: module.id });
  const empty = module.count === 0;
  // Plain elements styled by the CSS module, the buttons and links too (TapButton, TapLink): a category
  // has up to 32 modules, and a card of nested Mantine components cost the phone a long task to draw,
  // its two or three Mantine buttons most of it (issue 19).
  return (
    <div className={classes.card} data-testid={`learn-module-${module.id}`} data-percent={percent}>
      <div className={classes.body}>
        <div className={classes.head}>
          <p className={classes.number}>{t('learn.choose.moduleNumber', { number: module.id })}</p>
          <span className={classes.badge}>{t('learn.choose.questions', { count: module.count })}</span>
        </div>
        <h3 className={classes.name}>{name}</h3>
        <div className={classes.row} role="group" aria-label={t('learn.choose.progressLabel')}>
          <div className={classes.bar} aria-hidden>
            <div className={classes.fill} data-done={percent >= 100 || undefined} style={{ width: `${percent}%` }} />
          </div>
          <p className={classes.percent} data-testid={`learn-module-${module.id}-percent`}>
            {t('learn.choose.progress', { percent })}
          </p>
        </div>
        <p className={classes.note}>
          {progress ? t('learn.choose.stoppedAt', { number: progress.questionNumber, max: progress.max }) : t('learn.choose.notStarted')}
        </p>
        {(review.weak > 0 || review.due > 0 || offline) && (
          <div className={classes.badges}>
            {offline && (
              <span className={classes.badge} data-color="grape" data-testid={`learn-module-${module.id}-offline`}>
                {t('learn.offline.available')}
              </span>
            )}
            {review.weak > 0 && (
              <span className={classes.badge} data-color="red" data-testid={`learn-module-${module.id}-weak`}>
                {t('learn.choose.weak', { count: review.weak })}
              </span>
            )}
            {review.due > 0 && (
              <span className={classes.badge} data-color="orange" data-testid={`learn-module-${module.id}-due`}>
                {t('learn.choose.due', { count: review.due })}
              </span>
            )}
          </div>
        )}
      </div>
      {empty ? (
        <TapButton disabled variant="default" className={classes.fit}>
          {t('learn.choose.noQuestions')}
        </TapButton>
      ) : (
        <div className={classes.actions}>
          <TapLink to={learnScreenPath(category, ownCategory, module.id)} data-testid={`learn-module-${module.id}-start`}>
            {progress ? t('learn.choose.continue') : t('learn.choose.start')}
          </TapLink>
          {review.due > 0 && (
            <TapLink to={learnScreenPath(category, ownCategory, module.id, true)} variant="light" color="orange" data-testid={`learn-module-${module.id}-review`}>
              {t('learn.choose.review', { count: review.due })}
            </TapLink>
          )}
          <TapButton variant="default" onClick={() => onOffline(module.id)} data-testid={`learn-module-${module.id}-offline-action`}>
            {offline ? t('learn.offline.manage') : t('learn.offline.action')}
          </TapButton>
        </div>
      )}
    </div>
  );
}

export interface ModuleListProps {
  studentId: number;
  category: Category;
  ownCategory: Category;
}

/**
 * Step 2 of /learn/choose: the category's modules with their question counts, how far the learner got
 * in each (the stored question of max, in %), how many questions are weak or due for review, and the
 * buttons that start learning (or the review order).
 */
export function ModuleList({ studentId, category, ownCategory }: ModuleListProps) {
  const { t } = useTranslation();
  const modules = useModules(category);
  const progress = useLearnProgress(studentId);
  const review = useModuleReview(studentId, category);
  const user = useSessionUser();
  const downloads = useOfflineModules(user?.id ?? null);
  const [offlineDialog, setOfflineDialog] = useState<number | null>(null);
  const downloaded = new Set((downloads.data ?? []).filter((m) => m.category === category).map((m) => m.moduleId));

  // The cards show once their progress and review counts are in (the three reads go out together):
  // cards drawn before them would grow by a row of badges and push the cards below down. The answer
  // that completes them arrives as a blocking update; the cards are drawn in the deferred render that
  // follows, which React splits into short slices (a phone's main thread stays free; issue 19).
  const allIn = !(modules.isPending || progress.isPending || review.isPending);
  const drawCards = useDeferredValue(allIn);
  if (!allIn || !drawCards) return <LearnLoading testId="learn-modules-loading" />;
  if (modules.isError) {
    const detail = apiErrorDetail(t, modules.error);
    return <LearnLoadError title={t('learn.choose.modulesError')} detail={detail} onRetry={() => void modules.refetch()} />;
  }
  if (modules.data.length === 0) {
    return (
      <Alert color="gray" icon={<InfoIcon />} data-testid="learn-modules-empty">
        {t('learn.choose.modulesEmpty')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {(progress.isError || review.isError) && (
        <Alert color="yellow" icon={<InfoIcon />} data-testid="learn-progress-error">
          {t('learn.choose.progressError')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('learn.choose.reviewHint')}
      </Text>
      <div className={classes.grid} data-testid="learn-modules">
        {modules.data.map((module) => (
          <ModuleCard
            key={module.id}
            module={module}
            category={category}
            ownCategory={ownCategory}
            progress={progressOf(progress.data, category, module.id)}
            review={reviewOf(review.data, module.id)}
            offline={downloaded.has(module.id)}
            onOffline={setOfflineDialog}
          />
        ))}
      </div>
      {offlineDialog !== null && <OfflineDialog studentId={studentId} category={category} moduleId={offlineDialog} onClose={() => setOfflineDialog(null)} />}
    </Stack>
  );
}
