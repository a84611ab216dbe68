import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Route preloading (issue 19). Every page but the home page is its own lazy chunk, so a phone that
 * opens /exam/choose used to fetch the entry script, run it, start drawing, and only then ask for the
 * page's chunk, its imports and the texts: a second round of requests after a second of work.
 *
 * The build writes `route-preload.js`, a small classic script that index.html loads `async`: it looks
 * at the address and adds `<link rel="modulepreload">` for the chunks of that page (the page's own
 * chunk and everything it imports statically, less what the entry already brings) and for what every
 * lazy page waits for (all Polish texts, the message catalogue of the stored language) and, unless the
 * page's first frame reads no data (`dataAfterPaint`), the query scope. Those requests then run
 * alongside the entry's. The browser's module map makes each chunk
 * load once, whoever asks first.
 *
 * The routes are read from the route table itself: src/app/router.tsx folds the features' route lists,
 * each imported from a `features/<name>/<name>.routes.tsx`, where every page is declared as
 * `{ path: '…', …, page: () => import('…')… }` (lib/page-routes.ts). `routeTableOf` reads the router,
 * then each routes file it imports, and takes the first `import('…')` after each path as that path's
 * page. It is unit-tested against the table, and the build fails when it finds no route.
 */

export const PRELOAD_SCRIPT = 'route-preload.js';

export interface RouteModule {
  /** The route's path as the table writes it, without the leading slash (`exam/exam/:id`). */
  path: string;
  /** The page module's import specifier, relative to the router (`../features/…/x.page`). */
  specifier: string;
  /** The page's first frame reads no data (`dataAfterPaint: true`): its first requests leave the query client out. */
  dataAfterPaint: boolean;
}

/** The pages declared in one routes file and their paths, in the file's order (specifiers as written there). */
export function routesOf(source: string): RouteModule[] {
  const routes: RouteModule[] = [];
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)];
  paths.forEach((match, index) => {
    const end = paths[index + 1]?.index ?? source.length;
    const declaration = source.slice((match.index ?? 0) + match[0].length, end);
    const page = /\bimport\('([^']+)'\)/.exec(declaration);
    if (page) routes.push({ path: match[1] as string, specifier: page[1] as string, dataAfterPaint: /\bdataAfterPaint: true\b/.test(declaration.slice(0, page.index)) });
  });
  return routes;
}

/** The routes files a router imports (`…/<name>.routes`), as written in it. */
export function routeFilesOf(routerSource: string): string[] {
  return [...routerSource.matchAll(/from '([^']+\.routes)'/g)].map((match) => match[1] as string);
}

/** The lazy pages of the whole route table, in the router's order, with specifiers relative to the router. */
export function routeTableOf(routerFile: string, read: (file: string) => string = (file) => readFileSync(file, 'utf8')): RouteModule[] {
  const routerDir = dirname(routerFile);
  const routerSource = read(routerFile);
  const routes = routesOf(routerSource);
  for (const specifier of routeFilesOf(routerSource)) {
    const file = resolveModule(routerDir, specifier);
    if (!file) throw new Error(`route preload: cannot find ${specifier}`);
    for (const route of routesOf(read(file))) {
      const target = relative(routerDir, resolve(dirname(file), route.specifier)).split(sep).join('/');
      routes.push({ ...route, specifier: target.startsWith('.') ? target : `./${target}` });
    }
  }
  return routes;
}

/** The path patterns of a route (`stats/:id?` is `/stats` and `/stats/:id`). */
export function patternsOf(path: string): string[] {
  const segments = path.split('/');
  const optional = segments.findIndex((segment) => segment.endsWith('?'));
  if (optional < 0) return [`/${path}`];
  const required = segments.slice(0, optional);
  const withOptional = segments.map((segment) => segment.replace(/\?$/, ''));
  return [`/${required.join('/')}`, `/${withOptional.join('/')}`];
}

function resolveModule(fromDir: string, specifier: string): string | undefined {
  const base = resolve(fromDir, specifier);
  return [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`, base].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** A chunk and everything it imports statically, as file names. */
function closure(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

function cssOf(bundle: Rolldown.OutputBundle, files: Iterable<string>): string[] {
  const css = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return [...css];
}

export interface PreloadMap {
  /** Chunks every lazy page waits for (the texts), for every route but the home page. */
  common: string[];
  /**
   * The texts a page whose first frame reads no data waits for instead (the first frame's Polish
   * texts, lib/i18n `withFirstFrameTexts`): its routes take these in place of `common`.
   */
  firstFrame: string[];
  /** The query client's chunks (TanStack Query, the API client), for the routes drawn inside it. */
  queryScope: string[];
  /** The message catalogue chunk of each language (the stored language's one is preloaded). */
  messages: Record<string, string>;
  /**
   * Path pattern -> [scripts, stylesheets, whether the first frame is drawn inside the query client],
   * in the route table's order (first match wins).
   */
  routes: [pattern: string, scripts: string[], styles: string[], queryScope: boolean][];
}

export interface PreloadSources {
  routes: RouteModule[];
  routerDir: string;
  /** Modules every lazy page loads besides its own (absolute paths). */
  common: string[];
  /** Modules a `dataAfterPaint` page loads besides its own in place of `common` (absolute paths). */
  firstFrame: string[];
  /** The query scope module a page drawn inside the query client loads besides its own (absolute path). */
  queryScope: string;
  /** Language -> message catalogue module (absolute path). */
  messages: Record<string, string>;
}

/** The preload map of a build: every file named is a chunk or stylesheet of the bundle. */
export function preloadMapOf(bundle: Rolldown.OutputBundle, sources: PreloadSources): PreloadMap {
  const chunkOf = new Map<string, string>();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.facadeModuleId) chunkOf.set(item.facadeModuleId, item.fileName);
  }
  const entryFiles = new Set<string>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) closure(bundle, item.fileName, entryFiles);
  const lazyClosure = (moduleId: string): string[] => {
    const file = chunkOf.get(moduleId);
    if (!file) throw new Error(`route preload: no chunk for ${moduleId}`);
    return [...closure(bundle, file)].filter((name) => !entryFiles.has(name));
  };

  const common = [...new Set(sources.common.flatMap(lazyClosure))];
  const firstFrame = [...new Set(sources.firstFrame.flatMap(lazyClosure))];
  const queryScope = lazyClosure(sources.queryScope).filter((file) => !common.includes(file));
  const messages = Object.fromEntries(Object.entries(sources.messages).map(([language, moduleId]) => [language, lazyClosure(moduleId).join(' ')]));
  const routes: PreloadMap['routes'] = [];
  for (const route of sources.routes) {
    const moduleId = resolveModule(sources.routerDir, route.specifier);
    if (!moduleId) throw new Error(`route preload: cannot find ${route.specifier}`);
    const scripts = lazyClosure(moduleId).filter((file) => !common.includes(file) && !firstFrame.includes(file) && (route.dataAfterPaint || !queryScope.includes(file)));
    const styles = cssOf(bundle, closure(bundle, chunkOf.get(moduleId) as string)).filter((sheet) => !cssOf(bundle, entryFiles).includes(sheet));
    for (const pattern of patternsOf(route.path)) routes.push([pattern, scripts, styles, !route.dataAfterPaint]);
  }
  return { common, firstFrame, queryScope, messages, routes };
}

/**
 * The script itself: plain ES5-level code (it runs before anything else, in every browser that can
 * run the app), with the map inlined. Static path segments outrank parameters, as in the router.
 */
export function preloadScript(map: PreloadMap, languageKey: string): string {
  // File names are written once and referred to by index: a route's files repeat across routes.
  const files: string[] = [];
  const indexOf = (file: string): number => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const compact = {
    f: [] as string[],
    c: map.common.map(indexOf),
    t: map.firstFrame.map(indexOf),
    q: map.queryScope.map(indexOf),
    m: Object.fromEntries(Object.entries(map.messages).map(([language, list]) => [language, list.split(' ').filter(Boolean).map(indexOf)])),
    r: map.routes.map(([pattern, scripts, styles, queryScope]) => [pattern, scripts.map(indexOf), styles.map(indexOf), queryScope ? 1 : 0]),
  };
  compact.f = files;
  return `/* Route preloading (build/route-preload.ts): modulepreload this page's chunks alongside the entry. */
(function () {
  var map = ${JSON.stringify(compact)};
  var path = location.pathname.replace(/[/]+$/, '') || '/';
  if (path === '/') return;
  function score(pattern) {
    var want = pattern.split('/'), have = path.split('/'), points = 0;
    if (want.length !== have.length) return -1;
    for (var i = 0; i < want.length; i++) {
      if (want[i].charAt(0) === ':') continue;
      if (want[i] !== have[i]) return -1;
      points++;
    }
    return points;
  }
  var best = null, bestScore = -1;
  for (var r = 0; r < map.r.length; r++) {
    var s = score(map.r[r][0]);
    if (s > bestScore) { best = map.r[r]; bestScore = s; }
  }
  var language = 'pl';
  try { var stored = localStorage.getItem(${JSON.stringify(languageKey)}); if (stored && map.m[stored]) language = stored; } catch (e) {}
  // A page drawn inside the query client waits for every text; one whose first frame reads no data only for its first frame's.
  var texts = best && !best[3] ? map.t : map.c;
  var scripts = texts.concat(map.m[language] || []).concat(best && best[3] ? map.q : []).concat(best ? best[1] : []);
  var styles = best ? best[2] : [];
  var head = document.head;
  function add(rel, file, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = '/' + map.f[file];
    if (as) link.as = as;
    // CORS mode, as the module loader and Vite's stylesheet links ask: a preload in another mode is not reused.
    link.crossOrigin = '';
    head.appendChild(link);
  }
  for (var i = 0; i < scripts.length; i++) add('modulepreload', scripts[i]);
  for (var j = 0; j < styles.length; j++) add('preload', styles[j], 'style');
})();
`;
}

/**
 * The file the build writes beside route-preload.js for the server (apps/server's web plugin): each
 * page's preload links as HTML, which the server puts in that page's index.html in place of the
 * script. The links are then found by the browser's preload scanner while the document is parsed,
 * alongside the entry's own, instead of a round trip later once the script has arrived and run
 * (issue 19). The script stays in the index.html the service worker keeps for the installed app.
 */
export const PAGE_PRELOADS = 'page-preloads.json';

export interface PagePreloads {
  /** The address of the script the server takes out of a page it gives the links itself. */
  script: string;
  /** Path pattern (`/exam/exam/:id`) -> that page's `<link>` tags, in the route table's order. */
  pages: [pattern: string, links: string][];
}

/**
 * What route-preload.js adds on each page, as tags, for a visitor whose language is Polish (the
 * server does not know the stored language; another one's messages are asked for by the app).
 */
export function pagePreloadsOf(map: PreloadMap, language = 'pl'): PagePreloads {
  const messages = (map.messages[language] ?? '').split(' ').filter(Boolean);
  const pages = map.routes.map(([pattern, scripts, styles, queryScope]): [string, string] => {
    const modules = [...new Set([...(queryScope ? map.common : map.firstFrame), ...messages, ...(queryScope ? map.queryScope : []), ...scripts])];
    const links = [
      ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ];
    return [pattern, links.join('')];
  });
  return { script: `/${PRELOAD_SCRIPT}`, pages };
}

export interface RoutePreloadOptions {
  webRoot: string;
  /** The route table (default src/app/router.tsx). */
  router?: string;
  /** Modules every lazy page loads (relative to webRoot). */
  common: string[];
  /** Modules a `dataAfterPaint` page loads in their place (relative to webRoot). */
  firstFrame: string[];
  /** The query scope module, loaded by the pages drawn inside the query client (relative to webRoot). */
  queryScope: string;
  /** Language -> message catalogue module (relative to webRoot). */
  messages: Record<string, string>;
  /** The localStorage key of the chosen language. */
  languageKey: string;
}

/** The Vite plugin: writes route-preload.js beside index.html (which loads it async). */
export function routePreload(options: RoutePreloadOptions): Plugin {
  const routerFile = resolve(options.webRoot, options.router ?? 'src/app/router.tsx');
  const absolute = (file: string): string => file.startsWith('\0') ? file : resolveModule(options.webRoot, file.replace(/^\.?\/?/, './')) ?? resolve(options.webRoot, file);
  return {
    name: 'osk:route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes = routeTableOf(routerFile);
      if (routes.length === 0) this.error(`route preload: no lazy route found in ${routerFile}`);
      const map = preloadMapOf(bundle, {
        routes,
        routerDir: dirname(routerFile),
        common: options.common.map(absolute),
        firstFrame: options.firstFrame.map(absolute),
        queryScope: absolute(options.queryScope),
        messages: Object.fromEntries(Object.entries(options.messages).map(([language, file]) => [language, absolute(file)])),
      });
      this.emitFile({ type: 'asset', fileName: PRELOAD_SCRIPT, source: preloadScript(map, options.languageKey) });
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS, source: JSON.stringify(pagePreloadsOf(map)) });
    },
    configureServer(server) {
      // In development every module is served on demand: nothing to preload.
      server.middlewares.use(`/${PRELOAD_SCRIPT}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end('');
      });
    },
  };
}
