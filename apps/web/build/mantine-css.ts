import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Mantine's stylesheet per component (issue 19). The whole sheet (`@mantine/core/styles.css`, 30 KB
 * compressed) blocked the first paint of every page. Mantine also ships one sheet per component
 * (`@mantine/core/styles/<Component>.css`); this plugin gives each source module that imports
 * components from `@mantine/core` (or `@mantine/notifications`) the sheets of those components and
 * of the components they are built from, so a page's chunk carries the styles it draws and the entry
 * only the shell's. The order is Mantine's own (a component's sheet after those it builds on: a
 * Button's rules after UnstyledButton's reset), taken from where each sheet's rules stand in the
 * whole sheet.
 */

interface MantineStyles {
  /** The sheets (`@mantine/core/styles/X.css`) that components of these names need, in Mantine's order. */
  sheetsOf(names: readonly string[]): string[];
  /** The sheets that `@mantine/notifications`' components need. */
  notificationSheets(): string[];
}

const IMPORT_FROM = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The named imports of a module's source, by the module they come from (type-only imports left out). */
export function namedImports(source: string): Map<string, string[]> {
  const byModule = new Map<string, string[]>();
  for (const match of source.matchAll(IMPORT_FROM)) {
    if (match[1]) continue;
    const names = (match[2] as string)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => (part.split(/\s+as\s+/)[0] as string).trim());
    const from = match[3] as string;
    byModule.set(from, [...(byModule.get(from) ?? []), ...names]);
  }
  return byModule;
}

/** Reads Mantine's package: which file defines each export, what each file imports, each sheet's place. */
export function mantineStyles(fromDir: string): MantineStyles {
  const require = createRequire(join(fromDir, 'package.json'));
  const coreDir = dirname(require.resolve('@mantine/core/styles.css'));
  const esm = join(coreDir, 'esm');
  const whole = readFileSync(join(coreDir, 'styles.css'), 'utf8');

  const exportFile = new Map<string, string>();
  for (const match of readFileSync(join(esm, 'index.mjs'), 'utf8').matchAll(IMPORT_FROM)) {
    if (!(match[3] as string).startsWith('.')) continue;
    for (const name of (match[2] as string).split(',')) {
      const local = (name.split(/\s+as\s+/).pop() as string).trim();
      if (local) exportFile.set(local, resolve(esm, match[3] as string));
    }
  }

  const placeOf = new Map<string, number>();
  const sheetPlace = (sheet: string): number => {
    let place = placeOf.get(sheet);
    if (place === undefined) {
      const text = readFileSync(join(coreDir, 'styles', `${sheet}.css`), 'utf8');
      const firstRule = text.slice(0, text.indexOf('{')).trim();
      place = whole.indexOf(`${firstRule} {`);
      if (place < 0) place = Number.MAX_SAFE_INTEGER;
      placeOf.set(sheet, place);
    }
    return place;
  };

  const sheetsOfFile = new Map<string, Set<string>>();
  const walk = (file: string, seen: Set<string>, into: Set<string>): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/from\s*"(\.{1,2}\/[^"]+\.mjs)"/g)) {
      const target = resolve(dirname(file), match[1] as string);
      const module = basename(target).match(/^(\w+)\.module\.mjs$/);
      if (module) {
        if (existsSync(join(coreDir, 'styles', `${module[1]}.css`))) into.add(module[1] as string);
      } else if (target.startsWith(`${esm}/`) && existsSync(target)) {
        walk(target, seen, into);
      }
    }
  };
  const sheetsOfExport = (name: string): Set<string> => {
    const file = exportFile.get(name);
    if (!file || !file.startsWith(`${esm}/`)) return new Set();
    let sheets = sheetsOfFile.get(file);
    if (!sheets) {
      sheets = new Set();
      walk(file, new Set(), sheets);
      sheetsOfFile.set(file, sheets);
    }
    return sheets;
  };
  const ordered = (sheets: Iterable<string>) => [...new Set(sheets)].sort((a, b) => sheetPlace(a) - sheetPlace(b));

  const notificationsDir = dirname(require.resolve('@mantine/notifications/styles.css'));
  const notificationNames = new Set<string>();
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) scan(path);
      else if (entry.endsWith('.mjs')) for (const name of namedImports(readFileSync(path, 'utf8')).get('@mantine/core') ?? []) notificationNames.add(name);
    }
  };
  scan(join(notificationsDir, 'esm'));

  return {
    sheetsOf: (names) => ordered(names.flatMap((name) => [...sheetsOfExport(name)])),
    notificationSheets: () => ordered([...notificationNames].flatMap((name) => [...sheetsOfExport(name)])),
  };
}

/** The Vite plugin: prepends the component sheets to every app module that imports Mantine components. */
export function mantineComponentCss(appSourceDir: string): Plugin {
  let styles: MantineStyles | undefined;
  return {
    name: 'osk:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(appSourceDir) || !/\.(t|j)sx?$/.test(id) || !code.includes('@mantine/')) return null;
      styles ??= mantineStyles(appSourceDir);
      const imports = namedImports(code);
      const sheets = [...styles.sheetsOf(imports.get('@mantine/core') ?? []), ...(imports.has('@mantine/notifications') ? styles.notificationSheets() : [])];
      if (sheets.length === 0) return null;
      const out = new MagicString(code);
      out.prepend([...new Set(sheets)].map((sheet) => `import '@mantine/core/styles/${sheet}.css';\n`).join(''));
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
