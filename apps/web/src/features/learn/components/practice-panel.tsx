import type { Category } from '@osk/contract';
import { Badge, Button, Chip, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { useMistakes, useModules } from '../api/learn.api';
import { moduleName, practicePath } from '../lib/learn-choice';
import { LearnLoadError } from './learn-states';

/**
 * Practice on /learn/choose (issue 23): my mistakes across all modules of the category, a quick quiz
 * of 10 questions from chosen modules, and an exam of my mistakes by the official point split (or
 * how many mistakes it still lacks).
 */
export function PracticePanel({ studentId, category }: { studentId: number; category: Category }) {
  const { t, i18n } = useTranslation();
  const mistakes = useMistakes(studentId, category);
  const modules = useModules(category);
  // The modules arrive as a blocking update (the query's store); their chips (up to 32) are drawn in
  // the deferred render that follows, which React splits into short slices (issue 19).
  const shownModules = useDeferredValue(modules.data);
  const withQuestions = (shownModules ?? []).filter((m) => m.count > 0);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const picked = chosen ?? withQuestions.map((m) => String(m.id));
  const total = mistakes.data?.total ?? 0;
  const missing = mistakes.data?.exam.missing ?? 0;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="practice-panel">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('learn.practice.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('learn.practice.lead')}
          </Text>
        </Stack>
        {mistakes.isError && <LearnLoadError title={t('learn.practice.loadError')} detail={apiErrorDetail(t, mistakes.error)} onRetry={() => void mistakes.refetch()} />}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <PracticeOption
            testId="practice-mistakes"
            title={t('learn.practice.mistakesTitle')}
            aside={
              mistakes.data ? (
                <Badge color={total > 0 ? 'red' : 'teal'} variant="light" data-testid="practice-mistakes-count" data-count={total}>
                  {t('learn.practice.mistakesCount', { count: total })}
                </Badge>
              ) : null
            }
            text={t('learn.practice.mistakesText')}
          >
            {mistakes.data && total === 0 ? (
              <Text size="sm" c="teal.8" data-testid="practice-no-mistakes">
                {t('learn.practice.noMistakes')}
              </Text>
            ) : (
              <Button component={Link} to={practicePath('mistakes', category)} color="red" variant="light" disabled={!mistakes.data} data-testid="practice-mistakes-start">
                {t('learn.practice.startMistakes')}
              </Button>
            )}
          </PracticeOption>

          <PracticeOption testId="practice-quiz" title={t('learn.practice.quizTitle')} text={t('learn.practice.quizText')}>
            <Text size="xs" fw={600} id="practice-quiz-modules">
              {t('learn.practice.quizModules')}
            </Text>
            <Chip.Group multiple value={picked} onChange={setChosen}>
              <Group gap={6} role="group" aria-labelledby="practice-quiz-modules">
                {withQuestions.map((m) => (
                  <Chip key={m.id} value={String(m.id)} size="sm" data-testid={`practice-quiz-module-${m.id}`} title={moduleName(m.id, i18n.language) ?? undefined}>
                    {m.id}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Group gap="xs">
              <Button variant="subtle" size="compact-sm" onClick={() => setChosen(withQuestions.map((m) => String(m.id)))} data-testid="practice-quiz-all">
                {t('learn.practice.quizAll')}
              </Button>
            </Group>
            {picked.length === 0 && (
              <Text size="xs" c="orange.8" data-testid="practice-quiz-none">
                {t('learn.practice.quizNone')}
              </Text>
            )}
            <StartButton to={picked.length === 0 ? null : practicePath('quiz', category, picked.map(Number))} label={t('learn.practice.startQuiz')} testId="practice-quiz-start" />
          </PracticeOption>

          <PracticeOption testId="practice-exam" title={t('learn.practice.examTitle')} text={t('learn.practice.examText', { size: mistakes.data?.exam.size ?? 32 })}>
            {mistakes.data && missing > 0 && (
              <Text size="sm" c="orange.8" data-testid="practice-exam-missing" data-missing={missing}>
                {t('learn.practice.examMissing', { count: missing })}
              </Text>
            )}
            <StartButton to={mistakes.data && missing === 0 ? practicePath('exam', category) : null} label={t('learn.practice.startExam')} testId="practice-exam-start" variant="light" />
          </PracticeOption>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** One way to practise: its title (with `aside` beside it when given), what it is, then its controls and start. */
function PracticeOption({ testId, title, aside, text, children }: { testId: string; title: string; aside?: ReactNode; text: string; children: ReactNode }) {
  const heading = (
    <Title order={3} size="h5">
      {title}
    </Title>
  );
  return (
    <Stack gap="xs" data-testid={testId}>
      {aside === undefined ? (
        heading
      ) : (
        <Group gap="xs" justify="space-between">
          {heading}
          {aside}
        </Group>
      )}
      <Text size="sm">{text}</Text>
      {children}
    </Stack>
  );
}

/** The start of a practice: a link to it, or a disabled button while it cannot start (`to` null). */
function StartButton({ to, label, testId, variant }: { to: string | null; label: string; testId: string; variant?: 'light' }) {
  return to === null ? (
    <Button disabled variant={variant} data-testid={testId}>
      {label}
    </Button>
  ) : (
    <Button component={Link} to={to} variant={variant} data-testid={testId}>
      {label}
    </Button>
  );
}
