import { describe, expect, it } from 'vitest';
import { contentTypeOfLogo, detectLogoFormat } from './logo.rules.js';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectLogoFormat', () => {
  it.each([
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'), 'jpg'],
    ['a GIF89a', bytes('GIF89a', 1, 0, 1, 0), 'gif'],
    ['a GIF87a', bytes('GIF87a', 1, 0, 1, 0), 'gif'],
    ['a WebP', bytes('RIFF', 36, 0, 0, 0, 'WEBPVP8 '), 'webp'],
  ])('recognises %s by its first bytes', (_name, input, expected) => {
    expect(detectLogoFormat(input)).toBe(expected);
  });

  it.each([
    ['text', bytes('hello, this is not a picture')],
    ['an empty file', bytes()],
    ['a PNG signature cut short', bytes(0x89, 'PNG', 0x0d)],
    ['a RIFF file that is not WebP', bytes('RIFF', 36, 0, 0, 0, 'WAVEfmt ')],
    ['an SVG (scripts could run in it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a PDF', bytes('%PDF-1.7')],
  ])('refuses %s', (_name, input) => {
    expect(detectLogoFormat(input)).toBeNull();
  });
});

describe('contentTypeOfLogo', () => {
  it('answers the content type of a stored logo name', () => {
    expect(contentTypeOfLogo('0123456789abcdef0123456789abcdef.png')).toBe('image/png');
    expect(contentTypeOfLogo('0123456789abcdef0123456789abcdef.webp')).toBe('image/webp');
  });

  it('refuses names that are not a stored logo name', () => {
    expect(contentTypeOfLogo('../etc/passwd')).toBeNull();
    expect(contentTypeOfLogo('0123456789abcdef0123456789abcdef.svg')).toBeNull();
    expect(contentTypeOfLogo('logo.png')).toBeNull();
  });
});
