import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { loadInTurns } from '../lib/load-in-turns';

/**
 * True once the component's first frame is on screen: two frames after the one that showed it (the
 * first frame's callbacks run before its paint, and the paint is presented later still), or after
 * 150 ms where no frames come (a hidden tab).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    let timer: number | undefined;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        timer = window.setTimeout(() => setPainted(true), 0);
      });
    });
    const fallback = window.setTimeout(() => setPainted(true), 150);
    return () => {
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
      loadInTurns(load, () => import('../lib/query-scope')).then(
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
