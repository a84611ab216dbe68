// `npx tsx apps/server/src/demo/question-bank/generate-demo-media.ts`: draws the demo bank's
// pictures (PNG) and films (MP4 + WebM) into media/. Needs rsvg-convert (Debian: librsvg2-bin) and ffmpeg
// once, when the drawings change; the generated files are committed, so nothing here runs at start-up.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  doubleLinePicture,
  equalIntersectionPicture,
  FILM_SCRIPTS,
  greenArrowPicture,
  redAmberPicture,
  roundaboutPicture,
} from './draw/road-scenes.draw.js';
import { signPicture } from './draw/road-signs.draw.js';

const run = promisify(execFile);

/** Where the demo media are written. */
export const DEMO_MEDIA_PATH = fileURLToPath(new URL('./media', import.meta.url));

const FPS = 12;
/** The last picture is held this long so the film clearly ends on it. */
const HOLD_SECONDS = 1;

/** Every picture of the demo bank by file name. */
export const DEMO_PICTURES: Record<string, () => string> = {
  'znak-a1.png': () => signPicture('A-1'),
  'znak-a7.png': () => signPicture('A-7'),
  'znak-a9.png': () => signPicture('A-9'),
  'znak-a16.png': () => signPicture('A-16'),
  'znak-a21.png': () => signPicture('A-21'),
  'znak-a30.png': () => signPicture('A-30'),
  'znak-b1.png': () => signPicture('B-1'),
  'znak-b2.png': () => signPicture('B-2'),
  'znak-b5.png': () => signPicture('B-5'),
  'znak-b16.png': () => signPicture('B-16'),
  'znak-b18.png': () => signPicture('B-18'),
  'znak-b20.png': () => signPicture('B-20'),
  'znak-b25.png': () => signPicture('B-25'),
  'znak-b33-50.png': () => signPicture('B-33-50'),
  'znak-b35.png': () => signPicture('B-35'),
  'znak-b36.png': () => signPicture('B-36'),
  'znak-c2.png': () => signPicture('C-2'),
  'znak-c12.png': () => signPicture('C-12'),
  'znak-c13.png': () => signPicture('C-13'),
  'znak-d1.png': () => signPicture('D-1'),
  'znak-d3.png': () => signPicture('D-3'),
  'znak-d6.png': () => signPicture('D-6'),
  'znak-d18.png': () => signPicture('D-18'),
  'sytuacja-skrzyzowanie-rownorzedne.png': equalIntersectionPicture,
  'sytuacja-rondo.png': roundaboutPicture,
  'sytuacja-linia-podwojna.png': doubleLinePicture,
  'sygnalizator-czerwone-zolte.png': redAmberPicture,
  'sygnalizator-zielona-strzalka.png': greenArrowPicture,
};

async function renderPng(svgText: string, target: string, work: string): Promise<void> {
  const source = join(work, 'in.svg');
  writeFileSync(source, svgText);
  await run('rsvg-convert', ['-w', '640', '-h', '360', '-o', target, source]);
}

/** Draws every picture and film into a directory. */
export async function generateDemoMedia(dir = DEMO_MEDIA_PATH): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'osk-media-'));
  const written: string[] = [];
  try {
    for (const [name, draw] of Object.entries(DEMO_PICTURES)) {
      const raw = join(work, 'raw.png');
      await renderPng(draw(), raw, work);
      // A 256-colour palette keeps the flat drawings small without visible loss.
      await run('ffmpeg', ['-y', '-loglevel', 'error', '-i', raw, '-vf', 'split[a][b];[a]palettegen=max_colors=128[p];[b][p]paletteuse=dither=none', join(dir, name)]);
      written.push(name);
    }
    for (const film of FILM_SCRIPTS) {
      const frames = join(work, film.name);
      mkdirSync(frames, { recursive: true });
      const count = Math.round(film.seconds * FPS);
      const total = count + HOLD_SECONDS * FPS;
      for (let i = 0; i < total; i += 1) {
        const t = Math.min(1, i / (count - 1));
        await renderPng(film.frame(t), join(frames, `f${String(i).padStart(4, '0')}.png`), work);
      }
      const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, 'f%04d.png')];
      await run('ffmpeg', [...input, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-crf', '30', '-preset', 'veryslow', '-movflags', '+faststart', '-an', join(dir, `${film.name}.mp4`)]);
      await run('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-an', join(dir, `${film.name}.webm`)]);
      written.push(`${film.name}.mp4`, `${film.name}.webm`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  generateDemoMedia().then(
    (files) => process.stdout.write(`Wrote ${files.length} media files to ${DEMO_MEDIA_PATH}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
