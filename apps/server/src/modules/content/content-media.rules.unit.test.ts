import { describe, expect, it } from 'vitest';
import { VIMEO_LINK_PATTERN, jsonPath } from './content-manifest.schemas.js';
import { extensionProblem, jsonErrorLocation, magicMatches, mediaPathProblem, svgProblems } from './content-media.rules.js';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('media paths', () => {
  it.each([
    ['m1/s1.svg', null],
    ['film.webm', null],
    ['../x.mp3', 'no ".."'],
    ['m1/../../x.mp3', 'no ".."'],
    ['/etc/passwd', 'absolute'],
    ['C:/x.png', 'absolute'],
    ['m1\\s1.png', 'backslash'],
    ['m1//s1.png', 'empty'],
    ['./s1.png', '"."'],
    ['.hidden.png', 'hidden'],
    ['m1/zdjęcie.png', 'only letters'],
  ])('judges %s', (path, problem) => {
    const answer = mediaPathProblem(path);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
  });

  it('accepts only the extensions of the role', () => {
    expect(extensionProblem('image', 'a.JPG')).toBeNull();
    expect(extensionProblem('image', 'a.gif')).toMatch(/png, jpg, jpeg, webp, svg/);
    expect(extensionProblem('narration', 'a.wav')).toMatch(/mp3/);
    expect(extensionProblem('video', 'a.ogv')).toBeNull();
    expect(extensionProblem('video', 'a.avi')).toMatch(/webm, mp4, ogv/);
  });
});

describe('file signatures', () => {
  it('recognises each type by its first bytes and refuses a mismatch', () => {
    expect(magicMatches('png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(magicMatches('png', text('not a png'))).toBe(false);
    expect(magicMatches('jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(magicMatches('webp', text('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(magicMatches('webp', text('RIFF\0\0\0\0WAVEfmt '))).toBe(false);
    expect(magicMatches('svg', text('\uFEFF  <?xml version="1.0"?><svg/>'))).toBe(true);
    expect(magicMatches('svg', text('<html><svg/></html>'))).toBe(false);
    expect(magicMatches('mp3', text('ID3\u0004'))).toBe(true);
    expect(magicMatches('mp3', bytes(0xff, 0xf3, 0x44))).toBe(true);
    expect(magicMatches('mp3', bytes(0xff, 0x13))).toBe(false);
    expect(magicMatches('webm', bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe(true);
    expect(magicMatches('mp4', text('\0\0\0\x18ftypisom'))).toBe(true);
    expect(magicMatches('mp4', bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe(false);
    expect(magicMatches('ogv', text('OggS\0'))).toBe(true);
  });
});

describe('SVG safety', () => {
  it('accepts a plain drawing with fragment links', () => {
    expect(svgProblems('<svg><defs><marker id="a"/></defs><path marker-end="url(#a)"/><use href="#a"/></svg>')).toEqual([]);
  });

  it.each([
    ['<svg><script>alert(1)</script></svg>', '<script>'],
    ['<svg><rect onload="x()"/></svg>', 'event handler'],
    ['<svg><a href="javascript:alert(1)"/></svg>', 'javascript:'],
    ['<svg><image xlink:href="https://example.com/x.png"/></svg>', 'external'],
    ['<svg><foreignObject/></svg>', 'foreignObject'],
  ])('refuses %s', (svg, problem) => {
    expect(svgProblems(svg).join(' ')).toContain(problem);
  });
});

describe('reporting', () => {
  it('writes JSON paths as the report shows them', () => {
    expect(jsonPath(['modules', 1, 'subjects', 0, 'slides', 2, 'narration'])).toBe('modules[1].subjects[0].slides[2].narration');
    expect(jsonPath([])).toBe('(manifest)');
  });

  it('finds the line and column of a JSON syntax error', () => {
    expect(jsonErrorLocation('{\n  "a": 1\n  "b": 2\n}', 'Unexpected string in JSON at position 13')).toBe('line 3, column 3');
    expect(jsonErrorLocation('{}', "Expected ',' (line 2 column 7)")).toBe('line 2, column 7');
    expect(jsonErrorLocation('{}', 'Unexpected end')).toBeNull();
  });

  it('accepts only Vimeo video addresses', () => {
    expect(VIMEO_LINK_PATTERN.test('https://vimeo.com/123456789')).toBe(true);
    expect(VIMEO_LINK_PATTERN.test('https://player.vimeo.com/video/42')).toBe(true);
    expect(VIMEO_LINK_PATTERN.test('http://vimeo.com/1')).toBe(false);
    expect(VIMEO_LINK_PATTERN.test('https://vimeo.com/channels/x')).toBe(false);
    expect(VIMEO_LINK_PATTERN.test('https://evil.example/vimeo.com/1')).toBe(false);
  });
});
