import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoIcon } from '../../../components/icons';
import { LoadFailure } from '../../../components/load-failure';
import { ROUTES } from '../../../lib/routes';
import type { LearnAccessClosed } from '../lib/learn-choice';
import { PageLoading } from '../../../components/page-loading';

/** The loader of the learn screens. */
export function LearnLoading({ testId = 'learn-loading' }: { testId?: string }) {
  return <PageLoading testId={testId} />;
}

/**
 * Learning is closed (spec §4): an access that has ended says so and offers to renew it; one that
 * never existed (a new learner, an initial qualification not bought) offers to buy it instead of
 * calling it expired.
 */
export function LearnAccessEnded({ reason = 'expired', qualification = false }: { reason?: LearnAccessClosed; qualification?: boolean }) {
  const { t } = useTranslation();
  const never = reason === 'never';
  const title = never ? t(qualification ? 'learn.access.qualificationNeverTitle' : 'learn.access.neverTitle') : t('learn.access.title');
  const text = never ? t(qualification ? 'learn.access.qualificationNeverText' : 'learn.access.neverText') : t('learn.access.text');
  return (
    <Alert color="orange" icon={<InfoIcon />} title={title} data-testid={never ? 'learn-access-never' : 'learn-access-ended'}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Group gap="sm">
          <Button component={Link} to={ROUTES.subscription} data-testid="learn-access-renew">
            {never ? t('learn.access.buy') : t('learn.access.renew')}
          </Button>
          <Button component={Link} to={ROUTES.profile} variant="subtle">
            {t('learn.access.profile')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A load failure with an optional detail, a retry and a way back. */
export function LearnLoadError({ title, detail, onRetry, backTo }: { title: string; detail?: string; onRetry?: () => void; backTo?: string }) {
  const { t } = useTranslation();
  return <LoadFailure title={title} detail={detail} onRetry={onRetry} back={backTo ? { to: backTo, label: t('learn.screen.back') } : undefined} testId="learn-load-error" />;
}
