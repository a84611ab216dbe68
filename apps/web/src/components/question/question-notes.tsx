import { Paper, Text } from '@mantine/core';

/** The explanation of a question's answer on a grey card, under a small upper-case label. */
export function QuestionExplanation({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }} data-testid={testId}>
        {text}
      </Text>
    </Paper>
  );
}

/** The legal source of a question after a dimmed label; nothing when the question names none. */
export function QuestionLegalSource({ label, source, testId }: { label: string; source: string | null | undefined; testId: string }) {
  if (!source) return null;
  return (
    <Text size="sm" data-testid={testId}>
      <Text span c="dimmed" inherit>
        {label}:
      </Text>{' '}
      {source}
    </Text>
  );
}
