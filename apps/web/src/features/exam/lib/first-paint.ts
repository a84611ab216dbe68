/**
 * Runs `run` once the browser has reported the page's first contentful paint: at once when it already
 * has (a later page of the visit) or where paints are not reported. Answers a function that cancels it.
 */
export function afterFirstContentfulPaint(run: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    run();
    return () => undefined;
  }
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (done || list.getEntriesByName('first-contentful-paint').length === 0) return;
    done = true;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    done = true;
    observer.disconnect();
  };
}
