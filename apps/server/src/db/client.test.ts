import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openPglite } from './client.js';

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
