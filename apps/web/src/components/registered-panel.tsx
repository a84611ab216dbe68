import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';

export interface RegisteredPanelProps {
  /** The message of the created account. */
  title: ReactNode;
  /** Where the activation link went. */
  email: string;
  /** Hints and the way to the login below. */
  children?: ReactNode;
  testId: string;
  titleTestId?: string;
}

/** What a registration form of the login modal turns into once the account is created: a tick, the message and where the link went. */
export function RegisteredPanel({ title, email, children, testId, titleTestId }: RegisteredPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="sm" data-testid={testId} role="status">
      <ThemeIcon size={52} radius="xl" color="green" variant="light">
        <CheckIcon size={30} />
      </ThemeIcon>
      <Title order={3} size="h4" data-testid={titleTestId}>
        {title}
      </Title>
      <Text size="sm">{t('register.dialog.sentTo', { email })}</Text>
      {children}
    </Stack>
  );
}
