/**
 * A file's kind by its first bytes (its "magic number"), never by its name or a declared type: for
 * uploaded logos and imported course media.
 */

/** Whether `bytes` hold `signature` from `offset` on (a file shorter than that does not). */
export function startsWithBytes(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** The bytes of an ASCII text, for signatures spelled in letters ("GIF89a", "RIFF"). */
export function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

export function isPng(bytes: Uint8Array): boolean {
  return startsWithBytes(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
}

export function isJpeg(bytes: Uint8Array): boolean {
  return startsWithBytes(bytes, [0xff, 0xd8, 0xff]);
}

export function isWebp(bytes: Uint8Array): boolean {
  return startsWithBytes(bytes, ascii('RIFF')) && startsWithBytes(bytes, ascii('WEBP'), 8);
}
