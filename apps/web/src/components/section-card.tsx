import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled section of a page (the learner's profile, the school's home, a PKK profile): a bordered
 * card with an h2 over its content; `compact` for a page of many sections (less padding, a smaller title).
 */
export function SectionCard({ title, testId, compact = false, children }: { title: ReactNode; testId?: string; compact?: boolean; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={compact ? 'md' : 'lg'} data-testid={testId}>
      <Title order={2} size={compact ? 'h4' : 'h3'} mb={compact ? 'sm' : 'md'}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
