// @vitest-environment jsdom
import { CACHE_VERSION } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { PWA_CACHE_VERSION } from './pwa-cache-version';

describe('PWA cache version', () => {
  it('is the contract cache version', () => {
    expect(PWA_CACHE_VERSION).toBe(CACHE_VERSION);
  });
});
