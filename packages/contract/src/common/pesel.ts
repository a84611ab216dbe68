/** Weights of the PESEL checksum over its first ten digits. */
const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/**
 * Whether a string is a PESEL: 11 digits whose last is the checksum (10 − (Σ digit·weight mod 10))
 * mod 10, and whose date part is a real date (months +20/+40/+60/+80 for other centuries).
 */
export function isValidPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = PESEL_WEIGHTS.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  if ((10 - (sum % 10)) % 10 !== digits[10]) return false;
  const yy = Number(value.slice(0, 2));
  const mmRaw = Number(value.slice(2, 4));
  const dd = Number(value.slice(4, 6));
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(mmRaw / 20)];
  const mm = mmRaw % 20;
  if (century === undefined || mm < 1 || mm > 12 || dd < 1) return false;
  const days = new Date(Date.UTC(century + yy, mm, 0)).getUTCDate();
  return dd <= days;
}
