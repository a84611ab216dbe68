import { TextInput, type TextInputProps } from '@mantine/core';

/** A phone number field: the phone keypad on a touch screen and the browser's autofill of a phone number. */
export function PhoneInput(props: TextInputProps) {
  return <TextInput type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
