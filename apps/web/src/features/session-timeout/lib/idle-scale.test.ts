// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { idleSecondMs } from './idle-scale';

describe('idle scale test hook', () => {
  it('is a real second without the hook', () => {
    expect(idleSecondMs({})).toBe(1000);
  });

  it('scales a second by window.__OSK_IDLE_SCALE__', () => {
    expect(idleSecondMs({ __OSK_IDLE_SCALE__: 0.01 })).toBe(10);
  });

  it('ignores values that are not positive numbers', () => {
    expect(idleSecondMs({ __OSK_IDLE_SCALE__: '0.01' })).toBe(1000);
    expect(idleSecondMs({ __OSK_IDLE_SCALE__: 0 })).toBe(1000);
    expect(idleSecondMs({ __OSK_IDLE_SCALE__: Number.NaN })).toBe(1000);
  });
});
