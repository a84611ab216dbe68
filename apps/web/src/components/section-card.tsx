import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a start page (the learner's profile, the school's home): a bordered card with an h2 over its content. */
export function SectionCard({ title, testId, children }: { title: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
