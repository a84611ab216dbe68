import { displayCategory, INTERNAL_EXAM_CATEGORIES, type Category, type LearnerCategory } from '@osk/contract';
import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { createTemporalAccount, useInternalExamState } from '../api/internal-exams.api';
import { StateLoading } from '../components/exam-start';
import { SetupWarnings } from '../components/setup-warnings';
import { TemporaryAccountCard } from '../../../components/temporary-account-card';

/** The path that starts the internal exam of a category (the INFO stage of /exam/exam/internal). */
export function internalExamPath(category: Category): string {
  return `/exam/exam/internal?category=${category}`;
}

/**
 * /exam/internal and /exam/online (school document §2.2): the categories of the internal exam. The
 * internal exam runs in the school's own session (locked until the PIN); the online exam creates a
 * temporary account per category for the examinee, with a random login and password shown once to
 * print (issue 20). Both need the school PIN, the internal exam also the default password (warnings otherwise).
 */
export function InternalExamChoosePage({ online = false }: { online?: boolean }) {
  const { t } = useTranslation();
  usePageTitle(online ? t('internalExams.onlineTitle') : t('internalExams.pageTitle'));
  const state = useInternalExamState();
  const [created, setCreated] = useState<{ category: Category; login: string; password: string; expires: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState<Category | null>(null);

  if (state.isPending) return <StateLoading />;
  if (state.isError) {
    return (
      <Container py="xl">
        <Alert color="red" icon={<AlertIcon />}>
          {t('internalExams.loadError')}
        </Alert>
      </Container>
    );
  }
  // A session locked by a running internal exam goes back to it (its PIN stage follows the result).
  if (state.data.lockedByExamId !== null) return <Navigate to={`/exam/exam/${state.data.lockedByExamId}`} replace />;
  // The school's own exam needs the PIN and the default password; a temporary account (online) has its
  // own random password, so only the PIN that closes its exam (issue 20).
  const ready = state.data.pinSet && (online || state.data.defaultPasswordSet);

  const createAccount = async (category: LearnerCategory) => {
    setFailure(null);
    setCreating(category);
    const result = await createTemporalAccount(category);
    setCreating(null);
    if (!result.ok) {
      setFailure(apiErrorMessage(t, result.error));
      return;
    }
    setCreated({ category, login: result.data.login ?? result.data.student?.email ?? '', password: result.data.password ?? '', expires: result.data.student?.accountExpire ?? null });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{online ? t('internalExams.onlineTitle') : t('internalExams.pageTitle')}</Title>
        <Text c="dimmed">{online ? t('internalExams.onlineIntro') : t('internalExams.intro')}</Text>
        <SetupWarnings pinSet={state.data.pinSet} defaultPasswordSet={online || state.data.defaultPasswordSet} />
        {failure && (
          <Alert color="red" icon={<AlertIcon />} role="alert">
            {failure}
          </Alert>
        )}
        {created && (
          <Stack gap="sm">
            <Alert color="green" data-testid="internal-account-created">
              {t('internalExams.accountCreated')}
            </Alert>
            <TemporaryAccountCard login={created.login} password={created.password} category={displayCategory(created.category)} expires={created.expires} />
          </Stack>
        )}
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Text fw={600}>{t('internalExams.chooseCategory')}</Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {INTERNAL_EXAM_CATEGORIES.map((category) =>
                online ? (
                  <Button key={category} variant="light" disabled={!ready} loading={creating === category} onClick={() => void createAccount(category)} data-testid={`internal-category-${category}`}>
                    {t('internalExams.category', { category: displayCategory(category) })}
                  </Button>
                ) : ready ? (
                  <Button key={category} variant="light" component={Link} to={internalExamPath(category)} data-testid={`internal-category-${category}`}>
                    {t('internalExams.category', { category: displayCategory(category) })}
                  </Button>
                ) : (
                  <Button key={category} variant="light" disabled data-testid={`internal-category-${category}`}>
                    {t('internalExams.category', { category: displayCategory(category) })}
                  </Button>
                ),
              )}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Button component={Link} to="/school/exams" variant="subtle" w="fit-content">
          {t('internalExams.toList')}
        </Button>
      </Stack>
    </Container>
  );
}
