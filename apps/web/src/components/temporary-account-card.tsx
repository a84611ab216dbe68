import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/dates';
import { PrinterIcon } from './icons';

/**
 * Printing shows only the credentials card: everything else of the page is hidden, the card fills the
 * page in black on white, and the buttons are left out.
 */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute !important; left: 0; top: 0; width: 100%; box-shadow: none !important; border: 2px solid #000 !important; color: #000 !important; background: #fff !important; }
  [data-print-hide] { display: none !important; }
}
`;

export interface TemporaryAccountCardProps {
  login: string;
  /** The account's own random password, answered only when it was created (issue 20). */
  password: string;
  category?: string | undefined;
  /** The account's expiry day (yyyy-MM-dd). */
  expires?: string | null | undefined;
}

/**
 * The credentials of a temporary exam account, shown once after it is created: login and password in
 * large monospaced type, with a print button (a print stylesheet prints this card alone) so the school
 * hands the examinee a slip of paper. The password cannot be shown again.
 */
export function TemporaryAccountCard({ login, password, category, expires }: TemporaryAccountCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-print-area data-testid="temporary-credentials">
      <style>{PRINT_CSS}</style>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('schoolStudents.credentials.title')}
        </Title>
        {category && (
          <Text size="sm">
            {t('schoolStudents.credentials.category')}: <b>{category}</b>
          </Text>
        )}
        <div>
          <Text size="sm" c="dimmed">
            {t('schoolStudents.credentials.login')}
          </Text>
          <Text ff="monospace" fz="lg" fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="temporary-login">
            {login}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('schoolStudents.credentials.password')}
          </Text>
          <Text ff="monospace" fz="xl" fw={700} data-testid="temporary-password">
            {password}
          </Text>
        </div>
        {expires && (
          <Text size="sm">
            {t('schoolStudents.credentials.expires')}: {formatDate(expires)}
          </Text>
        )}
        <Text size="sm" c="orange.8" data-print-hide>
          {t('schoolStudents.credentials.once')}
        </Text>
        <Group data-print-hide>
          <Button leftSection={<PrinterIcon />} onClick={() => window.print()} data-testid="temporary-print">
            {t('schoolStudents.credentials.print')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
