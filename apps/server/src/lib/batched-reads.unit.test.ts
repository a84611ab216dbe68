import { describe, expect, it } from 'vitest';
import { BatchedReads } from './batched-reads.js';

/** A reader over a fixed table that records the keys of each statement. */
function reader(table: Record<number, string>, maxBatch?: number) {
  const statements: number[][] = [];
  const reads = new BatchedReads<number, string>(async (keys) => {
    statements.push(keys);
    return new Map(keys.filter((k) => k in table).map((k) => [k, table[k] ?? '']));
  }, maxBatch);
  return { reads, statements };
}

describe('batched reads', () => {
  it('reads the keys requested in one turn with one statement, each caller its own row or undefined', async () => {
    const { reads, statements } = reader({ 1: 'a', 2: 'b', 3: 'c' });
    const answers = await Promise.all([reads.read(2), reads.read(1), reads.read(9), reads.read(2)]);
    expect(answers).toEqual(['b', 'a', undefined, 'b']);
    expect(statements).toEqual([[2, 1, 9]]);
  });

  it('reads again for requests of a later turn (nothing is kept)', async () => {
    const { reads, statements } = reader({ 1: 'a' });
    expect(await reads.read(1)).toBe('a');
    expect(await reads.read(1)).toBe('a');
    expect(statements).toEqual([[1], [1]]);
  });

  it('splits a large batch into statements of at most maxBatch keys', async () => {
    const { reads, statements } = reader({ 1: 'a', 2: 'b', 3: 'c', 4: 'd', 5: 'e' }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => reads.read(k)))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(statements).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("a failed statement fails each of its callers, and the next turn's reads go on", async () => {
    let fail = true;
    const reads = new BatchedReads<number, string>(async (keys) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, `row ${k}`]));
    });
    const failed = await Promise.allSettled([reads.read(1), reads.read(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await reads.read(1)).toBe('row 1');
  });
});
