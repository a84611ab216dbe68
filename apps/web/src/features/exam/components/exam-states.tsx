import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { LinkNotice } from '../../../components/link-notice';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { PageLoading } from '../../../components/page-loading';

/** The loader of the exam screens. */
export function ExamLoading() {
  return <PageLoading testId="exam-loading" />;
}

/**
 * The error state (spec §8): "Błąd podczas wczytywania danych!" with a link to the profile, after a load
 * failure or an empty question list. A visitor without an account gets the exam choice instead.
 */
export function ExamLoadError({ detail, onRetry }: { detail?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Alert color="red" icon={<AlertIcon />} title={t('msg.error.exam.load')} role="alert" data-testid="exam-load-error">
      <Stack gap="sm" align="flex-start">
        {detail && <Text size="sm">{detail}</Text>}
        <Group gap="sm">
          {user?.userType === 'STUDENT' ? (
            <Button component={Link} to={ROUTES.profile} variant="light" color="red" data-testid="exam-error-profile">
              {t('exam.error.profile')}
            </Button>
          ) : (
            <Button component={Link} to={ROUTES.exam} variant="light" color="red" data-testid="exam-error-choose">
              {t('exam.later.back')}
            </Button>
          )}
          {onRetry && (
            <Button variant="subtle" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** Learning modes reached through /exam/exam/{id} that a later issue builds. */
export function ExamModeNotAvailable() {
  const { t } = useTranslation();
  return <LinkNotice title={t('exam.later.title')} text={t('exam.later.text')} link={{ to: ROUTES.exam, label: t('exam.later.back') }} testId="exam-not-available" />;
}
