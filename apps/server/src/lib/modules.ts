import type { FastifyBaseLogger } from 'fastify';
import type { AccessRepository } from '../access/access.repository.js';
import type { AppDeps } from '../config/app-deps.js';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import type { App } from './http.js';
import type { Job } from './jobs/job-runner.js';
import type { UserChangeNotices } from './user-cache.js';

/**
 * What every module is given besides the modules it names: the app's configuration and outside
 * systems (AppDeps, as buildApp received them), the database, the clock, the logger, and the two
 * shared pieces of the session layer.
 */
export interface ModuleContext {
  deps: AppDeps;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The app's version, as the health route reports it. */
  version: string;
  /** Who is calling: the session with the caller's records, and the checks that need data (ADR 026). */
  access: AccessRepository;
  /** Caches that hold users' data register here to hear every change to them (ADR 010). */
  notices: UserChangeNotices;
}

/** The modules a module needs, by the name its build sees them under. */
export interface ModuleNeeds {
  readonly [name: string]: ModuleManifest<unknown, ModuleNeeds>;
}

/** What each needed module provides, under the same names. */
export type ProvidedBy<N extends ModuleNeeds> = { [K in keyof N]: N[K] extends ModuleManifest<infer S, ModuleNeeds> ? S : never };

/**
 * A module's manifest (`modules/<name>/<name>.module.ts`): what it provides (its service, built from
 * the context and the services of the modules it names in `needs`), the routes it registers and the
 * periodic jobs it runs (ADR 025). The composition root (app.ts) folds the list of manifests.
 */
export interface ModuleManifest<Service, Needs extends ModuleNeeds = ModuleNeeds> {
  /** The module's folder name; unique in the app. */
  readonly name: string;
  /** Other modules whose services this one's build or routes use: built before it. */
  readonly needs: Needs;
  build(ctx: ModuleContext, needs: ProvidedBy<Needs>): Service;
  /** Registers the module's routes (in the list's order, after every service is built and the plugins are in). */
  routes?(api: App, service: Service, ctx: ModuleContext, needs: ProvidedBy<Needs>): void | Promise<void>;
  /** The module's periodic jobs (ADR 025). */
  jobs?(service: Service): Job[];
}

/** Declares a manifest; the identity function that lets TypeScript infer the service and the needs. */
export function defineModule<Service, Needs extends ModuleNeeds>(manifest: ModuleManifest<Service, Needs>): ModuleManifest<Service, Needs> {
  return manifest;
}

/** The built modules of one app: each manifest's service, and the jobs of all of them. */
export interface BuiltModules {
  /** The service a listed manifest built. */
  of<Service>(manifest: ModuleManifest<Service, ModuleNeeds>): Service;
  /** Registers every module's routes on `api`, in the list's order. */
  registerRoutes(api: App): Promise<void>;
  /** Every module's jobs, in the list's order. */
  jobs: Job[];
}

/**
 * Builds the services of the listed modules, each after the modules it needs (a depth-first walk of
 * `needs`). Every needed module must be in the list, each name once, and the needs have no cycle:
 * anything else is a programming error, thrown at start.
 */
export function buildModules(manifests: readonly ModuleManifest<unknown, ModuleNeeds>[], ctx: ModuleContext): BuiltModules {
  const listed = new Set(manifests);
  const names = new Set<string>();
  for (const manifest of manifests) {
    if (names.has(manifest.name)) throw new Error(`module '${manifest.name}' is listed twice`);
    names.add(manifest.name);
  }
  const built = new Map<ModuleManifest<unknown, ModuleNeeds>, { service: unknown; needs: ProvidedBy<ModuleNeeds> }>();
  const building = new Set<ModuleManifest<unknown, ModuleNeeds>>();
  const build = (manifest: ModuleManifest<unknown, ModuleNeeds>, neededBy: string | null): unknown => {
    const done = built.get(manifest);
    if (done) return done.service;
    if (!listed.has(manifest)) throw new Error(`module '${manifest.name}' (needed by '${neededBy}') is not in the app's list of modules`);
    if (building.has(manifest)) throw new Error(`modules need each other in a cycle through '${manifest.name}'`);
    building.add(manifest);
    const needs: Record<string, unknown> = {};
    for (const [key, needed] of Object.entries(manifest.needs)) needs[key] = build(needed, manifest.name);
    const provided = needs as ProvidedBy<ModuleNeeds>;
    const service = manifest.build(ctx, provided);
    building.delete(manifest);
    built.set(manifest, { service, needs: provided });
    return service;
  };
  for (const manifest of manifests) build(manifest, null);

  const entry = (manifest: ModuleManifest<unknown, ModuleNeeds>) => {
    const found = built.get(manifest);
    if (!found) throw new Error(`module '${manifest.name}' is not in the app's list of modules`);
    return found;
  };
  return {
    // A manifest's build returned its Service, and the map is keyed by that manifest.
    of: <Service>(manifest: ModuleManifest<Service, ModuleNeeds>) => entry(manifest).service as Service,
    async registerRoutes(api) {
      for (const manifest of manifests) {
        const { service, needs } = entry(manifest);
        await manifest.routes?.(api, service, ctx, needs);
      }
    },
    jobs: manifests.flatMap((manifest) => manifest.jobs?.(entry(manifest).service) ?? []),
  };
}
