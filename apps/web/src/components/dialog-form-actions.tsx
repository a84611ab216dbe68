import { Button, Group } from '@mantine/core';

/** The foot of a dialog's form: cancel, then the submit that shows the call running; cancel waits while it runs. */
export function DialogFormActions({ cancelLabel, onCancel, submitLabel, submitTestId, busy }: { cancelLabel: string; onCancel: () => void; submitLabel: string; submitTestId: string; busy: boolean }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={busy} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
