import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pagePreloadsOf, patternsOf, preloadScript, routeFilesOf, routesOf, routeTableOf, type PreloadMap } from './route-preload';

const routerFile = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url));
const router = readFileSync(routerFile, 'utf8');
const appDir = new URL('../src/app/', import.meta.url);

/** Runs the generated script against a fake page at `path`; answers the links it added. */
function linksAdded(script: string, path: string, storedLanguage: string | null = null) {
  const added: { rel: string; href: string; as?: string; crossOrigin?: string }[] = [];
  const document = {
    head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
    createElement: () => ({}) as (typeof added)[number],
  };
  const localStorage = { getItem: () => storedLanguage };
  runInNewContext(script, { location: { pathname: path }, document, localStorage });
  return added.map((link) => `${link.rel} ${link.href}${link.as ? ` as=${link.as}` : ''}`);
}

describe('route preloading', () => {
  it('finds a page module for every route of the table drawn by a lazy page', () => {
    const routes = routeTableOf(routerFile);
    const byPath = new Map(routes.map((route) => [route.path, route.specifier]));
    expect(byPath.get('exam/choose')).toBe('../features/exam/pages/exam-choose.page');
    expect(byPath.get('learn/choose')).toBe('../features/learn/pages/learn-choose.page');
    expect(byPath.get('exam/exam/:id')).toBe('../features/exam/pages/exam.page');
    expect(byPath.get('exam/online')).toBe('../features/internal-exams/pages/internal-exam-choose.page');
    expect(byPath.get('profile')).toBe('../features/profile/pages/profile.page');
    expect(byPath.get('stats/:id?')).toBe('../features/stats/pages/stats.page');
    expect(byPath.get('school/changePhoneNumber')).toBe('../features/school/pages/school-settings.page');
    // The pages whose first frame reads no data, which is drawn after the paint (issue 19).
    expect(routes.filter((route) => route.dataAfterPaint).map((route) => route.path).sort()).toEqual(['exam/choose', 'exam/exam/:id', 'learn/choose']);
    // The screens handed from one feature to another are not routes of their own.
    expect([...byPath.values()]).not.toContain('../features/learn/pages/learn-screen.page');
    // Every path the router and the features' routes files declare but the redirect (the home page is an index route, in the entry).
    const files = routeFilesOf(router);
    expect(files).toContain('../features/exam/exam.routes');
    expect(files.length).toBeGreaterThanOrEqual(20);
    const sources = [router, ...files.map((file) => readFileSync(new URL(`${file}.tsx`, appDir), 'utf8'))];
    const declared = sources.flatMap((source) => [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]));
    expect(declared.filter((path) => path !== '*').sort()).toEqual(routes.map((route) => route.path).sort());
    expect(new Set(declared).size).toBe(declared.length);
    for (const route of routes) expect(existsSync(fileURLToPath(new URL(`${route.specifier}.tsx`, appDir))), route.specifier).toBe(true);
  });

  it("takes each path's own page, not a later one's, and nothing for a path without a page", () => {
    const source = `
      export const screen = () => import('./pages/screen');
      export const routes = [
        { path: 'a', users: ['SCHOOL'], page: () => import('./pages/a.page').then((m) => m.A) },
        { path: 'b/:id?', page: () => import('./pages/b.page').then(({ B }) => () => <B x />) },
        { path: 'c', users: ['STUDENT'], dataAfterPaint: true, page: () => import('./pages/c.page').then((m) => m.C) },
      ];
      const rest = [{ path: '*', element: <Navigate to="/" /> }];`;
    expect(routesOf(source)).toEqual([
      { path: 'a', specifier: './pages/a.page', dataAfterPaint: false },
      { path: 'b/:id?', specifier: './pages/b.page', dataAfterPaint: false },
      { path: 'c', specifier: './pages/c.page', dataAfterPaint: true },
    ]);
    const files: Record<string, string> = {
      '/web/src/app/router.tsx': `import { xRoutes } from '../features/x/x.routes';\nconst r = [{ path: '*' }];`,
      '/web/src/features/x/x.routes.tsx': source,
    };
    // A routes file that cannot be found fails the build rather than leaving its pages out.
    expect(() => routeTableOf('/web/src/app/router.tsx', (file) => files[file] ?? '')).toThrow('route preload: cannot find ../features/x/x.routes');
  });

  it('turns optional segments into both paths', () => {
    expect(patternsOf('stats/:id?')).toEqual(['/stats', '/stats/:id']);
    expect(patternsOf('exam/exam/:id')).toEqual(['/exam/exam/:id']);
  });

  const map: PreloadMap = {
    common: ['assets/texts.js', 'assets/first-texts.js'],
    firstFrame: ['assets/first-texts.js'],
    queryScope: ['assets/query.js', 'assets/api.js'],
    messages: { pl: 'assets/msg-pl.js', en: 'assets/msg-en.js' },
    routes: [
      ['/exam/exam/:id', ['assets/exam.js', 'assets/zod.js'], [], true],
      ['/action/:type/:uuid', ['assets/action.js'], [], true],
      ['/action/ASSIGN_STUDENT/:uuid', ['assets/attach.js'], ['assets/attach.css'], true],
      ['/learn/choose', ['assets/learn.js'], [], false],
    ],
  };
  const script = preloadScript(map, 'osk.language');

  it("preloads the page's chunks, the common ones and the stored language's messages", () => {
    expect(linksAdded(script, '/exam/exam/demo')).toEqual([
      'modulepreload /assets/texts.js',
      'modulepreload /assets/first-texts.js',
      'modulepreload /assets/msg-pl.js',
      'modulepreload /assets/query.js',
      'modulepreload /assets/api.js',
      'modulepreload /assets/exam.js',
      'modulepreload /assets/zod.js',
    ]);
    expect(linksAdded(script, '/learn/choose/', 'en')).toContain('modulepreload /assets/msg-en.js');
    expect(linksAdded(script, '/learn/choose', 'xx')).toContain('modulepreload /assets/msg-pl.js');
  });

  it("leaves the query client out of the first wave of a page whose first frame draws no data (it comes with the part drawn after the paint)", () => {
    // ... and waits only for its first frame's texts (the rest comes after the paint).
    expect(linksAdded(script, '/learn/choose')).toEqual(['modulepreload /assets/first-texts.js', 'modulepreload /assets/msg-pl.js', 'modulepreload /assets/learn.js']);
  });

  it('prefers static segments over parameters, as the router does', () => {
    expect(linksAdded(script, '/action/ASSIGN_STUDENT/abc')).toEqual(expect.arrayContaining(['modulepreload /assets/attach.js', 'preload /assets/attach.css as=style']));
    expect(linksAdded(script, '/action/OTHER/abc')).toContain('modulepreload /assets/action.js');
  });

  it('asks for every file in CORS mode, as the module loader and Vite\'s stylesheet links do, so each preload is the one used', () => {
    const added: { crossOrigin?: string }[] = [];
    const document = { head: { appendChild: (link: (typeof added)[number]) => added.push(link) }, createElement: () => ({}) };
    runInNewContext(script, { location: { pathname: '/action/ASSIGN_STUDENT/abc' }, document, localStorage: { getItem: () => null } });
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('adds nothing on the home page, and only the common chunks on an unknown address', () => {
    expect(linksAdded(script, '/')).toEqual([]);
    expect(linksAdded(script, '/no/such/page')).toEqual(['modulepreload /assets/texts.js', 'modulepreload /assets/first-texts.js', 'modulepreload /assets/msg-pl.js']);
  });

  it("gives the server each page's links as tags: the same files as the script adds for a Polish visitor", () => {
    const { script: scriptPath, pages } = pagePreloadsOf(map);
    expect(scriptPath).toBe('/route-preload.js');
    expect(pages.map(([pattern]) => pattern)).toEqual(map.routes.map(([pattern]) => pattern));
    for (const [pattern, links] of pages) {
      const path = pattern.replace(/:[^/]+/g, 'x');
      const tags = linksAdded(script, path).map((link) => {
        const [rel, href, as] = link.split(' ');
        return rel === 'modulepreload' ? `<link rel="modulepreload" crossorigin href="${href}">` : `<link rel="preload" as="${as?.slice(3)}" crossorigin href="${href}">`;
      });
      expect(links, pattern).toBe(tags.join(''));
    }
    expect(pages.find(([pattern]) => pattern === '/learn/choose')?.[1]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/first-texts.js"><link rel="modulepreload" crossorigin href="/assets/msg-pl.js"><link rel="modulepreload" crossorigin href="/assets/learn.js">',
    );
  });
});
