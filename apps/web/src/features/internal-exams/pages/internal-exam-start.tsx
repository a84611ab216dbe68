import { displayCategory, type ExamLanguage, examLanguageFor, INTERNAL_EXAM_CATEGORIES, type Category } from '@osk/contract';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session/session.store';
import { useSignedOutPath } from '../../../lib/session/signed-out';
import { startInternalExam, useInternalExamState } from '../api/internal-exams.api';
import { SetupWarnings } from '../components/setup-warnings';
import { StartControls, StateLoading, useExamStart } from '../components/exam-start';
import { LearnerInternalExamStart } from './learner-internal-exam-start';

/**
 * The INFO stage of /exam/exam/internal?category=X (the school's internal exam; a learner's own on
 * /exam/exam/internal, see LearnerInternalExamStart): the category and
 * the exam language; starting locks the school's session and opens the exam's screen. A session
 * already locked by an exam goes back to that exam (its PIN stage follows the result).
 */
export function InternalExamStartScreen() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const signedOut = useSignedOutPath();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const requested = search.get('category')?.toUpperCase() ?? '';
  const category = (INTERNAL_EXAM_CATEGORIES as readonly string[]).includes(requested) ? (requested as Category) : null;
  const [language, setLanguage] = useState<ExamLanguage>(examLanguageFor(i18n.language));
  const { failure, starting, start } = useExamStart();
  const state = useInternalExamState();

  if (!user) return <Navigate to={signedOut} replace />;
  // A learner's internal exam (a temporary account, or a learner the school gave internal exams).
  if (user.userType === 'STUDENT') return <LearnerInternalExamStart />;
  if (user.userType !== 'SCHOOL') return <Navigate to="/exam/choose" replace />;
  if (state.data?.lockedByExamId) return <Navigate to={`/exam/exam/${state.data.lockedByExamId}`} replace />;
  if (!category) return <Navigate to="/exam/internal" replace />;
  if (state.isPending) return <StateLoading />;

  // The server locks the session (school document §4). The exam screen reads the exam again (GET
  // exam/show is one of the calls a locked session may make).
  const startExam = () => start(() => startInternalExam(category, language), { started: () => queryClient.invalidateQueries({ queryKey: ['internal-exams'] }) });

  const pinSet = state.data?.pinSet ?? false;
  const passwordSet = state.data?.defaultPasswordSet ?? false;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md" data-testid="internal-exam-info">
        <Stack gap="md">
          <Title order={1}>{t('internalExams.infoTitle', { category: displayCategory(category) })}</Title>
          <Text>{t('internalExams.infoText')}</Text>
          <Text size="sm" c="dimmed">
            {t('internalExams.intro')}
          </Text>
          <SetupWarnings pinSet={pinSet} defaultPasswordSet={passwordSet} />
          <StartControls
            failure={failure}
            language={language}
            onLanguage={setLanguage}
            back={{ to: '/exam/internal', label: t('internalExams.back') }}
            onStart={() => void startExam()}
            starting={starting}
            disabled={!pinSet || !passwordSet}
          />
        </Stack>
      </Paper>
    </Container>
  );
}
