import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AccessRepository } from '../access/access.repository.js';
import { APP_MODULES } from '../app.js';
import type { AppDeps } from '../config/app-deps.js';
import type { Db } from '../db/client.js';
import type { App } from './http.js';
import type { Job } from './jobs/job-runner.js';
import { buildModules, defineModule, type ModuleContext, type ModuleManifest, type ModuleNeeds } from './modules.js';
import { UserChangeNotices } from './user-cache.js';

// The fold of the composition root: a module is built after the modules it needs, once, whatever
// the list's order; routes and jobs come in the list's order; a missing, repeated or circular module
// stops the app at start.

const ctx: ModuleContext = {
  deps: {} as AppDeps,
  db: {} as Db,
  clock: { now: () => new Date('2026-11-26T08:00:00Z') },
  log: {} as FastifyBaseLogger,
  version: 'test',
  access: {} as AccessRepository,
  notices: new UserChangeNotices(),
};

function job(name: string): Job {
  return { name, intervalMs: 60_000, run: async () => ({}) };
}

describe('buildModules', () => {
  const built: string[] = [];
  const registered: string[] = [];
  const clockModule = defineModule({
    name: 'clock',
    needs: {},
    build: (context) => {
      built.push('clock');
      return { now: () => context.clock.now() };
    },
  });
  const greeterModule = defineModule({
    name: 'greeter',
    needs: { time: clockModule },
    build: (_context, { time }) => {
      built.push('greeter');
      return { greet: () => `hello at ${time.now().toISOString()}` };
    },
    routes: (_api, greeter, _context, { time }) => {
      registered.push(`greeter ${greeter.greet()} ${time.now().getUTCHours()}`);
    },
    jobs: () => [job('greet')],
  });
  const reporterModule = defineModule({
    name: 'reporter',
    needs: { greeter: greeterModule, time: clockModule },
    build: (_context, { greeter }) => {
      built.push('reporter');
      return { report: () => greeter.greet().toUpperCase() };
    },
    routes: async () => {
      registered.push('reporter');
    },
    jobs: () => [job('report'), job('report-again')],
  });

  it('builds each module once, after the modules it needs, and hands their services over typed', async () => {
    built.length = 0;
    registered.length = 0;
    const modules = buildModules([reporterModule, clockModule, greeterModule], ctx);
    expect(built).toEqual(['clock', 'greeter', 'reporter']);
    expect(modules.of(reporterModule).report()).toBe('HELLO AT 2026-11-26T08:00:00.000Z');
    expect(modules.of(greeterModule)).toBe(modules.of(greeterModule));
    await modules.registerRoutes({} as App);
    expect(registered).toEqual(['reporter', 'greeter hello at 2026-11-26T08:00:00.000Z 8']);
    expect(modules.jobs.map((j) => j.name)).toEqual(['report', 'report-again', 'greet']);
  });

  it('refuses a needed module missing from the list, a name listed twice and a cycle', () => {
    expect(() => buildModules([reporterModule, greeterModule], ctx)).toThrow("module 'clock' (needed by 'greeter') is not in the app's list of modules");
    expect(() => buildModules([clockModule, defineModule({ name: 'clock', needs: {}, build: () => 1 })], ctx)).toThrow("module 'clock' is listed twice");
    const needs: { other?: ModuleManifest<unknown, ModuleNeeds> } = {};
    const first = defineModule({ name: 'first', needs, build: () => 1 });
    const second = defineModule({ name: 'second', needs: { first }, build: () => 2 });
    needs.other = second;
    expect(() => buildModules([first, second], ctx)).toThrow("modules need each other in a cycle through 'first'");
    const outside = defineModule({ name: 'outside', needs: {}, build: () => 3 });
    expect(() => buildModules([clockModule], ctx).of(outside)).toThrow("module 'outside' is not in the app's list of modules");
  });
});

describe("the app's list of modules", () => {
  it('holds every module that declares a manifest, under its folder name', () => {
    const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));
    const declared = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(`${modulesDir}${entry.name}`).includes(`${entry.name}.module.ts`))
      .map((entry) => entry.name)
      .sort();
    expect(APP_MODULES.map((manifest) => manifest.name).sort()).toEqual(declared);
    // Every module with routes declares a manifest (content and questions are imports run by the CLI).
    const withRoutes = readdirSync(modulesDir).filter((name) => readdirSync(`${modulesDir}${name}`).some((file) => file.endsWith('.routes.ts')));
    expect(withRoutes.filter((name) => !declared.includes(name))).toEqual([]);
  });
});
