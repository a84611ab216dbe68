import { displayCategory, EXAM_MAX_POINTS, EXAM_PASS_POINTS, type Category, type ExamQuestion, type Learning } from '@osk/contract';
import { Alert, Badge, Group, Kbd, Paper, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertIcon, CheckIcon, InfoIcon } from '../../../components/icons';
import { AnswerButtons, type QuestionAnswer } from '../../../components/question/answer-buttons';
import { QuestionBadge } from '../../../components/question/question-badge';
import { TapButton } from '../../../components/question/tap-button';
import classes from './learn-session.module.css';
import { HardQuestionToggle } from '../../../entities/hard-questions/hard-question-toggle';
import { QuestionMedia } from '../../../components/question/question-media';
import { QuestionExplanation, QuestionLegalSource } from '../../../components/question/question-notes';
import { sendLearnAnswer } from '../api/learn.api';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { useSessionUser } from '../../../lib/session/session.store';
import { OfflineStatus } from '../offline/offline-panel';
import { newAnswerId, offlineQueue } from '../offline/use-offline';
import { useFeedbackMode, type FeedbackMode } from '../hooks/use-feedback-mode';
import { useProgressStore } from '../hooks/use-progress-store';
import { moduleName } from '../lib/learn-choice';
import { isTypingTarget, learnKeyAction } from '../lib/learn-keys';

export interface LearnSessionProps {
  studentId: number;
  learning: Learning;
  /** The question to open at (0-based): where the learner stopped, or the start. */
  startIndex: number;
  /** The questions are Polish because the subscription refused the asked language. */
  languageRefused: boolean;
  /** Where "finish" leads: the module list of this category. */
  backTo: string;
  /**
   * A practice set (issue 23) instead of a module: its title replaces the module's, no position is
   * stored, and the score of the answers so far shows (with the points and the pass mark for an exam).
   */
  practice?: { title: string; exam: boolean };
  /**
   * A downloaded module learnt offline (issue 23): each answer goes to `record` (kept on the device and
   * sent when there is a network) instead of the server, and no position is stored.
   */
  offline?: { record: (questionId: number, answer: QuestionAnswer) => unknown };
}

/** What the learner did with one question on this visit. */
interface QuestionState {
  choice: QuestionAnswer | null;
  revealed: boolean;
  /** How often the film was asked for (0: not yet; it then shows its first frame with controls). */
  plays: number;
  answerFailed: boolean;
  /** The network failed the answer: kept on the device and sent, once, when it can be. */
  answerKept: boolean;
}

const FRESH: QuestionState = { choice: null, revealed: false, plays: 0, answerFailed: false, answerKept: false };

function answerLabel(t: TFunction, value: string | null): string {
  if (value === 'TAK') return t('exam.run.yes');
  if (value === 'NIE') return t('exam.run.no');
  return value ?? '–';
}

function Verdict({ question, state }: { question: ExamQuestion; state: QuestionState }) {
  const { t } = useTranslation();
  const answer = answerLabel(t, question.correct);
  let verdict;
  if (state.choice === null) {
    verdict = (
      <Alert color="blue" icon={<InfoIcon />} data-testid="learn-verdict" data-verdict="SHOWN">
        {t('learn.screen.shown', { answer })}
      </Alert>
    );
  } else if (state.choice === question.correct) {
    verdict = (
      <Alert color="teal" icon={<CheckIcon />} data-testid="learn-verdict" data-verdict="RIGHT">
        {t('learn.screen.right')}
      </Alert>
    );
  } else {
    verdict = (
      <Alert color="red" icon={<AlertIcon />} data-testid="learn-verdict" data-verdict="WRONG">
        {t('learn.screen.wrong', { answer })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="learn-revealed">
      {verdict}
      {state.answerFailed && (
        <Text size="xs" c="orange.8" data-testid="learn-answer-failed">
          {t('learn.screen.answerFailed')}
        </Text>
      )}
      {state.answerKept && (
        <Text size="xs" c="orange.8" data-testid="learn-answer-kept">
          {t('learn.screen.answerKept')}
        </Text>
      )}
      <QuestionExplanation label={t('learn.screen.explanation')} text={question.explenation || t('learn.screen.noExplanation')} testId="learn-explanation" />
      <QuestionLegalSource label={t('learn.screen.legalSource')} source={question.legalSource} testId="learn-legal-source" />
    </Stack>
  );
}

/**
 * Learning a module question by question (spec §4 learn mode): the medium on request, the answer
 * buttons, "check" reveals the correct answer with its explanation and legal source (and, when the
 * learner answered, whether it was right, recorded for the review order), previous and next, the
 * hard-question star, and the keyboard (up: medium, right: next, left: previous, down: check,
 * T/N and A/B/C: answer). Where the learner is gets stored as they move and when they leave
 * (official order only; the review order has no position of its own).
 */
export function LearnSession({ studentId, learning, startIndex, languageRefused, backTo, practice, offline }: LearnSessionProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = learning.execution;
  const count = items.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), Math.max(count - 1, 0)));
  const [states, setStates] = useState<Record<number, QuestionState>>({});
  const panelRef = useRef<HTMLDivElement>(null);
  const item = items[index];
  const state = states[index] ?? FRESH;
  const category: Category = learning.category;
  const [feedback, setFeedback] = useFeedbackMode(studentId);
  const userId = useSessionUser()?.id ?? null;
  // Once an answer was kept on the device, its sending shows (and runs) on this screen too.
  const [keptAny, setKeptAny] = useState(false);

  useProgressStore(
    !practice && !offline && learning.order === 'OFFICIAL' && count > 0 ? { studentId, moduleId: learning.moduleId, questionNumber: index + 1, max: count, category } : null,
  );

  const update = (at: number, change: Partial<QuestionState>) => setStates((all) => ({ ...all, [at]: { ...(all[at] ?? FRESH), ...change } }));

  const go = (to: number) => {
    if (to < 0 || to >= count || to === index) return;
    setIndex(to);
  };

  const record = (at: number, questionId: number, answer: QuestionAnswer) => {
    if (offline) {
      offline.record(questionId, answer);
      return;
    }
    // Sent with an id: an answer the network loses is kept on the device and sent again later, and the
    // server counts an id once even if the first send did arrive. The first send goes without a time
    // (the server's clock counts, not a device's that may be off); the kept one carries the device's.
    const answerId = newAnswerId();
    const answeredAt = new Date().toISOString();
    // Sent once the verdict is on screen: the verdict does not wait for the server, and a request set up
    // in the tap's task held back its paint (issue 19).
    afterNextPaint(() => send(at, questionId, answer, answerId, answeredAt));
  };

  const send = (at: number, questionId: number, answer: QuestionAnswer, answerId: string, answeredAt: string) => {
    void sendLearnAnswer({ studentId, questionId, answer, answerId }).then(async (result) => {
      if (!result.ok) {
        const transient = result.status === 0 || result.status >= 500;
        const moduleId = items[at]?.question.module.moduleId ?? learning.moduleId;
        const kept =
          transient && userId !== null
            ? await offlineQueue()
                .add({ answerId, userId, studentId, questionId, answer, answeredAt, category, moduleId })
                .then(
                  () => true,
                  () => false,
                )
            : false;
        update(at, kept ? { answerKept: true } : { answerFailed: true });
        if (kept) setKeptAny(true);
      }
      // The weak and due counts of the module list and the mistakes change with every answer.
      void queryClient.invalidateQueries({ queryKey: ['learn', 'review', studentId, category] });
      void queryClient.invalidateQueries({ queryKey: ['learn', 'mistakes', studentId, category] });
    });
  };

  const choose = (answer: QuestionAnswer) => {
    if (!item || state.revealed) return;
    if (feedback === 'CHECK_FIRST') {
      update(index, { choice: answer });
      return;
    }
    // Instant feedback: the answer is the check.
    update(index, { choice: answer, revealed: true });
    record(index, item.question.id, answer);
  };

  const check = () => {
    if (!item || state.revealed) return;
    update(index, { revealed: true });
    if (state.choice === null) return;
    record(index, item.question.id, state.choice);
  };

  const playMedia = () => update(index, { plays: state.plays + 1 });

  // The keyboard reads the latest screen through a ref, so the listener is added once.
  const actions = useRef({ go, check, choose, playMedia, index, item });
  actions.current = { go, check, choose, playMedia, index, item };
  // Stable for the memoised answer buttons; it reads the latest screen like the keyboard does.
  const onChoose = useCallback((answer: QuestionAnswer) => actions.current.choose(answer), []);
  const onCheck = useCallback(() => actions.current.check(), []);
  const onPrevious = useCallback(() => actions.current.go(actions.current.index - 1), []);
  const onNext = useCallback(() => actions.current.go(actions.current.index + 1), []);
  const onFinish = useCallback(() => void navigate(backTo), [navigate, backTo]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const now = actions.current;
      if (!now.item) return;
      const action = learnKeyAction(event.key, now.item.question.type);
      if (!action) return;
      // Arrows would scroll the page, letters might press a focused button.
      event.preventDefault();
      if (action.type === 'NEXT') now.go(now.index + 1);
      else if (action.type === 'PREVIOUS') now.go(now.index - 1);
      else if (action.type === 'CHECK') now.check();
      else if (action.type === 'MEDIA') {
        if (now.item.question.media) now.playMedia();
      } else now.choose(action.answer);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Each question starts in view (on a phone the next button is far below its top).
  useEffect(() => {
    if ((panelRef.current?.getBoundingClientRect().top ?? 0) < 0) panelRef.current?.scrollIntoView({ block: 'start' });
  }, [index]);

  if (!item) return null;
  const { question } = item;
  const name = moduleName(learning.moduleId, i18n.language) ?? t('learn.choose.moduleNumber', { number: learning.moduleId });
  const video = question.media !== null && question.madiaType === 'VIDEO';
  const specialist = question.type === 'SPECIALISTIC';

  // The parts that do not change with an answer or a check are memoised on what they show: choosing
  // and checking re-render the answers and the verdict, moving on the question's own parts.
  return (
    <Stack gap="md" data-testid="learn-screen" data-index={index + 1} data-order={learning.order} data-question-type={question.type}>
      <SessionHeader title={practice ? practice.title : t('learn.screen.module', { number: learning.moduleId, name })} category={category} review={!practice && learning.order === 'REVIEW'} backTo={backTo} />
      <FeedbackSwitch mode={feedback} onChange={setFeedback} />
      {keptAny && userId !== null && !offline && (
        <Group justify="flex-end">
          <OfflineStatus userId={userId} />
        </Group>
      )}
      {practice && <PracticeScore items={items} states={states} exam={practice.exam} />}

      {languageRefused && (
        <Alert color="yellow" icon={<InfoIcon />} data-testid="learn-language-refused">
          {t('learn.screen.languageRefused')}
        </Alert>
      )}

      <Paper ref={panelRef} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} style={{ scrollMarginTop: 80 }}>
        <Stack gap="md">
          <QuestionHeading studentId={studentId} externalId={question.externalId} current={index + 1} count={count} specialist={specialist} weight={question.weight} />

          {question.media && (
            <Stack gap={6} maw={720} w="100%">
              <Media key={`${question.id}-${state.plays}`} question={question} phase={state.plays > 0 ? 'PLAY' : null} />
              {video && (
                <TapButton variant="light" size="xs" className={classes.fit} onClick={playMedia} data-testid="learn-play-media">
                  {state.plays > 0 ? t('learn.screen.replayMedia') : t('learn.screen.playMedia')}
                </TapButton>
              )}
            </Stack>
          )}

          <QuestionText text={question.questionText} />

          <Answers question={question} choice={state.choice} disabled={false} onChoose={onChoose} correct={state.revealed ? question.correct : undefined} />

          {state.revealed ? <Verdict question={question} state={state} /> : <CheckButton onCheck={onCheck} instant={feedback === 'INSTANT'} />}

          <Moves first={index === 0} last={index === count - 1} onPrevious={onPrevious} onNext={onNext} onFinish={onFinish} />
          <KeyboardHint specialist={specialist} />
        </Stack>
      </Paper>
    </Stack>
  );
}

const Media = memo(QuestionMedia);
const Answers = memo(AnswerButtons);

const SessionHeader = memo(function SessionHeader({ title, category, review, backTo }: { title: string; category: Category; review: boolean; backTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Group justify="space-between" gap="sm" align="flex-start">
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Title order={1} size="h3" data-testid="learn-module-title">
          {title}
        </Title>
        <Group gap={6}>
          <Badge variant="light">{t('learn.screen.category', { category: displayCategory(category) })}</Badge>
          {review && (
            <Badge variant="light" color="orange" data-testid="learn-review-badge">
              {t('learn.screen.reviewOrder')}
            </Badge>
          )}
        </Group>
      </Stack>
      <TapButton variant="default" onClick={() => void navigate(backTo)} data-testid="learn-finish">
        {t('learn.screen.finish')}
      </TapButton>
    </Group>
  );
});

interface QuestionHeadingProps {
  studentId: number;
  externalId: number;
  current: number;
  count: number;
  specialist: boolean;
  weight: number;
}

const QuestionHeading = memo(function QuestionHeading({ studentId, externalId, current, count, specialist, weight }: QuestionHeadingProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={6}>
          <Title order={2} size="h4" data-testid="learn-counter">
            {t('learn.screen.counter', { current, count })}
          </Title>
          <Group gap={6}>
            <QuestionBadge color={specialist ? 'grape' : 'blue'}>
              {specialist ? t('exam.run.partSpecialist') : t('exam.run.partBasic')}
            </QuestionBadge>
            <QuestionBadge variant="outline" color="gray">
              {t('exam.run.weight', { count: weight })}
            </QuestionBadge>
          </Group>
        </Stack>
        <HardQuestionToggle studentId={studentId} externalId={externalId} variant="icon" />
      </Group>
      <Progress value={(current / count) * 100} size="sm" aria-hidden />
    </>
  );
});

/** Check first: "check the answer"; instant feedback: "show the answer" without answering. */
const CheckButton = memo(function CheckButton({ onCheck, instant }: { onCheck: () => void; instant: boolean }) {
  const { t } = useTranslation();
  return (
    <TapButton variant={instant ? 'subtle' : 'light'} color="teal" onClick={onCheck} className={classes.check} data-testid="learn-check" data-mode={instant ? 'SHOW' : 'CHECK'}>
      {instant ? t('learn.feedback.show') : t('learn.screen.check')}
    </TapButton>
  );
});

/** The feedback mode's switch (issue 23): off = instant feedback (the default), on = check first. */
const FeedbackSwitch = memo(function FeedbackSwitch({ mode, onChange }: { mode: FeedbackMode; onChange: (mode: FeedbackMode) => void }) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={mode === 'CHECK_FIRST'}
      onChange={(event) => onChange(event.currentTarget.checked ? 'CHECK_FIRST' : 'INSTANT')}
      label={t('learn.feedback.label')}
      description={mode === 'CHECK_FIRST' ? t('learn.feedback.checkFirstHint') : t('learn.feedback.instantHint')}
      size="md"
      data-testid="learn-feedback-mode"
      data-mode={mode}
    />
  );
});

/** A practice's score so far: right answers of those given; for an exam of mistakes the points and the pass mark too. */
function PracticeScore({ items, states, exam }: { items: Learning['execution']; states: Record<number, QuestionState>; exam: boolean }) {
  const { t } = useTranslation();
  let answered = 0;
  let right = 0;
  let points = 0;
  items.forEach((item, i) => {
    const s = states[i];
    if (!s?.revealed || s.choice === null) return;
    answered += 1;
    if (s.choice === item.question.correct) {
      right += 1;
      points += item.question.weight;
    }
  });
  const max = items.reduce((sum, item) => sum + item.question.weight, 0);
  const done = items.every((_, i) => states[i]?.revealed);
  return (
    <Group gap="xs" data-testid="practice-score" data-right={right} data-answered={answered}>
      <Badge variant="light" color="teal" size="lg">
        {t('learn.practice.score', { right, answered })}
      </Badge>
      {exam && (
        <Badge variant="light" color="blue" size="lg" data-testid="practice-points">
          {t('learn.practice.points', { points, max })}
        </Badge>
      )}
      {exam && done && max === EXAM_MAX_POINTS && (
        <Text size="sm" fw={600} c={points >= EXAM_PASS_POINTS ? 'teal.8' : 'red.8'} data-testid="practice-result">
          {points >= EXAM_PASS_POINTS ? t('learn.practice.passed') : t('learn.practice.failed', { pass: EXAM_PASS_POINTS })}
        </Text>
      )}
    </Group>
  );
}

interface MovesProps {
  first: boolean;
  last: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}

/** Previous and next (finish on the last question): redrawn only when the question's place changes. */
const Moves = memo(function Moves({ first, last, onPrevious, onNext, onFinish }: MovesProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" gap="sm" mt="xs">
        <TapButton variant="default" onClick={onPrevious} disabled={first} data-testid="learn-previous">
          ← {t('learn.screen.previous')}
        </TapButton>
        {last ? (
          <TapButton onClick={onFinish} color="teal" data-testid="learn-finish-last">
            {t('learn.screen.finish')}
          </TapButton>
        ) : (
          <TapButton onClick={onNext} data-testid="learn-next">
            {t('learn.screen.next')} →
          </TapButton>
        )}
      </Group>
      {last && (
        <Text size="sm" c="dimmed" ta="right">
          {t('learn.screen.lastQuestion')}
        </Text>
      )}
    </>
  );
});

const QuestionText = memo(function QuestionText({ text }: { text: string }) {
  return (
    <Text fz="lg" fw={500} data-testid="learn-question-text">
      {text}
    </Text>
  );
});

const KeyboardHint = memo(function KeyboardHint({ specialist }: { specialist: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" visibleFrom="sm" data-testid="learn-keyboard-hint">
      {t('learn.screen.keys')}: <Kbd>↑</Kbd> {t('learn.screen.keyMedia')} · <Kbd>↓</Kbd> {t('learn.screen.keyCheck')} · <Kbd>←</Kbd> <Kbd>→</Kbd>{' '}
      {t('learn.screen.keyMove')} · {specialist ? <><Kbd>A</Kbd> <Kbd>B</Kbd> <Kbd>C</Kbd></> : <><Kbd>T</Kbd> <Kbd>N</Kbd></>} {t('learn.screen.keyAnswer')}
    </Text>
  );
});
