import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoIcon } from '../../../components/icons';
import { LoadFailure } from '../../../components/load-failure';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { formatDate } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3, height = 72, testId = 'elearning-loading' }: { rows?: number; height?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid={testId} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A load failure with the server's message, a retry and an optional way back. */
export function LoadError({ title, error, onRetry, backTo, backLabel }: { title: string; error?: unknown; onRetry?: () => void; backTo?: string; backLabel?: string }) {
  const { t } = useTranslation();
  return <LoadFailure title={title} detail={apiErrorDetail(t, error)} onRetry={onRetry} back={backTo ? { to: backTo, label: backLabel } : undefined} testId="elearning-error" />;
}

/**
 * Access to e-learning or lectures is missing or has ended (spec §4 access windows): say which, and
 * offer the subscription page.
 */
export function NoAccess({ kind, till, testId }: { kind: 'learning' | 'lectures'; till: string | null; testId: string }) {
  const { t } = useTranslation();
  const text = till ? t('elearning.access.expired', { date: formatDate(till) }) : t('elearning.access.none');
  return (
    <Alert color="orange" icon={<InfoIcon />} title={t(kind === 'learning' ? 'elearning.access.learningTitle' : 'elearning.access.lecturesTitle')} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button component={Link} to={ROUTES.subscription} size="sm" data-testid={`${testId}-buy`}>
          {t(till ? 'elearning.access.renew' : 'elearning.access.buy')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The way back to /nauka beside the heading of the course list and the lecture page. */
export function BackToHub() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={ROUTES.nauka} variant="subtle" size="compact-sm">
      {t('elearning.backToHub')}
    </Button>
  );
}
