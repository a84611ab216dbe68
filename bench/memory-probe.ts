// Loaded into a server process by a bench (`node --import tsx --import ./bench/memory-probe.ts ...`),
// never by the server itself: on SIGUSR2 it writes the process's memory to the file BENCH_MEMORY_FILE
// names, as process.memoryUsage() reports it and, when node runs with --expose-gc, again after a full
// collection (what the process holds on to, without the garbage not yet collected).
import { renameSync, writeFileSync } from 'node:fs';

export interface MemoryReport {
  now: NodeJS.MemoryUsage;
  afterGc: NodeJS.MemoryUsage | null;
}

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const now = process.memoryUsage();
    const gc = (globalThis as { gc?: () => void }).gc;
    let afterGc: NodeJS.MemoryUsage | null = null;
    if (gc) {
      gc();
      afterGc = process.memoryUsage();
    }
    const report: MemoryReport = { now, afterGc };
    // Written whole, then renamed, so that the reader never sees half a report.
    writeFileSync(`${file}.tmp`, JSON.stringify(report));
    renameSync(`${file}.tmp`, file);
  });
}
