import type { Exam, ExamExecution } from '@osk/contract';
import { Badge, Box, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerStatus, type AnswerStatus } from '../lib/exam-review';
import { HardQuestionToggle } from '../../../entities/hard-questions/hard-question-toggle';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { QuestionMedia } from '../../../components/question/question-media';
import { QuestionExplanation, QuestionLegalSource } from '../../../components/question/question-notes';
import { useSessionUser } from '../../../lib/session/session.store';

export interface ExamCheckProps {
  exam: Exam;
  onBack: () => void;
}

const STATUS_COLOR: Record<AnswerStatus, string> = { CORRECT: 'teal', WRONG: 'red', UNANSWERED: 'gray' };
const STATUS_KEY = {
  CORRECT: 'exam.check.statusCorrect',
  WRONG: 'exam.check.statusWrong',
  UNANSWERED: 'exam.check.statusUnanswered',
} as const;

function answerLabel(t: TFunction, value: string | null): string | null {
  if (value === 'TAK') return t('exam.run.yes');
  if (value === 'NIE') return t('exam.run.no');
  return value;
}

/** One answer option of a reviewed question, marked as the learner's and/or the correct one. */
function Option({ label, text, mine, correct }: { label: string; text: string | null; mine: boolean; correct: boolean }) {
  const { t } = useTranslation();
  const color = correct ? 'teal' : mine ? 'red' : undefined;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={color ? { borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 2, background: `var(--mantine-color-${color}-0)` } : undefined}
      data-testid={`exam-check-option-${label}`}
      data-mine={mine}
      data-correct={correct}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Badge size="lg" circle variant={color ? 'filled' : 'light'} color={color ?? 'gray'}>
          {label.slice(0, 1)}
        </Badge>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={500}>{text ?? label}</Text>
          <Group gap={6}>
            {mine && (
              <Badge size="sm" variant="light" color={correct ? 'teal' : 'red'}>
                {t('exam.check.yourAnswer')}
              </Badge>
            )}
            {correct && (
              <Badge size="sm" variant="light" color="teal">
                {t('exam.check.correctAnswer')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function ReviewedQuestion({ item, count, studentId }: { item: ExamExecution; count: number; studentId: number | null }) {
  const { t } = useTranslation();
  const { question } = item;
  const status = answerStatus(item);
  const options =
    question.type === 'STANDARD'
      ? [
          { value: 'TAK', label: t('exam.run.yes'), text: null },
          { value: 'NIE', label: t('exam.run.no'), text: null },
        ]
      : [
          { value: 'A', label: 'A', text: question.answerA },
          { value: 'B', label: 'B', text: question.answerB },
          { value: 'C', label: 'C', text: question.answerC },
        ];
  return (
    <Stack gap="md" data-testid="exam-check-question" data-ordinal={item.ordinalNumber}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" data-testid="exam-check-counter">
          {t('exam.run.counter', { current: item.ordinalNumber, count })}
        </Title>
        <Group gap={6}>
          <Badge variant="light" color={question.type === 'SPECIALISTIC' ? 'grape' : 'blue'}>
            {question.type === 'SPECIALISTIC' ? t('exam.run.partSpecialist') : t('exam.run.partBasic')}
          </Badge>
          <Badge variant="outline" color="gray">
            {t('exam.run.weight', { count: question.weight })}
          </Badge>
          <Badge size="lg" color={STATUS_COLOR[status]} data-testid="exam-check-status" data-status={status}>
            {t(STATUS_KEY[status])}
          </Badge>
          {studentId !== null && <HardQuestionToggle key={question.externalId} studentId={studentId} externalId={question.externalId} variant="icon" />}
        </Group>
      </Group>
      <Box maw={720}>
        <QuestionMedia key={question.id} question={question} phase={null} />
      </Box>
      <Text fz="lg" fw={500} data-testid="exam-check-question-text">
        {question.questionText}
      </Text>
      <Stack gap="xs">
        {options.map((option) => (
          <Option
            key={option.value}
            label={option.label}
            text={option.text}
            mine={item.answer === option.value}
            correct={question.correct === option.value}
          />
        ))}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm" data-testid="exam-check-your-answer">
          <Text span c="dimmed" inherit>
            {t('exam.check.yourAnswer')}:
          </Text>{' '}
          <b>{answerLabel(t, item.answer) ?? t('exam.check.none')}</b>
        </Text>
        <Text size="sm" data-testid="exam-check-correct-answer">
          <Text span c="dimmed" inherit>
            {t('exam.check.correctAnswer')}:
          </Text>{' '}
          <b>{answerLabel(t, question.correct) ?? '–'}</b>
        </Text>
      </SimpleGrid>
      {question.explenation && <QuestionExplanation label={t('exam.check.explanation')} text={question.explenation} testId="exam-check-explanation" />}
      <QuestionLegalSource label={t('exam.check.legalSource')} source={question.legalSource} testId="exam-check-legal-source" />
    </Stack>
  );
}

/**
 * The CHECK stage: each answer of the finished exam as unanswered, correct or wrong, with the learner's
 * answer, the correct one, the explanation and the legal source; previous/next (also the arrow keys),
 * a list to jump to any question, and for a student the star that marks a question as hard.
 */
export function ExamCheck({ exam, onBack }: ExamCheckProps) {
  const { t } = useTranslation();
  // Students mark hard questions here too (spec §6; not schools).
  const user = useSessionUser();
  // Not on an internal exam: the learner's session may still be locked by it until the school's PIN.
  const marks = user?.userType === 'STUDENT' && !exam.internal;
  const student = useCurrentLearner(marks);
  const studentId = marks ? (student.data?.id ?? null) : null;
  const items = [...exam.execution].sort((a, b) => a.ordinalNumber - b.ordinalNumber);
  const [index, setIndex] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const count = items.length;
  const jump = (to: number) => {
    setIndex(to);
    // On a phone the list is below the question: bring the question back into view.
    if ((panelRef.current?.getBoundingClientRect().top ?? 0) < 0) panelRef.current?.scrollIntoView({ block: 'start' });
  };
  const item = items[Math.min(index, count - 1)];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(i + 1, count - 1));
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(i - 1, 0));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  if (!item) return null;

  return (
    <Stack gap="lg" data-testid="exam-check-stage">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {t('exam.check.title')}
        </Title>
        <Button variant="default" onClick={onBack} data-testid="exam-check-back">
          {t('exam.check.back')}
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper ref={panelRef} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} style={{ scrollMarginTop: 80 }}>
            <ReviewedQuestion item={item} count={count} studentId={studentId} />
            <Group justify="space-between" mt="lg">
              <Button variant="light" onClick={() => setIndex(index - 1)} disabled={index === 0} data-testid="exam-check-previous">
                {t('exam.check.previous')}
              </Button>
              <Button variant="light" onClick={() => setIndex(index + 1)} disabled={index >= count - 1} data-testid="exam-check-next">
                {t('exam.check.next')}
              </Button>
            </Group>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md">
            <Text fw={600} mb="sm">
              {t('exam.check.list')}
            </Text>
            <SimpleGrid cols={8} spacing={6} verticalSpacing={6} role="list" aria-label={t('exam.check.list')}>
              {items.map((entry, i) => {
                const status = answerStatus(entry);
                const active = i === index;
                return (
                  <UnstyledButton
                    key={entry.ordinalNumber}
                    role="listitem"
                    onClick={() => jump(i)}
                    aria-label={`${t('exam.check.jumpTo', { number: entry.ordinalNumber })}: ${t(STATUS_KEY[status])}`}
                    aria-current={active ? 'true' : undefined}
                    data-testid={`exam-check-jump-${entry.ordinalNumber}`}
                    data-status={status}
                    style={{
                      height: 34,
                      borderRadius: 6,
                      fontSize: 13,
                      fontWeight: 600,
                      textAlign: 'center',
                      color: status === 'UNANSWERED' ? 'var(--mantine-color-gray-8)' : 'white',
                      background: `var(--mantine-color-${STATUS_COLOR[status]}-${status === 'UNANSWERED' ? 2 : 6})`,
                      outline: active ? '3px solid var(--mantine-color-blue-5)' : undefined,
                      outlineOffset: 1,
                    }}
                  >
                    {entry.ordinalNumber}
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
