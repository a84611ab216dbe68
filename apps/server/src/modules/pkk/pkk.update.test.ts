import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PKK_SIGNED_XML_MAX_BYTES, type PkkUpdateFields } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createGroup, createLearner, createNamedInstructor, insertLesson } from '../../../test/lessons.factory.js';
import { addSigner, pkkInStatus, pkkSchool, RecordingAuthority, type PkkSchoolCtx } from '../../../test/pkk.factory.js';
import { instructors, pkkAuthorityProfiles, pkkEvents, pkkProfiles, pkkSignatures } from '../../db/schema/index.js';
import { PkkAuthoritySimulator } from '../../integrations/pkk-authority/simulator.js';
import { loadOrCreateDemoCa, type DemoCa, type IssuedCertificate } from '../../integrations/signature/demo-ca.js';
import { signXadesDocument } from '../../integrations/signature/xades.js';

let t: TestApp;
let ca: DemoCa;
let otherCa: DemoCa;
const authority = new RecordingAuthority();
const START = new Date('2026-11-22T10:00:00Z');
const JAN = { firstName: 'Jan', lastName: 'Kowalski', pesel: '80031512356' };
const MARIA = { firstName: 'Maria', lastName: 'Zielińska', pesel: '86072203488' };
let janCert: IssuedCertificate;
let mariaCert: IssuedCertificate;
let foreignCert: IssuedCertificate;

beforeAll(async () => {
  [ca, otherCa] = await Promise.all([loadOrCreateDemoCa({ commonName: 'Test CA', now: START }), loadOrCreateDemoCa({ commonName: 'Obce CA', now: START })]);
  [janCert, mariaCert, foreignCert] = await Promise.all([
    ca.issueSignerCertificate(JAN, { validDays: 30, now: START }),
    ca.issueSignerCertificate(MARIA, { validDays: 30, now: START }),
    otherCa.issueSignerCertificate(JAN, { validDays: 30, now: START }),
  ]);
  t = await createTestApp({ demo: true, start: START, extraDeps: { pkkAuthority: authority, pkkSigning: { trustedCaCertificates: [ca.certificateDer] } } });
  authority.inner = new PkkAuthoritySimulator(t.database.db, t.clock);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  authority.fail = null;
});

const API = '/api/pkk';
async function call(method: 'GET' | 'POST', url: string, session: string, payload?: unknown) {
  return t.app.inject({ method, url: `${API}/${url}`, headers: { jsessionid: session, 'accept-language': 'en' }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
}

interface Setup extends PkkSchoolCtx {
  signerId: number;
  mariaId: number;
  instructorId: number;
  lecturerId: number;
  beOnlyId: number;
}
async function setup(options: { canUsePkk?: boolean } = {}): Promise<Setup> {
  const s = await pkkSchool(t, options);
  const jan = await addSigner(t.database.db, s.schoolId, { ...JAN, clientLogin: 'jkowalski', defaultSigner: true });
  const maria = await addSigner(t.database.db, s.schoolId, { ...MARIA, clientLogin: 'mzielinska', defaultSigner: false });
  const instructor = await createNamedInstructor(t.database.db, s.schoolId, { firstName: 'Piotr', lastName: 'Wiśniewski', registrationNumber: '00123/12' });
  const lecturer = await createNamedInstructor(t.database.db, s.schoolId, { firstName: 'Marek', lastName: 'Lewandowski', registrationNumber: '00733/18' });
  const beOnly = await createNamedInstructor(t.database.db, s.schoolId, { firstName: 'Ola', lastName: 'Przyczepa', registrationNumber: '00999/20' });
  const inactive = await createNamedInstructor(t.database.db, s.schoolId, { firstName: 'Stary', lastName: 'Nieaktywny', status: 'INACTIVE' });
  await t.database.db.update(instructors).set({ categories: ['B', 'BE', 'CE'] }).where(eq(instructors.id, instructor.instructorId));
  await t.database.db.update(instructors).set({ categories: ['A', 'B', 'C'] }).where(eq(instructors.id, lecturer.instructorId));
  await t.database.db.update(instructors).set({ categories: ['BE'] }).where(eq(instructors.id, beOnly.instructorId));
  await t.database.db.update(instructors).set({ categories: ['B'] }).where(eq(instructors.id, inactive.instructorId));
  return { ...s, signerId: jan.id, mariaId: maria.id, instructorId: instructor.instructorId, lecturerId: lecturer.instructorId, beOnlyId: beOnly.instructorId };
}

function fields(s: Setup, pkkId: number, overrides: Partial<PkkUpdateFields> = {}): PkkUpdateFields {
  return { pkkId, startDate: '2026-09-01', endDate: '2026-11-20', instructorId: s.instructorId, lecturerId: s.lecturerId, practicalClassHours: 30, practicalClassMinutes: 0, theoryClassHours: 30, theoryClassMinutes: 0, signerId: s.signerId, ...overrides };
}

async function documentFor(s: Setup, f: PkkUpdateFields): Promise<string> {
  const res = await call('POST', 'xml/updatePkk', s.session, f);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('course form', () => {
  it('offers ACTIVE instructors holding the category, lecturers only when theory is needed, the default hours and the signers', async () => {
    const s = await setup();
    const b = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const form = (await call('GET', `course/${b.id}`, s.session)).json();
    expect(form).toMatchObject({ category: 'B', theoryNeeded: true, defaults: { theoryHours: 30, practicalHours: 30 }, pkk: { id: b.id } });
    expect(form.instructors.map((i: { lastName: string }) => i.lastName)).toEqual(['Lewandowski', 'Wiśniewski']);
    expect(form.lecturers).toEqual(form.instructors);
    expect(form.signers.map((x: { clientLogin: string }) => x.clientLogin)).toEqual(['jkowalski', 'mzielinska']);
    const be = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK', { category: 'BE' });
    const beForm = (await call('GET', `course/${be.id}`, s.session)).json();
    expect(beForm).toMatchObject({ category: 'BE', theoryNeeded: false, defaults: { theoryHours: 0, practicalHours: 15 }, lecturers: [] });
    expect(beForm.instructors.map((i: { lastName: string }) => i.lastName)).toEqual(['Przyczepa', 'Wiśniewski']);
    const other = await setup();
    expect((await call('GET', `course/${b.id}`, other.session)).statusCode).toBe(404);
    const updated = await pkkInStatus(t, s, 'UPDATED');
    expect((await call('GET', `course/${updated.id}`, s.session)).statusCode).toBe(409);
  });
});

describe('pre-flight', () => {
  it('passes a complete update; INFO when no learner matches', async () => {
    const s = await setup();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK', { email: 'nikt@example.com' });
    const res = await call('POST', 'preflight', s.session, fields(s, row.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, learner: null, minimum: { theoryHours: 30, practicalHours: 30 }, findings: [{ code: 'NO_RECORDED_LESSONS', severity: 'INFO', message: 'msg.pkk.preflight.no.recorded.lessons', values: {} }] });
  });

  it('reports every ERROR rule', async () => {
    const s = await setup();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK', { email: null });
    const codes = async (f: PkkUpdateFields) => {
      const res = await call('POST', 'preflight', s.session, f);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().findings.filter((x: { severity: string }) => x.severity === 'ERROR').map((x: { code: string }) => x.code);
    };
    expect(await codes(fields(s, row.id, { practicalClassHours: 29, practicalClassMinutes: 59, theoryClassHours: 29, theoryClassMinutes: 59 }))).toEqual(['BELOW_MINIMUM_PRACTICAL', 'BELOW_MINIMUM_THEORY']);
    const below = (await call('POST', 'preflight', s.session, fields(s, row.id, { practicalClassHours: 29, practicalClassMinutes: 30 }))).json();
    expect(below.ok).toBe(false);
    expect(below.findings[0]).toMatchObject({ message: 'msg.pkk.preflight.below.minimum.practical', values: { hours: '29:30', minimum: 30, category: 'B' } });
    expect(await codes(fields(s, row.id, { instructorId: null, lecturerId: null }))).toEqual(['INSTRUCTOR_REQUIRED', 'LECTURER_REQUIRED']);
    expect(await codes(fields(s, row.id, { instructorId: s.beOnlyId, lecturerId: s.beOnlyId }))).toEqual(['INSTRUCTOR_CATEGORY', 'LECTURER_CATEGORY']);
    const other = await setup();
    expect(await codes(fields(s, row.id, { instructorId: other.instructorId, lecturerId: other.lecturerId }))).toEqual(['INSTRUCTOR_CATEGORY', 'LECTURER_CATEGORY']);
    expect(await codes(fields(s, row.id, { startDate: '2026-11-10', endDate: '2026-11-01' }))).toEqual(['END_BEFORE_START']);
    expect(await codes(fields(s, row.id, { endDate: '2026-11-23' }))).toEqual(['DATE_IN_FUTURE']);
    expect(await codes(fields(s, row.id, { startDate: '2026-11-23', endDate: null }))).toEqual(['DATE_IN_FUTURE']);
    const ce = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK', { category: 'CE', email: null });
    expect(await codes(fields(s, ce.id, { practicalClassHours: 25, theoryClassHours: 1 }))).toEqual(['THEORY_NOT_NEEDED']);
    expect(await codes(fields(s, ce.id, { practicalClassHours: 25, theoryClassHours: 0 }))).toEqual(['THEORY_NOT_NEEDED']);
    expect(await codes(fields(s, ce.id, { practicalClassHours: 25, theoryClassHours: 0, lecturerId: null }))).toEqual([]);
  });

  it('warns when the reported time exceeds the learner\'s recorded lessons (matched by e-mail; group lectures count)', async () => {
    const s = await setup();
    const learner = await createLearner(t.database.db, s.schoolId, { firstName: 'Anna', lastName: 'Nowak' });
    const groupId = await createGroup(t.database.db, s.schoolId, [learner.studentId]);
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK', { email: learner.email });
    await insertLesson(t.database.db, { schoolId: s.schoolId, lessonType: 'DRIVE', lessonDate: '2026-10-01', startTime: '08:00', endTime: '10:00', studentId: learner.studentId, instructorId: s.instructorId, outcome: 'HELD' });
    await insertLesson(t.database.db, { schoolId: s.schoolId, lessonType: 'DRIVE', lessonDate: '2026-08-01', startTime: '08:00', endTime: '10:00', studentId: learner.studentId, instructorId: s.instructorId, outcome: 'HELD' });
    await insertLesson(t.database.db, { schoolId: s.schoolId, lessonType: 'LECTURE', lessonDate: '2026-10-02', startTime: '16:00', endTime: '19:00', groupId, instructorId: s.lecturerId, outcome: 'HELD' });
    await insertLesson(t.database.db, { schoolId: s.schoolId, lessonType: 'DRIVE', lessonDate: '2026-11-22', startTime: '18:00', endTime: '20:00', studentId: learner.studentId, instructorId: s.instructorId });
    // Issue 22: only lessons marked HELD count; a no-show and a cancelled lesson do not.
    await insertLesson(t.database.db, { schoolId: s.schoolId, lessonType: 'DRIVE', lessonDate: '2026-10-05', startTime: '08:00', endTime: '10:00', studentId: learner.studentId, instructorId: s.instructorId, outcome: 'NO_SHOW' });
    await insertLesson(t.database.db, { schoolId: s.schoolId, lessonType: 'DRIVE', lessonDate: '2026-10-06', startTime: '08:00', endTime: '10:00', studentId: learner.studentId, instructorId: s.instructorId, outcome: 'CANCELLED', cancelledBy: 'LEARNER' });
    await insertLesson(t.database.db, { schoolId: s.schoolId, lessonType: 'LECTURE', lessonDate: '2026-10-07', startTime: '16:00', endTime: '19:00', groupId, instructorId: s.lecturerId, outcome: 'CANCELLED', cancelledBy: 'SCHOOL' });
    const res = (await call('POST', 'preflight', s.session, fields(s, row.id))).json();
    expect(res.ok).toBe(true);
    expect(res.learner).toEqual({ id: learner.studentId, name: 'Anna Nowak', practicalMinutes: 120, theoryMinutes: 180 });
    expect(res.findings).toEqual([
      { code: 'MORE_THAN_RECORDED_PRACTICAL', severity: 'WARNING', message: 'msg.pkk.preflight.more.than.recorded.practical', values: { hours: '30', recorded: '2', learner: 'Anna Nowak' } },
      { code: 'MORE_THAN_RECORDED_THEORY', severity: 'WARNING', message: 'msg.pkk.preflight.more.than.recorded.theory', values: { hours: '30', recorded: '3', learner: 'Anna Nowak' } },
    ]);
  });

  it('validates input: minutes 60, negative hours, bad dates, missing fields; another school\'s row 404', async () => {
    const s = await setup();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const res = await call('POST', 'preflight', s.session, fields(s, row.id, { practicalClassMinutes: 60, theoryClassHours: -1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { key: string }) => f.key).sort()).toEqual(['msg.error.pkk.minutes.range', 'msg.validation.invalid']);
    expect((await call('POST', 'preflight', s.session, fields(s, row.id, { startDate: '2026-02-30' }))).json().fields[0]).toMatchObject({ field: 'startDate', key: 'msg.validation.date.invalid' });
    expect((await call('POST', 'preflight', s.session, {})).statusCode).toBe(400);
    const other = await setup();
    expect((await call('POST', 'preflight', other.session, fields(other, row.id))).statusCode).toBe(404);
  });
});

describe('xml/updatePkk and taskList', () => {
  it('answers the unsigned document as an attachment and the Szafir task list; pre-flight errors refuse both', async () => {
    const s = await setup();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const res = await call('POST', 'xml/updatePkk', s.session, fields(s, row.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pkk-${row.number}.xml"`);
    expect(res.body).toContain(`<NumerPkk>${row.number}</NumerPkk>`);
    expect(res.body).toContain('Wiśniewski');
    const list = await call('POST', 'taskList', s.session, fields(s, row.id));
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('application/xml');
    expect(list.body).toContain(Buffer.from(res.body, 'utf8').toString('base64'));
    const failed = await call('POST', 'xml/updatePkk', s.session, fields(s, row.id, { practicalClassHours: 1 }));
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({ code: 'msg.error.pkk.preflight.failed', fields: [{ field: 'BELOW_MINIMUM_PRACTICAL', key: 'msg.pkk.preflight.below.minimum.practical' }] });
    expect((await call('POST', 'taskList', s.session, fields(s, row.id, { instructorId: null }))).statusCode).toBe(400);
    expect((await call('POST', 'xml/updatePkk', s.session, fields(s, row.id, { signerId: (await setup()).signerId }))).json().code).toBe('msg.error.pkk.signer.not.found');
    const no = await setup({ canUsePkk: false });
    expect((await call('POST', 'xml/updatePkk', no.session, fields(no, row.id))).statusCode).toBe(403);
  });
});

describe('POST pkk/update', () => {
  it('verifies the signature, then updates the authority, the row (UPDATED), the history and the audit trail', async () => {
    const s = await setup();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const f = fields(s, row.id, { theoryClassMinutes: 15 });
    const signed = await signXadesDocument(await documentFor(s, f), janCert.privateKey, janCert.certificate);
    const res = await call('POST', 'update?userLogin=JKOWALSKI', s.session, { ...f, requestBody: b64(signed), method: 'DEMO_CERTIFICATE' });
    expect(res.statusCode, res.body).toBe(200);
    const sha = createHash('sha256').update(Buffer.from(signed, 'utf8')).digest('hex');
    expect(res.json()).toEqual({
      pkkNumber: row.number,
      startDate: '2026-09-01',
      endDate: '2026-11-20',
      theoryClassHours: 30,
      theoryClassMinutes: 15,
      practicalClassHours: 30,
      practicalClassMinutes: 0,
      updaterFirstName: 'Jan',
      updaterLastName: 'Kowalski',
      instructorRegistrationNumber: '00123/12',
      instructorName: 'Piotr Wiśniewski',
      lecturerRegistrationNumber: '00733/18',
      lecturerName: 'Marek Lewandowski',
      status: 'UPDATED',
      documentSha256: sha,
    });
    const [stored] = await t.database.db.select().from(pkkProfiles).where(eq(pkkProfiles.id, row.id));
    expect(stored).toMatchObject({ status: 'UPDATED', updateDate: START });
    expect(stored?.oskUpdate).toMatchObject({ school: { registryNumber: s.registryNumber }, course: { theoryClassMinutes: 15, instructorRecordNumber: '00123/12' } });
    const events = await t.database.db.select().from(pkkEvents).where(eq(pkkEvents.pkkProfileId, row.id)).orderBy(pkkEvents.id);
    expect(events.at(-1)).toMatchObject({ type: 'UPDATED', startDate: '2026-09-01', endDate: '2026-11-20', instructor: 'Piotr Wiśniewski', lecturer: 'Marek Lewandowski', practicalClassHours: 30, theoryClassMinutes: 15, signer: 'Jan Kowalski' });
    const [audit] = await t.database.db.select().from(pkkSignatures).where(eq(pkkSignatures.pkkNumber, row.number));
    expect(audit).toMatchObject({ schoolId: s.schoolId, userId: s.userId, signerId: s.signerId, signerName: 'Jan Kowalski', userLogin: 'jkowalski', method: 'DEMO_CERTIFICATE', documentSha256: sha, document: signed });
    expect(audit?.certificateSubject).toContain('Kowalski');
    expect(audit?.certificateIssuer).toContain('Test CA');
    const [atAuthority] = await t.database.db.select().from(pkkAuthorityProfiles).where(eq(pkkAuthorityProfiles.number, row.number));
    expect(atAuthority).toMatchObject({ state: 'UPDATED', holder: s.registryNumber });
    expect(Buffer.from(atAuthority?.lastSignedDocument ?? '', 'base64').toString('utf8')).toBe(signed);
    const detail = (await call('GET', `${row.id}`, s.session)).json();
    expect(detail.signatures).toEqual([expect.objectContaining({ method: 'DEMO_CERTIFICATE', signer: 'Jan Kowalski', documentSha256: sha })]);
    // a second update of the same row: UPDATED allows no UPDATE
    const again = await call('POST', 'update', s.session, { ...f, requestBody: b64(signed) });
    expect(again.statusCode).toBe(409);
    expect(authority.callsOf('update')).toBe(1);
  });

  it('refuses forged, tampered, wrongly signed or invalid updates and nothing reaches the authority', async () => {
    const s = await setup();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const f = fields(s, row.id);
    const document = await documentFor(s, f);
    const good = await signXadesDocument(document, janCert.privateKey, janCert.certificate);
    const before = authority.callsOf('update');
    const expectRefused = async (payload: Record<string, unknown>, status: number, code: string, url = 'update') => {
      const res = await call('POST', url, s.session, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    };
    await expectRefused({ ...f, requestBody: b64(good.replace('<Godziny>30</Godziny>', '<Godziny>40</Godziny>')) }, 400, 'msg.error.pkk.signature.invalid');
    await expectRefused({ ...f, requestBody: b64(document) }, 400, 'msg.error.pkk.signature.invalid');
    await expectRefused({ ...f, requestBody: b64(await signXadesDocument(document, foreignCert.privateKey, foreignCert.certificate)) }, 400, 'msg.error.pkk.signature.untrusted');
    await expectRefused({ ...f, requestBody: b64(await signXadesDocument(document, mariaCert.privateKey, mariaCert.certificate)) }, 400, 'msg.error.pkk.signature.signer.mismatch');
    const otherDocument = await documentFor(s, fields(s, row.id, { practicalClassHours: 31 }));
    await expectRefused({ ...f, requestBody: b64(await signXadesDocument(otherDocument, janCert.privateKey, janCert.certificate)) }, 400, 'msg.error.pkk.signature.content.mismatch');
    await expectRefused({ ...f, requestBody: b64('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>') }, 400, 'msg.error.pkk.xml.dtd.forbidden');
    await expectRefused({ ...f, requestBody: b64('<not xml') }, 400, 'msg.error.pkk.xml.invalid');
    await expectRefused({ ...f, requestBody: '!!!not base64!!!' }, 400, 'msg.error.pkk.xml.invalid');
    await expectRefused({ ...f, requestBody: '' }, 400, 'msg.error.invalid.form');
    await expectRefused({ ...f, requestBody: b64(good) }, 400, 'msg.error.pkk.signature.signer.mismatch', 'update?userLogin=mzielinska');
    await expectRefused({ ...f, signerId: s.mariaId, requestBody: b64(good) }, 400, 'msg.error.pkk.signature.signer.mismatch');
    await expectRefused({ ...f, practicalClassHours: 2, requestBody: b64(good) }, 400, 'msg.error.pkk.preflight.failed');
    const other = await setup();
    await expectRefused({ ...f, signerId: other.signerId, requestBody: b64(good) }, 404, 'msg.error.pkk.signer.not.found');
    const res = await call('POST', 'update', other.session, { ...fields(other, row.id), requestBody: b64(good) });
    expect(res.statusCode).toBe(404);
    const no = await setup({ canUsePkk: false });
    expect((await call('POST', 'update', no.session, { ...fields(no, row.id), requestBody: b64(good) })).statusCode).toBe(403);
    expect(authority.callsOf('update')).toBe(before);
    const [stored] = await t.database.db.select().from(pkkProfiles).where(eq(pkkProfiles.id, row.id));
    expect(stored?.status).toBe('IN_PROGRESS_WITH_OSK');
    expect(await t.database.db.select().from(pkkSignatures).where(eq(pkkSignatures.pkkNumber, row.number))).toEqual([]);
  });

  it('enforces the 1 MB limit of the signed document (413) and the request size', async () => {
    const s = await setup();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const f = fields(s, row.id);
    const before = authority.callsOf('update');
    const big = Buffer.alloc(PKK_SIGNED_XML_MAX_BYTES + 1, 0x20).toString('base64');
    const res = await call('POST', 'update', s.session, { ...f, requestBody: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('msg.error.pkk.xml.too.large');
    const huge = 'A'.repeat(1_600_000);
    const tooMuch = await call('POST', 'update', s.session, { ...f, requestBody: huge });
    expect(tooMuch.statusCode).toBe(413);
    expect(authority.callsOf('update')).toBe(before);
  });

  it('answers 422 when the authority rejects, 503 when it fails, and records nothing', async () => {
    const s = await setup();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const f = fields(s, row.id);
    const signed = await signXadesDocument(await documentFor(s, f), janCert.privateKey, janCert.certificate);
    const { PkkAuthorityError } = await import('../../integrations/pkk-authority/types.js');
    authority.fail = new PkkAuthorityError('REJECTED');
    expect((await call('POST', 'update', s.session, { ...f, requestBody: b64(signed) })).statusCode).toBe(422);
    authority.fail = new Error('timeout');
    expect((await call('POST', 'update', s.session, { ...f, requestBody: b64(signed) })).statusCode).toBe(503);
    authority.fail = null;
    const [stored] = await t.database.db.select().from(pkkProfiles).where(eq(pkkProfiles.id, row.id));
    expect(stored?.status).toBe('IN_PROGRESS_WITH_OSK');
    expect(await t.database.db.select().from(pkkSignatures).where(eq(pkkSignatures.pkkNumber, row.number))).toEqual([]);
    expect((await call('POST', 'update', s.session, { ...f, requestBody: b64(signed) })).statusCode).toBe(200);
  });
});
