/**
 * Pure checks of a content folder's media: where a path may point, which file types each role takes,
 * what a file's first bytes must be for its extension, and what an SVG picture may not contain.
 */

import { ascii, isJpeg, isPng, isWebp, startsWithBytes } from '../../lib/file-signatures.js';

/** What a file is for on a slide or lecture. */
export type MediaRole = 'image' | 'narration' | 'video';

/** Largest media file accepted (bytes). */
export const MAX_MEDIA_BYTES = 50 * 1024 * 1024;

/** Extensions each role accepts, with the content type the file is served as. */
export const MEDIA_TYPES: Record<MediaRole, Record<string, string>> = {
  image: { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' },
  narration: { mp3: 'audio/mpeg' },
  video: { webm: 'video/webm', mp4: 'video/mp4', ogv: 'video/ogg' },
};

/** The extension of a path, lower case, without the dot ('' when none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * Why a manifest's media path may not be used (null when it may): it must be relative, stay inside
 * the folder and use only URL-safe names, so it can be copied under the media directory as it is.
 */
export function mediaPathProblem(path: string): string | null {
  if (path.includes('\\')) return 'must use forward slashes (no backslash)';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'must be a path relative to the folder, not an absolute path';
  const segments = path.split('/');
  if (segments.some((s) => s === '..')) return 'must stay inside the folder (no "..")';
  if (segments.some((s) => s === '' || s === '.')) return 'must not contain empty or "." parts';
  if (!segments.every((s) => SEGMENT.test(s))) return 'may contain only letters, digits, ".", "_", "-" and "/" (no hidden files)';
  if (path.length > 200) return 'must be at most 200 characters';
  return null;
}

/** Why an extension does not fit the role (null when it does). */
export function extensionProblem(role: MediaRole, path: string): string | null {
  const ext = extensionOf(path);
  const allowed = Object.keys(MEDIA_TYPES[role]);
  return allowed.includes(ext) ? null : `must be a ${allowed.join(', ')} file for ${role === 'image' ? 'an image' : role === 'narration' ? 'a narration' : 'a video'}`;
}

/** Whether a file's first bytes are what its extension promises (`head`: at least its first 512 bytes). */
export function magicMatches(ext: string, head: Uint8Array): boolean {
  switch (ext) {
    case 'png':
      return isPng(head);
    case 'jpg':
    case 'jpeg':
      return isJpeg(head);
    case 'webp':
      return isWebp(head);
    case 'svg': {
      const start = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '').trimStart();
      return start.startsWith('<svg') || start.startsWith('<?xml');
    }
    case 'mp3':
      return startsWithBytes(head, ascii('ID3')) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0);
    case 'webm':
      return startsWithBytes(head, [0x1a, 0x45, 0xdf, 0xa3]);
    case 'mp4':
      return startsWithBytes(head, ascii('ftyp'), 4);
    case 'ogv':
      return startsWithBytes(head, ascii('OggS'));
    default:
      return false;
  }
}

/** What makes an SVG picture unsafe to serve: scripts, event handlers, javascript: and external links. */
export function svgProblems(svgText: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(svgText)) problems.push('SVG must not contain <script>');
  if (/[\s"'/]on[a-z]+\s*=/i.test(svgText)) problems.push('SVG must not contain event handler attributes (on...=)');
  if (/javascript\s*:/i.test(svgText)) problems.push('SVG must not contain javascript: links');
  const hrefs = svgText.matchAll(/(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gi);
  if ([...hrefs].some((m) => !(m[2] ?? '').startsWith('#'))) problems.push('SVG must not link to external resources (only #fragment hrefs)');
  if (/<!ENTITY/i.test(svgText)) problems.push('SVG must not declare entities');
  if (/<foreignObject/i.test(svgText)) problems.push('SVG must not contain <foreignObject>');
  return problems;
}

/** Where a JSON.parse error happened, as "line L, column C" when its message names a position. */
export function jsonErrorLocation(source: string, message: string): string | null {
  const line = /line (\d+) column (\d+)/.exec(message);
  if (line) return `line ${line[1]}, column ${line[2]}`;
  const pos = /position (\d+)/.exec(message);
  if (!pos) return null;
  const offset = Math.min(Number(pos[1]), source.length);
  const before = source.slice(0, offset);
  const lineNo = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${lineNo}, column ${column}`;
}
