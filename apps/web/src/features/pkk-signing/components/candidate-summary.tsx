import { formatPkkNumber, type PkkCourseForm } from '@osk/contract';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The candidate, read-only (school document §2.2 "PKK edit"): name, PESEL or birth date, category, number in 4×5. */
export function CandidateSummary({ form }: { form: PkkCourseForm }) {
  const { t } = useTranslation();
  const { candidate, origin } = form.pkk.profile;
  return (
    <Card withBorder data-testid="pkk-course-candidate">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('pkkSigning.candidate.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={t('pkkSigning.candidate.name')} value={`${candidate.firstName} ${candidate.lastName}`} testId="pkk-course-name" />
          {candidate.pesel ? (
            <Field label={t('pkkSigning.candidate.pesel')} value={candidate.pesel} testId="pkk-course-pesel" />
          ) : (
            <Field label={t('pkkSigning.candidate.birthDate')} value={formatDate(candidate.birthDate)} testId="pkk-course-birth-date" />
          )}
          <Field label={t('pkkSigning.candidate.category')} value={form.category} testId="pkk-course-category" />
          <Field label={t('pkkSigning.candidate.number')} value={formatPkkNumber(origin.number)} testId="pkk-course-number" />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
