// `npm run questions:import -- FILE.xlsx [--media DIR] [--partial] [--no-convert]`: imports a question
// bank spreadsheet into the configured database (opened as main.ts opens it: DATA_DIR with its lock, or
// DATABASE_URL) and prints the report. Exit code 1 for a bad file or a database that cannot be opened.
import { resolve } from 'node:path';
import { systemClock } from '../lib/clock.js';
import {
  BankFileError,
  createQuestionsImportService,
  findFfmpegConverter,
  formatImportReport,
} from '../modules/questions/questions-import.service.js';
import { runImportCommand } from './import-command.js';

const USAGE = `Usage: npm run questions:import -- FILE.xlsx [--media DIR] [--partial] [--no-convert]
  FILE.xlsx     the question bank (the ministry's layout, current or older)
  --media DIR   directory of the media files: checks that each named file exists; WMV films are
                converted to MP4 and WebM there when ffmpeg is on PATH
  --partial     do not deactivate the questions the file does not contain
  --no-convert  do not convert WMV films even when ffmpeg is installed
`;

/** Command-line options. */
interface CliOptions {
  file: string;
  mediaDir: string | null;
  full: boolean;
  convert: boolean;
}

function parseArgs(args: readonly string[]): CliOptions | string {
  let file: string | null = null;
  let mediaDir: string | null = null;
  let full = true;
  let convert = true;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') return USAGE;
    if (arg === '--media') {
      const dir = args[i + 1];
      if (!dir || dir.startsWith('--')) return `--media needs a directory\n\n${USAGE}`;
      mediaDir = dir;
      i += 1;
    } else if (arg.startsWith('--media=')) mediaDir = arg.slice('--media='.length);
    else if (arg === '--partial') full = false;
    else if (arg === '--no-convert') convert = false;
    else if (arg.startsWith('-')) return `Unknown option ${arg}\n\n${USAGE}`;
    else if (file === null) file = arg;
    else return `Only one file can be imported at a time\n\n${USAGE}`;
  }
  if (!file) return `No file given\n\n${USAGE}`;
  return { file: resolve(file), mediaDir: mediaDir ? resolve(mediaDir) : null, full, convert };
}

runImportCommand({
  usage: USAGE,
  parseArgs,
  async run(options, db) {
    const converter = options.mediaDir && options.convert ? await findFfmpegConverter() : null;
    const service = createQuestionsImportService(db, systemClock);
    const report = await service.importFile(options.file, { mediaDir: options.mediaDir, full: options.full, converter });
    process.stdout.write(formatImportReport(report));
  },
  failureMessage: (error) => (error instanceof BankFileError ? `Import failed: ${error.message}\n` : null),
});
