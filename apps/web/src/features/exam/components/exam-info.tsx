import {
  displayCategory,
  EXAM_MAX_POINTS,
  EXAM_PASS_POINTS,
  EXAM_TOTAL_SECONDS,
  HARD_EXAM_PASS_PERCENT,
  QUALIFICATION_DRAW,
  QUALIFICATION_MIN_BASIC_CORRECT,
  QUALIFICATION_MIN_SPECIALIST_CORRECT,
  QUALIFICATION_PASS_MARK,
  SPECIALIST_ANSWER_SECONDS,
  STANDARD_ANSWER_SECONDS,
  STANDARD_READ_SECONDS,
  type ApiError,
  type Category,
  type ExamLanguage,
} from '@osk/contract';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { ROUTES } from '../../../lib/routes';
import type { BrowserProblem } from '../lib/browser-check';
import type { NewExamRoute } from '../lib/exam-route';
import { ExamLanguageSelect } from './exam-language-select';

export interface ExamInfoProps {
  route: NewExamRoute;
  /** The category the exam is for (the student's own for `new`). */
  category: Category;
  language: ExamLanguage;
  onLanguageChange: (language: ExamLanguage) => void;
  languageWarning: boolean;
  onStart: () => void;
  starting: boolean;
  startError: ApiError | null;
  problems: readonly BrowserProblem[];
}

/** The title of an exam kind. */
export function examTitle(t: TFunction, route: NewExamRoute, category: Category): string {
  switch (route.kind) {
    case 'demo':
      return t('exam.info.titleDemo');
    case 'hard':
      return t('exam.info.titleHard');
    case 'qualification':
      return t('exam.info.titleQualification', { category: displayCategory(route.category) });
    case 'category':
      return t('exam.info.titleCategory', { category: displayCategory(category) });
  }
}

const PROBLEM_KEYS = {
  video: 'exam.info.browserVideo',
  localStorage: 'exam.info.browserLocalStorage',
  sessionStorage: 'exam.info.browserSessionStorage',
} as const;

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} mt={2} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The INFO stage (spec §2, §4): what the exam is like (duration, read and answer times, pass mark,
 * language) and the Start button. Starting first checks the browser; what is missing is listed and
 * the exam does not start.
 */
export function ExamInfo(props: ExamInfoProps) {
  const { t } = useTranslation();
  const { route, category } = props;
  const qualification = route.kind === 'qualification' || category === 'Y' || category === 'Z';
  const specialistCount = qualification ? QUALIFICATION_DRAW.SPECIALISTIC : 12;
  const basicCount = qualification ? QUALIFICATION_DRAW.STANDARD : 20;

  return (
    <Stack gap="lg" maw={1000} data-testid="exam-info">
      <Title order={1} fz={{ base: 26, sm: 34 }} data-testid="exam-info-title">
        {examTitle(t, route, category)}
      </Title>
      <ExamLanguageSelect value={props.language} onChange={props.onLanguageChange} warn={props.languageWarning} disabled={props.starting} />
      {props.problems.length > 0 && (
        <Alert color="red" icon={<AlertIcon />} title={t('exam.info.browserTitle')} role="alert" data-testid="exam-browser-problems">
          {/* A plain list: Mantine's List module would be fetched with the stage's first frame for this rare case. */}
          <Text component="ul" size="sm" m={0} ps="lg">
            {props.problems.map((problem) => (
              <li key={problem} data-testid={`exam-browser-problem-${problem}`}>
                {t(PROBLEM_KEYS[problem])}
              </li>
            ))}
          </Text>
        </Alert>
      )}
      {props.startError && (
        <Alert color="red" icon={<AlertIcon />} title={t('exam.info.startFailed')} role="alert" data-testid="exam-start-error">
          {apiErrorMessage(t, props.startError)}
        </Alert>
      )}
      {/* The start comes right under the title, so it is in view without scrolling on a phone too;
          what the exam is like follows below it. */}
      <Group gap="sm">
        {/* A language the subscription does not include would only be refused by the server. */}
        <Button size="lg" onClick={props.onStart} loading={props.starting} disabled={props.languageWarning} data-testid="exam-start">
          {t('exam.info.start')}
        </Button>
        <Button size="lg" variant="subtle" component={Link} to={ROUTES.exam} px="xs">
          {t('exam.info.back')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Fact label={t('exam.info.duration')} value={t('exam.info.durationValue', { minutes: EXAM_TOTAL_SECONDS / 60 })} testId="exam-info-duration" />
        <Fact
          label={t('exam.info.questions')}
          value={
            route.kind === 'hard'
              ? t('exam.info.questionsHard')
              : t('exam.info.questionsValue', { total: basicCount + specialistCount, basic: basicCount, specialist: specialistCount })
          }
          testId="exam-info-questions"
        />
        <Fact label={t('exam.info.readTime')} value={t('exam.info.readTimeValue', { seconds: STANDARD_READ_SECONDS })} testId="exam-info-read" />
        <Fact
          label={t('exam.info.answerTime')}
          value={t('exam.info.answerTimeValue', { basic: STANDARD_ANSWER_SECONDS, specialist: SPECIALIST_ANSWER_SECONDS })}
          testId="exam-info-answer"
        />
        <Fact
          label={t('exam.info.passMark')}
          value={
            qualification
              ? t('exam.info.passMarkQualification', {
                  basic: QUALIFICATION_MIN_BASIC_CORRECT,
                  specialist: QUALIFICATION_MIN_SPECIALIST_CORRECT,
                  mark: QUALIFICATION_PASS_MARK,
                })
              : route.kind === 'hard'
                ? t('exam.info.passMarkHard', { percent: HARD_EXAM_PASS_PERCENT })
                : t('exam.info.passMarkValue', { pass: EXAM_PASS_POINTS, max: EXAM_MAX_POINTS })
          }
          testId="exam-info-pass"
        />
      </SimpleGrid>
      <Alert color="blue" variant="light" icon={<InfoIcon />}>
        <Stack gap={4}>
          <Text size="sm">{t('exam.info.rules')}</Text>
          <Text size="sm" visibleFrom="sm">
            {t('exam.info.keyboard')}
          </Text>
          {route.kind === 'demo' && <Text size="sm">{t('exam.info.demoNote')}</Text>}
        </Stack>
      </Alert>
    </Stack>
  );
}
