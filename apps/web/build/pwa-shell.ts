import type { Plugin, Rolldown } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { PRELOAD_SCRIPT } from './route-preload.ts';

/** Local files an HTML page references (`src="/…"`, `href="/…"`), without the leading slash. */
export function referencedBy(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="\/(?!\/)([^"?#]+)[^"]*"/g)].map((match) => match[1] as string);
}

/**
 * The app shell of a build: index.html, what it references (entry script, module preloads, CSS,
 * manifest, icons, the service worker registration), and every chunk the entry imports statically,
 * with their CSS and assets. Lazily imported chunks (pages, dialogs, most texts) are left out: they
 * are cached as they are used. The graph comes from the bundle itself, so it follows however the
 * chunks are split.
 */
export function shellOf(bundle: Rolldown.OutputBundle, htmlFile = 'index.html'): Set<string> {
  const shell = new Set<string>([htmlFile]);
  const html = bundle[htmlFile];
  // The route preload map (build/route-preload.ts) only speeds up loads over the network; offline the
  // page's chunks come from the caches without it, so it is cached as it is used, not precached.
  if (html?.type === 'asset') for (const file of referencedBy(String(html.source))) if (file !== PRELOAD_SCRIPT) shell.add(file);

  const queue = Object.values(bundle).flatMap((item) => (item.type === 'chunk' && item.isEntry ? [item.fileName] : []));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const fileName = queue.shift() as string;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    shell.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) shell.add(asset);
    queue.push(...chunk.imports);
    // The frame's own lazy widgets (the burger list, notifications, back to top, the query scope of
    // lazy screens): small, and needed for the installed app to work offline before they were used.
    for (const lazyChunk of chunk.dynamicImports) {
      const target = bundle[lazyChunk];
      if (target?.type === 'chunk' && isFramePart(target.facadeModuleId)) queue.push(lazyChunk);
    }
  }
  return shell;
}

/** Whether a lazily loaded module belongs to the page frame (src/app, src/components), not to a page. */
export function isFramePart(moduleId: string | null | undefined): boolean {
  return moduleId != null && /[\\/]src[\\/](app|components)[\\/]/.test(moduleId);
}

/**
 * Shell-only precaching for vite-plugin-pwa's generateSW. The plugin records the shell when the
 * bundle is written; the service worker is generated later (vite-plugin-pwa's closeBundle), and
 * `manifestTransform` then keeps only the shell's entries of the globbed precache manifest. The
 * manifest and its icons are added by vite-plugin-pwa after the transforms, so they stay.
 */
export function pwaShell(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let shell: Set<string> | null = null;
  // vite-plugin-pwa writes the service worker even after a failed build or render: the failure is kept
  // so that it, not a missing shell, is what the build reports.
  let failure: unknown = null;
  return {
    plugin: {
      name: 'osk:pwa-shell',
      apply: 'build',
      // A module that failed to transform or resolve ends the build here, before any render.
      buildEnd(error) {
        if (error) failure = error;
      },
      renderError(error) {
        failure = error;
      },
      writeBundle(_options, bundle) {
        shell = shellOf(bundle);
      },
    },
    manifestTransform: (entries) => {
      if (!shell && failure) throw failure instanceof Error ? failure : new Error(String(failure));
      if (!shell) throw new Error('osk:pwa-shell: the service worker was generated before the bundle was written');
      const known = shell;
      const manifest = entries.filter((entry) => known.has(entry.url.replace(/^\//, '')));
      const missing = ['index.html', ...[...known].filter((file) => file.endsWith('.js') && file.startsWith('assets/'))].filter(
        (file) => !manifest.some((entry) => entry.url.replace(/^\//, '') === file),
      );
      if (missing.length > 0) throw new Error(`osk:pwa-shell: shell files missing from the precache manifest: ${missing.join(', ')}`);
      return { manifest, warnings: [] };
    },
  };
}
