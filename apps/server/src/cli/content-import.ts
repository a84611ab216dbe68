// `npm run content:import -- DIR [DIR...]`: imports course and lecture folders (a manifest.json and
// its media files) into the configured database (opened as main.ts opens it: DATA_DIR with its lock,
// or DATABASE_URL) and the content media directory (CONTENT_MEDIA_DIR, default DATA_DIR/content-media),
// and prints the report. Exit code 1 for a bad folder (with every problem listed) or a database that
// cannot be opened.
import { join, resolve } from 'node:path';
import { systemClock } from '../lib/clock.js';
import { ContentManifestError, createContentImportService, formatContentReport, readContentFolder } from '../modules/content/content-import.service.js';
import { runImportCommand } from './import-command.js';

const USAGE = `Usage: npm run content:import -- DIR [DIR...]
  DIR   a course or lecture folder: manifest.json and the media files it names
        (see README.md, "E-learning content"). Folders are imported in order; each
        is checked in full first and nothing of it is written when anything is wrong.
Environment: DATA_DIR or DATABASE_URL (the database), CONTENT_MEDIA_DIR (media files,
default DATA_DIR/content-media).
`;

function parseArgs(args: readonly string[]): string[] | string {
  const dirs: string[] = [];
  for (const arg of args) {
    if (arg === '--help' || arg === '-h') return USAGE;
    if (arg.startsWith('-')) return `Unknown option ${arg}\n\n${USAGE}`;
    dirs.push(resolve(arg));
  }
  if (dirs.length === 0) return `No folder given\n\n${USAGE}`;
  return dirs;
}

runImportCommand({
  usage: USAGE,
  parseArgs,
  // Every folder is checked before the database is opened, so a bad one fails fast with all its problems.
  async precheck(dirs) {
    const bad: ContentManifestError[] = [];
    for (const dir of dirs) {
      try {
        await readContentFolder(dir);
      } catch (error) {
        if (!(error instanceof ContentManifestError)) throw error;
        bad.push(error);
      }
    }
    if (bad.length === 0) return null;
    process.stderr.write(`Import failed, nothing was written.\n${bad.map((e) => e.message).join('\n')}\n`);
    return 1;
  },
  async run(dirs, db, env) {
    const service = createContentImportService(db, systemClock, env.CONTENT_MEDIA_DIR ?? join(env.DATA_DIR, 'content-media'));
    for (const dir of dirs) process.stdout.write(formatContentReport(await service.importFolder(dir)));
  },
  failureMessage: (error) => (error instanceof ContentManifestError ? `Import failed, nothing of this folder was written.\n${error.message}\n` : null),
});
