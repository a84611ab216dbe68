import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The users module owns the account rows (issue 21, item 6): outside modules/users/, no production
 * file writes the `users` table, and the case-insensitive login e-mail (`lower(users.email)`) is
 * spelled nowhere else; other modules call the users service (writes, the lookup, the condition
 * for their joins and the sort key of their lists). The demo and test seeds under demo/ build
 * fixtures and are not covered; tests are not covered.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OWNER = 'modules/users/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.includes('test-helpers') ? [path] : [];
  });
}

/** Writes of the users table: drizzle's insert/update/delete of `users`, or the same in raw SQL. */
const WRITE = [/\.(insert|update|delete)\(\s*users\s*\)/, /\b(insert\s+into|update|delete\s+from)\s+"?users"?\b/i];
/** The case-insensitive login e-mail, in drizzle's or raw SQL's spelling (searches by part of it, ilike, are not lookups). */
const EMAIL_LOOKUP = [/lower\(\s*\$\{\s*users\.email\s*\}\s*\)/, /lower\(\s*"?users"?\.email\s*\)/i];

function findViolations(files: { path: string; text: string }[]): { writes: string[]; emailLookups: string[] } {
  const writes: string[] = [];
  const emailLookups: string[] = [];
  for (const { path, text } of files) {
    if (path.startsWith(OWNER) || path.startsWith('demo/') || path.startsWith('db/schema/') || path.startsWith('db/migrations/')) continue;
    text.split('\n').forEach((line, i) => {
      if (WRITE.some((re) => re.test(line))) writes.push(`${path}:${i + 1}`);
      if (EMAIL_LOOKUP.some((re) => re.test(line))) emailLookups.push(`${path}:${i + 1}`);
    });
  }
  return { writes, emailLookups };
}

describe('the users module owns the account rows', () => {
  const files = sourceFiles(SRC).map((file) => ({ path: relative(SRC, file).split('\\').join('/'), text: readFileSync(file, 'utf8') }));

  it('scans the server source', () => {
    expect(files.some((f) => f.path === 'modules/users/users.repository.ts')).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it('no file outside modules/users/ writes the users table', () => {
    expect(findViolations(files).writes).toEqual([]);
  });

  it('the case-insensitive e-mail lookup is spelled only in modules/users/', () => {
    expect(findViolations(files).emailLookups).toEqual([]);
  });

  it('catches each spelling it looks for', () => {
    const samples = [
      'await tx.insert(users).values(v);',
      'await db.update( users ).set({ status });',
      "await db.execute(sql`UPDATE users SET status = 'ACTIVE'`);",
      'where(eq(sql`lower(${users.email})`, email.toLowerCase()))',
      "await db.execute(sql`SELECT id FROM users WHERE lower(users.email) = ${e}`);",
    ];
    const found = findViolations(samples.map((text, i) => ({ path: `modules/x/x${i}.repository.ts`, text })));
    expect(found.writes).toHaveLength(3);
    expect(found.emailLookups).toHaveLength(2);
    expect(findViolations(samples.map((text) => ({ path: 'modules/users/users.repository.ts', text })))).toEqual({ writes: [], emailLookups: [] });
    expect(findViolations([{ path: 'modules/x/x.repository.ts', text: 'db.select().from(users).where(eq(users.id, id))' }])).toEqual({ writes: [], emailLookups: [] });
  });
});
