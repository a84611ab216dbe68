import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sameToken } from '../../lib/ids.js';
import { operatorTokenPath, prepareOperatorToken, readOperatorToken } from './operator-token.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'operator-token-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('operator token', () => {
  it('generates a random token into DATA_DIR/operator.token readable by the owner only, a new one each start', () => {
    const dir = join(tempDir(), 'data');
    const first = prepareOperatorToken(undefined, dir);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(statSync(operatorTokenPath(dir)).mode & 0o777).toBe(0o600);
    expect(readOperatorToken(undefined, dir)).toBe(first);
    const second = prepareOperatorToken(undefined, dir);
    expect(second).not.toBe(first);
    expect(readOperatorToken(undefined, dir)).toBe(second);
  });

  it('uses OPERATOR_TOKEN when set, writing no file, and tightens a loose existing file', () => {
    const dir = tempDir();
    expect(prepareOperatorToken('configured-token-123456', dir)).toBe('configured-token-123456');
    expect(readOperatorToken(undefined, dir)).toBeNull();
    expect(readOperatorToken('configured-token-123456', dir)).toBe('configured-token-123456');
    writeFileSync(operatorTokenPath(dir), 'old\n', { mode: 0o644 });
    prepareOperatorToken(undefined, dir);
    expect(statSync(operatorTokenPath(dir)).mode & 0o777).toBe(0o600);
  });

  it('compares tokens exactly', () => {
    expect(sameToken('abc-token', 'abc-token')).toBe(true);
    expect(sameToken('abc-token', 'abc-toke')).toBe(false);
    expect(sameToken('abc-token', 'abc-tokeN')).toBe(false);
    expect(sameToken('abc-token', '')).toBe(false);
  });
});
