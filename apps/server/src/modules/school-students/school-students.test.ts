import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { exams, lessonGroups, lessonGroupStudents, lessons, partialRegistrations, pkkProfiles, schools, students, users } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

const API = '/api/eprawko-rest';
// ManualClock starts at 2026-11-22T10:00Z: today in Warsaw is 2026-11-22, the base of the dates below.
let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq).padStart(2, '0')}`.slice(0, 9);
}

type Method = 'GET' | 'POST' | 'PUT';
async function call(method: Method, url: string, session?: string, payload?: unknown, language = 'pl') {
  return t.app.inject({
    method,
    url: `${API}/${url}`,
    headers: { ...(session ? { jsessionid: session } : {}), 'accept-language': language },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

interface SchoolCtx {
  schoolId: number;
  email: string;
  session: string;
}

async function school(stock: { days?: number; books?: number; canAddLecture?: boolean; canAddInternational?: boolean; defaultPassword?: string | null; name?: string } = {}): Promise<SchoolCtx> {
  const s = await createSchool(t.database.db, stock.name ? { name: stock.name } : {});
  await t.database.db
    .update(schools)
    .set({
      numberOfDaysOfLearn: stock.days ?? 1000,
      numberOfBooks: stock.books ?? 10,
      canAddLecture: stock.canAddLecture ?? true,
      canAddInternational: stock.canAddInternational ?? false,
      defaultPassword: stock.defaultPassword === undefined ? null : stock.defaultPassword,
    })
    .where(eq(schools.id, s.schoolId));
  return { schoolId: s.schoolId, email: s.email, session: await t.sessionOf(s.email, s.password) };
}

async function stockOf(schoolId: number): Promise<{ numberOfDaysOfLearn: number; numberOfBooks: number }> {
  const [row] = await t.database.db.select({ numberOfDaysOfLearn: schools.numberOfDaysOfLearn, numberOfBooks: schools.numberOfBooks }).from(schools).where(eq(schools.id, schoolId));
  if (!row) throw new Error('school not found');
  return row;
}

async function studentRow(studentId: number) {
  const [row] = await t.database.db.select().from(students).where(eq(students.id, studentId));
  if (!row) throw new Error('student not found');
  return row;
}

async function outsiders(schoolId: number) {
  const learner = await createStudent(t.database.db, { schoolId });
  const instructor = await createInstructor(t.database.db, schoolId);
  const other = await school();
  return {
    student: await t.sessionOf(learner.email, learner.password),
    instructor: await t.sessionOf(instructor.email, instructor.password),
    otherSchool: other,
  };
}

function creation(schoolId: number, extra: Record<string, unknown> = {}) {
  return {
    type: 'SCHOOL_REGULAR',
    email: `nowy${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'Kierownica-77',
    firstName: 'Karol',
    lastName: 'Nowicki',
    schoolId,
    category: 'B',
    accessType: 'SHORT',
    numberOfDays: 5,
    ...extra,
  };
}

describe('GET student/show/school/v2 and student/count/school/v2', () => {
  it('lists own-platform learners by default, 10 per page, sorted and filtered at any length', async () => {
    const s = await school();
    for (let i = 0; i < 11; i += 1) await createStudent(t.database.db, { schoolId: s.schoolId, lastName: `Kowal${String.fromCharCode(65 + i)}`, firstName: 'Jan' });
    const partner = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Partnerska' });
    await t.database.db.update(users).set({ userSource: 'LIWONA' }).where(eq(users.id, partner.userId));
    const first = await call('GET', `student/show/school/v2/${s.schoolId}`, s.session);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ totalElements: 11, totalPages: 2, size: 10, number: 0, first: true, last: false, empty: false });
    expect(page.content).toHaveLength(10);
    expect(page.content[0].lastName).toBe('KowalA');
    const second = (await call('GET', `student/show/school/v2/${s.schoolId}?page=1`, s.session)).json();
    expect(second.content.map((c: { lastName: string }) => c.lastName)).toEqual(['KowalK']);
    expect(second.last).toBe(true);
    const desc = (await call('GET', `student/show/school/v2/${s.schoolId}?order=lastName&orderAsc=false`, s.session)).json();
    expect(desc.content[0].lastName).toBe('KowalK');
    const filtered = (await call('GET', `student/show/school/v2/${s.schoolId}?lastName=xq`, s.session)).json();
    expect(filtered.totalElements).toBe(0);
    const oneLetter = (await call('GET', `student/show/school/v2/${s.schoolId}?lastName=wALc`, s.session)).json();
    expect(oneLetter.content.map((c: { lastName: string }) => c.lastName)).toEqual(['KowalC']);
    const partnerOnly = (await call('GET', `student/show/school/v2/${s.schoolId}?smarttesty=false&eprawko=true`, s.session)).json();
    expect(partnerOnly.content.map((c: { lastName: string; source: string }) => [c.lastName, c.source])).toEqual([['Partnerska', 'LIWONA']]);
  });

  it('filters passed learners and temporary accounts and counts the school statistics', async () => {
    const s = await school();
    const passed = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Zdany', learningAvailableTill: '2026-12-31' });
    await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Tymczasowy', internal: true });
    await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Zwykly' });
    const now = new Date('2026-11-20T10:00:00Z');
    await t.database.db.insert(exams).values({
      studentId: passed.studentId,
      schoolId: s.schoolId,
      category: 'B',
      type: 'EXAM',
      language: 'PL',
      status: 'FINISHED',
      startDate: now,
      deadline: now,
      endDate: now,
      questionStartedAt: now,
      totalAnswers: 32,
      pointsAll: 74,
      points: 70,
      passed: true,
    });
    const onlyPassed = (await call('GET', `student/show/school/v2/${s.schoolId}?passed=true`, s.session)).json();
    expect(onlyPassed.content.map((c: { lastName: string; passed: boolean }) => [c.lastName, c.passed])).toEqual([['Zdany', true]]);
    const internal = (await call('GET', `student/show/school/v2/${s.schoolId}?internal=true`, s.session)).json();
    expect(internal.content.map((c: { lastName: string; internalExamAccount: boolean }) => [c.lastName, c.internalExamAccount])).toEqual([['Tymczasowy', true]]);
    const counts = await call('GET', `student/count/school/v2/${s.schoolId}?passed=false`, s.session);
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({ count: 2, all: 3, active: 1, passed: 1, internal: 1, partner: 0 });
  });

  it('searches by phone digits (spaces, dashes and the +48 prefix left out) and shows the last activity and the hours held (issue 22)', async () => {
    const s = await school();
    const other = await school();
    const phone = nextPhone();
    const found = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Telefoniczna' });
    await t.database.db.update(users).set({ phoneNumber: phone, lastLoginDate: new Date('2026-11-10T08:00:00Z') }).where(eq(users.id, found.userId));
    await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Inna' });
    const stranger = await createStudent(t.database.db, { schoolId: other.schoolId, lastName: 'Obca' });
    await t.database.db.update(users).set({ phoneNumber: phone.replace(/^7/, '8') }).where(eq(users.id, stranger.userId));
    const spaced = `+48 ${phone.slice(0, 3)} ${phone.slice(3, 6)}-${phone.slice(6)}`;
    for (const query of [spaced, phone.slice(2, 7), `0048${phone}`]) {
      const res = await call('GET', `student/show/school/v2/${s.schoolId}?phone=${encodeURIComponent(query)}`, s.session);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().content.map((c: { lastName: string }) => c.lastName), query).toEqual(['Telefoniczna']);
    }
    const count = (await call('GET', `student/count/school/v2/${s.schoolId}?phone=${encodeURIComponent(spaced)}`, s.session)).json();
    expect(count.count).toBe(1);
    // Another school's learner with the same tail of digits never shows.
    const tail = (await call('GET', `student/show/school/v2/${s.schoolId}?phone=${phone.slice(1)}`, s.session)).json();
    expect(tail.content.map((c: { lastName: string }) => c.lastName)).toEqual(['Telefoniczna']);
    const bad = await call('GET', `student/show/school/v2/${s.schoolId}?phone=abc`, s.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual(['phone']);

    // Last activity: the latest exam beats the older login.
    const examAt = new Date('2026-11-21T18:30:00Z');
    await t.database.db.insert(exams).values({
      studentId: found.studentId,
      schoolId: s.schoolId,
      category: 'B',
      type: 'EXAM',
      language: 'PL',
      status: 'FINISHED',
      startDate: new Date('2026-11-21T18:05:00Z'),
      deadline: examAt,
      endDate: examAt,
      questionStartedAt: examAt,
      totalAnswers: 32,
      pointsAll: 74,
      points: 40,
      passed: false,
    });
    const after = (await call('GET', `student/show/school/v2/${s.schoolId}?phone=${phone}`, s.session)).json().content[0];
    expect(after.lastActivity).toBe(examAt.toISOString());

    // Hours: only HELD lessons that are over count; practice of 60 minutes, theory of 45 (own and the group's lectures).
    const lesson = (type: 'DRIVE' | 'LECTURE', day: string, start: string, end: string, outcome: string | null, who: { studentId?: number; groupId?: number }) => ({
      schoolId: s.schoolId,
      lessonType: type,
      lessonDate: day,
      startTime: start,
      endTime: end,
      startsAt: new Date(`${day}T${start}:00+01:00`),
      endsAt: new Date(`${day}T${end}:00+01:00`),
      outcome,
      ...who,
      createdAt: new Date('2026-11-01T00:00:00Z'),
      updatedAt: new Date('2026-11-01T00:00:00Z'),
    });
    const [group] = await t.database.db.insert(lessonGroups).values({ schoolId: s.schoolId, name: `Grupa ${phone}`, createDate: new Date('2026-11-01T00:00:00Z') }).returning({ id: lessonGroups.id });
    if (!group) throw new Error('group insert returned nothing');
    await t.database.db.insert(lessonGroupStudents).values({ groupId: group.id, studentId: found.studentId });
    await t.database.db.insert(lessons).values([
      lesson('DRIVE', '2026-11-16', '08:00', '10:00', 'HELD', { studentId: found.studentId }),
      lesson('DRIVE', '2026-11-17', '08:00', '09:30', 'HELD', { studentId: found.studentId }),
      lesson('DRIVE', '2026-11-18', '08:00', '10:00', 'NO_SHOW', { studentId: found.studentId }),
      lesson('DRIVE', '2026-11-19', '08:00', '10:00', null, { studentId: found.studentId }),
      lesson('LECTURE', '2026-11-16', '16:00', '17:30', 'HELD', { groupId: group.id }),
      { ...lesson('DRIVE', '2026-11-16', '12:00', '14:00', 'HELD', { studentId: stranger.studentId }), schoolId: other.schoolId },
    ]);
    const held = (await call('GET', `student/show/school/v2/${s.schoolId}?phone=${phone}`, s.session)).json().content[0];
    expect(held.training).toEqual({ practicalHours: 3.5, theoryHours: 2, minimumPracticalHours: 30, minimumTheoryHours: 30 });
  });

  it("refuses another school's id, anonymous callers, learners and instructors with 403, and bad criteria with 400", async () => {
    const s = await school();
    await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Tajny' });
    const o = await outsiders(s.schoolId);
    for (const url of [`student/show/school/v2/${s.schoolId}`, `student/count/school/v2/${s.schoolId}`, `student/show/school/internal/${s.schoolId}`]) {
      const other = await call('GET', url, o.otherSchool.session);
      expect(other.statusCode, url).toBe(403);
      expect(other.json().code).toBe('msg.error.forbidden');
      expect(other.body).not.toContain('Tajny');
      expect((await call('GET', url)).statusCode).toBe(403);
      expect((await call('GET', url, o.student)).statusCode).toBe(403);
      expect((await call('GET', url, o.instructor)).statusCode).toBe(403);
    }
    const bad = await call('GET', `student/show/school/v2/${s.schoolId}?order=password&page=-1`, s.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['order', 'page']);
  });
});

describe('the PKK status in the learners list (issue 22)', () => {
  it("links a learner to its own school's PKK record by e-mail, else phone, else name, never another school's", async () => {
    const s = await school();
    const other = await school();
    const byMail = await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Ola', lastName: 'Mailowa' });
    const byPhone = await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Piotr', lastName: 'Telefonowy' });
    const phone = nextPhone();
    await t.database.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, byPhone.userId));
    await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Rafał', lastName: 'Bezpkk' });
    const record = (schoolId: number, number: string, status: string, candidate: { firstName: string; lastName: string; email: string | null; phoneNumber: string | null }) => ({
      schoolId,
      number,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      categoryName: 'B',
      status,
      updateDate: new Date('2026-11-20T10:00:00Z'),
      profile: { candidate },
    });
    const [mailRecord, phoneRecord] = await t.database.db
      .insert(pkkProfiles)
      .values([
        record(s.schoolId, `1${phone}0000000000`.slice(0, 20), 'IN_PROGRESS_WITH_OSK', { firstName: 'Aleksandra', lastName: 'Inna', email: byMail.email.toUpperCase(), phoneNumber: null }),
        record(s.schoolId, `2${phone}0000000000`.slice(0, 20), 'IMPORTED_FROM_PORTAL', { firstName: 'P', lastName: 'T', email: null, phoneNumber: `+48 ${phone}` }),
        // Another school's record of the same name never links.
        record(other.schoolId, `3${phone}0000000000`.slice(0, 20), 'RELEASED', { firstName: 'Rafał', lastName: 'Bezpkk', email: null, phoneNumber: null }),
      ])
      .returning({ id: pkkProfiles.id });
    const page = (await call('GET', `student/show/school/v2/${s.schoolId}`, s.session)).json();
    const pkkOf = (lastName: string) => page.content.find((c: { lastName: string }) => c.lastName === lastName)?.pkk;
    expect(pkkOf('Mailowa')).toEqual({ id: mailRecord?.id, status: 'IN_PROGRESS_WITH_OSK', category: 'B' });
    expect(pkkOf('Telefonowy')).toEqual({ id: phoneRecord?.id, status: 'IMPORTED_FROM_PORTAL', category: 'B' });
    expect(pkkOf('Bezpkk')).toBeNull();
  });
});

describe('GET student/export/school/{schoolId}/{format} (issue 22)', () => {
  it('exports every page of the filtered list as CSV (BOM, semicolons) and XLSX, never another school\'s learners', async () => {
    const s = await school();
    const other = await school();
    for (let i = 0; i < 12; i += 1) await createStudent(t.database.db, { schoolId: s.schoolId, lastName: `Eksport${String.fromCharCode(65 + i)}`, firstName: 'Jan' });
    await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Pominięta' });
    await createStudent(t.database.db, { schoolId: other.schoolId, lastName: 'EksportObcy' });
    await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Eksport;"=SUM(A1)"', firstName: 'Zażółć' });
    const csv = await call('GET', `student/export/school/${s.schoolId}/csv?lastName=eksport&page=3`, s.session);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="kursanci-2026-11-22.csv"');
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Nazwisko;Imię;E-mail;Telefon;Kategoria;Nauka do;Ostatnia aktywność;Praktyka (h);Minimum praktyki (h);Teoria (h);Minimum teorii (h);Status');
    // All 13 matching learners (more than a page), the list's order, none of the other school.
    expect(lines).toHaveLength(14);
    // A cell with a quote or a semicolon is quoted, its quotes doubled.
    expect(lines[1]).toMatch(/^"Eksport;""=SUM\(A1\)""";Zażółć;/);
    expect(lines[2]?.startsWith('EksportA;Jan;')).toBe(true);
    expect(lines.some((l) => l.includes('EksportObcy') || l.includes('Pominięta'))).toBe(false);
    expect(lines[2]?.split(';').slice(7, 11)).toEqual(['0', '30', '0', '30']);

    const xlsx = await call('GET', `student/export/school/${s.schoolId}/xlsx?lastName=eksport&orderAsc=false`, s.session);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(14);
    expect(sheet.getRow(1).getCell(1).value).toBe('Nazwisko');
    expect(sheet.getRow(2).getCell(1).value).toBe('EksportL');
    expect(sheet.getRow(2).getCell(9).value).toBe(30);
  });

  it("refuses another school's id, anonymous callers, learners and instructors with 403, and bad filters or formats with 400", async () => {
    const s = await school();
    await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Tajny' });
    const o = await outsiders(s.schoolId);
    const url = `student/export/school/${s.schoolId}/csv`;
    const other = await call('GET', url, o.otherSchool.session);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Tajny');
    expect((await call('GET', url)).statusCode).toBe(403);
    expect((await call('GET', url, o.student)).statusCode).toBe(403);
    expect((await call('GET', url, o.instructor)).statusCode).toBe(403);
    const bad = await call('GET', `${url}?order=password&phone=abc`, s.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['order', 'phone']);
    expect((await call('GET', `student/export/school/${s.schoolId}/pdf`, s.session)).statusCode).toBe(400);
  });
});

describe('POST checkIfEmailExistsBySchool and checkIfPhoneNumberExistsBySchool', () => {
  it('answers each create-type of the e-mail', async () => {
    const s = await school();
    const check = async (email: string) => (await call('POST', 'checkIfEmailExistsBySchool', s.session, { schoolId: s.schoolId, email })).json();
    expect(await check('nikt-taki@example.com')).toMatchObject({ exists: false, type: 'USER_DONT_EXIST' });
    const lone = await createStudent(t.database.db, { firstName: 'Obcy', lastName: 'Kursant' });
    expect(await check(lone.email.toUpperCase())).toMatchObject({ exists: true, type: 'USER_EXISTS', ownStudent: false, firstName: null });
    const own = await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Nasz', lastName: 'Kursant' });
    expect(await check(own.email)).toMatchObject({ type: 'OWN_USER', ownStudent: true, firstName: 'Nasz' });
    const unfinished = await createStudent(t.database.db, { schoolId: s.schoolId, status: 'NEW' });
    expect(await check(unfinished.email)).toMatchObject({ type: 'REGISTRATION_NOT_FINISHED', notFinishedRegistration: true, createDate: expect.any(String) });
    const partner = await createStudent(t.database.db);
    await t.database.db.update(users).set({ userSource: 'LIWONA_DB' }).where(eq(users.id, partner.userId));
    expect(await check(partner.email)).toMatchObject({ type: 'EPRAWKO_USER', source: 'LIWONA_DB' });
    const otherSchool = await createSchool(t.database.db);
    expect(await check(otherSchool.email)).toMatchObject({ type: 'SCHOOL', exists: true });
    const instructor = await createInstructor(t.database.db, s.schoolId);
    expect(await check(instructor.email)).toMatchObject({ type: 'SCHOOL' });
  });

  it('answers INTERNATIONAL for a foreign number without canAddInternational, and the date of an SMS registration already sent', async () => {
    const s = await school();
    const check = async (phoneNumber: string, who = s) => (await call('POST', 'checkIfPhoneNumberExistsBySchool', who.session, { schoolId: who.schoolId, phoneNumber })).json();
    expect(await check('+49 1512 3456789')).toMatchObject({ type: 'INTERNATIONAL', international: true, canAddInternational: false, exists: false });
    const intl = await school({ canAddInternational: true });
    expect(await check('+49 1512 3456789', intl)).toMatchObject({ type: 'USER_DONT_EXIST', international: true, canAddInternational: true });
    const phone = nextPhone();
    const sent = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { type: 'SCHOOL_SMS', email: null, password: null, phoneNumber: phone }));
    expect(sent.statusCode).toBe(200);
    expect(await check(phone)).toMatchObject({ type: 'REGISTRATION_NOT_FINISHED', notFinishedRegistration: true, ownStudent: true, createDate: '2026-11-22T10:00:00.000Z' });
    // Another school learns a registration is pending, but not when or by whom.
    const other = await school();
    expect(await check(phone, other)).toMatchObject({ type: 'REGISTRATION_NOT_FINISHED', ownStudent: false, createDate: null, firstName: null });
    const withPhone = await createStudent(t.database.db, { phoneNumber: nextPhone() });
    const [u] = await t.database.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, withPhone.userId));
    expect(await check(`+48 ${u?.phoneNumber ?? ''}`)).toMatchObject({ type: 'USER_EXISTS' });
  });

  it("refuses another school's id, anonymous callers, learners and instructors, and answers 400 for bad input", async () => {
    const s = await school();
    const o = await outsiders(s.schoolId);
    for (const [url, body] of [
      ['checkIfEmailExistsBySchool', { schoolId: s.schoolId, email: 'a@example.com' }],
      ['checkIfPhoneNumberExistsBySchool', { schoolId: s.schoolId, phoneNumber: '600100200' }],
    ] as const) {
      expect((await call('POST', url, o.otherSchool.session, body)).statusCode).toBe(403);
      expect((await call('POST', url, undefined, body)).statusCode).toBe(403);
      expect((await call('POST', url, o.student, body)).statusCode).toBe(403);
      expect((await call('POST', url, o.instructor, body)).statusCode).toBe(403);
    }
    const badEmail = await call('POST', 'checkIfEmailExistsBySchool', s.session, { schoolId: s.schoolId, email: 'nie-mail' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toEqual([expect.objectContaining({ field: 'email' })]);
    const badPhone = await call('POST', 'checkIfPhoneNumberExistsBySchool', s.session, { schoolId: s.schoolId, phoneNumber: 'abc' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields).toEqual([expect.objectContaining({ field: 'phoneNumber' })]);
  });
});

describe('POST school/create/student', () => {
  it('creates an e-mail learner (NEW, activation mailed) and takes LONG access and a book from the stock', async () => {
    const s = await school({ days: 300, books: 2 });
    const body = creation(s.schoolId, { accessType: 'LONG', withBook: true, withLectures: true, oskRemarks: 'Płaci w ratach' });
    const res = await call('POST', 'school/create/student', s.session, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'CREATED',
      numberOfDaysOfLearn: 180,
      numberOfBooks: 1,
      student: { email: body.email, status: 'NEW', learningAvailableTill: '2027-03-22', lecturesAvailableTill: '2027-03-22', oskRemarks: 'Płaci w ratach', schoolId: s.schoolId, registrationId: expect.any(String) },
    });
    expect(await stockOf(s.schoolId)).toEqual({ numberOfDaysOfLearn: 180, numberOfBooks: 1 });
    const mails = await t.services.outbox.listFor(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.links[0]).toContain('/action/ACTIVATE_ACCOUNT/');
    const login = await t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: body.email, password: body.password } });
    expect(login.statusCode).toBe(418);
  });

  it('starts an SMS partial registration the learner finishes from the link, attached to the school with the access', async () => {
    const s = await school({ days: 10 });
    const phone = nextPhone();
    const res = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { type: 'SCHOOL_SMS', email: null, password: null, phoneNumber: phone, numberOfDays: 7, category: 'A' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PARTIAL_SENT', student: null, numberOfDaysOfLearn: 3 });
    const sms = await t.services.outbox.listFor(phone);
    expect(sms).toHaveLength(1);
    const link = sms[0]?.links[0] ?? '';
    expect(link).toContain('/finishPartialRegistration/');
    const uuid = link.split('/').pop() ?? '';
    const email = `sms${Date.now()}@example.com`;
    const finish = await call('POST', 'school/finish/student/partial', undefined, { uuid, user: { email, password: 'Kierownica-77' }, student: { firstName: 'Ola', lastName: 'Esemes' }, repeatPassword: 'Kierownica-77' });
    expect(finish.statusCode).toBe(200);
    const list = (await call('GET', `student/show/school/v2/${s.schoolId}?lastName=Esemes`, s.session)).json();
    expect(list.content).toEqual([expect.objectContaining({ email, category: 'A', learningAvailableTill: '2026-11-29', status: 'ACTIVE' })]);
    // The number now belongs to the learner's account.
    const again = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { type: 'SCHOOL_SMS', email: null, password: null, phoneNumber: phone }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('msg.validation.phone.already.used');
  });

  it('re-sends a pending SMS registration of the school without taking the stock again', async () => {
    const s = await school({ days: 10 });
    const phone = nextPhone();
    const body = creation(s.schoolId, { type: 'SCHOOL_SMS', email: null, password: null, phoneNumber: phone, numberOfDays: 4 });
    expect((await call('POST', 'school/create/student', s.session, body)).json().numberOfDaysOfLearn).toBe(6);
    const again = await call('POST', 'school/create/student', s.session, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'PARTIAL_SENT', numberOfDaysOfLearn: 6 });
    const sms = await t.services.outbox.listFor(phone);
    expect(sms).toHaveLength(2);
    // The first link stopped working.
    const first = sms.find((m) => m.id === Math.min(...sms.map((x) => x.id)))?.links[0]?.split('/').pop() ?? '';
    expect((await call('POST', 'school/partial', undefined, { uuid: first })).statusCode).toBe(404);
  });

  it('answers 409 with the stock message and creates nothing when the stock is short', async () => {
    const s = await school({ days: 100, books: 0 });
    const long = creation(s.schoolId, { accessType: 'LONG' });
    const res = await call('POST', 'school/create/student', s.session, long);
    expect(res.statusCode).toBe(409);
    // LONG takes 120 days and the school has 100: the days are what is short.
    expect(res.json().code).toBe('msg.error.not.enough.exams');
    const short = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { numberOfDays: 101 }));
    expect(short.json().code).toBe('msg.error.not.enough.exams');
    const book = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { withBook: true }));
    expect(book.statusCode).toBe(409);
    expect(book.json().code).toBe('msg.error.not.enough.books');
    const [created] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, long.email));
    expect(created).toBeUndefined();
    expect(await stockOf(s.schoolId)).toEqual({ numberOfDaysOfLearn: 100, numberOfBooks: 0 });
  });

  it('lets only one of two creations at once take a stock enough for one', async () => {
    const s = await school({ days: 150, books: 1 });
    const results = await Promise.all([
      call('POST', 'school/create/student', s.session, creation(s.schoolId, { accessType: 'LONG', withBook: true })),
      call('POST', 'school/create/student', s.session, creation(s.schoolId, { accessType: 'LONG', withBook: true })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(s.schoolId)).toEqual({ numberOfDaysOfLearn: 30, numberOfBooks: 0 });
  });

  it('refuses e-lectures to a school without canAddLecture, a taken e-mail, and invalid input with the fields', async () => {
    const s = await school({ canAddLecture: false });
    const lectures = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { withLectures: true }));
    expect(lectures.statusCode).toBe(403);
    expect(lectures.json().code).toBe('msg.error.lectures.not.allowed');
    const taken = await createStudent(t.database.db);
    const dup = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { email: taken.email }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('msg.validation.email.already.used');
    const bad = await call('POST', 'school/create/student', s.session, { schoolId: s.schoolId, type: 'SCHOOL_REGULAR', accessType: 'SHORT', category: 'B', firstName: '', numberOfDays: 1000, oskRemarks: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['firstName', 'lastName', 'numberOfDays', 'oskRemarks']);
    const noEmail = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { email: null, password: '' }));
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'password']);
    const noPhone = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { type: 'SCHOOL_SMS', phoneNumber: null }));
    expect(noPhone.statusCode).toBe(400);
    const foreign = await call('POST', 'school/create/student', s.session, creation(s.schoolId, { type: 'SCHOOL_SMS', phoneNumber: '+49 1512 3456789' }));
    expect(foreign.json().fields).toEqual([expect.objectContaining({ field: 'phoneNumber', key: 'msg.error.international.not.allowed' })]);
  });

  it("refuses another school's id, anonymous callers, learners and instructors", async () => {
    const s = await school();
    const o = await outsiders(s.schoolId);
    const body = creation(s.schoolId);
    expect((await call('POST', 'school/create/student', o.otherSchool.session, body)).statusCode).toBe(403);
    expect((await call('POST', 'school/create/student', undefined, body)).statusCode).toBe(403);
    expect((await call('POST', 'school/create/student', o.student, body)).statusCode).toBe(403);
    expect((await call('POST', 'school/create/student', o.instructor, body)).statusCode).toBe(403);
    expect(await stockOf(s.schoolId)).toEqual({ numberOfDaysOfLearn: 1000, numberOfBooks: 10 });
  });
});

describe('PUT school/attach/student', () => {
  it('invites an existing learner by mail; the stock is taken once when the learner confirms', async () => {
    const s = await school({ days: 50, books: 1 });
    const learner = await createStudent(t.database.db);
    const res = await call('PUT', 'school/attach/student', s.session, { schoolId: s.schoolId, email: learner.email, actionType: 'ATTACH_TO_SCHOOL_WITH_BOOK', category: 'B', numberOfDays: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'INVITED', numberOfDaysOfLearn: 50, numberOfBooks: 1 });
    expect(await stockOf(s.schoolId)).toEqual({ numberOfDaysOfLearn: 50, numberOfBooks: 1 });
    const mail = (await t.services.outbox.listFor(learner.email))[0];
    const uuid = mail?.links.find((l) => l.includes('/attach/'))?.split('/').pop() ?? '';
    expect(uuid).not.toBe('');
    const session = await t.sessionOf(learner.email, learner.password);
    const confirm = await call('GET', `confirm/${uuid}`, session);
    expect(confirm.statusCode).toBe(200);
    expect(await stockOf(s.schoolId)).toEqual({ numberOfDaysOfLearn: 20, numberOfBooks: 0 });
    const row = await studentRow(learner.studentId);
    expect(row).toMatchObject({ schoolId: s.schoolId, learningAvailableTill: '2026-12-22', withBook: true });
    expect((await call('GET', `confirm/${uuid}`, session)).statusCode).toBe(409);
    expect(await stockOf(s.schoolId)).toEqual({ numberOfDaysOfLearn: 20, numberOfBooks: 0 });
  });

  it('refuses the confirmation when the stock ran out meanwhile, and leaves the learner unattached', async () => {
    const s = await school({ days: 40, books: 0 });
    const learner = await createStudent(t.database.db);
    expect((await call('PUT', 'school/attach/student', s.session, { schoolId: s.schoolId, email: learner.email, actionType: 'ATTACH_TO_SCHOOL_WITHOUT_BOOK', category: 'B', numberOfDays: 30 })).statusCode).toBe(200);
    await t.database.db.update(schools).set({ numberOfDaysOfLearn: 10 }).where(eq(schools.id, s.schoolId));
    const uuid = (await t.services.outbox.listFor(learner.email))[0]?.links.find((l) => l.includes('/attach/'))?.split('/').pop() ?? '';
    const confirm = await call('GET', `confirm/${uuid}`, await t.sessionOf(learner.email, learner.password));
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('msg.error.not.enough.exams');
    expect((await studentRow(learner.studentId)).schoolId).toBeNull();
    expect(await stockOf(s.schoolId)).toEqual({ numberOfDaysOfLearn: 10, numberOfBooks: 0 });
  });

  it('refuses own, partner and unknown learners, a short stock, outsiders and invalid input', async () => {
    const s = await school({ days: 5, books: 0 });
    const own = await createStudent(t.database.db, { schoolId: s.schoolId });
    const attach = (email: string, extra: Record<string, unknown> = {}, session = s.session) =>
      call('PUT', 'school/attach/student', session, { schoolId: s.schoolId, email, actionType: 'ATTACH_TO_SCHOOL_WITHOUT_BOOK', category: 'B', numberOfDays: 0, ...extra });
    expect((await attach(own.email)).json().code).toBe('msg.error.attach.not.possible');
    expect((await attach('nikogo@example.com')).statusCode).toBe(409);
    const lone = await createStudent(t.database.db);
    expect((await attach(lone.email, { numberOfDays: 6 })).json().code).toBe('msg.error.not.enough.exams');
    expect((await attach(lone.email, { actionType: 'ATTACH_TO_SCHOOL_WITH_BOOK' })).json().code).toBe('msg.error.not.enough.books');
    const o = await outsiders(s.schoolId);
    expect((await attach(lone.email, {}, o.otherSchool.session)).statusCode).toBe(403);
    expect((await attach(lone.email, {}, o.student)).statusCode).toBe(403);
    expect((await attach(lone.email, {}, o.instructor)).statusCode).toBe(403);
    const bad = await attach(lone.email, { actionType: 'ASSIGN', numberOfDays: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['actionType', 'numberOfDays']);
  });
});

describe('school assigns days, lectures and internal exams', () => {
  it('adds days from the stock and takes days back into it, never more than the learner has left', async () => {
    const s = await school({ days: 20 });
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId, learningAvailableTill: '2026-12-02' });
    const add = await call('POST', `school/assign/15/days/to/student/${learner.studentId}/source/LEARN`, s.session);
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ learningAvailableTill: '2026-12-17' });
    expect((await stockOf(s.schoolId)).numberOfDaysOfLearn).toBe(5);
    const tooMany = await call('POST', `school/assign/6/days/to/student/${learner.studentId}/source/LEARN`, s.session);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('msg.error.not.enough.exams');
    const back = await call('POST', `school/assign/-10/days/to/student/${learner.studentId}/source/LEARN`, s.session);
    expect(back.statusCode).toBe(200);
    expect(back.json().learningAvailableTill).toBe('2026-12-07');
    expect((await stockOf(s.schoolId)).numberOfDaysOfLearn).toBe(15);
    // 15 days are left (till 7 December): taking 16 is refused and nothing changes.
    const beyond = await call('POST', `school/assign/-16/days/to/student/${learner.studentId}/source/LEARN`, s.session);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().code).toBe('msg.error.days.more.than.left');
    expect((await studentRow(learner.studentId)).learningAvailableTill).toBe('2026-12-07');
    expect((await stockOf(s.schoolId)).numberOfDaysOfLearn).toBe(15);
    const expired = await createStudent(t.database.db, { schoolId: s.schoolId, learningAvailableTill: '2026-11-01' });
    expect((await call('POST', `school/assign/-1/days/to/student/${expired.studentId}/source/LEARN`, s.session)).statusCode).toBe(400);
    const fresh = await call('POST', `school/assign/3/days/to/student/${expired.studentId}/source/LEARN`, s.session);
    expect(fresh.json().learningAvailableTill).toBe('2026-11-25');
  });

  it('gives e-lectures for the learning window only with canAddLecture, and internal exams by three', async () => {
    const s = await school();
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId, learningAvailableTill: '2027-01-10' });
    const lectures = await call('POST', `school/assign/days/to/student/${learner.studentId}/source/LECTURES`, s.session);
    expect(lectures.statusCode).toBe(200);
    expect(lectures.json().lecturesAvailableTill).toBe('2027-01-10');
    const exams1 = await call('POST', `school/assign/internal/exams/to/student/${learner.studentId}`, s.session);
    expect(exams1.json().internalExams).toBe(3);
    expect((await call('POST', `school/assign/internal/exams/to/student/${learner.studentId}`, s.session)).json().internalExams).toBe(6);
    const noRight = await school({ canAddLecture: false });
    const theirs = await createStudent(t.database.db, { schoolId: noRight.schoolId, learningAvailableTill: '2027-01-10' });
    const refused = await call('POST', `school/assign/days/to/student/${theirs.studentId}/source/LECTURES`, noRight.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.error.lectures.not.allowed');
    const noLearning = await createStudent(t.database.db, { schoolId: s.schoolId });
    expect((await call('POST', `school/assign/days/to/student/${noLearning.studentId}/source/LECTURES`, s.session)).json().code).toBe('msg.error.lectures.no.learning');
  });

  it("refuses another school's learner, outsiders, and days that are zero or not a number", async () => {
    const s = await school();
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId, learningAvailableTill: '2027-01-10' });
    const o = await outsiders(s.schoolId);
    const urls = [`school/assign/5/days/to/student/${learner.studentId}/source/LEARN`, `school/assign/days/to/student/${learner.studentId}/source/LECTURES`, `school/assign/internal/exams/to/student/${learner.studentId}`];
    for (const url of urls) {
      const other = await call('POST', url, o.otherSchool.session);
      expect(other.statusCode, url).toBe(403);
      expect(other.body).not.toContain('2027-01-10');
      expect((await call('POST', url)).statusCode).toBe(403);
      expect((await call('POST', url, o.student)).statusCode).toBe(403);
      expect((await call('POST', url, o.instructor)).statusCode).toBe(403);
    }
    expect((await call('POST', 'school/assign/5/days/to/student/99999999/source/LEARN', s.session)).statusCode).toBe(403);
    const zero = await call('POST', `school/assign/0/days/to/student/${learner.studentId}/source/LEARN`, s.session);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toEqual([expect.objectContaining({ field: 'days' })]);
    expect((await call('POST', `school/assign/abc/days/to/student/${learner.studentId}/source/LEARN`, s.session)).statusCode).toBe(400);
    expect((await studentRow(learner.studentId)).internalExams).toBe(0);
  });
});

describe('POST school/assign/days/to/students (issue 22)', () => {
  it('gives days from the stock to the selected learners in one transaction, or to none when the stock is short', async () => {
    const s = await school({ days: 25 });
    const a = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Pierwszy' });
    const b = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Drugi', learningAvailableTill: '2026-12-01' });
    const ok = await call('POST', 'school/assign/days/to/students', s.session, { studentIds: [b.studentId, a.studentId], days: 10 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().map((r: { id: number; learningAvailableTill: string }) => [r.id, r.learningAvailableTill])).toEqual([
      [a.studentId, '2026-12-02'],
      [b.studentId, '2026-12-11'],
    ]);
    expect((await stockOf(s.schoolId)).numberOfDaysOfLearn).toBe(5);
    // 5 left: the first learner could have 5, the second not; nothing changes.
    const short = await call('POST', 'school/assign/days/to/students', s.session, { studentIds: [a.studentId, b.studentId], days: 5 });
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('msg.error.not.enough.exams');
    expect((await stockOf(s.schoolId)).numberOfDaysOfLearn).toBe(5);
    expect((await studentRow(a.studentId)).learningAvailableTill).toBe('2026-12-02');
  });

  it("refuses another school's learner (nothing changes), outsiders, and bad input with 400", async () => {
    const s = await school({ days: 100 });
    const own = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Swoj' });
    const o = await outsiders(s.schoolId);
    const foreign = await createStudent(t.database.db, { schoolId: o.otherSchool.schoolId, lastName: 'Cudzy' });
    const mixed = await call('POST', 'school/assign/days/to/students', s.session, { studentIds: [own.studentId, foreign.studentId], days: 5 });
    expect(mixed.statusCode).toBe(403);
    expect((await stockOf(s.schoolId)).numberOfDaysOfLearn).toBe(100);
    expect((await studentRow(own.studentId)).learningAvailableTill).toBeNull();
    for (const session of [undefined, o.student, o.instructor]) {
      expect((await call('POST', 'school/assign/days/to/students', session, { studentIds: [own.studentId], days: 5 })).statusCode).toBe(403);
    }
    for (const body of [{ studentIds: [], days: 5 }, { studentIds: [own.studentId, own.studentId], days: 5 }, { studentIds: [own.studentId], days: 0 }, { studentIds: ['x'], days: 5 }]) {
      expect((await call('POST', 'school/assign/days/to/students', s.session, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST school/assign/students/to/group (issue 22)', () => {
  async function group(schoolId: number, name: string, status = 'ACTIVE') {
    const [row] = await t.database.db.insert(lessonGroups).values({ schoolId, name, status, createDate: new Date() }).returning({ id: lessonGroups.id });
    if (!row) throw new Error('group not inserted');
    return row.id;
  }
  async function membersOf(groupId: number): Promise<number[]> {
    const rows = await t.database.db.select({ id: lessonGroupStudents.studentId }).from(lessonGroupStudents).where(eq(lessonGroupStudents.groupId, groupId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  it('adds the selected learners to the group in one go; those already in it stay once', async () => {
    const s = await school();
    const a = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Adamski' });
    const b = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Bielska' });
    const c = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Cichy' });
    const g = await group(s.schoolId, 'Kurs B grudzień');
    await t.database.db.insert(lessonGroupStudents).values({ groupId: g, studentId: a.studentId });
    const res = await call('POST', 'school/assign/students/to/group', s.session, { studentIds: [c.studentId, a.studentId, b.studentId], groupId: g });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ groupId: g, groupName: 'Kurs B grudzień', added: 2, alreadyIn: 1, members: 3 });
    expect(await membersOf(g)).toEqual([a.studentId, b.studentId, c.studentId].sort((x, y) => x - y));
    const again = await call('POST', 'school/assign/students/to/group', s.session, { studentIds: [b.studentId], groupId: g });
    expect(again.json()).toMatchObject({ added: 0, alreadyIn: 1, members: 3 });
  });

  it("refuses another school's learner or group with 403 and changes nothing; outsiders 403; bad input 400", async () => {
    const s = await school();
    const own = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Swoj' });
    const o = await outsiders(s.schoolId);
    const foreign = await createStudent(t.database.db, { schoolId: o.otherSchool.schoolId, lastName: 'Cudzy' });
    const g = await group(s.schoolId, 'Grupa własna');
    const foreignGroup = await group(o.otherSchool.schoolId, 'Grupa cudza');
    const mixed = await call('POST', 'school/assign/students/to/group', s.session, { studentIds: [own.studentId, foreign.studentId], groupId: g });
    expect(mixed.statusCode).toBe(403);
    expect(await membersOf(g)).toEqual([]);
    const otherGroup = await call('POST', 'school/assign/students/to/group', s.session, { studentIds: [own.studentId], groupId: foreignGroup });
    expect(otherGroup.statusCode).toBe(403);
    expect(await membersOf(foreignGroup)).toEqual([]);
    expect((await call('POST', 'school/assign/students/to/group', s.session, { studentIds: [own.studentId], groupId: 99_999_999 })).statusCode).toBe(403);
    for (const session of [undefined, o.student, o.instructor]) {
      expect((await call('POST', 'school/assign/students/to/group', session, { studentIds: [own.studentId], groupId: g })).statusCode).toBe(403);
    }
    for (const body of [{ studentIds: [], groupId: g }, { studentIds: [own.studentId, own.studentId], groupId: g }, { studentIds: [own.studentId] }, { studentIds: [own.studentId], groupId: 'x' }, { studentIds: ['x'], groupId: g }]) {
      const res = await call('POST', 'school/assign/students/to/group', s.session, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('msg.error.invalid.form');
    }
    expect(await membersOf(g)).toEqual([]);
  });
});

describe('GET student/ids/school/{schoolId} (issue 22)', () => {
  it("answers the ids of every learner matching the list's criteria (all pages, the list's order), never another school's", async () => {
    const s = await school();
    const made = [];
    for (let i = 0; i < 12; i += 1) made.push(await createStudent(t.database.db, { schoolId: s.schoolId, lastName: `Zbiorczy${String(i).padStart(2, '0')}` }));
    await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Inny' });
    const o = await outsiders(s.schoolId);
    await createStudent(t.database.db, { schoolId: o.otherSchool.schoolId, lastName: 'Zbiorczy99' });
    const res = await call('GET', `student/ids/school/${s.schoolId}?lastName=Zbiorczy`, s.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids: made.map((m) => m.studentId), count: 12 });
    expect((await call('GET', `student/ids/school/${o.otherSchool.schoolId}`, s.session)).statusCode).toBe(403);
    for (const session of [undefined, o.student, o.instructor]) expect((await call('GET', `student/ids/school/${s.schoolId}`, session)).statusCode).toBe(403);
    expect((await call('GET', `student/ids/school/${s.schoolId}?order=nope`, s.session)).statusCode).toBe(400);
  });
});

describe('GET student/show/id and POST student/update by the school', () => {
  it('shows and edits its own learner: names, remarks, flags; a blocked category is refused', async () => {
    const s = await school();
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Edytowany' });
    const shown = await call('GET', `student/show/id/${learner.studentId}`, s.session);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: learner.studentId, lastName: 'Edytowany', oskRemarks: null, status: 'ACTIVE', source: 'EPRAWKO' });
    const base = { id: learner.studentId, firstName: 'Ewa', lastName: 'Zmieniona', category: 'C', oskRemarks: 'Jazdy we wtorki', blockChangeCategory: true, onlyMinistryQuestions: true };
    const updated = await call('POST', 'student/update', s.session, base);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ firstName: 'Ewa', lastName: 'Zmieniona', category: 'C', oskRemarks: 'Jazdy we wtorki', blockChangeCategory: true, onlyMinistryQuestions: true });
    const blocked = await call('POST', 'student/update', s.session, { ...base, category: 'A' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('msg.error.category.change.blocked');
    expect((await studentRow(learner.studentId)).category).toBe('C');
    // The school lifts the block first, then the category may change.
    expect((await call('POST', 'student/update', s.session, { ...base, blockChangeCategory: false })).statusCode).toBe(200);
    expect((await call('POST', 'student/update', s.session, { ...base, blockChangeCategory: false, category: 'A' })).json().category).toBe('A');
    // The learner's own view still works.
    const own = await call('GET', `student/show/id/${learner.studentId}`, await t.sessionOf(learner.email, learner.password));
    expect(own.json()).toMatchObject({ id: learner.studentId, schoolName: expect.any(String) });
  });

  it("refuses another school's learner and instructors, and answers 400 with the fields", async () => {
    const s = await school();
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Ukryty' });
    const o = await outsiders(s.schoolId);
    const other = await call('GET', `student/show/id/${learner.studentId}`, o.otherSchool.session);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Ukryty');
    const body = { id: learner.studentId, firstName: 'X', lastName: 'Y', category: 'B' };
    expect((await call('POST', 'student/update', o.otherSchool.session, body)).statusCode).toBe(403);
    expect((await call('POST', 'student/update', o.instructor, body)).statusCode).toBe(403);
    expect((await call('POST', 'student/update', undefined, body)).statusCode).toBe(403);
    expect((await studentRow(learner.studentId)).lastName).toBe('Ukryty');
    const bad = await call('POST', 'student/update', s.session, { id: learner.studentId, firstName: '', lastName: 'Y', category: 'Q', oskRemarks: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['category', 'firstName', 'oskRemarks']);
  });
});

describe('POST school/resend', () => {
  it('mails a fresh activation link, to a corrected e-mail when asked; the old link stops working', async () => {
    const s = await school();
    const body = creation(s.schoolId);
    const created = (await call('POST', 'school/create/student', s.session, body)).json();
    const registrationId = created.student.registrationId as string;
    const oldLink = (await t.services.outbox.listFor(body.email))[0]?.links[0] ?? '';
    const corrected = `poprawiony${Date.now()}@example.com`;
    const res = await call('POST', 'school/resend', s.session, { email: corrected, registrationId, resendEmail: true, updateEmail: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(corrected);
    const newLink = (await t.services.outbox.listFor(corrected))[0]?.links[0] ?? '';
    expect(newLink).toContain('/action/ACTIVATE_ACCOUNT/');
    const oldToken = oldLink.split('/').pop() ?? '';
    const newToken = newLink.split('/').pop() ?? '';
    expect((await call('POST', `activate/${oldToken}`, undefined, {})).statusCode).not.toBe(200);
    expect((await call('POST', `activate/${newToken}`, undefined, {})).statusCode).toBe(200);
    const again = await call('POST', 'school/resend', s.session, { email: corrected, registrationId, resendEmail: true, updateEmail: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('msg.error.resend.failed');
  });

  it("answers msg.error.resend.failed for an unknown registration, 403 for another school's, 400 for bad input", async () => {
    const s = await school();
    const created = (await call('POST', 'school/create/student', s.session, creation(s.schoolId))).json();
    const other = await school();
    expect((await call('POST', 'school/resend', other.session, { email: 'a@example.com', registrationId: created.student.registrationId, resendEmail: true, updateEmail: false })).statusCode).toBe(403);
    const unknown = await call('POST', 'school/resend', s.session, { email: 'a@example.com', registrationId: 'nieznany', resendEmail: true, updateEmail: false });
    expect(unknown.json().code).toBe('msg.error.resend.failed');
    const bad = await call('POST', 'school/resend', s.session, { email: 'zly', registrationId: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'registrationId', 'resendEmail', 'updateEmail']);
    expect((await call('POST', 'school/resend', undefined, {})).statusCode).toBe(403);
  });
});

describe('POST school/remove/student', () => {
  it('refuses an unsettled learner, then detaches the learner once the days are taken back; the account stays', async () => {
    const s = await school({ days: 0 });
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId, learningAvailableTill: '2026-11-30' });
    const refused = await call('POST', 'school/remove/student', s.session, { studentId: learner.studentId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('msg.error.remove.access.running');
    expect((await call('POST', `school/assign/-8/days/to/student/${learner.studentId}/source/LEARN`, s.session)).statusCode).toBe(200);
    expect((await stockOf(s.schoolId)).numberOfDaysOfLearn).toBe(8);
    const removed = await call('POST', 'school/remove/student', s.session, { studentId: learner.studentId });
    expect(removed.statusCode).toBe(200);
    expect((await studentRow(learner.studentId)).schoolId).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: learner.email, password: learner.password } })).statusCode).toBe(200);
    expect((await call('POST', 'school/remove/student', s.session, { studentId: learner.studentId })).statusCode).toBe(403);
  });

  it('refuses a learner whose registration is not finished, outsiders and bad input', async () => {
    const s = await school();
    const pending = await createStudent(t.database.db, { schoolId: s.schoolId, status: 'NEW' });
    expect((await call('POST', 'school/remove/student', s.session, { studentId: pending.studentId })).json().code).toBe('msg.error.remove.registration.not.finished');
    const o = await outsiders(s.schoolId);
    const settled = await createStudent(t.database.db, { schoolId: s.schoolId });
    expect((await call('POST', 'school/remove/student', o.otherSchool.session, { studentId: settled.studentId })).statusCode).toBe(403);
    expect((await call('POST', 'school/remove/student', o.student, { studentId: settled.studentId })).statusCode).toBe(403);
    expect((await call('POST', 'school/remove/student', o.instructor, { studentId: settled.studentId })).statusCode).toBe(403);
    expect((await studentRow(settled.studentId)).schoolId).toBe(s.schoolId);
    const bad = await call('POST', 'school/remove/student', s.session, { studentId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'studentId' })]);
  });
});

describe('POST school/create/student/temporal and GET student/show/school/internal', () => {
  it('creates a temporary account with a random login and its own random password (not the default one), and lists it', async () => {
    const s = await school({ defaultPassword: 'Egzamin-77', name: 'OSK Łódź Śródmieście' });
    const res = await call('POST', 'school/create/student/temporal', s.session, { category: 'C' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'CREATED', student: { internalExamAccount: true, category: 'C', internalExams: 3, accountExpire: '2026-12-22', status: 'ACTIVE', firstName: '#1' } });
    expect(body.login).toMatch(/^osk-lodz-srodmiescie-[a-z2-9]{8}@internal\.example$/);
    expect(body.password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const second = (await call('POST', 'school/create/student/temporal', s.session, { category: 'B' })).json();
    expect(second.login).toMatch(/^osk-lodz-srodmiescie-[a-z2-9]{8}@internal\.example$/);
    expect(second.login).not.toBe(body.login);
    expect(second.password).not.toBe(body.password);
    expect(second.student.firstName).toBe('#2');
    // Neither the school's default password nor the other account's password opens an account.
    expect((await t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: body.login, password: 'Egzamin-77' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: body.login, password: second.password } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: body.login, password: body.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ userType: 'STUDENT' });
    // The password is answered once: the list never shows it.
    expect((await call('GET', `student/show/school/internal/${s.schoolId}`, s.session)).body).not.toContain(body.password);
    const list = await call('GET', `student/show/school/internal/${s.schoolId}`, s.session);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { email: string }) => a.email)).toEqual([second.login, body.login]);
  });

  it('refuses the login of a temporary account after its expiry day', async () => {
    const s = await school({ defaultPassword: 'Egzamin-77' });
    const body = (await call('POST', 'school/create/student/temporal', s.session, { category: 'B' })).json();
    const login = () => t.app.inject({ method: 'POST', url: `${API}/login/`, headers: { 'accept-language': 'en' }, payload: { userName: body.login, password: body.password } });
    t.clock.advanceMinutes(30 * 24 * 60);
    expect((await login()).statusCode).toBe(200);
    t.clock.advanceMinutes(24 * 60);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'msg.error.temporary.account.expired', message: expect.stringContaining('expired') });
  });

  it('needs no default password any more (each account has its own), and refuses outsiders and bad input', async () => {
    const s = await school({ defaultPassword: null });
    const res = await call('POST', 'school/create/student/temporal', s.session, { category: 'B' });
    expect(res.statusCode).toBe(200);
    expect(res.json().password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const o = await outsiders(s.schoolId);
    expect((await call('POST', 'school/create/student/temporal', undefined, { category: 'B' })).statusCode).toBe(403);
    expect((await call('POST', 'school/create/student/temporal', o.student, { category: 'B' })).statusCode).toBe(403);
    expect((await call('POST', 'school/create/student/temporal', o.instructor, { category: 'B' })).statusCode).toBe(403);
    const bad = await call('POST', 'school/create/student/temporal', s.session, { category: 'Q' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'category' })]);
  });
});

describe("the school opens its learner's statistics", () => {
  it("shows its learner's exams and a finished exam, and refuses another school's learner", async () => {
    const s = await school();
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId });
    const start = new Date('2026-11-21T09:00:00Z');
    const [finished] = await t.database.db
      .insert(exams)
      .values({ studentId: learner.studentId, schoolId: s.schoolId, category: 'B', type: 'EXAM', language: 'PL', status: 'FINISHED', startDate: start, deadline: start, endDate: start, questionStartedAt: start, totalAnswers: 0, pointsAll: 74, points: 60, passed: false, correctAnswers: 0, wrongAnswers: 0 })
      .returning({ id: exams.id });
    const examId = finished?.id ?? 0;
    const light = await call('GET', `exam/light/show/by/student/${learner.studentId}`, s.session);
    expect(light.statusCode).toBe(200);
    expect(light.json().map((e: { id: number }) => e.id)).toEqual([examId]);
    const shown = await call('GET', `exam/show/${examId}`, s.session);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: examId });
    const other = await school();
    expect((await call('GET', `exam/light/show/by/student/${learner.studentId}`, other.session)).statusCode).toBe(403);
    const refused = await call('GET', `exam/show/${examId}`, other.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.error.forbidden');
    expect((await call('GET', 'exam/show/99999999', s.session)).statusCode).toBe(403);
  });
});

describe('a pending SMS registration of the school', () => {
  it('is stored with the access the school paid for', async () => {
    const s = await school({ days: 200 });
    const phone = nextPhone();
    await call('POST', 'school/create/student', s.session, creation(s.schoolId, { type: 'SCHOOL_SMS', email: null, password: null, phoneNumber: phone, accessType: 'LONG', withLectures: true }));
    const [row] = await t.database.db.select().from(partialRegistrations).where(eq(partialRegistrations.phoneNumber, phone));
    expect(row).toMatchObject({ schoolId: s.schoolId, learningDays: 120, lecturesDays: 120, status: 'NEW', firstName: 'Karol' });
    expect(await stockOf(s.schoolId)).toEqual({ numberOfDaysOfLearn: 80, numberOfBooks: 10 });
  });
});
