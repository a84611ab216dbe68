import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './first-paint';

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver whose paint entries the test hands in. */
function fakeObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      for (const o of observers) if (!o.disconnected) o.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterFirstContentfulPaint', () => {
  it('runs once the first contentful paint is reported, not at the first paint, and only once', () => {
    const browser = fakeObserver();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    browser.paint('first-paint');
    expect(run).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    browser.paint('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const browser = fakeObserver();
    const run = vi.fn();
    afterFirstContentfulPaint(run)();
    browser.paint('first-contentful-paint');
    expect(run).not.toHaveBeenCalled();
  });

  it('runs at once where paints are not reported', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
