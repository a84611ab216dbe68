import type { ExamQuestion } from '@osk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './answer-buttons.module.css';

/** An answer to a question: TAK/NIE (basic) or A/B/C (specialist). */
export type QuestionAnswer = 'TAK' | 'NIE' | 'A' | 'B' | 'C';

export interface AnswerButtonsProps {
  question: Pick<ExamQuestion, 'type' | 'answerA' | 'answerB' | 'answerC'>;
  choice: QuestionAnswer | null;
  disabled: boolean;
  onChoose: (answer: QuestionAnswer) => void;
  /**
   * The correct answer once it is revealed (learning): it is shown green, a wrong choice red, and the
   * choice can no longer change. Left out in an exam.
   */
  correct?: string | null;
  /**
   * A press with the mouse or a finger leaves the focus where it is (the exam keeps it on the question,
   * see exam-runner.tsx); the keyboard still reaches every button.
   */
  keepFocus?: boolean;
}

/** A mouse or touch press that does not move the focus: its default action is what focuses the button. */
export function pressWithoutFocus(event: { preventDefault(): void }): void {
  event.preventDefault();
}

/** How an option looks: filled when chosen; once the key is revealed, green when correct, red when chosen wrongly. */
function look(answer: QuestionAnswer, choice: QuestionAnswer | null, correct: string | null | undefined): { variant: 'filled' | 'default'; color?: 'teal' | 'red' } {
  if (correct === undefined || correct === null) return { variant: choice === answer ? 'filled' : 'default' };
  if (answer === correct) return { variant: 'filled', color: 'teal' };
  if (answer === choice) return { variant: 'filled', color: 'red' };
  return { variant: 'default' };
}

/**
 * TAK/NIE for a basic question, A/B/C with their texts for a specialist one; the chosen one is filled.
 * Plain buttons styled by a CSS module, not Mantine's Button: see answer-buttons.module.css (issue 19).
 */
export function AnswerButtons({ question, choice, disabled, onChoose, correct, keepFocus = false }: AnswerButtonsProps) {
  const { t } = useTranslation();
  const revealed = correct !== undefined && correct !== null;
  const choose = (answer: QuestionAnswer) => {
    if (!revealed) onChoose(answer);
  };
  const button = (answer: QuestionAnswer, content: ReactNode) => {
    const shown = look(answer, choice, correct);
    return (
      <button
        key={answer}
        type="button"
        className={classes.answer}
        data-variant={shown.variant}
        data-color={shown.color}
        disabled={disabled}
        aria-pressed={choice === answer}
        onClick={() => choose(answer)}
        onMouseDown={keepFocus ? pressWithoutFocus : undefined}
        data-testid={`exam-answer-${answer}`}
        data-correct={revealed ? answer === correct : undefined}
      >
        {content}
      </button>
    );
  };
  if (question.type === 'STANDARD') {
    return (
      <div className={`${classes.answers} ${classes.standard}`} role="group" aria-label={t('exam.run.answers')}>
        {button('TAK', t('exam.run.yes'))}
        {button('NIE', t('exam.run.no'))}
      </div>
    );
  }
  const options = [
    ['A', question.answerA],
    ['B', question.answerB],
    ['C', question.answerC],
  ] as const;
  return (
    <div className={`${classes.answers} ${classes.options}`} role="group" aria-label={t('exam.run.answers')}>
      {options.map(([answer, text]) =>
        button(
          answer,
          <>
            <span className={classes.letter}>
              {answer}
            </span>
            <span>{text ?? ''}</span>
          </>,
        ),
      )}
    </div>
  );
}
