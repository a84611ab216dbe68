import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SUCCESS_INTERNAL: a passed internal exam of an internal (temporary) account (spec: exam stages). */
export function ExamSuccessInternal({ onResult }: { onResult: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto" my="xl" data-testid="exam-success-internal">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="green">
          <Text fw={700}>✓</Text>
        </ThemeIcon>
        <Title order={2}>{t('internalExams.successTitle')}</Title>
        <Text ta="center">{t('internalExams.successInternalAccount')}</Text>
        <Button variant="light" onClick={onResult} data-testid="exam-success-internal-result">
          {t('internalExams.showResult')}
        </Button>
      </Stack>
    </Paper>
  );
}
