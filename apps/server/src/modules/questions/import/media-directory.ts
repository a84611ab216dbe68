/**
 * The media directory of a bank import: finds the files the bank names (names differ in case and
 * Unicode normalisation from the official ZIPs), and converts videos browsers cannot play (WMV) to MP4
 * and WebM when ffmpeg is installed. Conversion is optional: without ffmpeg such videos are reported
 * missing.
 */
import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MediaRef } from './bank-row.rules.js';
import type { MediaResolution } from './import-plan.rules.js';
import { BankFileError } from './bank-workbook.js';

const run = promisify(execFile);

/** Turns a video into the two formats browsers play. */
export interface VideoConverter {
  convert(source: string, mp4Target: string, webmTarget: string): Promise<void>;
}

/** The comparison key of a file name: NFC, any space as a plain space, lower case. */
export function mediaKey(name: string): string {
  return name.normalize('NFC').replace(/[\u00A0\u2007\u202F]/g, ' ').trim().toLowerCase();
}

/** ffmpeg as a converter: H.264 MP4 (fast start) and VP9 WebM, without sound (exam films are silent). */
export function createFfmpegConverter(ffmpeg = 'ffmpeg'): VideoConverter {
  return {
    async convert(source, mp4Target, webmTarget) {
      await run(ffmpeg, ['-y', '-loglevel', 'error', '-i', source, '-an', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-crf', '26', mp4Target]);
      await run(ffmpeg, ['-y', '-loglevel', 'error', '-i', source, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-deadline', 'good', webmTarget]);
    },
  };
}

/** ffmpeg when it is on PATH (it answers `ffmpeg -version`), else null. */
export async function findFfmpegConverter(): Promise<VideoConverter | null> {
  try {
    await run('ffmpeg', ['-version'], { timeout: 10_000 });
    return createFfmpegConverter();
  } catch {
    return null;
  }
}

/** The files of one media directory (not its sub-directories), looked up by {@link mediaKey}. */
export class MediaDirectory {
  readonly converted: string[] = [];

  private constructor(
    readonly dir: string,
    private readonly files: Map<string, string>,
  ) {}

  /** Lists a directory; a missing one is a {@link BankFileError}. */
  static async open(dir: string): Promise<MediaDirectory> {
    try {
      if (!(await stat(dir)).isDirectory()) throw new BankFileError(`${dir}: the media path is not a directory`);
    } catch (error) {
      if (error instanceof BankFileError) throw error;
      throw new BankFileError(`${dir}: the media directory does not exist`);
    }
    const entries = await readdir(dir, { withFileTypes: true });
    const files = new Map<string, string>();
    for (const entry of entries) if (entry.isFile()) files.set(mediaKey(entry.name), entry.name);
    return new MediaDirectory(dir, files);
  }

  /** The file's name as spelled on disk, or null. */
  find(name: string): string | null {
    return this.files.get(mediaKey(name)) ?? null;
  }

  /**
   * Finds a medium; a video browsers cannot play counts as present when its .mp4 is there, or after
   * converting it when a converter is given.
   */
  async resolve(ref: MediaRef, converter: VideoConverter | null): Promise<MediaResolution> {
    if (!ref.needsConversion) {
      const found = this.find(ref.sourceName);
      return found ? { storedName: found, exists: true } : { storedName: ref.storedName, exists: false, missingReason: 'not found in the media directory' };
    }
    const mp4 = this.find(ref.storedName);
    if (mp4) return { storedName: mp4, exists: true };
    const source = this.find(ref.sourceName);
    if (!source) return { storedName: ref.storedName, exists: false, missingReason: 'not found in the media directory' };
    if (!converter) return { storedName: ref.storedName, exists: false, missingReason: `${source} is there but not converted to MP4/WebM (ffmpeg is not on PATH)` };
    const base = source.slice(0, source.lastIndexOf('.'));
    const mp4Name = `${base}.mp4`;
    try {
      await converter.convert(join(this.dir, source), join(this.dir, mp4Name), join(this.dir, `${base}.webm`));
    } catch (error) {
      return { storedName: ref.storedName, exists: false, missingReason: `conversion of ${source} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
    }
    this.files.set(mediaKey(mp4Name), mp4Name);
    this.files.set(mediaKey(`${base}.webm`), `${base}.webm`);
    this.converted.push(source);
    return { storedName: mp4Name, exists: true };
  }
}
