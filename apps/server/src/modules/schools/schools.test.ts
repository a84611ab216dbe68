import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { guardians, users } from '../../db/schema/index.js';
import { API, authed, fieldKeys, schoolRow, schoolWithSession, VALID_NIP } from './schools.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SETTINGS = {
  passingPercent: 90,
  startHour: 6,
  endHour: 20,
  scheduleForMonths: 3,
  minutesForLesson: 60,
  cancelationByEmployeeInMinutes: 1440,
  cancelationByStudentInMinutes: 1440,
  categoriesToPick: ['B'],
  generateScheduleForFreeDays: false,
  daysOfWork: [1, 2, 3, 4, 5],
  ableToChangeCategory: true,
};

function updateBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'OSK Nowa Droga',
    nip: '526-025-02-74',
    address: { street: 'ul. Polna 1', city: 'Kraków', postCode: '30-001' },
    billingAddress: { street: 'ul. Rachunkowa 2', city: 'Kraków', postCode: '30-002' },
    sendInvoicesToMainEmail: false,
    billingEmail: 'faktury@nowadroga.example',
    sendInvoices: true,
    ...overrides,
  };
}

function propertiesBody(overrides: Record<string, unknown> = {}) {
  return { booksAlertLevel: 25, sendInvoicesToMainEmail: true, billingEmail: null, sendInvoices: false, settings: SETTINGS, ...overrides };
}

async function post(session: string | null, path: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `${API}/${path}`, headers: session ? authed(session) : {}, payload: payload as Record<string, unknown> });
}

async function otherUserSessions(): Promise<{ student: string; instructor: string }> {
  const owner = await createSchool(t.database.db);
  const student = await createStudent(t.database.db, { schoolId: owner.schoolId });
  const instructor = await createInstructor(t.database.db, owner.schoolId);
  return { student: await t.sessionOf(student.email, student.password), instructor: await t.sessionOf(instructor.email, instructor.password) };
}

describe('GET school/show', () => {
  it("answers the caller's school with its settings, stock and block date, never the PIN or default password", async () => {
    const blockAt = new Date('2026-12-01T08:00:00Z');
    const [guardian] = await t.database.db.insert(guardians).values({ name: 'Opiekun Testowy', phoneNumber: '221234567', email: 'opiekun@example.com' }).returning({ id: guardians.id });
    const me = await schoolWithSession(
      t,
      { pin: '4321', defaultPassword: 'Tajne1', numberOfDaysOfLearn: 120, numberOfBooks: 7, booksAlertLevel: 15, canAddLecture: true, address: 'ul. Długa 3', postalCode: '00-001', city: 'Warszawa', nip: VALID_NIP, activeTill: '2027-01-31', guardianId: guardian?.id ?? null },
      { phoneNumber: '600123456', willBeBlockedAt: blockAt },
    );
    const res = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: authed(me.session) });
    expect(res.statusCode).toBe(200);
    const school = res.json();
    expect(school).toMatchObject({
      id: me.schoolId,
      nip: VALID_NIP,
      email: me.email,
      pinSet: true,
      defaultPasswordSet: true,
      activeTill: '2027-01-31',
      logoFilename: null,
      numberOfDaysOfLearn: 120,
      numberOfBooks: 7,
      booksAlertLevel: 15,
      canAddLecture: true,
      canAddInternational: false,
      canUsePkk: false,
      contentPreviewApproved: false,
      guardianId: guardian?.id,
      address: { street: 'ul. Długa 3', city: 'Warszawa', postCode: '00-001' },
      billingAddress: { street: null, city: null, postCode: null },
      phoneNumber: '600123456',
      settings: SETTINGS,
      willBeBlockedAt: blockAt.toISOString(),
    });
    expect(JSON.stringify(school)).not.toContain('4321');
    expect(JSON.stringify(school)).not.toContain('Tajne1');
    expect(school).not.toHaveProperty('pin');
    expect(school).not.toHaveProperty('defaultPassword');
  });

  it('says that neither PIN nor default password is set on a new school', async () => {
    const me = await schoolWithSession(t);
    const res = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: authed(me.session) });
    expect(res.json()).toMatchObject({ pinSet: false, defaultPasswordSet: false, willBeBlockedAt: null, booksAlertLevel: 10 });
  });

  it('refuses visitors, learners and instructors', async () => {
    const others = await otherUserSessions();
    expect((await t.app.inject({ method: 'GET', url: `${API}/school/show` })).statusCode).toBe(403);
    for (const session of [others.student, others.instructor]) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: authed(session) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('msg.error.forbidden');
    }
  });
});

describe('POST school/update', () => {
  it('saves the name, NIP, both addresses and billing data and answers the school', async () => {
    const me = await schoolWithSession(t);
    const res = await post(me.session, 'school/update', updateBody());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'OSK Nowa Droga',
      nip: VALID_NIP,
      address: { street: 'ul. Polna 1', city: 'Kraków', postCode: '30-001' },
      billingAddress: { street: 'ul. Rachunkowa 2', city: 'Kraków', postCode: '30-002' },
      sendInvoicesToMainEmail: false,
      billingEmail: 'faktury@nowadroga.example',
      sendInvoices: true,
    });
    const row = await schoolRow(t, me.schoolId);
    expect(row).toMatchObject({ name: 'OSK Nowa Droga', nip: VALID_NIP, address: 'ul. Polna 1', postalCode: '30-001', city: 'Kraków', billingStreet: 'ul. Rachunkowa 2' });
  });

  it('stores empty address parts as missing', async () => {
    const me = await schoolWithSession(t, { address: 'ul. Stara 1' });
    const res = await post(me.session, 'school/update', updateBody({ address: { street: '', city: '', postCode: '' }, billingEmail: '', sendInvoices: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toEqual({ street: null, city: null, postCode: null });
    expect(res.json().billingEmail).toBeNull();
  });

  it('answers 400 with the fields for a bad NIP, a bad postcode and a missing name', async () => {
    const me = await schoolWithSession(t, { name: 'OSK Bez Zmian' });
    const res = await post(me.session, 'school/update', updateBody({ name: ' ', nip: '5260250275', address: { street: 'x', city: 'y', postCode: '30001' } }));
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res.json())).toEqual({
      name: 'msg.validation.school.name.required',
      nip: 'msg.validation.nip.invalid',
      'address.postCode': 'msg.validation.postcode.invalid',
    });
    expect((await schoolRow(t, me.schoolId)).name).toBe('OSK Bez Zmian');
  });

  it('needs a billing e-mail when invoices are sent but not to the main e-mail', async () => {
    const me = await schoolWithSession(t);
    const res = await post(me.session, 'school/update', updateBody({ billingEmail: null }));
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res.json())).toEqual({ billingEmail: 'msg.validation.required' });
  });

  it('refuses visitors, learners and instructors', async () => {
    const others = await otherUserSessions();
    expect((await post(null, 'school/update', updateBody())).statusCode).toBe(403);
    for (const session of [others.student, others.instructor]) expect((await post(session, 'school/update', updateBody())).statusCode).toBe(403);
  });
});

describe("the school's public contact card (school/update publicContact, school/public/{id})", () => {
  const publicOf = async (schoolId: number) => (await t.app.inject({ method: 'GET', url: `${API}/school/public/${schoolId}` })).json();

  it('saves the e-mail, phone and website that invitations show, and school/show answers them', async () => {
    const me = await schoolWithSession(t);
    const other = await schoolWithSession(t);
    const before = await publicOf(other.schoolId);
    const res = await post(me.session, 'school/update', updateBody({ publicContact: { email: 'Biuro@NowaDroga.example', phoneNumber: '+48 61 123-45-67', website: 'www.nowadroga.example' } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().publicContact).toEqual({ email: 'biuro@nowadroga.example', phoneNumber: '611234567', website: 'https://www.nowadroga.example' });
    expect(await publicOf(me.schoolId)).toMatchObject({
      name: 'OSK Nowa Droga',
      address: 'ul. Polna 1',
      postalCode: '30-001',
      city: 'Kraków',
      email: 'biuro@nowadroga.example',
      phoneNumber: '611234567',
      website: 'https://www.nowadroga.example',
    });
    // Only the caller's own school changes.
    expect(await publicOf(other.schoolId)).toEqual(before);
    const show = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: authed(me.session) });
    expect(show.json().publicContact).toEqual({ email: 'biuro@nowadroga.example', phoneNumber: '611234567', website: 'https://www.nowadroga.example' });
  });

  it('clears the card with empty fields, and keeps it when the request has no card', async () => {
    const me = await schoolWithSession(t);
    await post(me.session, 'school/update', updateBody({ publicContact: { email: 'a@b.example', phoneNumber: '601222333', website: 'https://b.example' } }));
    expect((await post(me.session, 'school/update', updateBody())).json().publicContact).toEqual({ email: 'a@b.example', phoneNumber: '601222333', website: 'https://b.example' });
    const cleared = await post(me.session, 'school/update', updateBody({ publicContact: { email: '', phoneNumber: '', website: '' } }));
    expect(cleared.json().publicContact).toEqual({ email: null, phoneNumber: null, website: null });
    expect(await publicOf(me.schoolId)).toMatchObject({ email: null, phoneNumber: null, website: null });
  });

  it('answers 400 with the fields for a bad e-mail, phone and website, and changes nothing', async () => {
    const me = await schoolWithSession(t);
    const before = await publicOf(me.schoolId);
    const res = await post(me.session, 'school/update', updateBody({ publicContact: { email: 'biuro@', phoneNumber: '123', website: 'javascript:alert(1)' } }));
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res.json())).toEqual({
      'publicContact.email': 'msg.validation.email.invalid',
      'publicContact.phoneNumber': 'msg.validation.phone.invalid',
      'publicContact.website': 'msg.validation.website.invalid',
    });
    const notText = await post(me.session, 'school/update', updateBody({ publicContact: { email: 5, phoneNumber: [], website: {} } }));
    expect(notText.statusCode).toBe(400);
    expect(await publicOf(me.schoolId)).toEqual(before);
  });
});

describe('POST school/updatePin', () => {
  it('sets the first PIN without an old one, then changes it only with the old one', async () => {
    const me = await schoolWithSession(t);
    const first = await post(me.session, 'school/updatePin', { newPin: '1234' });
    expect(first.statusCode).toBe(200);
    expect(first.json().pinSet).toBe(true);
    expect((await schoolRow(t, me.schoolId)).pin).toBe('1234');

    const second = await post(me.session, 'school/updatePin', { newPin: '987', oldPin: '1234' });
    expect(second.statusCode).toBe(200);
    expect((await schoolRow(t, me.schoolId)).pin).toBe('987');
  });

  it('answers 409 msg.error.pin.failed.old.dont.match for a wrong or missing old PIN and keeps the PIN', async () => {
    const me = await schoolWithSession(t, { pin: '1111' });
    for (const body of [{ newPin: '2222', oldPin: '1112' }, { newPin: '2222' }, { newPin: '2222', oldPin: '' }]) {
      const res = await post(me.session, 'school/updatePin', body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('msg.error.pin.failed.old.dont.match');
    }
    expect((await schoolRow(t, me.schoolId)).pin).toBe('1111');
  });

  it('lets only one of two changes with the same old PIN at once pass', async () => {
    const me = await schoolWithSession(t, { pin: '5555' });
    const answers = await Promise.all([
      post(me.session, 'school/updatePin', { newPin: '1000', oldPin: '5555' }),
      post(me.session, 'school/updatePin', { newPin: '2000', oldPin: '5555' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? '1000' : '2000';
    expect((await schoolRow(t, me.schoolId)).pin).toBe(winner);
  });

  it('answers 400 for a PIN of 5 digits, with letters or empty', async () => {
    const me = await schoolWithSession(t);
    const cases: [unknown, string][] = [
      ['12345', 'msg.validation.pin.too.long'],
      ['12a4', 'msg.validation.pin.digits'],
      ['', 'msg.validation.pin.required'],
      [undefined, 'msg.validation.pin.required'],
    ];
    for (const [newPin, key] of cases) {
      const res = await post(me.session, 'school/updatePin', { newPin });
      expect(res.statusCode, String(newPin)).toBe(400);
      const keys = (res.json().fields as { field: string; key: string }[]).filter((f) => f.field === 'newPin').map((f) => f.key);
      expect(keys[0], String(newPin)).toBe(key);
    }
    expect((await schoolRow(t, me.schoolId)).pin).toBeNull();
  });

  it('refuses visitors, learners and instructors', async () => {
    const others = await otherUserSessions();
    expect((await post(null, 'school/updatePin', { newPin: '1234' })).statusCode).toBe(403);
    for (const session of [others.student, others.instructor]) expect((await post(session, 'school/updatePin', { newPin: '1234' })).statusCode).toBe(403);
  });
});

describe('POST school/updateDefaultPassword', () => {
  it('sets the default password and never sends it back', async () => {
    const me = await schoolWithSession(t);
    const res = await post(me.session, 'school/updateDefaultPassword', { defaultPassword: 'Kursant1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().defaultPasswordSet).toBe(true);
    expect(res.body).not.toContain('Kursant1');
    expect((await schoolRow(t, me.schoolId)).defaultPassword).toBe('Kursant1');
  });

  it('answers 400 for an empty password and one over 15 characters', async () => {
    const me = await schoolWithSession(t);
    const empty = await post(me.session, 'school/updateDefaultPassword', { defaultPassword: '' });
    expect(fieldKeys(empty.json())).toEqual({ defaultPassword: 'msg.validation.password.required' });
    const long = await post(me.session, 'school/updateDefaultPassword', { defaultPassword: 'a'.repeat(16) });
    expect(long.statusCode).toBe(400);
    expect(fieldKeys(long.json())).toEqual({ defaultPassword: 'msg.validation.too.long' });
    expect((await post(me.session, 'school/updateDefaultPassword', { defaultPassword: 'a'.repeat(15) })).statusCode).toBe(200);
  });

  it('refuses visitors, learners and instructors', async () => {
    const others = await otherUserSessions();
    expect((await post(null, 'school/updateDefaultPassword', { defaultPassword: 'x' })).statusCode).toBe(403);
    for (const session of [others.student, others.instructor]) expect((await post(session, 'school/updateDefaultPassword', { defaultPassword: 'x' })).statusCode).toBe(403);
  });
});

describe('POST school/updateProperties', () => {
  it('saves the books alert level, invoices and the scheduler settings', async () => {
    const me = await schoolWithSession(t);
    const settings = { ...SETTINGS, startHour: 7, endHour: 19, daysOfWork: [6, 1, 1, 2], categoriesToPick: ['B', 'A', 'B'], minutesForLesson: 45 };
    const res = await post(me.session, 'school/updateProperties', propertiesBody({ booksAlertLevel: 50, sendInvoices: true, sendInvoicesToMainEmail: false, billingEmail: 'ksiegowosc@example.com', settings }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      booksAlertLevel: 50,
      sendInvoices: true,
      sendInvoicesToMainEmail: false,
      billingEmail: 'ksiegowosc@example.com',
      settings: { ...settings, daysOfWork: [1, 2, 6], categoriesToPick: ['B', 'A'] },
    });
    expect((await schoolRow(t, me.schoolId)).settings.minutesForLesson).toBe(45);
  });

  it('accepts the books alert levels 10 and 50 and refuses 9 and 51', async () => {
    const me = await schoolWithSession(t);
    for (const level of [10, 50]) expect((await post(me.session, 'school/updateProperties', propertiesBody({ booksAlertLevel: level }))).statusCode).toBe(200);
    for (const level of [9, 51, 'abc']) {
      const res = await post(me.session, 'school/updateProperties', propertiesBody({ booksAlertLevel: level }));
      expect(res.statusCode, String(level)).toBe(400);
      expect(fieldKeys(res.json())).toEqual({ booksAlertLevel: 'msg.validation.books.alert.level' });
    }
    expect((await schoolRow(t, me.schoolId)).booksAlertLevel).toBe(50);
  });

  it('refuses a working day that ends before it starts and empty working days', async () => {
    const me = await schoolWithSession(t);
    const res = await post(me.session, 'school/updateProperties', propertiesBody({ settings: { ...SETTINGS, startHour: 18, endHour: 8, daysOfWork: [] } }));
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res.json())).toEqual({ 'settings.endHour': 'msg.validation.invalid', 'settings.daysOfWork': 'msg.validation.required' });
  });

  it('answers 400 with the field for a bad setting and a bad billing e-mail', async () => {
    const me = await schoolWithSession(t);
    const res = await post(me.session, 'school/updateProperties', propertiesBody({ billingEmail: 'nie-mail', settings: { ...SETTINGS, daysOfWork: [8] } }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldKeys(res.json())).sort()).toEqual(['billingEmail', 'settings.daysOfWork.0']);
  });

  it('refuses visitors, learners and instructors', async () => {
    const others = await otherUserSessions();
    expect((await post(null, 'school/updateProperties', propertiesBody())).statusCode).toBe(403);
    for (const session of [others.student, others.instructor]) expect((await post(session, 'school/updateProperties', propertiesBody())).statusCode).toBe(403);
  });
});

describe('POST changePhoneNumber by a school', () => {
  async function changePhone(session: string, body: Record<string, unknown>) {
    return post(session, 'changePhoneNumber', body);
  }

  it('refuses a foreign number to a school without the right to foreign numbers', async () => {
    const me = await schoolWithSession(t, { canAddInternational: false });
    const res = await changePhone(me.session, { phoneNumber: '+49 170 1234567' });
    expect(res.json()).toMatchObject({ status: 'INTERNATIONAL', codeSent: false });
  });

  it('sends the code to a foreign number of a school with canAddInternational and stores it with the code', async () => {
    const me = await schoolWithSession(t, { canAddInternational: true });
    const first = await changePhone(me.session, { phoneNumber: '0049 170 7654321' });
    expect(first.json()).toEqual({ status: 'SUCCESS', phoneNumber: '+491707654321', codeSent: true });
    const sms = (await t.app.inject({ method: 'GET', url: `${API.replace('/eprawko-rest', '')}/dev/outbox?to=${encodeURIComponent('+491707654321')}` })).json() as { text: string }[];
    const code = /\d{6}/.exec(sms[0]?.text ?? '')?.[0];
    expect(code).toBeDefined();
    const second = await changePhone(me.session, { phoneNumber: '+49 170 7654321', code });
    expect(second.json()).toEqual({ status: 'SUCCESS', phoneNumber: '+491707654321', codeSent: false });
    const [user] = await t.database.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, me.userId));
    expect(user?.phoneNumber).toBe('+491707654321');
    const show = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: authed(me.session) });
    expect(show.json().phoneNumber).toBe('+491707654321');
  });

  it('keeps refusing foreign numbers to learners', async () => {
    const learner = await createStudent(t.database.db);
    const session = await t.sessionOf(learner.email, learner.password);
    const res = await changePhone(session, { phoneNumber: '+49 170 1234567' });
    expect(res.json()).toMatchObject({ status: 'INTERNATIONAL' });
  });
});
