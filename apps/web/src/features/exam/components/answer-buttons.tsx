import type { ExamQuestion } from '@osk/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamAnswer } from '../lib/exam-run.reducer';

export interface AnswerButtonsProps {
  question: Pick<ExamQuestion, 'type' | 'answerA' | 'answerB' | 'answerC'>;
  choice: ExamAnswer | null;
  disabled: boolean;
  onChoose: (answer: ExamAnswer) => void;
}

const labelStyles = { label: { whiteSpace: 'normal' as const, textAlign: 'left' as const, lineHeight: 1.35 }, inner: { justifyContent: 'flex-start' } };

/** TAK/NIE for a basic question, A/B/C with their texts for a specialist one; the chosen one is filled. */
export function AnswerButtons({ question, choice, disabled, onChoose }: AnswerButtonsProps) {
  const { t } = useTranslation();
  if (question.type === 'STANDARD') {
    return (
      <Group grow gap="sm" role="group" aria-label={t('exam.run.answers')}>
        {(['TAK', 'NIE'] as const).map((answer) => (
          <Button
            key={answer}
            size="xl"
            variant={choice === answer ? 'filled' : 'default'}
            disabled={disabled}
            aria-pressed={choice === answer}
            onClick={() => onChoose(answer)}
            data-testid={`exam-answer-${answer}`}
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
      {options.map(([answer, text]) => (
        <Button
          key={answer}
          size="lg"
          h="auto"
          mih={52}
          py="sm"
          fullWidth
          variant={choice === answer ? 'filled' : 'default'}
          disabled={disabled}
          aria-pressed={choice === answer}
          onClick={() => onChoose(answer)}
          styles={labelStyles}
          data-testid={`exam-answer-${answer}`}
          leftSection={
            <Badge size="lg" circle variant={choice === answer ? 'white' : 'light'}>
              {answer}
            </Badge>
          }
        >
          <Text span inherit fw={500} fz="md">
            {text ?? ''}
          </Text>
        </Button>
      ))}
    </Stack>
  );
}
