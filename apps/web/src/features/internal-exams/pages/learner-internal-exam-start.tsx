import { displayCategory, ExamLanguage, examLanguageFor } from '@osk/contract';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { startLearnerInternalExam, useInternalExamState } from '../api/internal-exams.api';
import { StartControls, StateLoading, useExamStart } from '../components/exam-start';

/**
 * The INFO stage of /exam/exam/internal for a learner (a school's temporary account, or a learner the
 * school gave internal exams; school document §2.2, §4): the category of the learner's internal exam,
 * how many are left and the exam language. Starting uses one internal exam and locks the learner's
 * session until a school employee closes the exam with the school PIN after the result.
 */
export function LearnerInternalExamStart() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('internalExams.pageTitle'));
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const requested = ExamLanguage.safeParse(search.get('lang')?.toUpperCase());
  const [language, setLanguage] = useState<ExamLanguage>(requested.success ? requested.data : examLanguageFor(i18n.language));
  const { failure, setFailure, starting, start } = useExamStart();
  const state = useInternalExamState();

  if (state.isPending) return <StateLoading />;
  if (state.isError) {
    const detail = (apiErrorDetail(t, state.error) ?? t('internalExams.loadError'));
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="internal-start-error">
            {detail}
          </Alert>
          <Button component={Link} to={ROUTES.exam} variant="default">
            {t('internalExams.learner.back')}
          </Button>
        </Stack>
      </Container>
    );
  }
  // A session already locked by its exam goes back to it (the PIN stage follows the result).
  if (state.data.lockedByExamId !== null) return <Navigate to={`/exam/exam/${state.data.lockedByExamId}`} replace />;

  const { studentId, pinSet } = state.data;
  const category = state.data.category ?? 'B';
  const left = state.data.internalExamsLeft ?? 0;

  const startExam = async () => {
    if (studentId === undefined) return;
    // After a refusal the count may have changed meanwhile (another tab): show the current one.
    await start(() => startLearnerInternalExam(studentId, language), { failed: () => void queryClient.invalidateQueries({ queryKey: ['internal-exams', 'state'] }) });
  };

  return (
    <Container size="sm" py="xl" px={{ base: 0, xs: 'md' }}>
      <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md" data-testid="internal-exam-info">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('internalExams.infoTitle', { category: displayCategory(category) })}
          </Title>
          <Text>{t('internalExams.infoText')}</Text>
          <Text fw={600} data-testid="internal-exams-left">
            {t('internalExams.learner.left', { count: left })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('internalExams.learner.usesOne')}
          </Text>
          {left === 0 && (
            <Alert color="orange" icon={<AlertIcon />} role="alert" data-testid="internal-none-left">
              {t('msg.error.internal.exam.none.left')}
            </Alert>
          )}
          {!pinSet && (
            <Alert color="orange" icon={<AlertIcon />} role="alert" data-testid="internal-no-pin">
              {t('internalExams.learner.noPin')}
            </Alert>
          )}
          <StartControls
            failure={failure}
            language={language}
            onLanguage={(next) => {
              setLanguage(next);
              setFailure(null);
            }}
            back={{ to: ROUTES.exam, label: t('internalExams.learner.back') }}
            onStart={() => void startExam()}
            starting={starting}
            disabled={left === 0 || !pinSet || studentId === undefined}
          />
        </Stack>
      </Paper>
    </Container>
  );
}
