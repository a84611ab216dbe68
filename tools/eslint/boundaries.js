// Import zones of ARCHITECTURE.md, as a small local ESLint rule:
// - contract imports only zod (and its own files);
// - web and server import contract, never each other;
// - a server module reaches another module only through that module's service, and its manifest
//   (`<name>.module.ts`) another module's manifest (the modules it needs); manifests are imported only
//   by the composition root (app.ts) and other manifests, a web feature's routes (`<name>.routes.tsx`)
//   only by app/router.tsx;
// - the server's shared layers (plugins/, access/, lib/) import no module (modules build on them;
//   their tests may, to build the app);
// - the web's layers: app/ composes features; features build on entities (the session-scoped data
//   several features share: the current learner, the current school, the hard questions); entities
//   build on components/ and lib/. Features do not import each other and entities neither each
//   other nor a feature; components/ and lib/ import neither (their tests may, to render the app).
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');

function zoneOf(file) {
  const rel = relative(root, file).split(sep).join('/');
  let m = /^apps\/server\/src\/modules\/([^/]+)\//.exec(rel);
  if (m) return { area: 'server', module: m[1], rel };
  m = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  if (m) return { area: 'web', feature: m[1], rel };
  m = /^apps\/web\/src\/entities\/([^/]+)\//.exec(rel);
  if (m) return { area: 'web', entity: m[1], rel };
  if (rel.startsWith('apps/server/')) return { area: 'server', rel };
  if (rel.startsWith('apps/web/')) return { area: 'web', rel };
  if (rel.startsWith('packages/contract/')) return { area: 'contract', rel };
  return { area: 'other', rel };
}

function check(context, node, source) {
  const file = context.filename;
  const from = zoneOf(file);
  const isRelative = source.startsWith('.');
  const isTest = /\.test\.tsx?$/.test(file);
  if (from.area === 'contract' && !isRelative && source !== 'zod' && !source.startsWith('zod/') && !(isTest && source === 'vitest')) {
    context.report({ node, message: `contract may import only zod, not '${source}'` });
    return;
  }
  if (from.area === 'web' && (source.startsWith('@osk/server') || source === 'fastify' || source.startsWith('drizzle-orm') || source === 'pg')) {
    context.report({ node, message: `web may not import server code ('${source}')` });
    return;
  }
  if (from.area === 'server' && (source.startsWith('@osk/web') || source === 'react' || source.startsWith('react-'))) {
    context.report({ node, message: `server may not import web code ('${source}')` });
    return;
  }
  if (!isRelative) return;
  const target = zoneOf(resolve(dirname(file), source));
  if (from.area !== 'other' && target.area !== from.area && target.area !== 'other') {
    context.report({ node, message: `${from.area} may not reach into ${target.area} by path ('${source}'); import @osk/contract` });
    return;
  }
  if (from.area === 'server' && !isTest && !from.module && target.module && /^apps\/server\/src\/(plugins|access|lib)\//.test(from.rel)) {
    context.report({ node, message: `${from.rel.split('/')[3]}/ may not import module '${target.module}'; modules build on it, not the other way round` });
    return;
  }
  const isManifest = /\.module(\.js)?$/.test(source);
  const fromManifest = /\.module\.ts$/.test(file);
  if (from.area === 'server' && from.module && target.module && target.module !== from.module && !/\.service(\.js)?$/.test(source) && !(isManifest && fromManifest)) {
    context.report({ node, message: `module '${from.module}' may reach module '${target.module}' only through its service` });
    return;
  }
  if (from.area === 'server' && !isTest && target.module && isManifest && !fromManifest && from.rel !== 'apps/server/src/app.ts') {
    context.report({ node, message: `the manifest of module '${target.module}' is imported only by app.ts and the manifests that need it` });
    return;
  }
  if (from.area === 'web' && !isTest && target.feature && /\.routes(\.tsx?)?$/.test(source) && from.rel !== 'apps/web/src/app/router.tsx') {
    context.report({ node, message: `the routes of feature '${target.feature}' are imported only by app/router.tsx` });
    return;
  }
  if (from.area === 'web' && from.feature && target.feature && target.feature !== from.feature) {
    context.report({ node, message: `feature '${from.feature}' may not import feature '${target.feature}'; compose them in app/` });
    return;
  }
  if (from.area === 'web' && from.entity && target.feature) {
    context.report({ node, message: `entity '${from.entity}' may not import feature '${target.feature}'; features build on entities, not the other way round` });
    return;
  }
  if (from.area === 'web' && from.entity && target.entity && target.entity !== from.entity) {
    context.report({ node, message: `entity '${from.entity}' may not import entity '${target.entity}'; a feature combines them` });
    return;
  }
  if (from.area === 'web' && !isTest && (target.feature || target.entity) && /^apps\/web\/src\/(components|lib)\//.test(from.rel)) {
    const what = target.feature ? `feature '${target.feature}'` : `entity '${target.entity}'`;
    context.report({ node, message: `${from.rel.split('/')[3]}/ may not import ${what}; features and entities build on it, not the other way round` });
  }
}

export const boundariesPlugin = {
  rules: {
    zones: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const visit = (node) => {
          if (node.source && typeof node.source.value === 'string') check(context, node, node.source.value);
        };
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression(node) {
            if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(context, node, node.source.value);
          },
        };
      },
    },
  },
};
