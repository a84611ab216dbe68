/** Settles in a task of its own, after what the current task still has to do. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** How long a turn waits at most for the load before it to have run (ms). */
export const TURN_WAIT_MS = 50;

function settledOrAfter(loading: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    loading.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

/**
 * Starts the first load at once and each next one in a task of its own, once the load before it has
 * run or TURN_WAIT_MS after it started, whichever comes first, and answers all their results in
 * order (issue 19). Starting a dynamic import makes Vite's preload helper add a `<link>`
 * for every file the import needs, and the browser sets each request up inside that call: the 18-21
 * files of a learner page's data-bound part asked for in one go made one task of 180-425 ms at 4x
 * CPU. In turns, each task sets up only the files its import adds (a file already asked for is
 * skipped), and the browser can draw or answer a tap in between. Waiting for the load before (its
 * modules fetched and run) keeps their evaluations apart too: on a fast network an import started
 * one task later still completed together with the one before when its files were the same or
 * smaller, and the modules of both then ran in one long task (zod and the learner's schemas, 40-70 ms
 * at 1x on a slow host). On a slow network a turn starts at most TURN_WAIT_MS later, so the requests
 * still mostly run in parallel.
 */
export async function loadInTurns<T extends readonly unknown[]>(...loads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const started: Promise<unknown>[] = [];
  for (const [index, load] of loads.entries()) {
    if (index > 0) {
      await settledOrAfter(started[index - 1] as Promise<unknown>, TURN_WAIT_MS);
      await nextTask();
    }
    const loading = load();
    // A load that fails while a later one waits for its turn is reported by Promise.all below.
    loading.catch(() => undefined);
    started.push(loading);
  }
  return (await Promise.all(started)) as unknown as T;
}
