import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (contract and server rules, the import zones' lint rule), server
// integration tests on a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), and the
// web's component tests.
export default defineConfig({
  test: {
    // A test file per core. Vitest's default keeps one core for its own process, which on a two-core
    // machine halves the suite's speed while that process is mostly idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'bench/**/*.test.ts', 'tools/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Files share their worker process: the app's modules and PGlite's WebAssembly are loaded
          // once per worker, not once per file (about half the suite's CPU time). Each file still
          // builds its own app on its own database; the server keeps no module state that a test
          // could change, and no server test mocks modules or changes globals or the environment.
          isolate: false,
        },
      },
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
