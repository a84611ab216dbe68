import {
  EXAM_PASS_POINTS,
  HARD_EXAM_PASS_PERCENT,
  hardExamPassPoints,
  QUALIFICATION_MIN_BASIC_CORRECT,
  QUALIFICATION_MIN_SPECIALIST_CORRECT,
  type Exam,
} from '@osk/contract';
import { Button, Center, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/dates';
import { summarizeExam } from '../lib/exam-review';

export interface ExamResultProps {
  exam: Exam;
  onCheck: () => void;
  onRepeat: () => void;
  onClose: () => void;
}

function Count({ label, value, color, testId }: { label: string; value: number; color: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" ta="center">
      <Text fz={26} fw={700} c={color} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/** The RESULT stage: points, passed or not in big clear terms, and check, repeat, close. */
export function ExamResult({ exam, onCheck, onRepeat, onClose }: ExamResultProps) {
  const { t } = useTranslation();
  const passed = exam.passed === true;
  const qualification = exam.type === 'QUALIFICATION';
  // The hard-questions practice is judged by its share of points, not against 68 of 74.
  const practice = exam.type === 'HARD';
  const percent = exam.pointsAll > 0 ? Math.round(((exam.points ?? 0) / exam.pointsAll) * 100) : 0;
  const summary = summarizeExam(exam);
  const color = passed ? 'teal' : 'red';

  return (
    <Center>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={680} data-testid="exam-result">
        <Stack gap="lg" align="stretch">
          <Title order={1} size="h3" ta="center">
            {t('exam.result.title')}
          </Title>
          <Stack gap="xs" align="center">
            <ThemeIcon size={72} radius={72} color={color} variant="light" aria-hidden>
              {passed ? <CheckIcon size={40} /> : <AlertIcon size={40} />}
            </ThemeIcon>
            <Text fz={{ base: 28, sm: 36 }} fw={800} c={`${color}.7`} ta="center" lh={1.15} data-testid="exam-result-verdict" data-passed={passed}>
              {practice ? (passed ? t('exam.result.passedHard') : t('exam.result.failedHard')) : passed ? t('exam.result.passed') : t('exam.result.failed')}
            </Text>
            <Text fz={{ base: 22, sm: 26 }} fw={700} data-testid="exam-result-points">
              {qualification
                ? t('exam.result.correctOfAll', { points: exam.points ?? 0, pointsAll: exam.pointsAll })
                : practice
                  ? t('exam.result.pointsPercent', { points: exam.points ?? 0, pointsAll: exam.pointsAll, percent })
                  : t('exam.result.points', { points: exam.points ?? 0, pointsAll: exam.pointsAll })}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {qualification
                ? t('exam.result.passMarkQualification', { basic: QUALIFICATION_MIN_BASIC_CORRECT, specialist: QUALIFICATION_MIN_SPECIALIST_CORRECT })
                : practice
                  ? t('exam.result.passMarkHard', { percent: HARD_EXAM_PASS_PERCENT, pass: hardExamPassPoints(exam.pointsAll) })
                  : t('exam.result.passMark', { pass: EXAM_PASS_POINTS })}
            </Text>
            {qualification && (
              <Text size="sm" ta="center" data-testid="exam-result-parts">
                {t('exam.result.basicCorrect', { correct: summary.basic.correct, total: summary.basic.count })} ·{' '}
                {t('exam.result.specialistCorrect', { correct: summary.specialist.correct, total: summary.specialist.count })}
              </Text>
            )}
          </Stack>
          <SimpleGrid cols={3} spacing="xs">
            <Count label={t('exam.result.correct')} value={summary.correct} color="teal.7" testId="exam-result-correct" />
            <Count label={t('exam.result.wrong')} value={summary.wrong} color="red.7" testId="exam-result-wrong" />
            <Count label={t('exam.result.unanswered')} value={summary.unanswered} color="gray.7" testId="exam-result-unanswered" />
          </SimpleGrid>
          <Text size="sm" c="dimmed" ta="center">
            {t('exam.result.date', { date: formatDateTime(exam.startDate) })}
            {exam.type === 'DEMO' && ` · ${t('exam.info.demoNote')}`}
          </Text>
          <Group justify="center" gap="sm">
            <Button size="md" onClick={onCheck} data-testid="exam-check">
              {t('exam.result.check')}
            </Button>
            <Button size="md" variant="light" onClick={onRepeat} data-testid="exam-repeat">
              {t('exam.result.repeat')}
            </Button>
            <Button size="md" variant="default" onClick={onClose} data-testid="exam-close">
              {t('exam.result.close')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
