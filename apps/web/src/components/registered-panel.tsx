import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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

/** The way from a registered panel to the login: a full-width button under the message. */
export function RegisteredLoginButton({ onLogin, testId, variant }: { onLogin: () => void; testId?: string; variant?: 'light' }) {
  const { t } = useTranslation();
  return (
    <Button onClick={onLogin} fullWidth mt="xs" variant={variant} data-testid={testId}>
      {t('register.mailbox.login')}
    </Button>
  );
}

/** A registration form's end once it created an account: the created account's message, where the link went, and the login. */
export function AccountCreatedPanel({ email, onLogin, testId, loginTestId }: { email: string; onLogin: () => void; testId: string; loginTestId: string }) {
  const { t } = useTranslation();
  return (
    <RegisteredPanel testId={testId} title={t('msg.info.student.created')} email={email}>
      <RegisteredLoginButton onLogin={onLogin} testId={loginTestId} />
    </RegisteredPanel>
  );
}
