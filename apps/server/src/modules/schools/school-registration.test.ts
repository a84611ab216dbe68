import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { schools, users } from '../../db/schema/index.js';
import { API, fieldKeys } from './schools.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
function uniqueEmail(): string {
  sequence += 1;
  return `szkola${sequence}-${Date.now()}@example.com`;
}
function uniquePhone(): string {
  sequence += 1;
  return `5${String(Date.now() % 1_000_000).padStart(6, '0')}${String(sequence).padStart(2, '0')}`.slice(0, 9);
}

/** A valid NIP no other test uses (a registered NIP asks for a confirmation). */
function uniqueNip(): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    sequence += 1;
    const body = `7${String(Date.now() % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`.slice(0, 9);
    const check = weights.reduce((sum, w, i) => sum + w * Number(body[i]), 0) % 11;
    if (check !== 10) return `${body}${check}`;
  }
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'Szkola123!',
    repeatPassword: 'Szkola123!',
    name: 'OSK Prosta Droga',
    nip: uniqueNip(),
    phoneNumber: uniquePhone(),
    address: { street: 'ul. Szkolna 4', city: 'Poznań', postCode: '60-001' },
    billingAddress: { street: 'ul. Szkolna 4', city: 'Poznań', postCode: '60-001' },
    accepted: true,
    ...overrides,
  };
}

async function register(body: Record<string, unknown>, language = 'pl') {
  return t.app.inject({ method: 'POST', url: `${API}/school/create`, headers: { 'accept-language': language }, payload: body });
}

async function mailsTo(email: string): Promise<{ subject: string | null; text: string; links: string[] }[]> {
  return (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json();
}

async function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: email, password } });
}

describe('POST school/create', () => {
  it('creates an inactive school account with its school and mails the activation link; after activation the school logs in', async () => {
    const body = registration({ email: uniqueEmail().toUpperCase(), phoneNumber: '+48 512-345-678' });
    const email = body.email.toLowerCase();
    const res = await register(body, 'en');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'CREATED', email, phoneSaved: true, learningAvailableTill: null });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ status: 'NEW', userType: 'SCHOOL', phoneNumber: '512345678', language: 'en' });
    const [school] = await t.database.db.select().from(schools).where(eq(schools.userId, user?.id ?? 0));
    expect(school).toMatchObject({ name: 'OSK Prosta Droga', nip: body.nip, address: 'ul. Szkolna 4', postalCode: '60-001', city: 'Poznań', billingCity: 'Poznań', pin: null, defaultPassword: null, numberOfBooks: 0 });

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Activate your Prawko OSK account');
    expect(mail?.text).toContain('OSK Prosta Droga');
    const link = mail?.links.find((l) => l.includes('/action/ACTIVATE_ACCOUNT/'));
    expect(link).toBeDefined();

    const early = await login(email, 'Szkola123!');
    expect(early.statusCode).toBe(418);

    const token = link?.slice(link.lastIndexOf('/') + 1) ?? '';
    const activated = await t.app.inject({ method: 'POST', url: `${API}/activate/${token}`, payload: {} });
    expect(activated.json()).toEqual({ type: 'ACTIVATE_ACCOUNT' });

    const session = await login(email, 'Szkola123!');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ userType: 'SCHOOL', status: 'ACTIVE', startPage: null });
    const show = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: { jsessionid: session.json().uuid } });
    expect(show.json()).toMatchObject({ name: 'OSK Prosta Droga', pinSet: false, defaultPasswordSet: false, email, phoneNumber: '512345678' });
  });

  it('refuses an e-mail that already has an account, whatever its case, with the learner registration code', async () => {
    const taken = await createStudent(t.database.db, { email: uniqueEmail() });
    const res = await register(registration({ email: taken.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('msg.validation.email.already.used');
    expect(fieldKeys(res.json())).toEqual({ email: 'msg.validation.email.already.used' });
    expect(await mailsTo(taken.email)).toEqual([]);
  });

  it('refuses a phone number that already has an account', async () => {
    const phone = uniquePhone();
    await createStudent(t.database.db, { phoneNumber: phone });
    const body = registration({ phoneNumber: phone });
    const res = await register(body);
    expect(res.statusCode).toBe(409);
    expect(fieldKeys(res.json())).toEqual({ phoneNumber: 'msg.validation.phone.already.used' });
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('refuses a bad NIP, a bad postcode, a foreign phone and unaccepted terms, creating nothing', async () => {
    const body = registration({ nip: '1234567890', address: { street: 'x', city: 'y', postCode: '600-01' }, repeatPassword: 'Inne123!', accepted: false });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res.json())).toEqual({
      nip: 'msg.validation.nip.invalid',
      'address.postCode': 'msg.validation.postcode.invalid',
      accepted: 'msg.validation.terms.required',
      repeatPassword: 'msg.validation.passwords.must.match',
    });
    const foreign = registration({ phoneNumber: '+49 170 1234567' });
    const refused = await register(foreign);
    expect(refused.statusCode).toBe(400);
    expect(fieldKeys(refused.json())).toEqual({ phoneNumber: 'msg.error.phone.only.polish' });
    for (const email of [body.email, foreign.email]) expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a missing name and e-mail with their fields', async () => {
    const res = await register({ ...registration(), name: '', email: 'nie-mail' });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res.json())).toMatchObject({ name: 'msg.validation.school.name.required', email: 'msg.validation.email.invalid' });
  });

  it('accepts a NIP written with dashes and stores its digits', async () => {
    const nip = uniqueNip();
    const body = registration({ nip: `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}` });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await t.database.db.select({ nip: schools.nip }).from(schools).innerJoin(users, eq(users.id, schools.userId)).where(eq(users.email, body.email));
    expect(row?.nip).toBe(nip);
  });

  it('warns of a NIP another school registered (409 on the field, nothing created); confirmed, it registers the branch', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    // The same NIP written another way is the same NIP.
    const nip = String(first.nip);
    const second = registration({ nip: `${nip.slice(0, 3)} ${nip.slice(3)}`, name: 'OSK Prosta Droga – filia Swarzędz' });
    const warned = await register(second);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().code).toBe('msg.validation.nip.already.registered');
    expect(fieldKeys(warned.json())).toEqual({ nip: 'msg.validation.nip.already.registered' });
    expect(await t.database.db.select().from(users).where(eq(users.email, second.email))).toEqual([]);
    expect(await mailsTo(second.email)).toEqual([]);

    const confirmed = await register({ ...second, confirmDuplicateNip: true });
    expect(confirmed.statusCode).toBe(201);
    const rows = await t.database.db.select({ id: schools.id }).from(schools).where(eq(schools.nip, nip));
    expect(rows).toHaveLength(2);
  });

  it('refuses a confirmation flag that is not a boolean', async () => {
    const res = await register({ ...registration(), confirmDuplicateNip: 'tak' });
    expect(res.statusCode).toBe(400);
  });
});
