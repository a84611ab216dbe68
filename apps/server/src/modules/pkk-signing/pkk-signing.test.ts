import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { pkkProfiles, pkkTrustedProfileSessions, schools, signers } from '../../db/schema/index.js';
import { buildPkkUpdateDocument } from '../../integrations/signature/document.js';
import { loadOrCreateDemoCa } from '../../integrations/signature/demo-ca.js';
import { DEMO_CERTIFICATE_CA_NAME, TRUSTED_PROFILE_CA_NAME } from '../../integrations/signature/config.js';
import { signXadesDocument, XadesSignatureVerifier } from '../../integrations/signature/xades.js';
import type { PkkUpdateDocumentData } from '../../integrations/signature/types.js';
import { hashToken } from '../../lib/ids.js';

let t: TestApp;
let plain: TestApp;
let caDir: string;

beforeAll(async () => {
  caDir = await mkdtemp(join(tmpdir(), 'pkk-signing-'));
  t = await createTestApp({ demo: true, extraDeps: { pkkSigning: { demoCaDirectory: caDir } } });
  plain = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t.close();
  await plain.close();
  await rm(caDir, { recursive: true, force: true });
});

/** The simulator is part of the app: its addresses are relative to the browser's origin. */
const PUBLIC = '';
let pkkSequence = 0;

interface Ctx {
  app: TestApp;
  schoolId: number;
  session: string;
  signerId: number;
  pkkId: number;
  pkkNumber: string;
}

async function school(options: { app?: TestApp; canUsePkk?: boolean; pesel?: string | null } = {}): Promise<Ctx> {
  const app = options.app ?? t;
  const db = app.database.db;
  const s = await createSchool(db);
  await db.update(schools).set({ canUsePkk: options.canUsePkk ?? true, registryNumber: '00011122' } as never).where(eq(schools.id, s.schoolId));
  const [signer] = await db
    .insert(signers)
    .values({ schoolId: s.schoolId, firstName: 'Józef', lastName: 'Żółć', clientLogin: `jz${s.schoolId}`, pesel: options.pesel === undefined ? '44051401359' : options.pesel })
    .returning({ id: signers.id });
  pkkSequence += 1;
  const pkkNumber = String(10_000_000_000_000_000_000n + BigInt(pkkSequence));
  const [pkk] = await db
    .insert(pkkProfiles)
    .values({ schoolId: s.schoolId, number: pkkNumber, firstName: 'Kandydat', lastName: 'Testowy', categoryName: 'B', status: 'IN_PROGRESS_WITH_OSK', profile: {} })
    .returning({ id: pkkProfiles.id });
  if (!signer || !pkk) throw new Error('insert returned nothing');
  return { app, schoolId: s.schoolId, session: await app.sessionOf(s.email, s.password), signerId: signer.id, pkkId: pkk.id, pkkNumber };
}

function documentFor(ctx: Ctx, changes: Partial<PkkUpdateDocumentData> = {}): string {
  return buildPkkUpdateDocument({
    pkkNumber: ctx.pkkNumber,
    school: { name: 'OSK Test', registryNumber: '00011122' },
    category: 'B',
    startDate: '2026-10-01',
    endDate: '2026-11-20',
    practicalClassHours: 30,
    practicalClassMinutes: 0,
    theoryClassHours: 30,
    theoryClassMinutes: 0,
    instructor: { firstName: 'Anna', lastName: 'Nowak', registrationNumber: '01234' },
    lecturer: null,
    updater: { firstName: 'Ewa', lastName: 'Zając', login: 'ewa' },
    ...changes,
  });
}

async function call(ctx: { app: TestApp; session?: string }, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(ctx.session ? { jsessionid: ctx.session } : {}), 'accept-language': 'pl' },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function start(ctx: Ctx, overrides: Record<string, unknown> = {}) {
  return call(ctx, 'POST', 'pkk/trustedProfile/start', { pkkId: ctx.pkkId, signerId: ctx.signerId, document: documentFor(ctx), returnUrl: `/pkk/course/${ctx.pkkId}`, ...overrides });
}

function simulatorPath(redirectUrl: string): string {
  expect(redirectUrl.startsWith(`${PUBLIC}/api/dev/trusted-profile/`)).toBe(true);
  return redirectUrl.slice(PUBLIC.length);
}

async function decide(app: TestApp, path: string, action: string) {
  return app.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}` });
}

async function demoVerifier(): Promise<XadesSignatureVerifier> {
  // The app keeps its demo CAs in caDir: load the same ones.
  const [certificates, trustedProfile] = await Promise.all([
    loadOrCreateDemoCa({ commonName: DEMO_CERTIFICATE_CA_NAME, directory: caDir, fileBase: 'demo-ca', now: t.clock.now() }),
    loadOrCreateDemoCa({ commonName: TRUSTED_PROFILE_CA_NAME, directory: caDir, fileBase: 'trusted-profile-ca', now: t.clock.now() }),
  ]);
  return new XadesSignatureVerifier({ trustedCertificates: [certificates.certificateDer, trustedProfile.certificateDer] });
}

describe('POST pkk/demo/certificate', () => {
  it("issues a one-day certificate for the school's signer that signs verifiable documents", async () => {
    const ctx = await school();
    const res = await call(ctx, 'POST', 'pkk/demo/certificate', { signerId: ctx.signerId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const certificate = new x509.X509Certificate(new Uint8Array(Buffer.from(body.certificate, 'base64')));
    expect(certificate.subjectName.getField('2.5.4.5')).toEqual(['PNOPL-44051401359']);
    expect(certificate.subjectName.getField('CN')).toEqual(['Józef Żółć']);
    expect(new Date(body.validTo).getTime() - t.clock.now().getTime()).toBe(24 * 3600 * 1000);
    const ca = new x509.X509Certificate(new Uint8Array(Buffer.from(body.caCertificate, 'base64')));
    expect(ca.subjectName.getField('CN')).toEqual([DEMO_CERTIFICATE_CA_NAME]);
    const key = await webcrypto.subtle.importKey('pkcs8', Buffer.from(body.privateKey, 'base64'), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
    const document = documentFor(ctx);
    const signed = await signXadesDocument(document, key as CryptoKey, Buffer.from(body.certificate, 'base64'));
    const result = await (await demoVerifier()).verify(signed, document, { firstName: 'józef', lastName: 'ŻÓŁĆ', pesel: '44051401359' }, t.clock.now());
    expect(result.certificateIssuer).toContain(`CN=${DEMO_CERTIFICATE_CA_NAME}`);
  });

  it("refuses another school's signer, a school without PKK rights, learners and invalid bodies", async () => {
    const ctx = await school();
    const other = await school();
    const foreign = await call(ctx, 'POST', 'pkk/demo/certificate', { signerId: other.signerId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('msg.error.pkk.signer.not.found');
    const unknown = await call(ctx, 'POST', 'pkk/demo/certificate', { signerId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const barred = await school({ canUsePkk: false });
    const refused = await call(barred, 'POST', 'pkk/demo/certificate', { signerId: barred.signerId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.error.pkk.not.allowed');
    for (const body of [{}, { signerId: 'x' }, { signerId: -1 }]) {
      expect((await call(ctx, 'POST', 'pkk/demo/certificate', body)).statusCode).toBe(400);
    }
    const learner = await createStudent(t.database.db);
    expect((await call({ app: t, session: await t.sessionOf(learner.email, learner.password) }, 'POST', 'pkk/demo/certificate', { signerId: ctx.signerId })).statusCode).toBe(403);
    expect((await call({ app: t }, 'POST', 'pkk/demo/certificate', { signerId: ctx.signerId })).statusCode).toBe(403);
  });

  it('is not registered outside demo mode (404)', async () => {
    const ctx = await school({ app: plain });
    const res = await call(ctx, 'POST', 'pkk/demo/certificate', { signerId: ctx.signerId });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('msg.error.not.found');
    expect(plain.routes.some((r) => r.url === '/api/pkk/demo/certificate')).toBe(false);
  });
});

describe('trusted profile', () => {
  it('round trip: start, simulator page, sign, redirect, result that verifies against the started document', async () => {
    const ctx = await school();
    const started = await start(ctx);
    expect(started.statusCode).toBe(200);
    const { redirectUrl, token } = started.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(pkkTrustedProfileSessions).where(eq(pkkTrustedProfileSessions.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 15 * 60_000);

    const pending = await call(ctx, 'GET', `pkk/trustedProfile/result/${token}`);
    expect(pending.json()).toEqual({ status: 'PENDING', requestBody: null });

    const path = simulatorPath(redirectUrl);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Podpisz dokument profilem zaufanym (symulator)');
    expect(page.body).toContain('Józef Żółć');
    expect(page.body).toContain(ctx.pkkNumber);
    expect(page.body).toContain('2026-10-01');
    expect(page.body).toContain('Anna Nowak (01234)');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('value="sign"');

    const signed = await decide(t, path, 'sign');
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toBe(`${PUBLIC}/pkk/course/${ctx.pkkId}?tpToken=${token}`);

    const result = await call(ctx, 'GET', `pkk/trustedProfile/result/${token}`);
    expect(result.statusCode).toBe(200);
    const body = result.json();
    expect(body.status).toBe('SIGNED');
    const xml = Buffer.from(body.requestBody, 'base64');
    const verified = await (await demoVerifier()).verify(xml, documentFor(ctx), { firstName: 'Józef', lastName: 'Żółć', pesel: '44051401359' }, t.clock.now());
    expect(verified.certificateIssuer).toContain(`CN=${TRUSTED_PROFILE_CA_NAME}`);
    expect(verified.certificateSubject).toContain('serialNumber=PNOPL-44051401359');

    // Decided once: a second decision and the page say so.
    expect((await decide(t, path, 'cancel')).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(409);
    expect((await call(ctx, 'GET', `pkk/trustedProfile/result/${token}`)).json().status).toBe('SIGNED');
  });

  it('cancel comes back with tpCancelled=1 and a CANCELLED result', async () => {
    const ctx = await school({ pesel: null });
    const { redirectUrl, token } = (await start(ctx, { returnUrl: '/pkk/course/7?step=sign' })).json();
    const cancelled = await decide(t, simulatorPath(redirectUrl), 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${PUBLIC}/pkk/course/7?step=sign&tpToken=${token}&tpCancelled=1`);
    expect((await call(ctx, 'GET', `pkk/trustedProfile/result/${token}`)).json()).toEqual({ status: 'CANCELLED', requestBody: null });
    expect((await decide(t, simulatorPath(redirectUrl), 'other')).statusCode).toBe(400);
  });

  it('expires after 15 minutes', async () => {
    const ctx = await school();
    const { redirectUrl, token } = (await start(ctx)).json();
    t.clock.advanceMinutes(16);
    const result = await call(ctx, 'GET', `pkk/trustedProfile/result/${token}`);
    expect(result.statusCode).toBe(410);
    expect(result.json().code).toBe('msg.error.pkk.trusted.profile.expired');
    const path = simulatorPath(redirectUrl);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
    expect((await decide(t, path, 'sign')).statusCode).toBe(410);
  });

  it("answers 404 to another user and to unknown tokens", async () => {
    const ctx = await school();
    const other = await school();
    const { token } = (await start(ctx)).json();
    expect((await call(other, 'GET', `pkk/trustedProfile/result/${token}`)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `pkk/trustedProfile/result/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/trusted-profile/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await decide(t, `/api/dev/trusted-profile/${'A'.repeat(43)}`, 'sign')).statusCode).toBe(404);
  });

  it('refuses bad return addresses, unsafe or foreign documents, other schools\' data and schools without PKK rights', async () => {
    const ctx = await school();
    const other = await school();
    for (const returnUrl of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'pkk', '/pkk#x']) {
      const res = await start(ctx, { returnUrl });
      expect(res.statusCode, returnUrl).toBe(400);
    }
    const dtd = await start(ctx, { document: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' });
    expect(dtd.statusCode).toBe(400);
    expect(dtd.json().code).toBe('msg.error.pkk.xml.dtd.forbidden');
    const broken = await start(ctx, { document: '<a><b></a>' });
    expect(broken.json().code).toBe('msg.error.pkk.xml.invalid');
    const foreignDoc = await start(ctx, { document: '<a xmlns="urn:other"/>' });
    expect(foreignDoc.json().code).toBe('msg.error.pkk.xml.invalid');
    const wrongNumber = await start(ctx, { document: documentFor(other) });
    expect(wrongNumber.statusCode).toBe(400);
    const tooLong = await start(ctx, { document: `<a>${'x'.repeat(1_048_577)}</a>` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([expect.objectContaining({ field: 'document', key: 'msg.error.pkk.xml.too.large' })]);
    // Fewer characters than the limit but more bytes (2 bytes per letter in UTF-8).
    const tooLarge = await start(ctx, { document: `<a>${'ż'.repeat(600_000)}</a>` });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().code).toBe('msg.error.pkk.xml.too.large');
    const foreignSigner = await start(ctx, { signerId: other.signerId });
    expect(foreignSigner.statusCode).toBe(404);
    expect(foreignSigner.json().code).toBe('msg.error.pkk.signer.not.found');
    const foreignPkk = await start(ctx, { pkkId: other.pkkId });
    expect(foreignPkk.statusCode).toBe(404);
    const barred = await school({ canUsePkk: false });
    expect((await start(barred)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', 'pkk/trustedProfile/start', {})).statusCode).toBe(400);
  });

  it('answers 503 outside demo mode, where no signing service is connected', async () => {
    const ctx = await school({ app: plain });
    const res = await start(ctx);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('msg.error.pkk.authority.unavailable');
    expect((await plain.app.inject({ method: 'GET', url: `/api/dev/trusted-profile/${'A'.repeat(43)}` })).statusCode).toBe(404);
  });
});
