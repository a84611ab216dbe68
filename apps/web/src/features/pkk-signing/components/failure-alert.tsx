import { Alert, Text } from '@mantine/core';
import { AlertIcon } from '../../../components/icons';

/** A refused signing or sending: the title, what happened and the fields concerned. */
export interface SigningFailure {
  title: string;
  description: string;
  fields: readonly string[];
}

/** The failure as a red alert (the description with its own test id when `descriptionTestId` is given). */
export function FailureAlert({ failure, testId, descriptionTestId }: { failure: SigningFailure; testId: string; descriptionTestId?: string }) {
  return (
    <Alert color="red" icon={<AlertIcon />} title={failure.title} role="alert" data-testid={testId}>
      <Text size="sm" data-testid={descriptionTestId}>
        {failure.description}
      </Text>
      {failure.fields.map((f) => (
        <Text size="sm" key={f}>
          {f}
        </Text>
      ))}
    </Alert>
  );
}
