/** Image formats a logo may have, with the extension and content type it is stored and served with. */
export const LOGO_FORMATS = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type LogoExtension = keyof typeof LOGO_FORMATS;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The image format of a file by its first bytes (its "magic number"), never by its name or the type
 * the browser declared: PNG, JPEG, GIF (87a or 89a) or WebP; null for anything else.
 */
export function detectLogoFormat(bytes: Uint8Array): LogoExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Stored logo names: random hex with one of the known extensions (checked again before any file access). */
export const LOGO_FILENAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** The content type a stored logo is served with, or null for a name that is not a stored logo's. */
export function contentTypeOfLogo(filename: string): string | null {
  const match = LOGO_FILENAME_PATTERN.exec(filename);
  if (!match) return null;
  return LOGO_FORMATS[match[1] as LogoExtension];
}
