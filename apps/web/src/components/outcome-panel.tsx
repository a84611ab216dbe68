import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

const TONES = {
  error: { color: 'red', Icon: AlertIcon },
  info: { color: 'blue', Icon: InfoIcon },
  success: { color: 'green', Icon: CheckIcon },
} as const;

export interface OutcomePanelProps {
  /** Red with a warning sign, blue with an "i", or green with a tick. */
  tone: keyof typeof TONES;
  title: ReactNode;
  message: ReactNode;
  /** What follows the message: dates, notices, the buttons on. */
  children?: ReactNode;
  testId: string;
  /** The `data-action` of an action page. */
  action?: string;
  /** Test ids of the icon, title and message, where tests and journeys look for them. */
  partTestIds?: { icon?: string; title?: string; message?: string };
}

/**
 * A page that is only an outcome (an action link followed, a payment back, a dead link): a large icon,
 * the title, the message and the ways on, centred in a bordered panel.
 */
export function OutcomePanel({ tone, title, message, children, testId, action, partTestIds }: OutcomePanelProps) {
  const { color, Icon } = TONES[tone];
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" data-testid={testId} data-action={action}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color={color} variant="light" data-testid={partTestIds?.icon}>
          <Icon size={36} />
        </ThemeIcon>
        <Title order={1} size="h2" data-testid={partTestIds?.title}>
          {title}
        </Title>
        <Text size="lg" data-testid={partTestIds?.message}>
          {message}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
