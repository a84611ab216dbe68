import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: ReactNode;
  lead: ReactNode;
  /** The test id of the title. */
  testId: string;
  action?: ReactNode;
}

/** A page's heading: the title and a dimmed lead line under it, with an action (a way back) beside the title when given. */
export function PageHeading({ title, lead, testId, action }: PageHeadingProps) {
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

/** A page under its heading: the heading, then the content. */
export function HeadedPage({ children, ...heading }: PageHeadingProps & { children: ReactNode }) {
  return (
    <Stack gap="lg">
      <PageHeading {...heading} />
      {children}
    </Stack>
  );
}
