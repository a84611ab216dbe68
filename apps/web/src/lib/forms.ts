import type { FieldError } from '@osk/contract';
import { hasText } from './i18n/i18n';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** The shape of the catalogue's message keys (msg.*, message.*). */
const MESSAGE_KEY = /^(msg|message)\.[\w.]+$/;

/**
 * Form errors hold message keys (the contract schemas' messages, e.g. msg.validation.login.required)
 * so a language switch re-translates them; this turns one into text for display.
 */
export function fieldErrorText(t: TFunction, error: ReactNode): ReactNode {
  if (typeof error === 'string' && MESSAGE_KEY.test(error)) return hasText(error) ? t(error as 'msg.error.internal') : error;
  return error;
}

/** Server field errors (400 answers) as a form-errors object keyed by field path. */
export function serverFieldErrors(fields: readonly FieldError[] | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields ?? []) errors[field.field] = field.key && MESSAGE_KEY.test(field.key) && hasText(field.key) ? field.key : field.message;
  return errors;
}
