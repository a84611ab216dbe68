import { describe, expect, it } from 'vitest';
import type { ManifestEntry } from 'workbox-build';
import { pwaShell } from './pwa-shell.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function hook(plugin: object, name: string): Hook {
  const value = (plugin as Record<string, unknown>)[name];
  if (typeof value !== 'function') throw new Error(`no ${name} hook`);
  return value as Hook;
}

const ENTRIES: ManifestEntry[] = [{ url: 'index.html', revision: '1', size: 10 } as ManifestEntry];

describe('pwaShell', () => {
  it('reports the error that ended the build, not a missing shell', async () => {
    const { plugin, manifestTransform } = pwaShell();
    const failure = new Error('[plugin osk:pure-contract-schemas] unexpected use of `z`');
    hook(plugin, 'buildEnd').call({}, failure);
    await expect(Promise.resolve().then(() => manifestTransform(ENTRIES))).rejects.toBe(failure);
  });

  it('reports a failed render', async () => {
    const { plugin, manifestTransform } = pwaShell();
    const failure = new Error('render failed');
    hook(plugin, 'buildEnd').call({}, undefined);
    hook(plugin, 'renderError').call({}, failure);
    await expect(Promise.resolve().then(() => manifestTransform(ENTRIES))).rejects.toBe(failure);
  });

  it('says so when the service worker comes before the bundle with no failure', async () => {
    const { manifestTransform } = pwaShell();
    await expect(Promise.resolve().then(() => manifestTransform(ENTRIES))).rejects.toThrow(/generated before the bundle was written/);
  });
});
