import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InfoIcon } from './icons';

/** A blue notice with a way on: the title, a line of text and a light button to the page that helps. */
export function LinkNotice({ title, text, link, testId }: { title: string; text: string; link: { to: string; label: string }; testId: string }) {
  return (
    <Alert color="blue" icon={<InfoIcon />} title={title} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button component={Link} to={link.to} variant="light">
          {link.label}
        </Button>
      </Stack>
    </Alert>
  );
}
