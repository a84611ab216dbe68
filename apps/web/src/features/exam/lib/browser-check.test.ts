// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBrowser } from './browser-check';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('browser check before an exam', () => {
  it('passes when films play and storage works', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'video/webm' ? 'maybe' : ''));
    expect(checkBrowser()).toEqual([]);
  });

  it('names each missing feature', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(checkBrowser()).toEqual(['video', 'localStorage', 'sessionStorage']);
  });
});
