import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading: the title and a dimmed lead line under it, with an action (a way back) beside the title when given. */
export function PageHeading({ title, lead, testId, action }: { title: ReactNode; lead: ReactNode; testId: string; action?: ReactNode }) {
  const heading = (
    <Title order={1} data-testid={testId}>
      {title}
    </Title>
  );
  return (
    <Stack gap={4}>
      {action ? (
        <Group justify="space-between" align="flex-end">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      <Text c="dimmed" maw={720}>
        {lead}
      </Text>
    </Stack>
  );
}
