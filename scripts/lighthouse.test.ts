import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { BASELINE_BENCHMARK_INDEX, budgetsEnforcedOn, hostBenchmarkIndex, missedBudgets } from './lighthouse.mjs';

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

  it('names each missed budget of a page', () => {
    const good = { performance: 95, lcpMs: 2400, tbtMs: 100, cls: 0, accessibility: 100 };
    expect(missedBudgets('/', good)).toEqual([]);
    expect(missedBudgets('/', { ...good, lcpMs: 2600, tbtMs: 201 }).map((m: { budget: string }) => m.budget)).toEqual(['lcp', 'tbt']);
  });
});
