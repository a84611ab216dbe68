import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The file in DATA_DIR that holds the operator token the server generated. */
export const OPERATOR_TOKEN_FILE = 'operator.token';

/** The path of the operator token file in a data directory. */
export function operatorTokenPath(dataDir: string): string {
  return join(dataDir, OPERATOR_TOKEN_FILE);
}

/**
 * The operator token of a starting server: OPERATOR_TOKEN when set, else a new random one written to
 * DATA_DIR/operator.token, readable by its owner only (the operator CLI reads it there).
 */
export function prepareOperatorToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const token = randomBytes(32).toString('base64url');
  const path = operatorTokenPath(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${token}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return token;
}

/** The token the CLI sends: OPERATOR_TOKEN, else the server's file; null when neither exists. */
export function readOperatorToken(configured: string | undefined, dataDir: string): string | null {
  if (configured) return configured;
  try {
    const token = readFileSync(operatorTokenPath(dataDir), 'utf8').trim();
    return token === '' ? null : token;
  } catch {
    return null;
  }
}
