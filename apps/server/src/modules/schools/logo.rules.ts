import { ascii, isJpeg, isPng, isWebp, startsWithBytes } from '../../lib/file-signatures.js';

/** Image formats a logo may have, with the extension and content type it is stored and served with. */
export const LOGO_FORMATS = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type LogoExtension = keyof typeof LOGO_FORMATS;

/**
 * The image format of a file by its first bytes (its "magic number"), never by its name or the type
 * the browser declared: PNG, JPEG, GIF (87a or 89a) or WebP; null for anything else.
 */
export function detectLogoFormat(bytes: Uint8Array): LogoExtension | null {
  if (isPng(bytes)) return 'png';
  if (isJpeg(bytes)) return 'jpg';
  if (startsWithBytes(bytes, ascii('GIF87a')) || startsWithBytes(bytes, ascii('GIF89a'))) return 'gif';
  if (isWebp(bytes)) return 'webp';
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
