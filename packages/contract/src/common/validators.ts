/**
 * Polish-registered phone number (spec §5): optional prefix (+48, 0048 or 48), optional space, then 9
 * digits, or 3-3-3 separated by dashes or by spaces (as people write it: 601 222 333; issue 18), the
 * same separator both times.
 */
export const POLISH_PHONE_PATTERN = /^(?:(?:\+48|0048|48) ?)?\d{3}([ -]?)\d{3}\1\d{3}$/;

/** A foreign number: + or 00, a country prefix other than 48, then 6 to 14 digits with single spaces or dashes. */
const INTERNATIONAL_PHONE_PATTERN = /^(?:\+|00)(?!48)[1-9]\d{0,2}[ -]?(?:\d[ -]?){5,13}\d$/;

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

/** How a phone number reads: Polish-registered, foreign (with a country prefix other than 48), or not a phone number. */
export type PhoneKind = 'POLISH' | 'INTERNATIONAL' | 'INVALID';

/**
 * Classifies a phone number (spec §5): POLISH when it matches the Polish-registered pattern,
 * INTERNATIONAL when it carries another country's prefix (+49 ..., 0049 ...), else INVALID ("123" is
 * no phone number at all, not a foreign one).
 */
export function classifyPhone(input: string): PhoneKind {
  const value = input.trim();
  if (isPolishPhone(value)) return 'POLISH';
  return INTERNATIONAL_PHONE_PATTERN.test(value) ? 'INTERNATIONAL' : 'INVALID';
}

/** A phone number in its stored form: 9 national digits for Polish numbers, `+` and digits for foreign ones. */
export type StoredPhone = { kind: 'POLISH' | 'INTERNATIONAL'; value: string } | { kind: 'INVALID' };

/**
 * The one reading of a typed phone number, used by the server before it stores or looks up a number
 * and by the web before it compares numbers: "601 222 333", "+48 601-222-333" and "0048601222333" are
 * all 601222333; "0049 1512 3456789" is +4915123456789; anything else is INVALID.
 */
export function storedPhone(input: string): StoredPhone {
  const polish = normalizePolishPhone(input);
  if (polish) return { kind: 'POLISH', value: polish };
  if (classifyPhone(input) === 'INTERNATIONAL') return { kind: 'INTERNATIONAL', value: `+${input.replace(/\D/g, '').replace(/^00/, '')}` };
  return { kind: 'INVALID' };
}

/** Whether a login name looks like an e-mail address rather than a phone number. */
export function looksLikeEmail(input: string): boolean {
  return input.includes('@');
}

/** Weights of the NIP checksum over its first nine digits. */
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Whether a string is a Polish NIP (10 digits, dashes and spaces allowed, with its checksum). */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}
