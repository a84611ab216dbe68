import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StockLine, StudentsFrame, WithSchool } from '../components/frame';
import { STUDENT_PATHS } from '../lib/paths';

const CHOICES = [
  { key: 'regular', to: STUDENT_PATHS.createOf('SCHOOL_REGULAR'), testId: 'choice-regular' },
  { key: 'sms', to: STUDENT_PATHS.createOf('SCHOOL_SMS'), testId: 'choice-sms' },
  { key: 'temporary', to: STUDENT_PATHS.internalAccounts, testId: 'choice-temporary' },
] as const;

/** /school/students/create: how to add a learner (school document §2.2 "Add-student type choice"), with the stock. */
export function CreateChoicePage() {
  const { t } = useTranslation();
  return (
    <StudentsFrame title={t('schoolStudents.choice.title')} back={{ to: STUDENT_PATHS.list, label: t('schoolStudents.toList') }} testId="create-choice-page">
      <Text c="dimmed">{t('schoolStudents.choice.intro')}</Text>
      <WithSchool>{(school) => <StockLine school={school} />}</WithSchool>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {CHOICES.map((choice) => (
          <UnstyledButton key={choice.key} component={Link} to={choice.to} data-testid={choice.testId}>
            <Paper withBorder radius="md" p="lg" h="100%" style={{ cursor: 'pointer' }}>
              <Stack gap="xs">
                <Title order={2} size="h4" c="blue">
                  {t(`schoolStudents.choice.${choice.key}`)}
                </Title>
                <Text size="sm">{t(`schoolStudents.choice.${choice.key}Hint`)}</Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </StudentsFrame>
  );
}
