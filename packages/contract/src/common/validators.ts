/**
 * Polish-registered phone number (spec §5): optional prefix (+48, 0048 or 48), optional space, then 9
 * digits or 3-3-3 separated by dashes.
 */
export const POLISH_PHONE_PATTERN = /^(?:(?:\+48|0048|48) ?)?(?:\d{9}|\d{3}-\d{3}-\d{3})$/;

/** Whether a string is a Polish-registered phone number in one of the accepted forms. */
export function isPolishPhone(input: string): boolean {
  return POLISH_PHONE_PATTERN.test(input.trim());
}

/** The 9-digit national form of a Polish phone number, or null when it is not one. */
export function normalizePolishPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!isPolishPhone(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.slice(-9);
}

/** Whether a login name looks like an e-mail address rather than a phone number. */
export function looksLikeEmail(input: string): boolean {
  return input.includes('@');
}
