import { isValidPesel, PKK_NUMBER_LENGTH, PKK_RETURN_DESCRIPTION_MAX, type PkkSearchMode } from '@osk/contract';

/** The screens of the PKK workflow (school document §2.1). */
export const PKK_PATHS = {
  school: '/school',
  list: '/pkk',
  search: '/pkk-search',
  preview: '/preview/pkk',
  signers: '/signer',
  show: (id: number) => `/pkk/${id}`,
  course: (id: number) => `/pkk/course/${id}`,
} as const;

/** The registry filters are sent this long after the last key press (school document §9 "debounce"). */
export const PKK_FILTER_DEBOUNCE_MS = 500;

/** The keys of pkk.validation the forms show. */
export type PkkErrorKey = 'required' | 'pesel' | 'number' | 'birthDate' | 'tooLong';

/** A typed PKK number without its display spaces. */
export function compactNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The number's error: required, then exactly 20 digits (spaces of the 4×5 display allowed). */
export function numberError(value: string): PkkErrorKey | null {
  const compact = compactNumber(value);
  if (compact === '') return 'required';
  return new RegExp(`^\\d{${PKK_NUMBER_LENGTH}}$`).test(compact) ? null : 'number';
}

/** A required PESEL with a valid checksum. */
export function peselError(value: string): PkkErrorKey | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return isValidPesel(trimmed) ? null : 'pesel';
}

/** An optional PESEL: empty, or valid. */
export function optionalPeselError(value: string): PkkErrorKey | null {
  return value.trim() === '' ? null : peselError(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A required birth date (yyyy-MM-dd, a real calendar day, not in the future). */
export function birthDateError(value: string, today: string): PkkErrorKey | null {
  if (value.trim() === '') return 'required';
  const match = ISO_DATE.exec(value.trim());
  if (!match) return 'birthDate';
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return 'birthDate';
  return value.trim() > today ? 'birthDate' : null;
}

export interface SearchValues {
  number: string;
  mode: PkkSearchMode;
  pesel: string;
  birthDate: string;
}

/** The search form's errors (school document §5 "PKK — Search"). */
export function validateSearch(v: SearchValues, today: string): Partial<Record<keyof SearchValues, PkkErrorKey>> {
  const errors: Partial<Record<keyof SearchValues, PkkErrorKey>> = {};
  const number = numberError(v.number);
  if (number) errors.number = number;
  if (v.mode === 'PESEL') {
    const pesel = peselError(v.pesel);
    if (pesel) errors.pesel = pesel;
  } else {
    const birth = birthDateError(v.birthDate, today);
    if (birth) errors.birthDate = birth;
  }
  return errors;
}

/** The query string of pkk/query and pkk/preview: pkkId (the number), then pesel or birthDate. */
export function searchQuery(v: { number: string; pesel?: string | null; birthDate?: string | null; userLogin?: string | null }): string {
  const params = new URLSearchParams({ pkkId: compactNumber(v.number) });
  if (v.pesel) params.set('pesel', v.pesel.trim());
  else if (v.birthDate) params.set('birthDate', v.birthDate.trim());
  if (v.userLogin) params.set('userLogin', v.userLogin);
  return params.toString();
}

/** The search parameters read back from /preview/pkk's URL (null when they are not a valid search). */
export function searchFromUrl(params: URLSearchParams, today: string): { number: string; pesel: string | null; birthDate: string | null } | null {
  const number = compactNumber(params.get('pkkId') ?? '');
  const pesel = params.get('pesel');
  const birthDate = params.get('birthDate');
  if (numberError(number)) return null;
  if (pesel) return peselError(pesel) ? null : { number, pesel, birthDate: null };
  if (birthDate) return birthDateError(birthDate, today) ? null : { number, pesel: null, birthDate };
  return null;
}

export interface ReturnValues {
  type: string | null;
  description: string;
  signerId: string | null;
}

/** The return-to-authority form's errors (school document §5 "Return to authority"). */
export function validateReturn(v: ReturnValues): Partial<Record<keyof ReturnValues, PkkErrorKey>> {
  const errors: Partial<Record<keyof ReturnValues, PkkErrorKey>> = {};
  if (!v.type) errors.type = 'required';
  if (v.description.trim() === '') errors.description = 'required';
  else if (v.description.trim().length > PKK_RETURN_DESCRIPTION_MAX) errors.description = 'tooLong';
  if (!v.signerId) errors.signerId = 'required';
  return errors;
}

export interface SignerValues {
  firstName: string;
  lastName: string;
  clientLogin: string;
  pesel: string;
  defaultSigner: boolean;
}

/** At most this many characters in a signer's names and login (the contract's limit). */
export const SIGNER_TEXT_MAX = 100;

/** The signer form's errors (school document §5 "Signers"; PESEL is our optional addition). */
export function validateSigner(v: SignerValues): Partial<Record<keyof SignerValues, PkkErrorKey>> {
  const errors: Partial<Record<keyof SignerValues, PkkErrorKey>> = {};
  for (const key of ['firstName', 'lastName', 'clientLogin'] as const) {
    if (v[key].trim() === '') errors[key] = 'required';
    else if (v[key].trim().length > SIGNER_TEXT_MAX) errors[key] = 'tooLong';
  }
  const pesel = optionalPeselError(v.pesel);
  if (pesel) errors.pesel = pesel;
  return errors;
}

/** A data: URL of a base64 image with its media type (JPEG when the type is not given). */
export function imageUrl(base64: string | null, type: string | null): string | null {
  if (!base64) return null;
  if (base64.startsWith('data:')) return base64;
  return `data:${type || 'image/jpeg'};base64,${base64}`;
}

/** "hh godz. mm min" parts: minutes padded to two digits. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A SHA-256 hex shortened for display: first 12 and last 6 characters. */
export function shortHash(hash: string): string {
  return hash.length <= 20 ? hash : `${hash.slice(0, 12)}…${hash.slice(-6)}`;
}
