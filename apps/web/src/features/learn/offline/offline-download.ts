import type { Category, Learning } from '@osk/contract';
import { videoSources } from '../../../components/question/question-media';
import type { MediaCache } from './offline-media';
import type { OfflineModule, OfflineStore } from './offline-store';

/**
 * Downloading a module for offline learning (issue 23): its learning object (questions, keys,
 * explanations, legal sources) and its media. Images always come. A film comes when it is at most
 * FILM_LIMIT_BYTES: the state bank's films are a few megabytes each and a module has up to a hundred,
 * so every film would make a download of hundreds of megabytes on a phone's data plan and storage; a
 * short clip fits. A film left out shows the "cannot be shown" note offline, the question itself works.
 * The size is measured (HEAD) and shown before anything is stored.
 */

/** The largest film a download stores. */
export const FILM_LIMIT_BYTES = 3 * 1024 * 1024;

/** A medium of the module, with its size (null: the server did not say). */
export interface PlannedMedium {
  url: string;
  kind: 'IMAGE' | 'VIDEO';
  bytes: number | null;
}

/** What a download will store, measured before it starts. */
export interface DownloadPlan {
  learning: Learning;
  /** The media to store. */
  media: PlannedMedium[];
  /** Films over the limit, left out. */
  skipped: PlannedMedium[];
  /** The questions' JSON. */
  jsonBytes: number;
  /** Everything to store, in bytes (media of unknown size count 0). */
  totalBytes: number;
}

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

/** The URL a medium is stored under: an image's own, the film in the format this browser plays. */
export function mediumUrl(question: Learning['execution'][number]['question'], doc?: Document): string | null {
  if (!question.media) return null;
  if (question.madiaType !== 'VIDEO') return question.media;
  return videoSources(question.media, doc)[0] ?? null;
}

async function sizeOf(fetcher: Fetcher, url: string): Promise<number | null> {
  try {
    const res = await fetcher(url, { method: 'HEAD' });
    const length = Number(res.headers.get('content-length'));
    return res.ok && Number.isFinite(length) && length > 0 ? length : null;
  } catch {
    return null;
  }
}

/** Runs `work` on every item, `limit` at a time. */
async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Measures a module's download: the learning object is in hand, the media are asked for their size. */
export async function planDownload(learning: Learning, fetcher: Fetcher = fetch, doc?: Document): Promise<DownloadPlan> {
  const urls = new Map<string, 'IMAGE' | 'VIDEO'>();
  for (const { question } of learning.execution) {
    const url = mediumUrl(question, doc);
    if (url) urls.set(url, question.madiaType === 'VIDEO' ? 'VIDEO' : 'IMAGE');
  }
  const planned: PlannedMedium[] = [...urls].map(([url, kind]) => ({ url, kind, bytes: null }));
  await inTurns(planned, 6, async (medium) => {
    medium.bytes = await sizeOf(fetcher, medium.url);
  });
  const media = planned.filter((m) => m.kind === 'IMAGE' || (m.bytes !== null && m.bytes <= FILM_LIMIT_BYTES));
  const skipped = planned.filter((m) => !media.includes(m));
  const jsonBytes = new Blob([JSON.stringify(learning)]).size;
  const totalBytes = jsonBytes + media.reduce((sum, m) => sum + (m.bytes ?? 0), 0);
  return { learning, media, skipped, jsonBytes, totalBytes };
}

/** Progress of a running download: bytes stored of the planned total. */
export interface DownloadProgress {
  done: number;
  total: number;
}

export interface DownloadInput {
  plan: DownloadPlan;
  userId: number;
  studentId: number;
  category: Category;
  moduleId: number;
}

/**
 * Stores the plan's media, then the module (so a module listed as downloaded has all its media). A
 * medium that cannot be fetched fails the download; what was stored of it is removed again.
 */
export async function downloadModule(
  input: DownloadInput,
  deps: { store: OfflineStore; media: MediaCache; fetcher?: Fetcher; now?: () => Date },
  onProgress: (progress: DownloadProgress) => void = () => undefined,
): Promise<OfflineModule> {
  const { plan } = input;
  const fetcher = deps.fetcher ?? fetch;
  const total = plan.totalBytes;
  let done = plan.jsonBytes;
  let stored = plan.jsonBytes;
  const fresh: string[] = [];
  onProgress({ done, total });
  try {
    await inTurns(plan.media, 4, async (medium) => {
      if (await deps.media.has(medium.url)) {
        done += medium.bytes ?? 0;
        stored += medium.bytes ?? 0;
        onProgress({ done: Math.min(done, total), total });
        return;
      }
      const res = await fetcher(medium.url);
      if (!res.ok) throw new Error(`medium ${res.status}`);
      const blob = await res.blob();
      await deps.media.put(medium.url, new Response(blob, { headers: { 'content-type': res.headers.get('content-type') ?? blob.type } }));
      fresh.push(medium.url);
      done += medium.bytes ?? blob.size;
      stored += blob.size;
      onProgress({ done: Math.min(done, total), total });
    });
  } catch (error) {
    const inUse = await deps.store.mediaInUse();
    await Promise.all(fresh.filter((url) => !inUse.has(url)).map((url) => deps.media.delete(url)));
    throw error;
  }
  const module: OfflineModule = {
    userId: input.userId,
    studentId: input.studentId,
    category: input.category,
    moduleId: input.moduleId,
    learning: plan.learning,
    media: plan.media.map((m) => m.url),
    skippedMedia: plan.skipped.map((m) => m.url),
    bytes: stored,
    savedAt: (deps.now ?? (() => new Date()))().toISOString(),
  };
  await deps.store.putModule(module);
  onProgress({ done: total, total });
  return module;
}

/** Removes a downloaded module, and the media no other downloaded module needs. */
export async function removeDownload(userId: number, category: Category, moduleId: number, deps: { store: OfflineStore; media: MediaCache }): Promise<void> {
  const module = await deps.store.module(userId, category, moduleId);
  await deps.store.removeModule(userId, category, moduleId);
  if (!module) return;
  const inUse = await deps.store.mediaInUse();
  await Promise.all(module.media.filter((url) => !inUse.has(url)).map((url) => deps.media.delete(url)));
}

/**
 * The module's learning object with its stored media as object URLs (`revoke` frees them). A film's
 * URL ends in `#.mp4` so the film player offers it in both formats; the browser reads what it is.
 */
export async function withStoredMedia(module: OfflineModule, media: MediaCache, doc?: Document): Promise<{ learning: Learning; revoke: () => void }> {
  const objectUrls = new Map<string, string>();
  await Promise.all(
    module.media.map(async (url) => {
      const blob = await media.blob(url);
      if (blob) objectUrls.set(url, URL.createObjectURL(blob));
    }),
  );
  const execution = module.learning.execution.map((item) => {
    const url = mediumUrl(item.question, doc);
    const local = url ? objectUrls.get(url) : undefined;
    if (!local) return item;
    return { ...item, question: { ...item.question, media: item.question.madiaType === 'VIDEO' ? `${local}#.mp4` : local } };
  });
  return {
    learning: { ...module.learning, execution },
    revoke: () => {
      for (const url of objectUrls.values()) URL.revokeObjectURL(url);
    },
  };
}

/** Bytes as the learner reads them (kB under a megabyte, else MB with one decimal). */
export function formatBytes(bytes: number, language: string): string {
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
