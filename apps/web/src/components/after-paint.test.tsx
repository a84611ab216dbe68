// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPaintPresented, useAfterPaint } from './after-paint';

/** A browser's Paint Timing, driven by the test: `paint()` presents the first contentful paint. */
function fakePaintTiming(options: { supported?: boolean; alreadyPainted?: boolean } = {}) {
  const entries: { name: string }[] = options.alreadyPainted ? [{ name: 'first-contentful-paint' }] : [];
  const observers = new Set<(list: { getEntriesByName: (name: string) => { name: string }[] }) => void>();
  class Observer {
    static supportedEntryTypes = options.supported === false ? ['mark', 'measure'] : ['mark', 'measure', 'paint'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => { name: string }[] }) => void) {}
    observe() {
      observers.add(this.callback);
      // Buffered: what has been reported already comes at once.
      if (entries.length) this.callback({ getEntriesByName: (name) => entries.filter((e) => e.name === name) });
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  const win = {
    PerformanceObserver: Observer,
    performance: { getEntriesByName: (name: string) => entries.filter((e) => e.name === name) },
  } as unknown as Window;
  return {
    win,
    observers,
    paint() {
      entries.push({ name: 'first-paint' }, { name: 'first-contentful-paint' });
      for (const callback of [...observers]) callback({ getEntriesByName: (name) => entries.filter((e) => e.name === name) });
    },
  };
}

describe('firstPaintPresented', () => {
  it('waits for the browser to report the first contentful paint, then lets its observer go', async () => {
    const timing = fakePaintTiming();
    let done = false;
    void firstPaintPresented(timing.win).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    timing.paint();
    await Promise.resolve();
    expect(done).toBe(true);
    expect(timing.observers.size).toBe(0);
  });

  it('resolves at once when the paint was reported before, or when the browser reports no paints', async () => {
    await expect(firstPaintPresented(fakePaintTiming({ alreadyPainted: true }).win)).resolves.toBeUndefined();
    await expect(firstPaintPresented(fakePaintTiming({ supported: false }).win)).resolves.toBeUndefined();
    await expect(firstPaintPresented({} as Window)).resolves.toBeUndefined();
  });
});

describe('useAfterPaint', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => {
    frames.length = 0;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function Probe() {
    return <p>{useAfterPaint() ? 'painted' : 'waiting'}</p>;
  }

  async function runFrames(count: number) {
    for (let i = 0; i < count; i++) {
      const due = frames.splice(0);
      await act(async () => {
        for (const callback of due) callback(0);
      });
    }
  }

  it("on the first load, is false after two frames until the first paint is reported, then true", async () => {
    const timing = fakePaintTiming();
    vi.stubGlobal('PerformanceObserver', (timing.win as Window & typeof globalThis).PerformanceObserver);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(((name: string) => timing.win.performance.getEntriesByName(name)) as typeof performance.getEntriesByName);
    const view = render(<Probe />);
    await runFrames(2);
    await act(async () => vi.advanceTimersByTime(100));
    expect(view.container.textContent).toBe('waiting');
    await act(async () => timing.paint());
    await act(async () => vi.advanceTimersByTime(0));
    expect(view.container.textContent).toBe('painted');
  });

  it('after the first load, is true two frames after its own render', async () => {
    const timing = fakePaintTiming({ alreadyPainted: true });
    vi.stubGlobal('PerformanceObserver', (timing.win as Window & typeof globalThis).PerformanceObserver);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(((name: string) => timing.win.performance.getEntriesByName(name)) as typeof performance.getEntriesByName);
    const view = render(<Probe />);
    await runFrames(1);
    await act(async () => vi.advanceTimersByTime(0));
    expect(view.container.textContent).toBe('waiting');
    await runFrames(1);
    await act(async () => vi.advanceTimersByTime(0));
    expect(view.container.textContent).toBe('painted');
  });

  it('is true after 150 ms where no frames come (a hidden tab)', async () => {
    const view = render(<Probe />);
    await act(async () => vi.advanceTimersByTime(149));
    expect(view.container.textContent).toBe('waiting');
    await act(async () => vi.advanceTimersByTime(1));
    expect(view.container.textContent).toBe('painted');
  });
});
