import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token of 256 bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest under which a token is stored, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares a presented secret with the expected one in constant time (hashes first, so lengths do not leak). */
export function sameToken(expected: string, presented: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(presented).digest();
  return timingSafeEqual(a, b);
}
