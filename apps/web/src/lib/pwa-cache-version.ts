/**
 * The offline cache version (spec §1: v7) for vite.config.ts. It repeats the contract's
 * CACHE_VERSION because Vite loads its config with plain Node, which cannot run the contract's
 * TypeScript source; pwa-cache-version.test.ts fails if the two ever differ.
 */
export const PWA_CACHE_VERSION = 'v7';
