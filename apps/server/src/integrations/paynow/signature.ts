import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a Paynow v3 request signature covers (FACTS.md, "Paynow v3"). */
export interface SignedRequest {
  apiKey: string;
  idempotencyKey: string;
  /** Query parameters; each value is signed as a list, as Paynow does. Omitted: `{}`. */
  parameters?: Record<string, string | readonly string[]> | undefined;
  /** The exact body string sent; omitted or empty for a request without a body. */
  body?: string | undefined;
}

function hmacBase64(key: string, data: string | Buffer): string {
  return createHmac('sha256', key).update(data).digest('base64');
}

/**
 * The `Signature` header of a request to Paynow: base64(HMAC-SHA256(signatureKey, JSON of the two
 * signed headers, the query parameters and the exact body string)). Parameter names are sorted so
 * both sides build the same JSON whatever order the query came in.
 */
export function requestSignature(signatureKey: string, request: SignedRequest): string {
  const parameters: Record<string, string[]> = {};
  for (const name of Object.keys(request.parameters ?? {}).sort()) {
    const value = request.parameters?.[name];
    if (value !== undefined) parameters[name] = typeof value === 'string' ? [value] : [...value];
  }
  const payload = JSON.stringify({
    headers: { 'Api-Key': request.apiKey, 'Idempotency-Key': request.idempotencyKey },
    parameters,
    body: request.body ?? '',
  });
  return hmacBase64(signatureKey, payload);
}

/** The `Signature` header of a notification: base64(HMAC-SHA256(signatureKey, the raw body bytes)). */
export function notificationSignature(signatureKey: string, rawBody: Buffer | string): string {
  return hmacBase64(signatureKey, rawBody);
}

/**
 * Compares a received signature with the expected one in constant time. Both are decoded from base64
 * first; a missing, malformed or wrong-length signature is simply unequal (timingSafeEqual needs equal
 * lengths, and the length of an HMAC-SHA256 is public anyway).
 */
export function signaturesEqual(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 200) return false;
  const a = Buffer.from(expected, 'base64');
  const b = Buffer.from(given, 'base64');
  // Node's base64 decoder skips stray characters: accept only the canonical form of the bytes.
  if (b.toString('base64') !== given) return false;
  if (a.length === 0 || a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** Whether `given` is the notification signature of `rawBody` with `signatureKey`. */
export function verifyNotificationSignature(signatureKey: string, rawBody: Buffer | string, given: string | undefined | null): boolean {
  return signaturesEqual(notificationSignature(signatureKey, rawBody), given);
}

/** Whether `given` is the request signature of `request` with `signatureKey`. */
export function verifyRequestSignature(signatureKey: string, request: SignedRequest, given: string | undefined | null): boolean {
  return signaturesEqual(requestSignature(signatureKey, request), given);
}

/**
 * JSON with every non-ASCII character escaped as \uXXXX (UTF-16 code units, so a character outside
 * the BMP becomes its surrogate pair), as the official PHP SDK sends bodies: the bytes Paynow signs
 * are then plain ASCII and cannot be re-encoded differently on the way.
 */
export function paynowJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
