import { LOGO_MAX_BYTES } from '@osk/contract';

/** Why a picked logo file is refused before upload, as the server's message key; null when it may go. */
export type LogoRefusal = 'msg.error.logo.not.image' | 'msg.error.logo.too.large' | 'msg.error.logo.one.file';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * Whether the first bytes are a PNG, JPEG, GIF or WebP image. The server decides by the content too,
 * never by the file name or the type the browser declares, so a renamed file is refused here as well.
 */
export function isLogoImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, ascii('GIF87a')) ||
    startsWith(bytes, ascii('GIF89a')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  );
}

/** The checks of school document §5 before an upload: one file, at most 1 MB, an image by content. */
export async function checkLogoFiles(files: readonly File[]): Promise<LogoRefusal | null> {
  if (files.length !== 1) return 'msg.error.logo.one.file';
  const [file] = files as [File];
  if (file.size > LOGO_MAX_BYTES) return 'msg.error.logo.too.large';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return isLogoImage(head) ? null : 'msg.error.logo.not.image';
}
