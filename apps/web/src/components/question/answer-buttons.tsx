import type { ExamQuestion } from '@osk/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
}

const labelStyles = { label: { whiteSpace: 'normal' as const, textAlign: 'left' as const, lineHeight: 1.35 }, inner: { justifyContent: 'flex-start' } };

/** How an option looks: filled when chosen; once the key is revealed, green when correct, red when chosen wrongly. */
function look(answer: QuestionAnswer, choice: QuestionAnswer | null, correct: string | null | undefined): { variant: 'filled' | 'default'; color?: string } {
  if (correct === undefined || correct === null) return { variant: choice === answer ? 'filled' : 'default' };
  if (answer === correct) return { variant: 'filled', color: 'teal' };
  if (answer === choice) return { variant: 'filled', color: 'red' };
  return { variant: 'default' };
}

/** TAK/NIE for a basic question, A/B/C with their texts for a specialist one; the chosen one is filled. */
export function AnswerButtons({ question, choice, disabled, onChoose, correct }: AnswerButtonsProps) {
  const { t } = useTranslation();
  const revealed = correct !== undefined && correct !== null;
  const choose = (answer: QuestionAnswer) => {
    if (!revealed) onChoose(answer);
  };
  if (question.type === 'STANDARD') {
    return (
      <Group grow gap="sm" role="group" aria-label={t('exam.run.answers')}>
        {(['TAK', 'NIE'] as const).map((answer) => (
          <Button
            key={answer}
            size="xl"
            {...look(answer, choice, correct)}
            disabled={disabled}
            aria-pressed={choice === answer}
            onClick={() => choose(answer)}
            data-testid={`exam-answer-${answer}`}
            data-correct={revealed ? answer === correct : undefined}
          >
            {answer === 'TAK' ? t('exam.run.yes') : t('exam.run.no')}
          </Button>
        ))}
      </Group>
    );
  }
  const options = [
    ['A', question.answerA],
    ['B', question.answerB],
    ['C', question.answerC],
  ] as const;
  return (
    <Stack gap="sm" role="group" aria-label={t('exam.run.answers')}>
      {options.map(([answer, text]) => {
        const shown = look(answer, choice, correct);
        return (
          <Button
            key={answer}
            size="lg"
            h="auto"
            mih={52}
            py="sm"
            fullWidth
            {...shown}
            disabled={disabled}
            aria-pressed={choice === answer}
            onClick={() => choose(answer)}
            styles={labelStyles}
            data-testid={`exam-answer-${answer}`}
            data-correct={revealed ? answer === correct : undefined}
            leftSection={
              <Badge size="lg" circle variant={shown.variant === 'filled' ? 'white' : 'light'} color={shown.color}>
                {answer}
              </Badge>
            }
          >
            <Text span inherit fw={500} fz="md">
              {text ?? ''}
            </Text>
          </Button>
        );
      })}
    </Stack>
  );
}
