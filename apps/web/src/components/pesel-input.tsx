import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The PESEL field of a report dialog: required, 11 characters, the phone's number pad, no autofill,
 * focused when the dialog opens. The label, the value and the error come from the form.
 */
export function PeselInput(props: TextInputProps) {
  return <TextInput inputMode="numeric" autoComplete="off" maxLength={11} required data-autofocus {...props} />;
}
