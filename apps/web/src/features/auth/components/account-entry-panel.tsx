import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface AccountEntryPanelProps {
  title: string;
  text: string;
  actionLabel: string;
  /** The route of the full form (built by the accounts issue). */
  to: string;
  onNavigate: () => void;
  testId: string;
}

/**
 * A view of the login modal that leads to a form living on its own route (registration, school
 * registration, coupon, password recovery). The accounts issue replaces these with the forms.
 */
export function AccountEntryPanel({ title, text, actionLabel, to, onNavigate, testId }: AccountEntryPanelProps) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm">{text}</Text>
      <Button component={Link} to={to} onClick={onNavigate} variant="light" fullWidth>
        {actionLabel}
      </Button>
    </Stack>
  );
}
