/** Settles in a task of its own, after what the current task still has to do. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Starts the first load at once and each next one in a task of its own, and answers all their
 * results in order (issue 19). Starting a dynamic import makes Vite's preload helper add a `<link>`
 * for every file the import needs, and the browser sets each request up inside that call: the 18-21
 * files of a learner page's data-bound part asked for in one go made one task of 180-425 ms at 4x
 * CPU. In turns, each task sets up only the files its import adds (a file already asked for is
 * skipped), and the browser can draw or answer a tap in between. The requests still run in parallel.
 */
export async function loadInTurns<T extends readonly unknown[]>(...loads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const started: Promise<unknown>[] = [];
  for (const [index, load] of loads.entries()) {
    if (index > 0) await nextTask();
    const loading = load();
    // A load that fails while a later one waits for its turn is reported by Promise.all below.
    loading.catch(() => undefined);
    started.push(loading);
  }
  return (await Promise.all(started)) as unknown as T;
}
