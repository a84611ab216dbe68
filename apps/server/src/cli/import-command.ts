// What the import commands (content-import.ts, questions-import.ts) share: the usage and argument
// errors, opening and migrating the configured database (as main.ts opens it: DATA_DIR with its lock,
// or DATABASE_URL) around the import, and the exit code and message of a failure.
import { ConfigError, loadEnv, type Env } from '../config/env.js';
import { DatabaseLockedError, openDatabase } from '../db/client.js';
import type { Db } from '../db/client.js';

/** One import command. */
export interface ImportCommand<Options> {
  usage: string;
  /** The command line read: the options, or what to print instead (the usage for --help, else an error). */
  parseArgs(args: readonly string[]): Options | string;
  /** Checks made before the database is opened: answers the exit code to stop with, or null to go on. */
  precheck?(options: Options): Promise<number | null>;
  /** The import itself, on the opened and migrated database. */
  run(options: Options, db: Db, env: Env): Promise<void>;
  /** The message of a failure the command knows (its own file or folder errors), or null for the usual one. */
  failureMessage?(error: unknown): string | null;
}

async function main<Options>(command: ImportCommand<Options>): Promise<number> {
  const options = command.parseArgs(process.argv.slice(2));
  if (typeof options === 'string') {
    const help = options === command.usage;
    (help ? process.stdout : process.stderr).write(options);
    return help ? 0 : 1;
  }
  const stop = command.precheck ? await command.precheck(options) : null;
  if (stop !== null) return stop;
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    await database.migrate();
    await command.run(options, database.db, env);
    return 0;
  } finally {
    await database.close();
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) return `Import failed: ${error.message}\n`;
  return `Import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
}

/** Runs the command with the process's arguments and exits with its code (1 for any failure, with its message). */
export function runImportCommand<Options>(command: ImportCommand<Options>): void {
  main(command).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(command.failureMessage?.(error) ?? failureMessage(error));
      process.exit(1);
    },
  );
}
