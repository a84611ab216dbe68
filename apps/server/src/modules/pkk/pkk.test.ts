import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PKK_ACTIONS, PkkStatus, type PkkAction } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createStudent } from '../../../test/factories.js';
import { addSigner, authorityProfile, pkkInStatus, pkkSchool, RecordingAuthority, type PkkSchoolCtx } from '../../../test/pkk.factory.js';
import { pkkAuthorityProfiles, pkkEvents, pkkProfiles, signers } from '../../db/schema/index.js';
import { PKK_DEMO_PROFILES, PkkAuthoritySimulator } from '../../integrations/pkk-authority/simulator.js';
import { PkkAuthorityError } from '../../integrations/pkk-authority/types.js';

let t: TestApp;
const authority = new RecordingAuthority();
beforeAll(async () => {
  t = await createTestApp({ demo: true, extraDeps: { pkkAuthority: authority } });
  authority.inner = new PkkAuthoritySimulator(t.database.db, t.clock);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  authority.fail = null;
});

const API = '/api/pkk';
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: string, payload?: unknown) {
  return t.app.inject({ method, url: `${API}/${url}`, headers: { ...(session ? { jsessionid: session } : {}), 'accept-language': 'en' }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
}
async function schoolWithSigner(options: { canUsePkk?: boolean } = {}): Promise<PkkSchoolCtx & { signerId: number; login: string }> {
  const s = await pkkSchool(t, options);
  const signer = await addSigner(t.database.db, s.schoolId, { firstName: 'Jan', lastName: 'Kowalski' });
  return { ...s, signerId: signer.id, login: signer.clientLogin };
}
async function statusOf(id: number): Promise<string | undefined> {
  const [row] = await t.database.db.select({ status: pkkProfiles.status }).from(pkkProfiles).where(eq(pkkProfiles.id, id));
  return row?.status;
}
async function eventTypes(id: number): Promise<string[]> {
  return (await t.database.db.select({ type: pkkEvents.type }).from(pkkEvents).where(eq(pkkEvents.pkkProfileId, id)).orderBy(pkkEvents.id)).map((e) => e.type);
}
async function authorityState(number: string) {
  const [row] = await t.database.db.select({ state: pkkAuthorityProfiles.state, holder: pkkAuthorityProfiles.holder, history: pkkAuthorityProfiles.history }).from(pkkAuthorityProfiles).where(eq(pkkAuthorityProfiles.number, number));
  return row;
}

describe('signers', () => {
  it('creates, lists (sorted, 10 a page), changes and removes signers; the first is default and one default at a time', async () => {
    const s = await pkkSchool(t);
    const first = await call('POST', 'signer', s.session, { firstName: 'Zenon', lastName: 'Zając', clientLogin: 'zzajac', defaultSigner: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ firstName: 'Zenon', lastName: 'Zając', clientLogin: 'zzajac', defaultSigner: true, schoolId: s.schoolId, pesel: null });
    const second = await call('POST', 'signer', s.session, { firstName: 'Adam', lastName: 'Abacki', clientLogin: 'aabacki', defaultSigner: true, pesel: '80031512356' });
    expect(second.json()).toMatchObject({ defaultSigner: true, pesel: '80031512356' });
    for (let i = 0; i < 10; i += 1) expect((await call('POST', 'signer', s.session, { firstName: `F${i}`, lastName: `M${String(i).padStart(2, '0')}`, clientLogin: `m${i}` })).statusCode).toBe(200);
    const page0 = (await call('GET', 'signer?pageNumber=0', s.session)).json();
    expect(page0.totalElements).toBe(12);
    expect(page0.content).toHaveLength(10);
    expect(page0.content[0].lastName).toBe('Abacki');
    expect(page0.content.filter((x: { defaultSigner: boolean }) => x.defaultSigner)).toHaveLength(1);
    const page1 = (await call('GET', 'signer?pageNumber=1', s.session)).json();
    expect(page1.content.map((x: { lastName: string }) => x.lastName)).toEqual(['M09', 'Zając']);
    const changed = await call('PUT', `signer/${first.json().id}`, s.session, { firstName: 'Zenon', lastName: 'Zając', clientLogin: 'ZZAJAC2', defaultSigner: true });
    expect(changed.json()).toMatchObject({ clientLogin: 'ZZAJAC2', defaultSigner: true });
    const defaults = await t.database.db.select().from(signers).where(eq(signers.schoolId, s.schoolId));
    expect(defaults.filter((x) => x.defaultSigner).map((x) => x.id)).toEqual([first.json().id]);
    expect((await call('DELETE', `signer/${first.json().id}`, s.session)).statusCode).toBe(204);
    const after = await t.database.db.select().from(signers).where(eq(signers.schoolId, s.schoolId));
    expect(after).toHaveLength(11);
    expect(after.filter((x) => x.defaultSigner).map((x) => x.lastName)).toEqual(['Abacki']);
  });

  it('refuses a login used in the school (any case), invalid input, no canUsePkk, and another school\'s signer', async () => {
    const s = await pkkSchool(t);
    await call('POST', 'signer', s.session, { firstName: 'A', lastName: 'B', clientLogin: 'same' });
    const dup = await call('POST', 'signer', s.session, { firstName: 'C', lastName: 'D', clientLogin: 'SAME' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('msg.error.pkk.signer.login.used');
    const bad = await call('POST', 'signer', s.session, { firstName: '', lastName: 'x'.repeat(101), clientLogin: ' ', pesel: '12345678901' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['clientLogin', 'firstName', 'lastName', 'pesel']);
    const other = await pkkSchool(t);
    const mine = await addSigner(t.database.db, s.schoolId, { defaultSigner: false });
    expect((await call('PUT', `signer/${mine.id}`, other.session, { firstName: 'A', lastName: 'B', clientLogin: 'q' })).statusCode).toBe(404);
    expect((await call('DELETE', `signer/${mine.id}`, other.session)).statusCode).toBe(404);
    expect((await call('GET', 'signer', other.session)).json().totalElements).toBe(0);
    // another school may use the same login
    expect((await call('POST', 'signer', other.session, { firstName: 'A', lastName: 'B', clientLogin: 'same' })).statusCode).toBe(200);
    const no = await pkkSchool(t, { canUsePkk: false });
    const refused = await call('POST', 'signer', no.session, { firstName: 'A', lastName: 'B', clientLogin: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.error.pkk.not.allowed');
    expect((await call('GET', 'signer', no.session)).statusCode).toBe(200);
  });

  it('answers 403 to learners and anonymous callers', async () => {
    const learner = await createStudent(t.database.db);
    const session = await t.sessionOf(learner.email, learner.password);
    expect((await call('GET', 'signer', session)).statusCode).toBe(403);
    expect((await call('GET', 'signer')).statusCode).toBe(403);
    expect((await call('GET', 'query?pkkId=20261264000000001001&pesel=80031512356', session)).statusCode).toBe(403);
  });
});

describe('registry list, info and detail', () => {
  it('filters by number without spaces, PESEL prefix and names (case-insensitive), newest download first; own school only', async () => {
    const s = await schoolWithSigner();
    const a = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK', { index: 1 });
    t.clock.advanceMinutes(1);
    const b = await pkkInStatus(t, s, 'RELEASED', { index: 2 });
    const all = (await call('POST', `school/${s.schoolId}?pageNumber=0&pageSize=10`, s.session, {})).json();
    expect(all.content.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    expect(all.content[0]).toMatchObject({ number: b.number, firstName: 'Zofia', lastName: 'Kamińska', categoryName: 'A', status: 'RELEASED' });
    const spaced = b.number.replace(/(.{5})/g, '$1 ').trim();
    expect((await call('POST', `school/${s.schoolId}`, s.session, { number: spaced })).json().content.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect((await call('POST', `school/${s.schoolId}`, s.session, { pesel: a.pesel?.slice(0, 6) })).json().content.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect((await call('POST', `school/${s.schoolId}`, s.session, { firstName: 'tOMa', lastName: 'wój' })).json().content.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect((await call('POST', `school/${s.schoolId}`, s.session, { lastName: '%' })).json().totalElements).toBe(0);
    expect((await call('POST', `school/${s.schoolId}?pageSize=1`, s.session, {})).json()).toMatchObject({ totalPages: 2, size: 1, last: false });
    expect((await call('POST', `school/${s.schoolId}?pageSize=11`, s.session, {})).statusCode).toBe(400);
    expect((await call('POST', `school/${s.schoolId}`, s.session, { pesel: '1'.repeat(12) })).statusCode).toBe(400);
    const other = await pkkSchool(t);
    expect((await call('POST', `school/${s.schoolId}`, other.session, {})).statusCode).toBe(403);
    expect((await call('GET', `school/${s.schoolId}/info`, other.session)).statusCode).toBe(403);
    expect((await call('GET', `school/${s.schoolId}/info`, s.session)).json()).toEqual({ registryNumber: s.registryNumber, canUsePkk: true, signers: 1 });
  });

  it('shows a row of the school in every status with its events; another school\'s or unknown: 404', async () => {
    const s = await schoolWithSigner();
    for (const status of PkkStatus.options) {
      const row = await pkkInStatus(t, s, status);
      const res = await call('GET', `${row.id}`, s.session);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: row.id, status, profile: { origin: { number: row.number } }, events: [{ type: 'IMPORTED' }], signatures: [] });
    }
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const other = await pkkSchool(t);
    expect((await call('GET', `${row.id}`, other.session)).statusCode).toBe(404);
    expect((await call('GET', '999999', s.session)).statusCode).toBe(404);
    expect((await call('GET', 'abc', s.session)).statusCode).toBe(400);
  });
});

describe('download, preview, refresh', () => {
  it('downloads a profile by PESEL (IMPORTED, IN_PROGRESS_WITH_OSK) and re-downloads it (REFRESHED)', async () => {
    const s = await schoolWithSigner();
    const p = await authorityProfile(t, { index: 0 });
    const res = await call('GET', `query?pkkId=${p.number}&pesel=${p.pesel}`, s.session);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ status: 'IN_PROGRESS_WITH_OSK', profile: { candidate: { firstName: 'Anna', photoType: 'image/svg+xml' } }, events: [{ type: 'IMPORTED', signer: 'Jan Kowalski' }] });
    expect(await authorityState(p.number)).toMatchObject({ state: 'WITH_OSK', holder: s.registryNumber });
    const again = await call('GET', `query?pkkId=${p.number}&pesel=${p.pesel}&userLogin=${s.login.toUpperCase()}`, s.session);
    expect(again.statusCode).toBe(200);
    expect(again.json().events.map((e: { type: string }) => e.type)).toEqual(['IMPORTED', 'REFRESHED']);
    expect(again.json().id).toBe(detail.id);
  });

  it('downloads a foreigner by birth date; a PESEL given for one without PESEL or a wrong identity: 404', async () => {
    const s = await schoolWithSigner();
    const p = await authorityProfile(t, { index: 3 });
    expect(p.pesel).toBeNull();
    const wrong = await call('GET', `query?pkkId=${p.number}&birthDate=2000-01-01`, s.session);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('msg.error.pkk.not.found');
    expect((await call('GET', `query?pkkId=${p.number}&pesel=80031512356`, s.session)).statusCode).toBe(404);
    const ok = await call('GET', `query?pkkId=${p.number}&birthDate=${p.birthDate}`, s.session);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profile.ownedDocument.abroadIdentificationDocument).toMatchObject({ name: 'Paszport' });
    expect((await call('GET', `query?pkkId=00000000000000000000&pesel=80031512356`, s.session)).json().code).toBe('msg.error.pkk.not.found');
  });

  it('refuses a profile held by another school (409) and leaves it there', async () => {
    const s = await schoolWithSigner();
    const held = PKK_DEMO_PROFILES.find((p) => p.holder === '99999999');
    expect(held).toBeDefined();
    const res = await call('GET', `query?pkkId=${held?.number}&pesel=${held?.pesel}`, s.session);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('msg.error.pkk.held.by.other');
    expect(await authorityState(held?.number ?? '')).toMatchObject({ holder: '99999999' });
    // but a preview works and changes nothing
    const preview = await call('GET', `preview?pkkId=${held?.number}&pesel=${held?.pesel}`, s.session);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().profile.candidate.lastName).toBe('Wojciechowski');
    expect((await call('POST', `school/${s.schoolId}`, s.session, {})).json().totalElements).toBe(0);
  });

  it('previews without storing anything; identity must match', async () => {
    const s = await schoolWithSigner();
    const p = await authorityProfile(t, { index: 4 });
    const before = await authorityState(p.number);
    const res = await call('GET', `preview?pkkId=${p.number}&pesel=${p.pesel}`, s.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profile: { parentPermitForMinor: true, requestedQualification: { category: 'AM' } }, wordSection: { organizationUnit: { number: expect.any(String) } } });
    expect(await authorityState(p.number)).toEqual(before);
    expect((await call('GET', `preview?pkkId=${p.number}&birthDate=1990-01-01`, s.session)).statusCode).toBe(404);
  });

  it('validates the query: bad number, bad PESEL, both or neither identity, unknown or missing signer, no canUsePkk, no authority', async () => {
    const s = await schoolWithSigner();
    const p = await authorityProfile(t);
    const before = authority.calls.length;
    const bad = await call('GET', `query?pkkId=123&pesel=${p.pesel}`, s.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].key).toBe('msg.error.pkk.number.invalid');
    expect((await call('GET', `query?pkkId=${p.number}&pesel=80031512357`, s.session)).json().fields[0].key).toBe('msg.validation.pesel');
    expect((await call('GET', `query?pkkId=${p.number}&pesel=${p.pesel}&birthDate=${p.birthDate}`, s.session)).json().fields[0].key).toBe('msg.error.pkk.pesel.or.birthdate');
    expect((await call('GET', `query?pkkId=${p.number}`, s.session)).json().fields[0].key).toBe('msg.error.pkk.pesel.or.birthdate');
    expect((await call('GET', `query?pkkId=${p.number}&birthDate=2020-13-45`, s.session)).statusCode).toBe(400);
    const unknown = await call('GET', `query?pkkId=${p.number}&pesel=${p.pesel}&userLogin=nobody`, s.session);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('msg.error.pkk.signer.not.found');
    const lonely = await pkkSchool(t);
    const none = await call('GET', `query?pkkId=${p.number}&pesel=${p.pesel}`, lonely.session);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('msg.error.pkk.no.signer');
    const no = await schoolWithSigner({ canUsePkk: false });
    expect((await call('GET', `query?pkkId=${p.number}&pesel=${p.pesel}`, no.session)).json().code).toBe('msg.error.pkk.not.allowed');
    expect((await call('GET', `preview?pkkId=${p.number}&pesel=${p.pesel}`, no.session)).statusCode).toBe(403);
    expect(authority.calls.length).toBe(before);
    const off = await createTestApp({ demo: false });
    try {
      const o = await pkkSchool(off);
      await addSigner(off.database.db, o.schoolId);
      const res = await off.app.inject({ method: 'GET', url: `${API}/query?pkkId=${p.number}&pesel=${p.pesel}`, headers: { jsessionid: o.session } });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('msg.error.pkk.authority.unavailable');
    } finally {
      await off.close();
    }
  });

  it('maps the authority\'s refusals: REJECTED 422, UNAVAILABLE and any other failure 503, WRONG_STATE 409', async () => {
    const s = await schoolWithSigner();
    const p = await authorityProfile(t);
    const url = `query?pkkId=${p.number}&pesel=${p.pesel}`;
    authority.fail = new PkkAuthorityError('REJECTED');
    expect((await call('GET', url, s.session)).json()).toMatchObject({ code: 'msg.error.pkk.authority.rejected' });
    expect((await call('GET', url, s.session)).statusCode).toBe(422);
    authority.fail = new PkkAuthorityError('UNAVAILABLE');
    expect((await call('GET', url, s.session)).statusCode).toBe(503);
    authority.fail = new Error('socket hang up');
    const broken = await call('GET', url, s.session);
    expect(broken.statusCode).toBe(503);
    expect(broken.json().code).toBe('msg.error.pkk.authority.unavailable');
    authority.fail = new PkkAuthorityError('WRONG_STATE');
    expect((await call('GET', url, s.session)).statusCode).toBe(409);
    authority.fail = null;
    expect((await call('POST', `school/${s.schoolId}`, s.session, {})).json().totalElements).toBe(0);
  });
});

describe('status transitions (§4)', () => {
  it('return: IN_PROGRESS_WITH_OSK → RELEASED (RETURNED_BY_OSK), the authority frees it; by registry id or number', async () => {
    const s = await schoolWithSigner();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const res = await call('GET', `return?pkkId=${row.id}`, s.session);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('RELEASED');
    expect(await eventTypes(row.id)).toEqual(['IMPORTED', 'RETURNED_BY_OSK']);
    expect(await authorityState(row.number)).toMatchObject({ state: 'AVAILABLE', holder: null });
    // RELEASED allows DOWNLOAD again: back to IN_PROGRESS_WITH_OSK
    const back = await call('GET', `query?pkkId=${row.number}&pesel=${row.pesel}`, s.session);
    expect(back.json().status).toBe('IN_PROGRESS_WITH_OSK');
    const row2 = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    expect((await call('GET', `return?pkkId=${row2.number.replace(/(.{5})/g, '$1 ').trim()}`, s.session)).json().status).toBe('RELEASED');
  });

  it('return to the issuing authority: reason, description and signer recorded; RELEASED', async () => {
    const s = await schoolWithSigner();
    const maria = await addSigner(t.database.db, s.schoolId, { firstName: 'Maria', lastName: 'Zielińska', defaultSigner: false });
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const res = await call('POST', `returnToIssuingAuthority?pkkId=${row.id}`, s.session, { type: 'OUTDATED_HEALTH_STATEMENT', description: 'Orzeczenie lekarskie wygasło.', pkkUpdatePersons: { signer: { id: maria.id } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('RELEASED');
    const last = res.json().events.at(-1);
    expect(last).toMatchObject({ type: 'RETURNED_TO_AUTHORITY', signer: 'Maria Zielińska', comments: 'OUTDATED_HEALTH_STATEMENT: Orzeczenie lekarskie wygasło.' });
    expect(await authorityState(row.number)).toMatchObject({ state: 'RETURNED_TO_AUTHORITY', holder: null });
  });

  it('validates the return to the authority: reason, description (required, ≤500), signer of the own school', async () => {
    const s = await schoolWithSigner();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const before = authority.calls.length;
    const url = `returnToIssuingAuthority?pkkId=${row.id}`;
    const long = await call('POST', url, s.session, { type: 'OTHER', description: 'x'.repeat(501), pkkUpdatePersons: { signer: { id: s.signerId } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0]).toMatchObject({ field: 'description', key: 'msg.validation.too.long' });
    expect((await call('POST', url, s.session, { type: 'OTHER', description: '  ', pkkUpdatePersons: { signer: { id: s.signerId } } })).json().fields[0].key).toBe('msg.validation.required');
    expect((await call('POST', url, s.session, { type: 'BORED', description: 'x', pkkUpdatePersons: { signer: { id: s.signerId } } })).statusCode).toBe(400);
    expect((await call('POST', url, s.session, { type: 'OTHER', description: 'x' })).statusCode).toBe(400);
    const other = await schoolWithSigner();
    const foreign = await call('POST', url, s.session, { type: 'OTHER', description: 'x', pkkUpdatePersons: { signer: { id: other.signerId } } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('msg.error.pkk.signer.not.found');
    expect((await call('POST', url, other.session, { type: 'OTHER', description: 'x', pkkUpdatePersons: { signer: { id: other.signerId } } })).statusCode).toBe(404);
    expect((await call('POST', `returnToIssuingAuthority?pkkId=abc`, s.session, { type: 'OTHER', description: 'x', pkkUpdatePersons: { signer: { id: s.signerId } } })).json().code).toBe('msg.error.pkk.number.invalid');
    expect(authority.calls.length).toBe(before);
    expect(await statusOf(row.id)).toBe('IN_PROGRESS_WITH_OSK');
  });

  it('complementary course: UPDATED → COMPLEMENTARY_COURSE → (remove) UPDATED; a RELEASED row removed', async () => {
    const s = await schoolWithSigner();
    const row = await pkkInStatus(t, s, 'UPDATED');
    expect((await call('GET', `complementary?pkkId=${row.number}&pesel=80031512356`, s.session)).statusCode).toBe(404);
    const added = await call('GET', `complementary?pkkId=${row.number}&pesel=${row.pesel}`, s.session);
    expect(added.statusCode).toBe(200);
    expect(added.json().status).toBe('COMPLEMENTARY_COURSE');
    expect(await authorityState(row.number)).toMatchObject({ state: 'COMPLEMENTARY_COURSE', holder: s.registryNumber });
    const removed = await call('GET', `remove?pkkId=${row.id}`, s.session);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().status).toBe('UPDATED');
    expect(await eventTypes(row.id)).toEqual(['IMPORTED', 'COMPLEMENTARY_COURSE_ADDED', 'COMPLEMENTARY_COURSE_REMOVED']);
    expect(await authorityState(row.number)).toMatchObject({ state: 'UPDATED' });
    const released = await pkkInStatus(t, s, 'RELEASED');
    expect((await call('GET', `remove?pkkId=${released.id}`, s.session)).statusCode).toBe(204);
    expect(await statusOf(released.id)).toBeUndefined();
  });

  it('complementary course on a RELEASED profile (§4 lists it): the school takes it again; not when another school holds it now', async () => {
    const s = await schoolWithSigner();
    const released = await pkkInStatus(t, s, 'RELEASED');
    expect(await authorityState(released.number)).toMatchObject({ state: 'AVAILABLE', holder: null });
    expect((await call('GET', `complementary?pkkId=${released.number}&pesel=80031512356`, s.session)).statusCode).toBe(404);
    const added = await call('GET', `complementary?pkkId=${released.number}&pesel=${released.pesel}`, s.session);
    expect(added.statusCode).toBe(200);
    expect(added.json().status).toBe('COMPLEMENTARY_COURSE');
    expect(await authorityState(released.number)).toMatchObject({ state: 'COMPLEMENTARY_COURSE', holder: s.registryNumber });
    expect(await eventTypes(released.id)).toEqual(['IMPORTED', 'COMPLEMENTARY_COURSE_ADDED']);
    // Ended without a course update, the profile is released again (nothing to send to the exam centre).
    const ended = await call('GET', `remove?pkkId=${released.id}`, s.session);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().status).toBe('RELEASED');
    expect(await authorityState(released.number)).toMatchObject({ state: 'AVAILABLE', holder: null });
    const taken = await pkkInStatus(t, s, 'RELEASED');
    await t.database.db.update(pkkAuthorityProfiles).set({ holder: '99999999', state: 'WITH_OSK' }).where(eq(pkkAuthorityProfiles.number, taken.number));
    const refused = await call('GET', `complementary?pkkId=${taken.number}`, s.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('msg.error.pkk.held.by.other');
    expect(await statusOf(taken.id)).toBe('RELEASED');
  });

  it('refuses every action its status does not allow (409) and never asks the authority then', async () => {
    const s = await schoolWithSigner();
    const attempts: Array<{ action: PkkAction; run: (row: { id: number; number: string; pesel: string | null }) => Promise<{ statusCode: number; json: () => { code: string } }> }> = [
      { action: 'RETURN', run: (r) => call('GET', `return?pkkId=${r.id}`, s.session) },
      { action: 'RETURN_TO_AUTHORITY', run: (r) => call('POST', `returnToIssuingAuthority?pkkId=${r.id}`, s.session, { type: 'OTHER', description: 'x', pkkUpdatePersons: { signer: { id: s.signerId } } }) },
      { action: 'COMPLEMENTARY', run: (r) => call('GET', `complementary?pkkId=${r.number}`, s.session) },
      { action: 'REMOVE_COMPLEMENTARY', run: (r) => call('GET', `remove?pkkId=${r.id}`, s.session) },
      { action: 'UPDATE', run: (r) => call('GET', `course/${r.id}`, s.session) },
    ];
    for (const status of PkkStatus.options) {
      for (const attempt of attempts) {
        if (PKK_ACTIONS[status].includes(attempt.action)) continue;
        if (attempt.action === 'REMOVE_COMPLEMENTARY' && PKK_ACTIONS[status].includes('DELETE')) continue;
        const row = await pkkInStatus(t, s, status);
        const before = authority.calls.length;
        const res = await attempt.run(row);
        expect(res.statusCode, `${attempt.action} in ${status}`).toBe(409);
        expect(res.json().code).toBe('msg.error.pkk.action.not.allowed');
        expect(authority.calls.length).toBe(before);
        expect(await statusOf(row.id)).toBe(status);
      }
    }
    // COMPLEMENTARY_COURSE allows neither REFRESH nor DOWNLOAD
    const comp = await pkkInStatus(t, s, 'COMPLEMENTARY_COURSE');
    expect((await call('GET', `query?pkkId=${comp.number}&pesel=${comp.pesel}`, s.session)).statusCode).toBe(409);
  });

  it('refreshes an IMPORTED_FROM_PORTAL row into IN_PROGRESS_WITH_OSK and an UPDATED row keeps UPDATED', async () => {
    const s = await schoolWithSigner();
    const imported = await pkkInStatus(t, s, 'IMPORTED_FROM_PORTAL');
    const res = await call('GET', `query?pkkId=${imported.number}&pesel=${imported.pesel}`, s.session);
    expect(res.json().status).toBe('IN_PROGRESS_WITH_OSK');
    expect(await eventTypes(imported.id)).toEqual(['IMPORTED', 'REFRESHED']);
    const updated = await pkkInStatus(t, s, 'UPDATED');
    expect((await call('GET', `query?pkkId=${updated.number}&pesel=${updated.pesel}`, s.session)).json().status).toBe('UPDATED');
    expect((await call('GET', `query?pkkId=${updated.number}&pesel=80031512356`, s.session)).statusCode).toBe(404);
  });

  it('another school\'s rows: 404 for return, remove, complementary, return to authority; no canUsePkk: 403', async () => {
    const s = await schoolWithSigner();
    const row = await pkkInStatus(t, s, 'IN_PROGRESS_WITH_OSK');
    const other = await schoolWithSigner();
    expect((await call('GET', `return?pkkId=${row.id}`, other.session)).statusCode).toBe(404);
    expect((await call('GET', `remove?pkkId=${row.id}`, other.session)).statusCode).toBe(404);
    expect((await call('GET', `complementary?pkkId=${row.number}`, other.session)).statusCode).toBe(404);
    const no = await schoolWithSigner({ canUsePkk: false });
    for (const url of [`return?pkkId=${row.id}`, `remove?pkkId=${row.id}`, `complementary?pkkId=${row.number}`]) expect((await call('GET', url, no.session)).statusCode).toBe(403);
    expect(await statusOf(row.id)).toBe('IN_PROGRESS_WITH_OSK');
  });
});

describe('the authority simulator', () => {
  it('lets only the holder refresh, update, release and return; keeps a history of every change', async () => {
    const sim = new PkkAuthoritySimulator(t.database.db, t.clock);
    const p = await authorityProfile(t);
    const ref = { number: p.number, osk: '11111111', userLogin: 'a' };
    await expect(sim.refresh(ref)).rejects.toMatchObject({ code: 'WRONG_STATE' });
    await expect(sim.release(ref)).rejects.toMatchObject({ code: 'WRONG_STATE' });
    await expect(sim.download({ ...ref, pesel: null, birthDate: null })).rejects.toMatchObject({ code: 'IDENTITY_MISMATCH' });
    await expect(sim.download({ ...ref, number: '12345678901234567890', pesel: p.pesel, birthDate: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const got = await sim.download({ ...ref, pesel: p.pesel, birthDate: null });
    expect(got).toMatchObject({ holder: '11111111', state: 'WITH_OSK' });
    const other = { ...ref, osk: '22222222' };
    await expect(sim.download({ ...other, pesel: p.pesel, birthDate: null })).rejects.toMatchObject({ code: 'HELD_BY_OTHER' });
    await expect(sim.refresh(other)).rejects.toMatchObject({ code: 'HELD_BY_OTHER' });
    await expect(sim.update({ ...other, signedDocument: '<x><Signature/></x>', update: { startDate: '2026-01-01', endDate: null, theoryClassHours: 30, theoryClassMinutes: 0, practicalClassHours: 30, practicalClassMinutes: 0, instructorRecordNumber: null, lecturerRecordNumber: null, schoolName: 'X' } })).rejects.toMatchObject({ code: 'HELD_BY_OTHER' });
    await expect(sim.update({ ...ref, signedDocument: '<x/>', update: { startDate: '2026-01-01', endDate: null, theoryClassHours: 30, theoryClassMinutes: 0, practicalClassHours: 30, practicalClassMinutes: 0, instructorRecordNumber: null, lecturerRecordNumber: null, schoolName: 'X' } })).rejects.toMatchObject({ code: 'REJECTED' });
    await expect(sim.addComplementaryCourse({ ...ref, pesel: null })).rejects.toMatchObject({ code: 'WRONG_STATE' });
    const updated = await sim.update({ ...ref, signedDocument: '<x><Signature/></x>', update: { startDate: '2026-01-01', endDate: '2026-02-01', theoryClassHours: 30, theoryClassMinutes: 0, practicalClassHours: 30, practicalClassMinutes: 0, instructorRecordNumber: '1/1', lecturerRecordNumber: null, schoolName: 'OSK X' } });
    expect(updated).toMatchObject({ state: 'UPDATED', holder: '11111111', oskUpdate: { school: { name: 'OSK X', registryNumber: '11111111' }, course: { endDate: '2026-02-01' } } });
    await expect(sim.download({ ...ref, pesel: p.pesel, birthDate: null })).rejects.toMatchObject({ code: 'WRONG_STATE' });
    await expect(sim.addComplementaryCourse({ ...other, pesel: null })).rejects.toMatchObject({ code: 'HELD_BY_OTHER' });
    await expect(sim.addComplementaryCourse({ ...ref, pesel: '80031512356' })).rejects.toMatchObject({ code: 'IDENTITY_MISMATCH' });
    expect(await sim.addComplementaryCourse({ ...ref, pesel: p.pesel })).toMatchObject({ state: 'COMPLEMENTARY_COURSE' });
    expect(await sim.removeComplementaryCourse(ref)).toMatchObject({ state: 'UPDATED' });
    const history = (await sim.refresh(ref)).history.map((h) => h.type);
    expect(history).toEqual(['CREATED', 'DOWNLOADED', 'UPDATED', 'COMPLEMENTARY_COURSE_ADDED', 'COMPLEMENTARY_COURSE_REMOVED']);
    const q = await authorityProfile(t, { index: 6 });
    await sim.download({ ...ref, number: q.number, pesel: q.pesel, birthDate: null });
    expect(await sim.returnToIssuingAuthority({ ...ref, number: q.number, reason: 'OTHER', description: 'x', signer: 'Jan' })).toMatchObject({ state: 'RETURNED_TO_AUTHORITY', holder: null });
    expect(await sim.download({ ...other, number: q.number, pesel: q.pesel, birthDate: null })).toMatchObject({ state: 'WITH_OSK', holder: '22222222' });
  });

  it('seeds itself when its table is empty', async () => {
    const fresh = await createTestApp({ demo: true });
    try {
      const sim = new PkkAuthoritySimulator(fresh.database.db, fresh.clock);
      const anna = PKK_DEMO_PROFILES[0];
      const seen = await sim.preview({ number: anna?.number ?? '', osk: '1', userLogin: 'x', pesel: anna?.pesel ?? null, birthDate: null });
      expect(seen.profile.candidate).toMatchObject({ firstName: 'Anna', email: 'kursant@example.com', photoType: 'image/svg+xml', signatureType: 'image/svg+xml' });
      expect(Buffer.from(seen.profile.candidate.photo ?? '', 'base64').toString('utf8')).toMatch(/^<svg /);
      expect(await fresh.database.db.select().from(pkkAuthorityProfiles)).toHaveLength(PKK_DEMO_PROFILES.length);
    } finally {
      await fresh.close();
    }
  });
});
