import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { BASELINE_BENCHMARK_INDEX, budgetsEnforcedOn, hostBenchmarkIndex, mainThreadCpuShare, missedBudgets, pageCpuShare } from './lighthouse.mjs';

const run = (benchmarkIndex: number) => ({ benchmarkIndex });

describe('the Lighthouse budgets script', () => {
  it('takes the median of every run\'s host benchmark index', () => {
    expect(hostBenchmarkIndex([{ runs: [run(3000), run(1000)] }, { runs: [run(2500)] }])).toBe(2500);
    expect(hostBenchmarkIndex([{ runs: [run(1000), run(2000)] }])).toBe(1500);
    expect(hostBenchmarkIndex([{ runs: [run(Number.NaN)] }])).toBeNaN();
  });

  it('enforces performance, LCP and TBT only on a host as fast as Lighthouse\'s baseline; layout shift and accessibility always', () => {
    const all = ['performance', 'lcp', 'tbt', 'cls', 'accessibility'];
    expect(budgetsEnforcedOn(all, BASELINE_BENCHMARK_INDEX)).toEqual(all);
    expect(budgetsEnforcedOn(all, 3500)).toEqual(all);
    expect(budgetsEnforcedOn(all, BASELINE_BENCHMARK_INDEX - 1)).toEqual(['cls', 'accessibility']);
    expect(budgetsEnforcedOn(all, Number.NaN)).toEqual(['cls', 'accessibility']);
    expect(budgetsEnforcedOn(['cls'], 900)).toEqual(['cls']);
  });

  it("enforces them only where the page's main thread ran at Lighthouse's minimum speed: the index times its CPU share at least 1000", () => {
    const all = ['performance', 'lcp', 'tbt', 'cls', 'accessibility'];
    expect(budgetsEnforcedOn(all, 3600, 0.41)).toEqual(all);
    expect(budgetsEnforcedOn(all, 2500, 0.4)).toEqual(all);
    expect(budgetsEnforcedOn(all, 2400, 0.4)).toEqual(['cls', 'accessibility']);
    expect(budgetsEnforcedOn(all, 1900, 1)).toEqual(['cls', 'accessibility']);
    expect(budgetsEnforcedOn(all, 2400, null)).toEqual(all);
    expect(pageCpuShare([{ mainThreadCpuShare: 0.3 }, { mainThreadCpuShare: 0.5 }, { mainThreadCpuShare: null }])).toBe(0.4);
    expect(pageCpuShare([{ mainThreadCpuShare: 0.3 }, { mainThreadCpuShare: 0.5 }, { mainThreadCpuShare: 0.45 }])).toBe(0.45);
    expect(pageCpuShare([{ mainThreadCpuShare: null }])).toBeNull();
  });

  it('names each missed budget of a page', () => {
    const good = { performance: 95, lcpMs: 2400, tbtMs: 100, cls: 0, accessibility: 100 };
    expect(missedBudgets('/', good)).toEqual([]);
    expect(missedBudgets('/', { ...good, lcpMs: 2600, tbtMs: 201 }).map((m: { budget: string }) => m.budget)).toEqual(['lcp', 'tbt']);
  });

  it("measures the main thread's CPU share of its task time after the first contentful paint", () => {
    const thread = (pid: number, tid: number) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name: 'CrRendererMain' } });
    const task = (tid: number, ts: number, dur: number, tdur: number, name = 'RunTask') => ({ name, ph: 'X', pid: 1, tid, ts, dur, tdur });
    const events = [
      thread(1, 10),
      thread(1, 20),
      { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 10, ts: 1_000 },
      // Before the paint: not counted.
      task(10, 0, 500, 500),
      // After it: 10 ms of which 4 on a CPU, a nested task counted once, and 10 ms of which 6.
      task(10, 2_000, 10_000, 4_000),
      task(10, 2_100, 5_000, 2_000, 'ThreadControllerImpl::RunTask'),
      task(10, 20_000, 10_000, 6_000),
      // The other renderer's main thread has fewer tasks: not the page's.
      task(20, 2_000, 10_000, 10_000),
    ];
    expect(mainThreadCpuShare(events)).toBe(0.5);
    expect(mainThreadCpuShare(events.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
  });
});
