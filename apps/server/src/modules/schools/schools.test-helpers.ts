import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import { createSchool } from '../../../test/factories.js';
import { schools } from '../../db/schema/index.js';

export const API = '/api/eprawko-rest';

/** The session header. */
export function authed(session: string): Record<string, string> {
  return { jsessionid: session };
}

/** A school with its session; `set` changes its row (PIN, rights, stock) before the login. */
export async function schoolWithSession(
  t: TestApp,
  set: Partial<typeof schools.$inferInsert> = {},
  options: { phoneNumber?: string | null; willBeBlockedAt?: Date | null } = {},
): Promise<{ schoolId: number; userId: number; email: string; session: string }> {
  const school = await createSchool(t.database.db, options);
  if (Object.keys(set).length > 0) await t.database.db.update(schools).set(set).where(eq(schools.id, school.schoolId));
  return { schoolId: school.schoolId, userId: school.userId, email: school.email, session: await t.sessionOf(school.email, school.password) };
}

/** The stored row of a school. */
export async function schoolRow(t: TestApp, schoolId: number): Promise<typeof schools.$inferSelect> {
  const [row] = await t.database.db.select().from(schools).where(eq(schools.id, schoolId));
  if (!row) throw new Error(`no school ${schoolId}`);
  return row;
}

/** The field → message-key pairs of a 400 answer. */
export function fieldKeys(body: { fields?: { field: string; key?: string; message: string }[] }): Record<string, string> {
  return Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.key ?? f.message]));
}

/** One file part of a multipart body. */
export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body with the given files (and text fields). */
export function multipart(files: FilePart[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----osk-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A tiny valid PNG (1x1, transparent). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A valid NIP (10 digits, correct check digit). */
export const VALID_NIP = '5260250274';
