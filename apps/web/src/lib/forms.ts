import type { ApiError, FieldError } from '@osk/contract';
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

/** Anything that holds a form's field errors: a Mantine `useForm` form, or a form's own error state. */
export interface FieldErrorTarget {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * The one way a form shows a failed call's field errors: every `fields` entry of the ApiError (400
 * invalid input, 409 "already used") goes onto its form field, by the field's path (`rename` maps a
 * server path to another form path). Answers whether any field got a message, so the caller shows
 * "Popraw błędne pola!" instead of a generic failure that leaves the wrong field unmarked.
 */
export function applyServerFieldErrors(form: FieldErrorTarget, error: Pick<ApiError, 'fields'>, rename: Readonly<Record<string, string>> = {}): boolean {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(serverFieldErrors(error.fields))) errors[rename[path] ?? path] = message;
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}

/** A whole number as typed: its value, or why it is none (`decimal`: "1,5" or "1.5"). */
export type WholeNumber = { ok: true; value: number } | { ok: false; reason: 'empty' | 'decimal' | 'invalid' };

/**
 * Reads a whole number typed into a form. Nothing is stripped: "1,5" is a decimal (refused with its
 * own message, never read as 15), "12a" is no number; a leading + or - is kept.
 */
export function readWholeNumber(input: string): WholeNumber {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (/^[+-]?\d+$/.test(text)) {
    const value = Number(text);
    return Number.isSafeInteger(value) ? { ok: true, value: value === 0 ? 0 : value } : { ok: false, reason: 'invalid' };
  }
  if (/^[+-]?\d*[.,]\d+$/.test(text) || /^[+-]?\d+[.,]$/.test(text)) return { ok: false, reason: 'decimal' };
  return { ok: false, reason: 'invalid' };
}
