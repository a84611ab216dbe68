import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_CONTENT_DIRS, importDemoContent, readContentFolder, type ContentFolder } from './content-import.service.js';

const root = mkdtempSync(join(tmpdir(), 'osk-demo-content-'));
let t: TestApp;
let course: ContentFolder;
let lectureSet: ContentFolder;

beforeAll(async () => {
  t = await createTestApp();
  [course, lectureSet] = await Promise.all(DEMO_CONTENT_DIRS.map((dir) => readContentFolder(dir))) as [ContentFolder, ContentFolder];
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the demo content', () => {
  it('is a valid category B course with at least 4 modules of subjects, 24 slides each with a picture and narration, and 3 clips', () => {
    if (course.kind !== 'course') throw new Error('kurs-b is not a course');
    expect(course.category).toBe('B');
    expect(course.language).toBe('PL');
    expect(course.modules.length).toBeGreaterThanOrEqual(4);
    for (const module of course.modules) expect(module.subjects.length).toBeGreaterThanOrEqual(2);
    const slides = course.modules.flatMap((m) => m.subjects.flatMap((s) => s.slides));
    expect(slides.length).toBeGreaterThanOrEqual(24);
    for (const slide of slides) {
      expect(slide.attachments.filter((a) => a.type === 'IMAGE'), slide.name).toHaveLength(1);
      expect(slide.attachments.filter((a) => a.type === 'MP3'), slide.name).toHaveLength(1);
      const sentences = slide.content.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0);
      expect(sentences.length, slide.name).toBeGreaterThanOrEqual(2);
    }
    expect(slides.flatMap((s) => s.attachments).filter((a) => a.type === 'VIDEO').length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 5 lectures, each with a local film', () => {
    if (lectureSet.kind !== 'lectures') throw new Error('wyklady is not a lecture set');
    expect(lectureSet.lectures.length).toBeGreaterThanOrEqual(5);
    for (const lecture of lectureSet.lectures) {
      expect(lecture.file, lecture.key).toMatch(/\.webm$/);
      expect(lecture.time).toBeGreaterThanOrEqual(6);
      expect(lecture.time).toBeLessThanOrEqual(15);
    }
  });

  it('keeps all its media under 4 MB', () => {
    const total = [...course.files.values(), ...lectureSet.files.values()].reduce((sum, f) => sum + f.size, 0);
    expect(total).toBeLessThan(4 * 1024 * 1024);
  });

  it('loads at a demo start and is unchanged on the next start', async () => {
    const mediaDir = join(root, 'media');
    const first = await importDemoContent(t.database.db, t.clock, mediaDir);
    expect(first.map((r) => r.unchanged)).toEqual([false, false]);
    expect(statSync(join(mediaDir, 'elearning/kurs-b/m1/01.mp3')).size).toBeGreaterThan(0);
    const second = await importDemoContent(t.database.db, t.clock, mediaDir);
    expect(second.map((r) => r.unchanged)).toEqual([true, true]);
  });
});

describe('npm run content:import', () => {
  const cli = fileURLToPath(new URL('../../cli/content-import.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));

  it('exits with 1 and prints every problem of a broken folder without opening the database', () => {
    const dir = join(root, 'broken');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({ kind: 'lectures', key: 'zle', language: 'PL', category: 'Q', lectures: [{ key: 'a', title: 'A', vimeo: 'https://example.com/1', time: 5 }] }),
    );
    const dataDir = join(root, 'data');
    const result = spawnSync(tsx, [cli, dir], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('category: must be one of the categories');
    expect(result.stderr).toContain('lectures[0].vimeo: must be https://vimeo.com/<digits>');
    expect(result.stderr).toContain('nothing was written');
  });

  it('prints its usage with --help', () => {
    const result = spawnSync(tsx, [cli, '--help'], { encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run content:import -- DIR');
  });
});
