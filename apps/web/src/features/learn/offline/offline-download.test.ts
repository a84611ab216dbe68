import type { ExamQuestion, Learning } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { downloadModule, FILM_LIMIT_BYTES, formatBytes, planDownload, removeDownload, withStoredMedia, type Fetcher } from './offline-download';
import { memoryMedia } from './offline-media';
import { memoryOfflineStore } from './offline-store';

function question(id: number, media: string | null, kind: 'IMAGE' | 'VIDEO' | null = media ? 'IMAGE' : null): ExamQuestion {
  return {
    id,
    externalId: 1000 + id,
    number: 1000 + id,
    questionText: `Pytanie ${id}?`,
    answerA: null,
    answerB: null,
    answerC: null,
    correct: 'TAK',
    explenation: `Wyjaśnienie ${id}`,
    legalSource: 'art. 1',
    media,
    madiaType: kind,
    mediaExists: true,
    type: 'STANDARD',
    weight: 2,
    part: 'PODSTAWOWA',
    time: 15,
    tools: null,
    hard: false,
    version: 1,
    lastUpdateDate: '2026-11-01T00:00:00.000Z',
    module: { moduleId: 3, name: null },
  } as ExamQuestion;
}

function learning(questions: ExamQuestion[]): Learning {
  return {
    category: 'B',
    moduleId: 3,
    language: 'PL',
    max: questions.length,
    order: 'OFFICIAL',
    execution: questions.map((q, i) => ({ question: q, answer: null, correct: null, ordinalNumber: i + 1, changes: 0, approved: false })),
  } as Learning;
}

/** A server of media files: sizes by URL (HEAD answers the length, GET the bytes). */
function mediaServer(sizes: Record<string, number>, failing: string[] = []) {
  const gets: string[] = [];
  const fetcher: Fetcher = async (url, init) => {
    const size = sizes[url];
    if (size === undefined) return new Response(null, { status: 404 });
    if (init?.method === 'HEAD') return new Response(null, { status: 200, headers: { 'content-length': String(size) } });
    gets.push(url);
    if (failing.includes(url)) return new Response(null, { status: 500 });
    return new Response(new Uint8Array(size), { status: 200, headers: { 'content-type': 'image/png' } });
  };
  return { fetcher, gets };
}

/** A document whose films play as WebM (as Chromium's). */
const webmDocument = { createElement: () => ({ canPlayType: (type: string) => (type === 'video/webm' ? 'probably' : '') }) } as unknown as Document;

describe('offline download', () => {
  it('measures the questions and their media before anything is stored, leaving out films over the limit', async () => {
    const big = FILM_LIMIT_BYTES + 1;
    const { fetcher, gets } = mediaServer({ '/api/questions/media/a.png': 2000, '/api/questions/media/b.png': 3000, '/api/questions/media/small.webm': 50_000, '/api/questions/media/big.webm': big });
    const plan = await planDownload(
      learning([question(1, '/api/questions/media/a.png'), question(2, '/api/questions/media/b.png'), question(3, '/api/questions/media/a.png'), question(4, '/api/questions/media/small.mp4', 'VIDEO'), question(5, '/api/questions/media/big.mp4', 'VIDEO'), question(6, null)]),
      fetcher,
      webmDocument,
    );
    expect(plan.media.map((m) => m.url)).toEqual(['/api/questions/media/a.png', '/api/questions/media/b.png', '/api/questions/media/small.webm']);
    expect(plan.skipped.map((m) => m.url)).toEqual(['/api/questions/media/big.webm']);
    expect(plan.totalBytes).toBe(plan.jsonBytes + 2000 + 3000 + 50_000);
    expect(gets).toEqual([]);
  });

  it('stores the media and then the module, reports progress up to the total, and shows the media from the device', async () => {
    const { fetcher } = mediaServer({ '/m/a.png': 2000, '/m/b.png': 3000 });
    const store = memoryOfflineStore();
    const media = memoryMedia();
    const plan = await planDownload(learning([question(1, '/m/a.png'), question(2, '/m/b.png'), question(3, null)]), fetcher);
    const progress: number[] = [];
    const saved = await downloadModule({ plan, userId: 7, studentId: 70, category: 'B', moduleId: 3 }, { store, media, fetcher, now: () => new Date('2026-11-27T08:00:00Z') }, (p) => progress.push(p.done));
    expect(saved).toMatchObject({ userId: 7, studentId: 70, media: ['/m/a.png', '/m/b.png'], savedAt: '2026-11-27T08:00:00.000Z' });
    expect(saved.bytes).toBe(plan.totalBytes);
    expect(progress.at(-1)).toBe(plan.totalBytes);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect((await store.modules(7)).map((m) => m.moduleId)).toEqual([3]);
    expect(await store.modules(8)).toEqual([]);
    // The key and the explanation are on the device: feedback works offline.
    expect(saved.learning.execution[0]?.question).toMatchObject({ correct: 'TAK', explenation: 'Wyjaśnienie 1' });
    const shown = await withStoredMedia(saved, media);
    expect(shown.learning.execution[0]?.question.media).toMatch(/^blob:/);
    expect(shown.learning.execution[2]?.question.media).toBeNull();
    shown.revoke();
  });

  it('fails whole when a medium cannot be fetched, leaving nothing behind', async () => {
    const { fetcher } = mediaServer({ '/m/a.png': 2000, '/m/b.png': 3000 }, ['/m/b.png']);
    const store = memoryOfflineStore();
    const media = memoryMedia();
    const plan = await planDownload(learning([question(1, '/m/a.png'), question(2, '/m/b.png')]), fetcher);
    await expect(downloadModule({ plan, userId: 7, studentId: 70, category: 'B', moduleId: 3 }, { store, media, fetcher })).rejects.toThrow();
    expect(await store.modules(7)).toEqual([]);
    expect(await media.has('/m/a.png')).toBe(false);
  });

  it('removes a module and the media no other downloaded module needs', async () => {
    const { fetcher } = mediaServer({ '/m/a.png': 2000, '/m/shared.png': 3000 });
    const store = memoryOfflineStore();
    const media = memoryMedia();
    const first = await planDownload(learning([question(1, '/m/a.png'), question(2, '/m/shared.png')]), fetcher);
    await downloadModule({ plan: first, userId: 7, studentId: 70, category: 'B', moduleId: 3 }, { store, media, fetcher });
    const second = await planDownload({ ...learning([question(5, '/m/shared.png')]), moduleId: 4 }, fetcher);
    await downloadModule({ plan: second, userId: 7, studentId: 70, category: 'B', moduleId: 4 }, { store, media, fetcher });
    await removeDownload(7, 'B', 3, { store, media });
    expect((await store.modules(7)).map((m) => m.moduleId)).toEqual([4]);
    expect(await media.has('/m/a.png')).toBe(false);
    expect(await media.has('/m/shared.png')).toBe(true);
  });

  it('writes sizes as a learner reads them', () => {
    expect(formatBytes(2048, 'pl')).toBe('2 kB');
    expect(formatBytes(3.5 * 1024 * 1024, 'pl')).toBe('3,5 MB');
    expect(formatBytes(3.5 * 1024 * 1024, 'en')).toBe('3.5 MB');
  });
});
