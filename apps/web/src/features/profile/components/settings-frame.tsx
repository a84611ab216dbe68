import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

export interface SettingsFrameProps {
  title: string;
  intro?: ReactNode;
  /** Where the back link leads. */
  backTo: string;
  testId: string;
  children: ReactNode;
}

/** The frame of an account settings page: back link, heading, an intro and the form on a card. */
export function SettingsFrame({ title, intro, backTo, testId, children }: SettingsFrameProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack gap="md" maw={640} mx="auto" data-testid={testId}>
      <Anchor component={Link} to={backTo} size="sm">
        ← {t('profile.back')}
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
