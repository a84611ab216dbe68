import { SPECIALIST_ANSWER_SECONDS, STANDARD_ANSWER_SECONDS, STANDARD_READ_SECONDS, type Exam } from '@osk/contract';
import { Alert, Badge, Box, Button, Grid, Group, Kbd, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { useExamFullScreen } from '../hooks/use-exam-full-screen';
import { useExamRun } from '../hooks/use-exam-run';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import type { ExamAnswer } from '../lib/exam-run.reducer';
import { canAnswer, secondsLeft, type PhaseState } from '../lib/question-phase';
import { formatClock } from '../lib/exam-timing';
import { AnswerButtons } from '../../../components/question/answer-buttons';
import { QuestionMedia } from '../../../components/question/question-media';

export interface ExamRunnerProps {
  exam: Exam;
  demoToken: string | null;
  /** Every exam the server sends back (the last one is FINISHED). */
  onExam: (exam: Exam) => void;
}

function phaseSeconds(phase: PhaseState, specialist: boolean): number {
  if (phase.phase === 'READ') return STANDARD_READ_SECONDS;
  return specialist ? SPECIALIST_ANSWER_SECONDS : STANDARD_ANSWER_SECONDS;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The keys of yes and no in the interface language (T/N in Polish, Y/N in English, J/N in German, Д/Н, Т/Н). */
export function yesNoKeys(t: TFunction): { yes: string; no: string } {
  return { yes: t('exam.run.keyYes'), no: t('exam.run.keyNo') };
}

/**
 * The answer a key chooses: the language's yes/no letters, the Polish T/N in every language (the
 * exam's own letters), and A/B/C.
 */
export function answerOfKey(key: string, keys: { yes: string; no: string }): ExamAnswer | null {
  const pressed = key.toLocaleLowerCase();
  if (pressed === keys.yes.toLocaleLowerCase()) return 'TAK';
  if (pressed === keys.no.toLocaleLowerCase()) return 'NIE';
  const fixed: Readonly<Record<string, ExamAnswer>> = { t: 'TAK', n: 'NIE', a: 'A', b: 'B', c: 'C' };
  return fixed[pressed] ?? null;
}

/**
 * The EXAM stage: the current question with its medium, the answers, the countdown of the phase and
 * of the whole exam, and the approve button. The keyboard works too: the language's yes/no letters
 * (T/N, Y/N, J/N, Д/Н, Т/Н) or A/B/C choose, Enter
 * approves, Space starts the medium while reading.
 * Every link of the site asks before it leaves the running exam, and a full-screen mode hides the
 * site's frame.
 */
export function ExamRunner({ exam, demoToken, onExam }: ExamRunnerProps) {
  const { t } = useTranslation();
  const run = useExamRun(exam, demoToken, onExam);
  const { state } = run;
  const { current, phase } = state;
  const rootRef = useRef<HTMLDivElement>(null);
  const sending = state.request !== 'NONE';
  const locked = sending || state.failed !== null;

  const guard = useLeaveGuard(true, rootRef);
  const fullScreen = useExamFullScreen();
  const yesNo = yesNoKeys(t);

  const keys = useRef({ run, state, yesNo, asking: guard.asking });
  keys.current = { run, state, yesNo, asking: guard.asking };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const { run: actions, state: now, yesNo: letters, asking } = keys.current;
      // While the leave question is open its buttons take the keys.
      if (asking) return;
      const question = now.current?.question;
      if (!question || !now.phase) return;
      const answer = answerOfKey(event.key, letters);
      if (answer) {
        const fits = question.type === 'STANDARD' ? answer === 'TAK' || answer === 'NIE' : answer.length === 1;
        if (!fits) return;
        event.preventDefault();
        actions.choose(answer);
      } else if (event.key === 'Enter') {
        // Also keeps a focused button from being pressed by the same key.
        event.preventDefault();
        actions.approve();
      } else if (event.key === ' ' || event.code === 'Space') {
        event.preventDefault();
        if (now.phase.phase === 'READ') actions.startMedia();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Each question starts with the focus on the exam, not on the button pressed for the last one, and
  // in view from the top of the page (on a phone the approve button is below the question).
  const ordinal = current?.ordinalNumber;
  useEffect(() => {
    rootRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [ordinal]);

  if (!current || !phase) {
    return (
      <Paper withBorder p="lg" data-testid="exam-finishing">
        <Text>{t('exam.run.finishing')}</Text>
      </Paper>
    );
  }

  const { question } = current;
  const specialist = question.type === 'SPECIALISTIC';
  const left = secondsLeft(phase, state.now);
  const total = Math.max(0, (Date.parse(state.exam.deadline) - state.now) / 1000);
  const phaseLabel = phase.phase === 'READ' ? t('exam.run.phaseRead') : phase.phase === 'PLAY' ? t('exam.run.phasePlay') : t('exam.run.phaseAnswer');
  const count = state.exam.execution.length;

  return (
    <Box ref={rootRef} tabIndex={-1} style={{ outline: 'none' }} data-testid="exam-runner" data-phase={phase.phase} data-ordinal={current.ordinalNumber} data-question-type={question.type}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Title order={2} size="h4" data-testid="exam-counter">
                    {t('exam.run.counter', { current: current.ordinalNumber, count })}
                  </Title>
                  <Group gap={6}>
                    <Badge variant="light" color={specialist ? 'grape' : 'blue'} data-testid="exam-part">
                      {specialist ? t('exam.run.partSpecialist') : t('exam.run.partBasic')}
                    </Badge>
                    <Badge variant="outline" color="gray" data-testid="exam-weight">
                      {t('exam.run.weight', { count: question.weight })}
                    </Badge>
                  </Group>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text size="xs" c="dimmed" ta="right">
                    {t('exam.run.totalTime')}
                  </Text>
                  <Text fw={700} fz="lg" ff="monospace" data-testid="exam-total-time">
                    {formatClock(total)}
                  </Text>
                </Stack>
              </Group>
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500} aria-live="polite" data-testid="exam-phase-label">
                    {phaseLabel}
                  </Text>
                  <Text fw={700} fz={28} lh={1} ff="monospace" c={left !== null && left <= 5 ? 'red.7' : undefined} style={{ whiteSpace: 'nowrap' }} data-testid="exam-phase-time">
                    {left === null ? '…' : t('exam.run.seconds', { value: left })}
                  </Text>
                </Group>
                <Progress
                  value={left === null ? 100 : (left / phaseSeconds(phase, specialist)) * 100}
                  animated={left === null}
                  striped={left === null}
                  color={phase.phase === 'ANSWER' ? 'teal' : 'blue'}
                  aria-hidden
                />
              </Stack>
              <Text size="xs" c="dimmed" visibleFrom="md" data-testid="exam-keyboard-hint">
                {specialist ? (
                  <>
                    <Kbd>A</Kbd> <Kbd>B</Kbd> <Kbd>C</Kbd> {t('exam.run.keysChoose')} · <Kbd>Enter</Kbd> {t('exam.run.keysApprove')}
                  </>
                ) : (
                  <>
                    <Kbd>{yesNo.yes}</Kbd> <Kbd>{yesNo.no}</Kbd> {t('exam.run.keysChoose')} · <Kbd>Enter</Kbd> {t('exam.run.keysApprove')} · <Kbd>{t('exam.run.keySpace')}</Kbd>{' '}
                    {t('exam.run.keysStart')}
                  </>
                )}
              </Text>
              <Button
                variant={fullScreen.on ? 'light' : 'default'}
                size="sm"
                fullWidth
                onClick={fullScreen.toggle}
                aria-pressed={fullScreen.on}
                data-testid="exam-fullscreen"
              >
                {fullScreen.on ? t('exam.run.fullScreenLeave') : t('exam.run.fullScreen')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <QuestionMedia key={question.id} question={question} phase={phase.phase} onEnded={run.mediaEnded} />
            <Text fz={{ base: 'lg', sm: 'xl' }} fw={500} data-testid="exam-question-text">
              {question.questionText}
            </Text>
            {/* While an approval is on its way (or failed) the reducer ignores new choices; the buttons stay
                as they are so the chosen answer remains visible. */}
            <AnswerButtons question={question} choice={state.choice} disabled={!canAnswer(phase)} onChoose={run.choose} />
            {state.notice && (
              <Alert color="yellow" icon={<InfoIcon />} withCloseButton onClose={run.dismissNotice} data-testid="exam-notice">
                {t(state.notice as 'QUESTION_TIME_OVER')}
              </Alert>
            )}
            {state.failed && (
              <Alert color="red" icon={<AlertIcon />} title={t('exam.run.sendFailed')} role="alert" data-testid="exam-send-error">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{apiErrorMessage(t, state.failed)}</Text>
                  <Button color="red" variant="light" onClick={run.retry} data-testid="exam-retry">
                    {t('common.retry')}
                  </Button>
                </Stack>
              </Alert>
            )}
            <Group gap="sm" justify="flex-end" grow={false}>
              {phase.phase === 'READ' && (
                <Button variant="light" size="md" onClick={run.startMedia} disabled={locked} data-testid="exam-start-media">
                  {t('exam.run.startMedia')}
                </Button>
              )}
              <Button size="md" onClick={run.approve} loading={sending && !state.failed} disabled={state.failed !== null} data-testid="exam-next">
                {current.ordinalNumber === count ? t('exam.run.finish') : t('exam.run.next')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={guard.asking} onClose={guard.cancel} title={t('exam.run.leaveTitle')} centered withinPortal>
        <Stack gap="md" data-testid="exam-leave-confirm">
          <Text>{t('exam.run.leaveQuestion')}</Text>
          <Text size="sm" c="dimmed">
            {t('exam.run.leaveNote')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={guard.cancel} data-autofocus data-testid="exam-leave-stay">
              {t('exam.run.leaveStay')}
            </Button>
            <Button color="red" onClick={guard.confirm} data-testid="exam-leave-confirm-yes">
              {t('exam.run.leaveConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Box>
  );
}
