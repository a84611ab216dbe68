import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRowProps {
  label: string;
  value: ReactNode;
  testId?: string;
  /** The label column's width on phones and from `sm` up, so that the values of a card line up. */
  labelWidth: { base: number; sm: number };
}

/** One line of a details card: a dimmed label in a fixed column and the value, which may wrap anywhere. */
export function DetailRow({ label, value, testId, labelWidth }: DetailRowProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={labelWidth} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
