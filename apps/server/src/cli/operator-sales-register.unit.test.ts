import { describe, expect, it } from 'vitest';
import { parseArgs, USAGE } from './operator.js';

describe('operator sales-register', () => {
  it('takes a month and an optional output file', () => {
    expect(parseArgs(['sales-register', '2026-11'])).toEqual({ command: { kind: 'sales-register', month: '2026-11', out: null } });
    expect(parseArgs(['sales-register', '2026-11', '--out', '/tmp/r.csv'])).toEqual({ command: { kind: 'sales-register', month: '2026-11', out: '/tmp/r.csv' } });
    expect(parseArgs(['sales-register', '--out', 'r.csv', '2026-01'])).toEqual({ command: { kind: 'sales-register', month: '2026-01', out: 'r.csv' } });
  });

  it('takes --format xml (JPK-style XML) and csv', () => {
    expect(parseArgs(['sales-register', '2026-11', '--format', 'xml', '--out', 'r.xml'])).toEqual({ command: { kind: 'sales-register', month: '2026-11', out: 'r.xml', format: 'xml' } });
    expect(parseArgs(['sales-register', '2026-11', '--format', 'csv'])).toEqual({ command: { kind: 'sales-register', month: '2026-11', out: null } });
    expect(parseArgs(['sales-register', '2026-11', '--format', 'pdf'])).toHaveProperty('error');
    expect(parseArgs(['sales-register', '2026-11', '--format'])).toHaveProperty('error');
    expect(USAGE).toContain('--format xml');
  });

  it.each([[['sales-register']], [['sales-register', '2026-13']], [['sales-register', '11-2026']], [['sales-register', '2026-11', 'x']], [['sales-register', '2026-11', '--out']]])('refuses %j', (args) => {
    expect(parseArgs(args)).toHaveProperty('error');
  });

  it('is in the usage text', () => {
    expect(USAGE).toContain('sales-register <rrrr-mm>');
  });
});
