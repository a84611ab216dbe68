import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent, type CreatedUser } from '../../../test/factories.js';
import { actions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/ids.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipSequence = 0;
/** A client address of its own, so the per-address limit of one test does not touch another. */
function nextIp(): string {
  ipSequence += 1;
  return `10.0.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

async function login(userName: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName, password } });
}

function sessionOf(who: Pick<CreatedUser, 'email' | 'password'>): Promise<string> {
  return t.sessionOf(who.email, who.password);
}

function askReset(userEmail: unknown, options: { ip?: string; language?: string; body?: Record<string, unknown> } = {}) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/eprawko-rest/action/create',
    remoteAddress: options.ip ?? nextIp(),
    headers: options.language ? { 'accept-language': options.language } : {},
    payload: options.body ?? { type: 'RESET_PASSWORD', status: 'NEW', userEmail },
  });
}

/** The token of the newest reset mail sent to an address, read from the demo outbox like a user would. */
async function resetTokenFromMail(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const [mail] = res.json();
  const link: string | undefined = mail?.links.find((l: string) => l.includes('/action/RESET_PASSWORD/'));
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  return link.slice(link.lastIndexOf('/') + 1);
}

function resetPassword(uuid: unknown, newPassword: unknown, language?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/eprawko-rest/action/resetPassword',
    headers: language ? { 'accept-language': language } : {},
    payload: { uuid, newPassword },
  });
}

function showOwn(sessionId: string) {
  return t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: sessionId } });
}

describe('PUT action/create (password reset request)', () => {
  it('creates a RESET_PASSWORD action with a hashed, one-hour token and mails the link', async () => {
    const s = await createStudent(t.database.db);
    const res = await askReset(s.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'RESET_PASSWORD', status: 'NEW', userEmail: s.email });

    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${s.email}` })).json();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ channel: 'MAIL', subject: 'Prawko OSK: zmiana hasła' });
    expect(outbox[0].links).toEqual([expect.stringMatching(/^http:\/\/localhost:8080\/action\/RESET_PASSWORD\/[A-Za-z0-9_-]{43}$/)]);
    expect(outbox[0].text).toContain('60 minut');

    const token = await resetTokenFromMail(s.email);
    const rows = await t.database.db.select().from(actions).where(eq(actions.userId, s.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'RESET_PASSWORD', status: 'NEW', userEmail: s.email, tokenHash: hashToken(token), usedAt: null });
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.toISOString()).toBe('2026-11-22T11:00:00.000Z');
  });

  it("writes the mail in the account's language and finds the account whatever the letter case", async () => {
    const s = await createStudent(t.database.db, { email: `Ola.${Date.now()}@Example.com` });
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, s.userId));
    const res = await askReset(s.email.toUpperCase(), { language: 'en' });
    expect(res.statusCode).toBe(200);
    const [mail] = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${s.email}` })).json();
    expect(mail.to).toBe(s.email);
    expect(mail.subject).toBe('Prawko OSK: Passwort zurücksetzen');
    expect(mail.text).toContain('60 Minuten');
  });

  it('works for school accounts too', async () => {
    const school = await createSchool(t.database.db);
    expect((await askReset(school.email)).statusCode).toBe(200);
  });

  it("answers 404 with the spec's message for an unknown address, in the caller's language, and mails nothing", async () => {
    const res = await askReset('nikogo-takiego@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'msg.error.reset.email.not.found', message: 'Podany adres nie został znaleziony w systemie' });
    const en = await askReset('nikogo-takiego@example.com', { language: 'en' });
    expect(en.json().message).toBe('The given address was not found in the system');
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=nikogo-takiego@example.com' })).json()).toEqual([]);
  });

  it('answers 400 with the field list for a missing or invalid e-mail and a wrong type', async () => {
    const empty = await askReset('', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: 'userEmail', key: 'msg.validation.reset.email.invalid', message: 'Proszę podać prawidłowy adres e-mail' }]);
    const bad = await askReset(undefined, { language: 'de', body: { type: 'ACTIVATE_ACCOUNT', userEmail: 'nie-email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'userEmail', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' }),
        expect.objectContaining({ field: 'type' }),
      ]),
    );
    const noBody = await t.app.inject({ method: 'PUT', url: '/api/eprawko-rest/action/create' });
    expect(noBody.statusCode).toBe(400);
  });

  it('sends at most 5 reset mails per address in an hour, counted in the database', async () => {
    const s = await createStudent(t.database.db);
    for (let i = 0; i < 5; i += 1) expect((await askReset(s.email)).statusCode).toBe(200);
    const sixth = await askReset(s.email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('msg.error.reset.too.many');
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${s.email}` })).json()).toHaveLength(5);
    t.clock.advanceMinutes(61);
    expect((await askReset(s.email)).statusCode).toBe(200);
  });

  it('sends at most 30 reset mails per client address in an hour, whatever the accounts', async () => {
    const ip = nextIp();
    const learners = await Promise.all(Array.from({ length: 31 }, () => createStudent(t.database.db)));
    for (const learner of learners.slice(0, 30)) expect((await askReset(learner.email, { ip })).statusCode).toBe(200);
    const last = learners[30];
    expect((await askReset(last?.email, { ip })).statusCode).toBe(429);
    expect((await askReset(last?.email)).statusCode).toBe(200);
  });
});

describe('the reset link (GET and POST action/resetPassword)', () => {
  it('is checked without being used, then sets the new password, ends every session and is used up', async () => {
    const s = await createStudent(t.database.db);
    const sessionA = await sessionOf(s);
    const sessionB = await sessionOf(s);
    const asked = t.clock.now().getTime();
    await askReset(s.email);
    const token = await resetTokenFromMail(s.email);

    const check = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/resetPassword/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ type: 'RESET_PASSWORD', status: 'NEW', userEmail: s.email, expiresAt: new Date(asked + 3_600_000).toISOString() });
    expect((await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/resetPassword/${token}` })).statusCode).toBe(200);

    const res = await resetPassword(token, 'Nowe-haslo-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'RESET_PASSWORD', status: 'CONFIRMED' });

    expect((await showOwn(sessionA)).statusCode).toBe(403);
    expect((await showOwn(sessionB)).statusCode).toBe(403);
    expect((await login(s.email, s.password)).statusCode).toBe(401);
    expect((await login(s.email, 'Nowe-haslo-1')).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(actions).where(eq(actions.userId, s.userId));
    expect(row).toMatchObject({ status: 'CONFIRMED', usedAt: new Date(asked) });

    const reused = await resetPassword(token, 'Inne-haslo-2');
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ code: 'msg.error.reset.link.invalid', message: expect.stringContaining('Link do zmiany hasła') });
    expect((await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/resetPassword/${token}` })).statusCode).toBe(404);
    expect((await login(s.email, 'Inne-haslo-2')).statusCode).toBe(401);
  });

  it('expires after one hour', async () => {
    const s = await createStudent(t.database.db);
    await askReset(s.email);
    const token = await resetTokenFromMail(s.email);
    t.clock.advanceMinutes(59);
    expect((await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/resetPassword/${token}` })).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    expect((await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/resetPassword/${token}` })).statusCode).toBe(404);
    const res = await resetPassword(token, 'Nowe-haslo-1', 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The password reset link is invalid, has expired or has already been used.');
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it("expires the user's other outstanding links once one is used", async () => {
    const s = await createStudent(t.database.db);
    await askReset(s.email);
    const first = await resetTokenFromMail(s.email);
    await askReset(s.email);
    const second = await resetTokenFromMail(s.email);
    expect(second).not.toBe(first);
    expect((await resetPassword(second, 'Drugie-haslo')).statusCode).toBe(200);
    expect((await resetPassword(first, 'Pierwsze-haslo')).statusCode).toBe(404);
    expect((await login(s.email, 'Drugie-haslo')).statusCode).toBe(200);
  });

  it('refuses a forged link, and a token of another action type', async () => {
    const forged = await resetPassword('to-nie-jest-prawdziwy-token', 'Nowe-haslo-1');
    expect(forged.statusCode).toBe(404);
    const s = await createStudent(t.database.db);
    const token = 'aktywacja-token-abc';
    const now = t.clock.now();
    await t.database.db.insert(actions).values({ tokenHash: hashToken(token), type: 'ACTIVATE_ACCOUNT', userId: s.userId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    expect((await resetPassword(token, 'Nowe-haslo-1')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/resetPassword/${token}` })).statusCode).toBe(404);
  });

  it("lifts the login back-off of the account, since the mailbox owner proved who they are", async () => {
    const s = await createStudent(t.database.db);
    for (let i = 0; i < 10; i += 1) await login(s.email, 'zle');
    expect((await login(s.email, s.password)).statusCode).toBe(429);
    await askReset(s.email);
    expect((await resetPassword(await resetTokenFromMail(s.email), 'Po-blokadzie-1')).statusCode).toBe(200);
    expect((await login(s.email, 'Po-blokadzie-1')).statusCode).toBe(200);
  });

  it('answers 400 with the fields for a missing token or a too short password', async () => {
    const res = await resetPassword('', 'ab', 'pl');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'uuid', message: 'To pole jest wymagane' }),
        expect.objectContaining({ field: 'newPassword', message: 'Hasło musi mieć co najmniej 8 znaków' }),
      ]),
    );
    const missing = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/action/resetPassword', headers: { 'accept-language': 'ru' }, payload: {} });
    expect(missing.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'newPassword', message: 'Пароль обязателен' })]));
  });
});

describe('POST changeUserPassword', () => {
  function change(sessionId: string | undefined, body: unknown, language?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/eprawko-rest/changeUserPassword',
      headers: { ...(sessionId ? { jsessionid: sessionId } : {}), ...(language ? { 'accept-language': language } : {}) },
      payload: body as Record<string, unknown>,
    });
  }

  it("changes the caller's password and ends the other sessions, keeping the current one", async () => {
    const s = await createStudent(t.database.db);
    const current = await sessionOf(s);
    const other = await sessionOf(s);
    const res = await change(current, { currentPassword: s.password, newPassword: 'Zmienione-1', userId: s.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'CHANGED', endedSessions: 1 });
    expect((await showOwn(current)).statusCode).toBe(200);
    expect((await showOwn(other)).statusCode).toBe(403);
    expect((await login(s.email, s.password)).statusCode).toBe(401);
    expect((await login(s.email, 'Zmienione-1')).statusCode).toBe(200);
  });

  it('lets schools change their own password', async () => {
    const school = await createSchool(t.database.db);
    const res = await change(await sessionOf(school), { currentPassword: school.password, newPassword: 'Szkola-nowe', userId: school.userId });
    expect(res.statusCode).toBe(200);
    expect((await login(school.email, 'Szkola-nowe')).statusCode).toBe(200);
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const a = await createStudent(t.database.db);
    const b = await createStudent(t.database.db);
    const res = await change(await sessionOf(a), { currentPassword: a.password, newPassword: 'Przejete-1', userId: b.userId });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.forbidden');
    expect((await login(b.email, b.password)).statusCode).toBe(200);
    expect((await login(b.email, 'Przejete-1')).statusCode).toBe(401);
  });

  it('answers 403 to an anonymous caller', async () => {
    const s = await createStudent(t.database.db);
    const res = await change(undefined, { newPassword: 'Anonim-1', userId: s.userId });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.not.logged.in');
  });

  it("answers 400 with the fields in the caller's language", async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    const empty = await change(session, {}, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'newPassword', message: 'Password is required' }),
        expect.objectContaining({ field: 'userId', message: 'This field is required' }),
        expect.objectContaining({ field: 'currentPassword', message: 'Enter your current password' }),
      ]),
    );
    const short = await change(session, { currentPassword: s.password, newPassword: 'ab', userId: s.userId }, 'ua');
    expect(short.json().fields).toEqual([expect.objectContaining({ field: 'newPassword', message: 'Пароль має містити щонайменше 8 символів' })]);
    const typed = await change(session, { newPassword: 'abc', userId: 'me' });
    expect(typed.statusCode).toBe(400);
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it('asks for the current password (issue 20): a wrong one answers 400 on its field and changes nothing', async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    const wrong = await change(session, { currentPassword: 'nie-to-haslo', newPassword: 'Zmienione-2', userId: s.userId }, 'de');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'msg.error.password.current.wrong', fields: [expect.objectContaining({ field: 'currentPassword', message: 'Das aktuelle Passwort ist falsch' })] });
    const missing = await change(session, { newPassword: 'Zmienione-2', userId: s.userId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([expect.objectContaining({ field: 'currentPassword' })]);
    expect((await login(s.email, 'Zmienione-2')).statusCode).toBe(401);
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it('refuses a common password, whatever its letter case, naming the rule in the caller’s language', async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    for (const common of ['zaq12wsx', 'Polska123', 'QWERTY123', '12345678', 'haslo123']) {
      const res = await change(session, { currentPassword: s.password, newPassword: common, userId: s.userId }, 'pl');
      expect(res.statusCode, common).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'newPassword', message: 'To hasło jest zbyt popularne. Wybierz inne, trudniejsze do odgadnięcia (co najmniej 8 znaków).' })]);
    }
    const short = await change(session, { currentPassword: s.password, newPassword: 'Ab1!xyz', userId: s.userId }, 'en');
    expect(short.json().fields).toEqual([expect.objectContaining({ field: 'newPassword', message: 'The password must be at least 8 characters long' })]);
  });
});
