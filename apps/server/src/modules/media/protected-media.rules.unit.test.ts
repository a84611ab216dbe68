import { describe, expect, it } from 'vitest';
import { byteRangeOf, contentPathOf } from './protected-media.rules.js';

describe('contentPathOf', () => {
  it.each([
    ['/api/pliki/elearning/kurs-b/m1/s1.mp3', 'elearning/kurs-b/m1/s1.mp3'],
    ['/api/pliki/wyklady/demo/w1.webm?token=abc', 'wyklady/demo/w1.webm'],
    ['/api/pliki/elearning/z%C5%82oty%20znak.png', 'elearning/złoty znak.png'],
  ])('reads %s as %s', (url, path) => {
    expect(contentPathOf(url)).toBe(path);
  });

  it.each([
    '/api/pliki/',
    '/api/pliki/../secret',
    '/api/pliki/a/../../secret',
    '/api/pliki/./a.mp3',
    '/api/pliki/a/./b.mp3',
    '/api/pliki/%2e%2e/secret',
    '/api/pliki/%2E%2E/secret',
    '/api/pliki/a%2Fb.mp3',
    '/api/pliki/..%2fsecret',
    '/api/pliki/%252e%252e/secret',
    '/api/pliki/%25252e%25252e/secret',
    '/api/pliki/..%5csecret',
    '/api/pliki/a\\..\\secret',
    '/api/pliki//etc/passwd',
    '/api/pliki/%2Fetc%2Fpasswd',
    '/api/pliki/C:/Windows/win.ini',
    '/api/pliki/a.mp3%00.png',
    '/api/pliki/a%0a.mp3',
    '/api/pliki/a//b.mp3',
    '/api/pliki/a/',
    '/api/pliki/ a.mp3',
    '/api/pliki/%zz',
    '/api/questions/media/a.png',
    `/api/pliki/${'a'.repeat(501)}`,
  ])('refuses %s', (url) => {
    expect(contentPathOf(url)).toBeNull();
  });
});

describe('byteRangeOf', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=900-', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(byteRangeOf(header, 1000)).toEqual(range);
  });
});
