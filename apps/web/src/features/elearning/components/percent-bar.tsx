import { Group, Progress, Text } from '@mantine/core';

/** A percentage as a bar and a number (courses, modules, subjects). */
export function PercentBar({ value, label, testId }: { value: number; label: string; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <Progress value={value} style={{ flex: 1 }} color={value >= 100 ? 'teal' : 'blue'} aria-hidden />
      <Text size="sm" fw={600} w={44} ta="right" data-testid={testId}>
        {value}%
      </Text>
    </Group>
  );
}
