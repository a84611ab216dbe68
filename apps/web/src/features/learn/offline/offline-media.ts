import { PWA_CACHE_VERSION } from '../../../lib/pwa-cache-version';
import { appInstance } from './app-instance';

/**
 * The media of downloaded modules (issue 23), in a Cache Storage cache of their own: the service
 * worker's caches expire entries (the API cache keeps 100 for a week), this one keeps a medium as
 * long as a downloaded module needs it. The learn screen shows them from object URLs, so they work
 * offline whatever the service worker does. Behind an interface for tests.
 */
export interface MediaCache {
  put(url: string, response: Response): Promise<void>;
  /** The stored medium, or null. */
  blob(url: string): Promise<Blob | null>;
  has(url: string): Promise<boolean>;
  delete(url: string): Promise<void>;
}

/** The cache's name: with the app's cache version, so raising it drops the downloads' media too. */
export const OFFLINE_MEDIA_CACHE = `osk-${PWA_CACHE_VERSION}-offline-media`;

export function cacheStorageMedia(storage: CacheStorage = caches): MediaCache {
  const open = () => storage.open(OFFLINE_MEDIA_CACHE);
  return {
    async put(url, response) {
      await (await open()).put(url, response);
    },
    async blob(url) {
      const found = await (await open()).match(url);
      return found ? found.blob() : null;
    },
    async has(url) {
      return (await (await open()).match(url)) !== undefined;
    },
    async delete(url) {
      await (await open()).delete(url);
    },
  };
}

/** Media in memory (tests; a browser without Cache Storage keeps them for the visit). */
export function memoryMedia(): MediaCache {
  const stored = new Map<string, Blob>();
  return {
    async put(url, response) {
      stored.set(url, await response.blob());
    },
    async blob(url) {
      return stored.get(url) ?? null;
    },
    async has(url) {
      return stored.has(url);
    },
    async delete(url) {
      stored.delete(url);
    },
  };
}

const media = appInstance<MediaCache>(() => (typeof caches === 'undefined' ? memoryMedia() : cacheStorageMedia()));

/** The app's media cache. */
export const offlineMedia = media.get;

/** Tests replace the app's media cache. */
export const setOfflineMediaForTests = media.replaceForTests;
