// `npm run content:import -- DIR [DIR...]`: imports course and lecture folders (a manifest.json and
// its media files) into the configured database (opened as main.ts opens it: DATA_DIR with its lock,
// or DATABASE_URL) and the content media directory (CONTENT_MEDIA_DIR, default DATA_DIR/content-media),
// and prints the report. Exit code 1 for a bad folder (with every problem listed) or a database that
// cannot be opened.
import { join, resolve } from 'node:path';
import { ConfigError, loadEnv } from '../config/env.js';
import { DatabaseLockedError, openDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { ContentManifestError, createContentImportService, formatContentReport, readContentFolder } from '../modules/content/content-import.service.js';

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

async function main(): Promise<number> {
  const dirs = parseArgs(process.argv.slice(2));
  if (typeof dirs === 'string') {
    const help = dirs === USAGE;
    (help ? process.stdout : process.stderr).write(dirs);
    return help ? 0 : 1;
  }
  // Every folder is checked before the database is opened, so a bad one fails fast with all its problems.
  const bad: ContentManifestError[] = [];
  for (const dir of dirs) {
    try {
      await readContentFolder(dir);
    } catch (error) {
      if (!(error instanceof ContentManifestError)) throw error;
      bad.push(error);
    }
  }
  if (bad.length > 0) {
    process.stderr.write(`Import failed, nothing was written.\n${bad.map((e) => e.message).join('\n')}\n`);
    return 1;
  }
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const service = createContentImportService(database.db, systemClock, env.CONTENT_MEDIA_DIR ?? join(env.DATA_DIR, 'content-media'));
    for (const dir of dirs) process.stdout.write(formatContentReport(await service.importFolder(dir)));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ContentManifestError) {
      process.stderr.write(`Import failed, nothing of this folder was written.\n${error.message}\n`);
    } else if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      process.stderr.write(`Import failed: ${error.message}\n`);
    } else {
      process.stderr.write(`Import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
  },
);
