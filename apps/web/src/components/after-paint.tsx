import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { withTexts } from '../lib/i18n/i18n';
import { loadInTurns } from '../lib/load-in-turns';

/**
 * Resolves once the document's first contentful paint has been presented, as the browser reports it
 * (Paint Timing); at once where that was long ago or where the browser reports no paints. Two frames
 * after a render are not enough on the first load: the frame is presented later still (about 20 ms
 * in headless Chromium), and requests started in between count as ones the first paint waited for
 * in Lighthouse's simulation of a phone, which then put the demo exam's LCP 150 ms later in some
 * runs and not in others (issue 19).
 */
export function firstPaintPresented(win: Window = window): Promise<void> {
  const { performance, PerformanceObserver: Observer } = win as Window & typeof globalThis;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * True once the component's first frame is on screen: two frames after the one that showed it (the
 * first frame's callbacks run before its paint, and the paint is presented later still) and, on the
 * first load, once the browser has reported the first paint; or after 150 ms where no frames come (a
 * hidden tab).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    let first = 0;
    let second = 0;
    let timer: number | undefined;
    const framesShown = new Promise<void>((resolve) => {
      first = requestAnimationFrame(() => {
        second = requestAnimationFrame(() => resolve());
      });
    });
    void Promise.all([framesShown, firstPaintPresented()]).then(() => {
      if (live) timer = window.setTimeout(() => setPainted(true), 0);
    });
    const fallback = window.setTimeout(() => setPainted(true), 150);
    return () => {
      live = false;
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
      window.clearTimeout(timer);
      window.clearTimeout(fallback);
    };
  }, []);
  return painted;
}

/**
 * A component whose code is fetched only after the screen around it has been drawn (issue 19): it
 * shows `Fallback` first, asks for its chunk in the next frame, then draws itself. A page's heading
 * and lead then come with the page's own small chunk, and the data layer (the contract's schemas, the
 * API calls) does not hold back the first paint on a phone on a slow network. Once fetched it draws
 * at once on later visits. No Suspense boundary is involved, so React's 300 ms reveal throttle does
 * not delay it; a chunk that cannot be fetched is thrown to the page's error boundary. It is drawn
 * inside the app's query client (QueryScope keeps one given from outside), so that a page whose own
 * first frame reads no data need not load the client before its first paint.
 */
export function afterPaint<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  function AfterPaintComponent(props: P) {
    const painted = useAfterPaint();
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (!painted || Component) return undefined;
      let live = true;
      // The part drawn after the paint reads data: it comes with the app's query client (a page whose
      // first frame reads none is drawn without it, app/lazy-screen), asked for in a task of its own.
      // With every Polish text: a page drawn with its first frame's texts only (app/lazy-screen) may
      // hold it.
      loadInTurns(withTexts(load), () => import('../lib/query-scope')).then(
        ([Body, { QueryScope }]) => {
          function component(bodyProps: P) {
            return (
              <QueryScope>
                <Body {...bodyProps} />
              </QueryScope>
            );
          }
          loaded = component;
          // As a transition: React draws it in short slices, not in one long task.
          if (live) startTransition(() => setComponent(() => component));
        },
        (error: unknown) => {
          if (live) setFailure({ error });
        },
      );
      return () => {
        live = false;
      };
    }, [painted, Component]);
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : <Fallback />;
  }
  return AfterPaintComponent;
}
