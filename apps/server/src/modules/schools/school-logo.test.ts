import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@osk/contract';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, authed, multipart, PNG_1X1, schoolRow, schoolWithSession, type FilePart } from './schools.test-helpers.js';

let t: TestApp;
let logoDir: string;
beforeAll(async () => {
  logoDir = mkdtempSync(join(tmpdir(), 'osk-logos-'));
  t = await createTestApp({ logoDir });
});
afterAll(async () => {
  await t.close();
  rmSync(logoDir, { recursive: true, force: true });
});

function storedFiles(): string[] {
  return readdirSync(logoDir);
}

async function upload(session: string | null, schoolId: number, files: FilePart[], fields: Record<string, string> = {}) {
  const body = multipart(files, fields);
  return t.app.inject({ method: 'POST', url: `${API}/media/logo/upload/${schoolId}`, headers: { ...body.headers, ...(session ? authed(session) : {}) }, payload: body.payload });
}

const png = (content: Buffer = PNG_1X1, filename = 'logo.png'): FilePart => ({ filename, contentType: 'image/png', content });

/** A file of `size` bytes that starts like a PNG. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  PNG_1X1.copy(bytes, 0, 0, Math.min(PNG_1X1.length, size));
  return bytes;
}

describe('POST media/logo/upload/{schoolId}', () => {
  let before: string[];
  beforeEach(() => {
    before = storedFiles();
  });

  it('stores a PNG under a random name, answers it and serves it with its content type', async () => {
    const me = await schoolWithSession(t);
    const res = await upload(me.session, me.schoolId, [png()]);
    expect(res.statusCode).toBe(200);
    const { logoFilename } = res.json() as { logoFilename: string };
    expect(logoFilename).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(readFileSync(join(logoDir, logoFilename))).toEqual(PNG_1X1);
    expect((await schoolRow(t, me.schoolId)).logoFilename).toBe(logoFilename);

    const show = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: authed(me.session) });
    expect(show.json().logoFilename).toBe(logoFilename);

    const served = await t.app.inject({ method: 'GET', url: `${API}/media/logo/${me.schoolId}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(served.rawPayload).toEqual(PNG_1X1);
    const again = await t.app.inject({ method: 'GET', url: `${API}/media/logo/${me.schoolId}`, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('recognises a JPEG by its content whatever its name and declared type', async () => {
    const me = await schoolWithSession(t);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest of the image')]);
    const res = await upload(me.session, me.schoolId, [{ filename: 'logo.txt', contentType: 'text/plain', content: jpeg }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().logoFilename).toMatch(/\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: `${API}/media/logo/${me.schoolId}` });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('replaces the old logo and removes its file', async () => {
    const me = await schoolWithSession(t);
    const first = (await upload(me.session, me.schoolId, [png()])).json().logoFilename as string;
    const second = (await upload(me.session, me.schoolId, [png()])).json().logoFilename as string;
    expect(second).not.toBe(first);
    expect(storedFiles()).toContain(second);
    expect(storedFiles()).not.toContain(first);
  });

  it('refuses a text file named .png and stores nothing', async () => {
    const me = await schoolWithSession(t);
    const res = await upload(me.session, me.schoolId, [png(Buffer.from('just some text, not a picture'), 'logo.png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('msg.error.logo.not.image');
    expect(storedFiles()).toEqual(before);
    expect((await schoolRow(t, me.schoolId)).logoFilename).toBeNull();
  });

  it('accepts exactly 1 MB and refuses 1 MB + 1 byte with nothing stored', async () => {
    const me = await schoolWithSession(t);
    const tooBig = await upload(me.session, me.schoolId, [png(pngOfSize(LOGO_MAX_BYTES + 1))]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('msg.error.logo.too.large');
    expect(storedFiles()).toEqual(before);
    expect((await schoolRow(t, me.schoolId)).logoFilename).toBeNull();

    const exact = await upload(me.session, me.schoolId, [png(pngOfSize(LOGO_MAX_BYTES))]);
    expect(exact.statusCode).toBe(200);
  });

  it('refuses two files and no file, storing nothing', async () => {
    const me = await schoolWithSession(t);
    const two = await upload(me.session, me.schoolId, [png(), png(PNG_1X1, 'second.png')]);
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe('msg.error.logo.one.file');
    const none = await upload(me.session, me.schoolId, [], { note: 'no file here' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('msg.error.logo.one.file');
    const json = await t.app.inject({ method: 'POST', url: `${API}/media/logo/upload/${me.schoolId}`, headers: authed(me.session), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(storedFiles()).toEqual(before);
    expect((await schoolRow(t, me.schoolId)).logoFilename).toBeNull();
  });

  it("refuses another school's id with 403 and leaves that school's logo alone", async () => {
    const me = await schoolWithSession(t);
    const other = await createSchool(t.database.db);
    const res = await upload(me.session, other.schoolId, [png()]);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.forbidden');
    expect(storedFiles()).toEqual(before);
    expect((await schoolRow(t, other.schoolId)).logoFilename).toBeNull();
  });

  it('refuses visitors, learners and instructors', async () => {
    const school = await createSchool(t.database.db);
    const learner = await createStudent(t.database.db, { schoolId: school.schoolId });
    const instructor = await createInstructor(t.database.db, school.schoolId);
    expect((await upload(null, school.schoolId, [png()])).statusCode).toBe(403);
    for (const who of [learner, instructor]) {
      const session = await t.sessionOf(who.email, who.password);
      expect((await upload(session, school.schoolId, [png()])).statusCode).toBe(403);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('answers 400 for an id that is not a number', async () => {
    const me = await schoolWithSession(t);
    const res = await upload(me.session, 0, [png()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'schoolId' })]);
  });
});

describe('GET media/logo/{schoolId}', () => {
  it('answers 404 for a school without a logo and for an unknown school', async () => {
    const school = await createSchool(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: `${API}/media/logo/${school.schoolId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/media/logo/999999` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/media/logo/abc` })).statusCode).toBe(400);
  });
});

describe('logo upload without a logo directory', () => {
  it('answers 503 and stores nothing', async () => {
    const bare = await createTestApp();
    try {
      const school = await createSchool(bare.database.db);
      const session = await bare.sessionOf(school.email, school.password);
      const body = multipart([png()]);
      const res = await bare.app.inject({ method: 'POST', url: `${API}/media/logo/upload/${school.schoolId}`, headers: { ...body.headers, ...authed(session) }, payload: body.payload });
      expect(res.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
