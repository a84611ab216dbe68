import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';

/** Paths of the school settings the warnings link to. */
export const CHANGE_PIN_PATH = '/school/changePin';
export const CHANGE_DEFAULT_PASSWORD_PATH = '/school/changeDefaultPassword';

/** The no-PIN and no-default-password warnings of school document §5 (an internal exam needs both). */
export function SetupWarnings({ pinSet, defaultPasswordSet }: { pinSet: boolean; defaultPasswordSet: boolean }) {
  const { t } = useTranslation();
  if (pinSet && defaultPasswordSet) return null;
  return (
    <Stack gap="sm">
      {!pinSet && <SetupWarning text={t('internalExams.noPin')} to={CHANGE_PIN_PATH} action={t('internalExams.setPin')} testId="internal-no-pin" />}
      {!defaultPasswordSet && <SetupWarning text={t('internalExams.noDefaultPassword')} to={CHANGE_DEFAULT_PASSWORD_PATH} action={t('internalExams.setDefaultPassword')} testId="internal-no-default-password" />}
    </Stack>
  );
}

/** One missing setting: what is missing and a link to set it. */
function SetupWarning({ text, to, action, testId }: { text: string; to: string; action: string; testId: string }) {
  return (
    <Alert color="orange" icon={<AlertIcon />} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button component={Link} to={to} size="compact-sm" variant="light" color="orange">
          {action}
        </Button>
      </Stack>
    </Alert>
  );
}
