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
      {!pinSet && (
        <Alert color="orange" icon={<AlertIcon />} data-testid="internal-no-pin">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('internalExams.noPin')}</Text>
            <Button component={Link} to={CHANGE_PIN_PATH} size="compact-sm" variant="light" color="orange">
              {t('internalExams.setPin')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!defaultPasswordSet && (
        <Alert color="orange" icon={<AlertIcon />} data-testid="internal-no-default-password">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('internalExams.noDefaultPassword')}</Text>
            <Button component={Link} to={CHANGE_DEFAULT_PASSWORD_PATH} size="compact-sm" variant="light" color="orange">
              {t('internalExams.setDefaultPassword')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
