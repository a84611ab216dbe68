import type { Category, LearnProgress, ModuleCount, ModuleReview } from '@osk/contract';
import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { useLearnProgress, useModuleReview, useModules } from '../api/learn.api';
import { learnScreenPath, moduleName, progressOf, progressPercent, reviewOf } from '../lib/learn-choice';
import { LearnLoadError, LearnLoading } from './learn-states';

interface ModuleCardProps {
  module: ModuleCount;
  category: Category;
  ownCategory: Category;
  progress: LearnProgress | null;
  review: ModuleReview;
}

function ModuleCard({ module, category, ownCategory, progress, review }: ModuleCardProps) {
  const { t, i18n } = useTranslation();
  const percent = progressPercent(progress);
  const name = moduleName(module.id, i18n.language) ?? t('learn.choose.moduleNumber', { number: module.id });
  const empty = module.count === 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`learn-module-${module.id}`} data-percent={percent}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('learn.choose.moduleNumber', { number: module.id })}
            </Text>
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t('learn.choose.questions', { count: module.count })}
            </Badge>
          </Group>
          <Title order={3} size="h5" lh={1.3}>
            {name}
          </Title>
          <Group gap="xs" wrap="nowrap" role="group" aria-label={t('learn.choose.progressLabel')}>
            <Progress value={percent} style={{ flex: 1 }} color={percent >= 100 ? 'teal' : 'blue'} aria-hidden />
            <Text size="sm" fw={600} w={44} ta="right" data-testid={`learn-module-${module.id}-percent`}>
              {t('learn.choose.progress', { percent })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {progress ? t('learn.choose.stoppedAt', { number: progress.questionNumber, max: progress.max }) : t('learn.choose.notStarted')}
          </Text>
          {(review.weak > 0 || review.due > 0) && (
            <Group gap={6}>
              {review.weak > 0 && (
                <Badge color="red" variant="light" data-testid={`learn-module-${module.id}-weak`}>
                  {t('learn.choose.weak', { count: review.weak })}
                </Badge>
              )}
              {review.due > 0 && (
                <Badge color="orange" variant="light" data-testid={`learn-module-${module.id}-due`}>
                  {t('learn.choose.due', { count: review.due })}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
        {empty ? (
          <Button disabled variant="default" w="fit-content">
            {t('learn.choose.noQuestions')}
          </Button>
        ) : (
          <Group gap="xs">
            <Button component={Link} to={learnScreenPath(category, ownCategory, module.id)} data-testid={`learn-module-${module.id}-start`}>
              {progress ? t('learn.choose.continue') : t('learn.choose.start')}
            </Button>
            {review.due > 0 && (
              <Button component={Link} to={learnScreenPath(category, ownCategory, module.id, true)} variant="light" color="orange" data-testid={`learn-module-${module.id}-review`}>
                {t('learn.choose.review', { count: review.due })}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
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

  // The cards show once their progress and review counts are in (the three reads go out together):
  // cards drawn before them would grow by a row of badges and push the cards below down.
  if (modules.isPending || progress.isPending || review.isPending) return <LearnLoading testId="learn-modules-loading" />;
  if (modules.isError) {
    const detail = modules.error instanceof ApiRequestError ? apiErrorMessage(t, modules.error.error) : undefined;
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
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="learn-modules">
        {modules.data.map((module) => (
          <ModuleCard
            key={module.id}
            module={module}
            category={category}
            ownCategory={ownCategory}
            progress={progressOf(progress.data, category, module.id)}
            review={reviewOf(review.data, module.id)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
