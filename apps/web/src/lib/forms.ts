import { isMessageKey, type FieldError } from '@osk/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/**
 * Form errors hold message keys (the contract schemas' messages, e.g. msg.validation.login.required)
 * so a language switch re-translates them; this turns one into text for display.
 */
export function fieldErrorText(t: TFunction, error: ReactNode): ReactNode {
  if (typeof error === 'string' && isMessageKey(error)) return t(error);
  return error;
}

/** Server field errors (400 answers) as a form-errors object keyed by field path. */
export function serverFieldErrors(fields: readonly FieldError[] | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields ?? []) errors[field.field] = field.key && isMessageKey(field.key) ? field.key : field.message;
  return errors;
}
