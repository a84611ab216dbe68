import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOGO_FILENAME_PATTERN, type LogoExtension } from './logo.rules.js';

/**
 * The directory of school logos. Files get random names (the school's id or the uploaded name never
 * reach the file system) and are written whole before the database points at them.
 */
export class LogoStore {
  constructor(private readonly dir: string | null) {}

  /** Whether a directory is configured. */
  get available(): boolean {
    return this.dir !== null;
  }

  /** Writes a logo under a new random name; answers the name. */
  async save(bytes: Uint8Array, extension: LogoExtension): Promise<string> {
    const dir = this.requireDir();
    await mkdir(dir, { recursive: true });
    const filename = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(join(dir, filename), bytes, { flag: 'wx', mode: 0o644 });
    return filename;
  }

  /** The bytes of a stored logo, or null when the name is not a logo's or the file is gone. */
  async read(filename: string): Promise<Buffer | null> {
    if (!this.dir || !LOGO_FILENAME_PATTERN.test(filename)) return null;
    try {
      return await readFile(join(this.dir, filename));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes a stored logo; a file already gone is fine. */
  async remove(filename: string): Promise<void> {
    if (!this.dir || !LOGO_FILENAME_PATTERN.test(filename)) return;
    try {
      await unlink(join(this.dir, filename));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  private requireDir(): string {
    if (!this.dir) throw new Error('no logo directory configured');
    return this.dir;
  }
}
