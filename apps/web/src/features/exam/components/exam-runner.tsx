import { SPECIALIST_ANSWER_SECONDS, STANDARD_ANSWER_SECONDS, STANDARD_READ_SECONDS, type ApiError, type Exam, type ExamExecution } from '@osk/contract';
import { Alert, Box, Button, Group, Kbd, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { QuestionBadge } from '../../../components/question/question-badge';
import { TapButton } from '../../../components/question/tap-button';
import type { TFunction } from 'i18next';
import { createContext, memo, useCallback, useContext, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { useExamFullScreen } from '../hooks/use-exam-full-screen';
import { useExamRun } from '../hooks/use-exam-run';
import { useLastingFlag } from '../hooks/use-lasting-flag';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import type { ExamAnswer } from '../lib/exam-run.reducer';
import { canAnswer, secondsLeft, type PhaseState } from '../lib/question-phase';
import { formatClock } from '../lib/exam-timing';
import { AnswerButtons, pressWithoutFocus } from '../../../components/question/answer-buttons';
import { QuestionMedia } from '../../../components/question/question-media';
import classes from './exam-runner.module.css';

export interface ExamRunnerProps {
  exam: Exam;
  demoToken: string | null;
  /** Every exam the server sends back (the last one is FINISHED). */
  onExam: (exam: Exam) => void;
}

// The shared question parts, re-rendered only when what they show changes (not when the answer is chosen or sent).
const Media = memo(QuestionMedia);
const Answers = memo(AnswerButtons);

const PHASES: ReadonlyArray<PhaseState['phase']> = ['READ', 'PLAY', 'ANSWER'];

/** How long an approval is on its way before the approve button shows it. */
export const SENDING_SHOWN_AFTER_MS = 200;

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
export const ExamRunner = memo(ExamRunnerScreen, sameRun);

/**
 * The runner holds its own copy of the exam from its first render (the server's answers move it on):
 * a new `exam` prop of the same exam (the query cache updated with what the runner just received)
 * has nothing to redraw.
 */
function sameRun(before: ExamRunnerProps, after: ExamRunnerProps): boolean {
  return before.exam.id === after.exam.id && before.demoToken === after.demoToken && before.onExam === after.onExam;
}

function ExamRunnerScreen({ exam, demoToken, onExam }: ExamRunnerProps) {
  const { t } = useTranslation();
  const run = useExamRun(exam, demoToken, onExam);
  const { state } = run;
  const { current, phase } = state;
  const rootRef = useRef<HTMLDivElement>(null);
  const sending = state.request !== 'NONE';
  const locked = sending || state.failed !== null;
  // The approve button shows it is sending only when the answer takes a while: a quick answer (the
  // usual case) moves on without drawing a spinner in between (issue 19: work per tap).
  const showSending = useLastingFlag(sending, SENDING_SHOWN_AFTER_MS);

  const guard = useLeaveGuard(true, rootRef);
  const fullScreen = useExamFullScreen();
  const yesNo = useMemo(() => yesNoKeys(t), [t]);
  const { choose, approve: send, startMedia, mediaEnded, retry, dismissNotice } = run;
  // Approving moves the focus to the exam at once (where each question starts, see below), while the
  // page is idle: done when the next question is drawn, it would force a second style pass of the
  // whole new question. A press of an answer or of the approve button with the mouse or a finger does
  // not take the focus from the exam in the first place (pressWithoutFocus): no focus change, no
  // forced style pass in the tap (issue 19); only a keyboard user's focus on a button is moved here.
  const approve = useCallback(() => {
    const root = rootRef.current;
    if (root && document.activeElement !== root) root.focus({ preventScroll: true });
    send();
  }, [send]);
  const actions = useMemo(() => ({ choose, approve, startMedia, mediaEnded, retry, dismissNotice }), [choose, approve, startMedia, mediaEnded, retry, dismissNotice]);
  const status = useMemo<RunnerStatus>(() => ({ sending: showSending, locked, failed: state.failed, notice: state.notice }), [showSending, locked, state.failed, state.notice]);

  const keys = useRef({ run, state, yesNo, asking: guard.asking });
  keys.current = { run, state, yesNo, asking: guard.asking };
  const approveRef = useRef(approve);
  approveRef.current = approve;
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
        approveRef.current();
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
    const root = rootRef.current;
    if (root && document.activeElement !== root) root.focus({ preventScroll: true });
    // Scrolling, even to where the page already is, lays the page out at once.
    if (window.scrollY !== 0) window.scrollTo({ top: 0 });
  }, [ordinal]);

  if (!current || !phase) {
    return (
      <Paper withBorder p="lg" data-testid="exam-finishing">
        <Text>{t('exam.run.finishing')}</Text>
      </Paper>
    );
  }

  // The clock ticks four times a second: only the countdowns read it (through the context), the rest
  // of the screen is memoised on what it shows, so a tick re-renders the two clocks and nothing else.
  // Approving (sending, failing, a notice) re-renders only the buttons and messages below the answers.
  return (
    <ClockContext.Provider value={state.now}>
      <StatusContext.Provider value={status}>
        <RunnerBody
          rootRef={rootRef}
          current={current}
          phase={phase}
          count={state.exam.execution.length}
          deadline={state.exam.deadline}
          choice={state.choice}
          yesNo={yesNo}
          fullScreenOn={fullScreen.on}
          onFullScreen={fullScreen.toggle}
          asking={guard.asking}
          onStay={guard.cancel}
          onLeave={guard.confirm}
          actions={actions}
        />
      </StatusContext.Provider>
    </ClockContext.Provider>
  );
}

/** Server time of the last tick (ms), for the countdowns. */
const ClockContext = createContext(0);

/** Where the approval of the current answer stands. */
interface RunnerStatus {
  /** An approval has been on its way for a while (SENDING_SHOWN_AFTER_MS). */
  sending: boolean;
  /** Sending, or the send failed: the answer can no longer change. */
  locked: boolean;
  failed: ApiError | null;
  notice: string | null;
}

const StatusContext = createContext<RunnerStatus>({ sending: false, locked: false, failed: null, notice: null });

interface RunnerActions {
  choose: (answer: ExamAnswer) => void;
  approve: () => void;
  startMedia: () => void;
  mediaEnded: () => void;
  retry: () => void;
  dismissNotice: () => void;
}

interface RunnerBodyProps {
  rootRef: RefObject<HTMLDivElement | null>;
  current: ExamExecution;
  phase: PhaseState;
  count: number;
  deadline: string;
  choice: ExamAnswer | null;
  yesNo: { yes: string; no: string };
  fullScreenOn: boolean;
  onFullScreen: () => void;
  asking: boolean;
  onStay: () => void;
  onLeave: () => void;
  actions: RunnerActions;
}

const RunnerBody = memo(function RunnerBody(props: RunnerBodyProps) {
  const { rootRef, current, phase, count, deadline, choice, yesNo, actions } = props;
  const { question } = current;
  const specialist = question.type === 'SPECIALISTIC';
  return (
    <Box ref={rootRef} tabIndex={-1} style={{ outline: 'none' }} data-testid="exam-runner" data-phase={phase.phase} data-ordinal={current.ordinalNumber} data-question-type={question.type}>
      {/* A CSS grid, not Mantine's Grid: see exam-runner.module.css. */}
      <div className={classes.layout}>
        <div className={classes.side}>
          <Paper withBorder radius="md" className={classes.panel}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <QuestionHeading ordinal={current.ordinalNumber} count={count} specialist={specialist} weight={question.weight} />
                <TotalTime deadline={deadline} />
              </Group>
              <PhaseTime phase={phase} specialist={specialist} />
              <KeyboardHint specialist={specialist} yesNo={yesNo} />
              <FullScreenButton on={props.fullScreenOn} onToggle={props.onFullScreen} />
            </Stack>
          </Paper>
        </div>
        <div className={classes.main}>
          <Stack gap="md">
            <Media key={question.id} question={question} phase={phase.phase} onEnded={actions.mediaEnded} />
            <QuestionText text={question.questionText} />
            {/* While an approval is on its way (or failed) the reducer ignores new choices; the buttons stay
                as they are so the chosen answer remains visible. */}
            <Answers question={question} choice={choice} disabled={!canAnswer(phase)} onChoose={actions.choose} keepFocus />
            <RunnerControls reading={phase.phase === 'READ'} last={current.ordinalNumber === count} actions={actions} />
          </Stack>
        </div>
      </div>
      <LeaveDialog asking={props.asking} onStay={props.onStay} onLeave={props.onLeave} />
    </Box>
  );
});

const QuestionHeading = memo(function QuestionHeading({ ordinal, count, specialist, weight }: { ordinal: number; count: number; specialist: boolean; weight: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Title order={2} size="h4" data-testid="exam-counter">
        {t('exam.run.counter', { current: ordinal, count })}
      </Title>
      <Group gap={6}>
        <QuestionBadge color={specialist ? 'grape' : 'blue'} data-testid="exam-part">
          {specialist ? t('exam.run.partSpecialist') : t('exam.run.partBasic')}
        </QuestionBadge>
        <QuestionBadge variant="outline" color="gray" data-testid="exam-weight">
          {t('exam.run.weight', { count: weight })}
        </QuestionBadge>
      </Group>
    </Stack>
  );
});

/** The time left of the whole exam. Fixed widths (monospace, right-aligned): the countdowns never move what is around them. */
function TotalTime({ deadline }: { deadline: string }) {
  const { t } = useTranslation();
  const now = useContext(ClockContext);
  const total = Math.max(0, (Date.parse(deadline) - now) / 1000);
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed" ta="right">
        {t('exam.run.totalTime')}
      </Text>
      <Text fw={700} fz="lg" ff="monospace" ta="right" miw="5ch" style={{ whiteSpace: 'nowrap' }} data-testid="exam-total-time">
        {formatClock(total)}
      </Text>
    </Stack>
  );
}

/** The phase and its countdown. */
function PhaseTime({ phase, specialist }: { phase: PhaseState; specialist: boolean }) {
  const { t } = useTranslation();
  const now = useContext(ClockContext);
  const left = secondsLeft(phase, now);
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <PhaseLabel phase={phase.phase} />
        <Text
          fw={700}
          fz={28}
          lh={1}
          ff="monospace"
          ta="right"
          miw="4ch"
          c={left !== null && left <= 5 ? 'red.7' : undefined}
          style={{ whiteSpace: 'nowrap' }}
          data-testid="exam-phase-time"
        >
          {left === null ? '…' : t('exam.run.seconds', { value: left })}
        </Text>
      </Group>
      <Progress
        value={left === null ? 100 : (left / phaseSeconds(phase, specialist)) * 100}
        animated={left === null}
        striped={left === null}
        color={phase.phase === 'ANSWER' ? 'teal' : 'blue'}
        // No width transition: each tick would otherwise draw several more frames on the main thread.
        transitionDuration={0}
        aria-hidden
      />
    </Stack>
  );
}

/**
 * The label shares one grid cell with the three labels, hidden, so the cell is as tall as the longest:
 * a phase changing by itself (the reading time running out) moves nothing below.
 */
const PhaseLabel = memo(function PhaseLabel({ phase }: { phase: PhaseState['phase'] }) {
  const { t } = useTranslation();
  const labels = phaseLabels(t);
  return (
    <Box style={{ display: 'grid' }}>
      <Text size="sm" fw={500} style={{ gridArea: '1 / 1' }} aria-live="polite" data-testid="exam-phase-label">
        {labels[phase]}
      </Text>
      <HiddenPhaseLabels />
    </Box>
  );
});

function phaseLabels(t: TFunction): Record<PhaseState['phase'], string> {
  return { READ: t('exam.run.phaseRead'), PLAY: t('exam.run.phasePlay'), ANSWER: t('exam.run.phaseAnswer') };
}

/** The three labels, hidden, that size the cell: the same on every phase, so drawn once. */
const HiddenPhaseLabels = memo(function HiddenPhaseLabels() {
  const { t } = useTranslation();
  const labels = phaseLabels(t);
  return PHASES.map((name) => (
    <Text key={name} size="sm" fw={500} style={{ gridArea: '1 / 1', visibility: 'hidden' }} aria-hidden>
      {labels[name]}
    </Text>
  ));
});

const KeyboardHint = memo(function KeyboardHint({ specialist, yesNo }: { specialist: boolean; yesNo: { yes: string; no: string } }) {
  const { t } = useTranslation();
  return (
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
  );
});

const FullScreenButton = memo(function FullScreenButton({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <TapButton variant={on ? 'light' : 'default'} size="sm" fullWidth onClick={onToggle} aria-pressed={on} data-testid="exam-fullscreen">
      {on ? t('exam.run.fullScreenLeave') : t('exam.run.fullScreen')}
    </TapButton>
  );
});

const QuestionText = memo(function QuestionText({ text }: { text: string }) {
  return (
    <Text className={classes.questionText} fw={500} data-testid="exam-question-text">
      {text}
    </Text>
  );
});

/** The notice, the failed send and the buttons: what approving changes. */
function RunnerControls({ reading, last, actions }: { reading: boolean; last: boolean; actions: RunnerActions }) {
  const { sending, locked, failed, notice } = useContext(StatusContext);
  return (
    <>
      {notice && <Notice notice={notice} onClose={actions.dismissNotice} />}
      {failed && <SendFailed error={failed} onRetry={actions.retry} />}
      <RunnerButtons
        reading={reading}
        last={last}
        sending={sending}
        // Only the start of the medium (while reading) is disabled by an approval on its way: after
        // reading the buttons are not drawn again when the approval starts.
        locked={reading && locked}
        failed={failed !== null}
        onStartMedia={actions.startMedia}
        onApprove={actions.approve}
      />
    </>
  );
}

function Notice({ notice, onClose }: { notice: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<InfoIcon />} withCloseButton onClose={onClose} data-testid="exam-notice">
      {t(notice as 'QUESTION_TIME_OVER')}
    </Alert>
  );
}

function SendFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<AlertIcon />} title={t('exam.run.sendFailed')} role="alert" data-testid="exam-send-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorMessage(t, error)}</Text>
        <Button color="red" variant="light" onClick={onRetry} data-testid="exam-retry">
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface RunnerButtonsProps {
  reading: boolean;
  last: boolean;
  sending: boolean;
  locked: boolean;
  failed: boolean;
  onStartMedia: () => void;
  onApprove: () => void;
}

const RunnerButtons = memo(function RunnerButtons({ reading, last, sending, locked, failed, onStartMedia, onApprove }: RunnerButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" justify="flex-end" grow={false}>
      {reading && (
        <TapButton variant="light" size="md" onClick={onStartMedia} onMouseDown={pressWithoutFocus} disabled={locked} data-testid="exam-start-media">
          {t('exam.run.startMedia')}
        </TapButton>
      )}
      <TapButton size="md" onClick={onApprove} onMouseDown={pressWithoutFocus} loading={sending && !failed} disabled={failed} data-testid="exam-next">
        {last ? t('exam.run.finish') : t('exam.run.next')}
      </TapButton>
    </Group>
  );
});

const LeaveDialog = memo(function LeaveDialog({ asking, onStay, onLeave }: { asking: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={asking} onClose={onStay} title={t('exam.run.leaveTitle')} centered withinPortal>
      <Stack gap="md" data-testid="exam-leave-confirm">
        <Text>{t('exam.run.leaveQuestion')}</Text>
        <Text size="sm" c="dimmed">
          {t('exam.run.leaveNote')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-autofocus data-testid="exam-leave-stay">
            {t('exam.run.leaveStay')}
          </Button>
          <Button color="red" onClick={onLeave} data-testid="exam-leave-confirm-yes">
            {t('exam.run.leaveConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
});
