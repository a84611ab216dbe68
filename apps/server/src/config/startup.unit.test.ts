import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateDemoCa, toPem } from '../integrations/signature/demo-ca.js';
import { PAYNOW_DEMO_KEYS, paynowConfigFrom } from '../integrations/paynow/config.js';
import { ConfigError, loadEnv } from './env.js';
import { checkStartup, demoInProductionRefusal, productionProblems, startupWarnings } from './startup.js';

let dir: string;
let caFile: string;
let emptyFile: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'osk-startup-'));
  const ca = await loadOrCreateDemoCa({ commonName: 'Qualified CA' });
  caFile = join(dir, 'trusted.pem');
  await writeFile(caFile, toPem(ca.certificateDer, 'CERTIFICATE'));
  emptyFile = join(dir, 'empty.pem');
  await writeFile(emptyFile, 'not a certificate\n');
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A production environment with every setting it needs. */
function complete(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://osk@db.internal/osk',
    PUBLIC_URL: 'https://osk.example',
    PAYNOW_API_URL: 'https://api.paynow.pl',
    PAYNOW_API_KEY: 'shop-api-key',
    PAYNOW_SIGNATURE_KEY: 'shop-signature-key',
    SMTP_HOST: 'smtp.example',
    SMTP_USER: 'osk',
    SMTP_PASSWORD: 'smtp-secret',
    SMS_API_URL: 'https://api.smsapi.pl',
    SMS_API_TOKEN: 'sms-token',
    OPERATOR_TOKEN: 'a-long-operator-token-0123',
    PKK_TRUSTED_CA_FILE: caFile,
    SELLER_NAME: 'OSK Sp. z o.o.',
    SELLER_NIP: '5260250274',
    SELLER_ADDRESS: 'ul. Prosta 1|00-001 Warszawa',
    SELLER_BANK_ACCOUNT: '61 1090 1014 0000 0712 1981 2874',
  };
}

describe('demo mode in production', () => {
  it('is refused in one line that says why and what to set', () => {
    const refusal = demoInProductionRefusal(loadEnv({ NODE_ENV: 'production', DEMO: '1' }));
    expect(refusal).not.toBeNull();
    expect(refusal).not.toContain('\n');
    expect(refusal).toMatch(/DEMO=0/);
    expect(refusal).toMatch(/NODE_ENV=production/);
    expect(() => checkStartup(loadEnv({ ...complete(), DEMO: '1' }))).toThrow(ConfigError);
    expect(() => checkStartup(loadEnv({ ...complete(), DEMO: '1' }))).toThrow(refusal ?? '');
  });

  it('is allowed outside production', () => {
    expect(demoInProductionRefusal(loadEnv({ DEMO: '1' }))).toBeNull();
    expect(demoInProductionRefusal(loadEnv({ NODE_ENV: 'test', DEMO: '1' }))).toBeNull();
    expect(() => checkStartup(loadEnv({ DEMO: '1' }))).not.toThrow();
  });
});

describe('production settings', () => {
  it('passes a complete production configuration', () => {
    expect(productionProblems(loadEnv(complete()))).toEqual([]);
    expect(() => checkStartup(loadEnv(complete()))).not.toThrow();
  });

  it('lists everything missing in one message', () => {
    const env = loadEnv({ NODE_ENV: 'production' });
    const problems = productionProblems(env);
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'PAYNOW_API_KEY', 'SMTP_HOST', 'SMS_API_URL', 'SMS_API_TOKEN', 'OPERATOR_TOKEN', 'PKK_TRUSTED_CA_FILE']) {
      expect(problems.some((p) => p.startsWith(name))).toBe(true);
    }
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toMatch(/PGlite/);
    let message = '';
    try {
      checkStartup(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const problem of problems) expect(message).toContain(problem);
  });

  it('names only what is missing when some settings are there', () => {
    const { DATABASE_URL: _db, PUBLIC_URL: _url, OPERATOR_TOKEN: _op, ...rest } = complete();
    const problems = productionProblems(loadEnv(rest));
    expect(problems.map((p) => p.split(':')[0])).toEqual(['DATABASE_URL', 'PUBLIC_URL', 'OPERATOR_TOKEN']);
  });

  it('asks for an https PUBLIC_URL, a readable PEM CA file and SMTP credentials in pairs', () => {
    expect(productionProblems(loadEnv({ ...complete(), PUBLIC_URL: 'http://osk.example' }))).toEqual(['PUBLIC_URL: must be an https:// address']);
    const missingFile = productionProblems(loadEnv({ ...complete(), PKK_TRUSTED_CA_FILE: join(dir, 'nope.pem') }));
    expect(missingFile).toHaveLength(1);
    expect(missingFile[0]).toMatch(/^PKK_TRUSTED_CA_FILE: .*nope\.pem/);
    expect(productionProblems(loadEnv({ ...complete(), PKK_TRUSTED_CA_FILE: emptyFile }))).toEqual([`PKK_TRUSTED_CA_FILE: ${emptyFile} holds no PEM certificate`]);
    const { SMTP_PASSWORD: _password, ...noPassword } = complete();
    expect(productionProblems(loadEnv(noPassword))).toEqual(['SMTP_PASSWORD: required when SMTP_USER is set']);
    const { SMTP_USER: _user, SMTP_PASSWORD: _pw, ...noLogin } = complete();
    expect(productionProblems(loadEnv(noLogin))).toEqual([]);
  });

  it('refuses the demo Paynow keys published in the source', () => {
    const env = loadEnv({ ...complete(), PAYNOW_API_KEY: PAYNOW_DEMO_KEYS.apiKey, PAYNOW_SIGNATURE_KEY: PAYNOW_DEMO_KEYS.signatureKey });
    expect(productionProblems(env)).toEqual([expect.stringMatching(/^PAYNOW_API_KEY and PAYNOW_SIGNATURE_KEY: the demo keys/)]);
    // Outside production too: a server out of demo mode does not take them at all.
    const plain = loadEnv({ PAYNOW_API_KEY: PAYNOW_DEMO_KEYS.apiKey, PAYNOW_SIGNATURE_KEY: PAYNOW_DEMO_KEYS.signatureKey });
    expect(() => paynowConfigFrom(plain, 'http://localhost:8080')).toThrow(ConfigError);
    expect(() => paynowConfigFrom(loadEnv({ PAYNOW_API_KEY: 'shop', PAYNOW_SIGNATURE_KEY: PAYNOW_DEMO_KEYS.signatureKey }), 'http://localhost:8080')).toThrow(/demo keys/);
    expect(paynowConfigFrom(loadEnv({ DEMO: '1', PAYNOW_API_KEY: PAYNOW_DEMO_KEYS.apiKey, PAYNOW_SIGNATURE_KEY: PAYNOW_DEMO_KEYS.signatureKey }), 'http://localhost:8080')).not.toBeNull();
  });

  it('asks nothing of a server outside production', () => {
    expect(productionProblems(loadEnv({}))).toEqual([]);
    expect(productionProblems(loadEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it("warns of Paynow's sandbox in production and of a demo beyond loopback", () => {
    expect(startupWarnings(loadEnv(complete()))).toEqual([]);
    expect(startupWarnings(loadEnv({ ...complete(), PAYNOW_API_URL: 'https://api.sandbox.paynow.pl' }))).toEqual([expect.stringMatching(/sandbox/)]);
    expect(startupWarnings(loadEnv({ DEMO: '1' }))).toEqual([]);
    expect(startupWarnings(loadEnv({ DEMO: '1', HOST: '0.0.0.0' }))).toEqual([expect.stringMatching(/0\.0\.0\.0/)]);
    const { SELLER_NIP: _nip, SELLER_BANK_ACCOUNT: _account, ...noSeller } = complete();
    expect(startupWarnings(loadEnv(noSeller))).toEqual([expect.stringMatching(/seller's details are not configured \(SELLER_NIP, SELLER_BANK_ACCOUNT\)/)]);
  });
});
