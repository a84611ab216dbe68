import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a list shows instead of its rows when it has none: the message in a bordered, centred panel,
 * with the way on (an add or create button) under it when given.
 */
export function EmptyListPanel({ testId, message, action }: { testId: string; message: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center" data-testid={testId}>
      {action ? (
        <Stack align="center" gap="sm">
          <Text>{message}</Text>
          {action}
        </Stack>
      ) : (
        <Text>{message}</Text>
      )}
    </Paper>
  );
}
