import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DatabaseLockedError, openPglite, openPostgres } from './client.js';

const dir = mkdtempSync(join(tmpdir(), 'osk-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database directory lock', () => {
  it('refuses a second opener while another live process holds the directory', async () => {
    // The parent of this test process is alive and is not us: it stands for another server.
    writeFileSync(join(dir, 'osk.lock'), String(process.ppid));
    await expect(openPglite(dir)).rejects.toThrow(DatabaseLockedError);
    await expect(openPglite(dir)).rejects.toThrow(/in use by another process/);
  });

  it('takes over a lock left by a dead process, and releases it on close', async () => {
    writeFileSync(join(dir, 'osk.lock'), '999999999');
    const db = await openPglite(dir);
    expect(await db.ping()).toBe(true);
    await db.close();
    const again = await openPglite(dir);
    await again.close();
  }, 60_000);
});

describe('PostgreSQL connections that die', () => {
  // The server's maintenance database, never the template (test files copy it, which needs it unused).
  const base = inject('pgBaseUrl');

  it.skipIf(!base)('survives a pooled connection killed while idle, and the next query gets a new one', async () => {
    const database = await openPostgres(base, 1);
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const pid = ((await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> }).rows[0]?.pid;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((r) => setTimeout(r, 200));
      expect(await database.ping()).toBe(true);
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it.skipIf(!base)('says when notices may be missed and listens again after its connection is killed', async () => {
    const database = await openPostgres(base, 1);
    const states: boolean[] = [];
    const heard: string[] = [];
    const stop = await database.listen(`osk_test_${process.pid}`, (p) => heard.push(p), (s) => states.push(s));
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      expect(states).toEqual([true]);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN osk_test_${process.pid}'`);
      await expect.poll(() => states, { timeout: 5000 }).toEqual([true, false, true]);
      await admin.query('select pg_notify($1, $2)', [`osk_test_${process.pid}`, 'back']);
      await expect.poll(() => heard, { timeout: 5000 }).toEqual(['back']);
    } finally {
      await admin.end();
      await stop();
      await database.close();
    }
  });
});

describe('two instances starting at once on one PostgreSQL', () => {
  const base = inject('pgBaseUrl');

  it.skipIf(!base)('both migrate a fresh database: one waits for the other instead of applying the same migration twice', async () => {
    const name = `osk_twice_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const first = await openPostgres(url.toString(), 2);
    const second = await openPostgres(url.toString(), 2);
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      const applied = (await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> };
      const files = readdirSync(join(fileURLToPath(new URL('.', import.meta.url)), 'migrations')).filter((f) => f.endsWith('.sql'));
      expect(applied.rows[0]?.n).toBe(files.length);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
