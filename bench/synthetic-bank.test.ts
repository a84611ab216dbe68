import { describe, expect, it } from 'vitest';
import { mapHeaderRow, type ColumnKey } from '../apps/server/src/modules/questions/import/bank-headers.rules.js';
import { parseBankRow, parseCategories } from '../apps/server/src/modules/questions/import/bank-row.rules.js';
import { CURRENT_LAYOUT_HEADERS } from '../apps/server/src/modules/questions/import/bank-workbook.js';
import { generateSyntheticBank } from './synthetic-bank.js';

describe('the synthetic bank', () => {
  const records = generateSyntheticBank();
  const header = mapHeaderRow([...CURRENT_LAYOUT_HEADERS]);
  const results = records.map((record, i) => {
    const values: Partial<Record<ColumnKey, string>> = {};
    for (const [key, index] of header.columns) {
      const value = record[CURRENT_LAYOUT_HEADERS[index] ?? ''];
      values[key] = value === null || value === undefined ? '' : String(value);
    }
    return parseBankRow({ row: i + 2, values }, { hasPointsColumn: true });
  });

  it('is the size of the official bank with its category mix', () => {
    expect(records.length).toBe(3700);
    const inCategory = (category: string) => records.filter((r) => parseCategories(String(r.Kategorie)).categories.includes(category as never)).length;
    expect(inCategory('B')).toBe(2170);
    expect(inCategory('A')).toBe(1900);
    expect(inCategory('P')).toBe(1800);
  });

  it('passes the importer’s row rules, with a few wrong scope cells to fix', () => {
    const accepted = results.filter((r) => r.ok);
    expect(accepted).toHaveLength(records.length);
    const fixes = accepted.filter((r) => r.ok && r.question.typeFixed).length;
    expect(fixes).toBeGreaterThan(0);
    expect(fixes).toBeLessThan(records.length * 0.02);
    expect(accepted.filter((r) => r.ok && r.question.media?.needsConversion).length).toBeGreaterThan(500);
  });

  it('makes the same bank for the same seed and another for another seed', () => {
    expect(generateSyntheticBank({ seed: 7 })).toEqual(records);
    expect(generateSyntheticBank({ seed: 8 })[0]).not.toEqual(records[0]);
  });
});
