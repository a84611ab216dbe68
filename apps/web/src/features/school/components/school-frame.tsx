import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { SCHOOL_PATHS } from '../lib/school-paths';

export interface SchoolFrameProps {
  title: string;
  intro?: ReactNode;
  testId: string;
  /** Wider frame for forms with several columns. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of a school settings page: the link back to /school, a heading, an intro and a card. */
export function SchoolFrame({ title, intro, testId, wide = false, children }: SchoolFrameProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack gap="md" maw={wide ? 880 : 640} mx="auto" data-testid={testId}>
      <Anchor component={Link} to={SCHOOL_PATHS.home} size="sm" data-testid="school-back">
        ← {t('school.back')}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
    </Stack>
  );
}
