import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/env.js';
import { createPkkSigning, pkkSigningConfigFrom } from './config.js';
import { loadOrCreateDemoCa, toPem, type DemoCa } from './demo-ca.js';
import { buildPkkUpdateDocument } from './document.js';
import { signXadesDocument } from './xades.js';

const NOW = new Date();
const DOCUMENT = buildPkkUpdateDocument({
  pkkNumber: '00000000000000000001',
  school: { name: 'OSK', registryNumber: '1' },
  category: 'B',
  startDate: '2026-01-01',
  endDate: null,
  practicalClassHours: 1,
  practicalClassMinutes: 0,
  theoryClassHours: 1,
  theoryClassMinutes: 0,
  instructor: null,
  lecturer: null,
  updater: { firstName: 'A', lastName: 'B', login: 'ab' },
});
const SIGNER = { firstName: 'Jan', lastName: 'Nowak', pesel: null };

let dir: string;
let ca: DemoCa;
let signed: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pkk-config-'));
  ca = await loadOrCreateDemoCa({ commonName: 'Qualified CA' });
  const issued = await ca.issueSignerCertificate(SIGNER, { validDays: 1, now: NOW });
  signed = await signXadesDocument(DOCUMENT, issued.privateKey, issued.certificate);
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('PKK signing configuration', () => {
  it('trusts the CAs of PKK_TRUSTED_CA_FILE outside demo mode, and nothing without it', async () => {
    const file = join(dir, 'bundle.pem');
    await writeFile(file, `# bundle\n${toPem(ca.certificateDer, 'CERTIFICATE')}`);
    const config = pkkSigningConfigFrom({ PKK_TRUSTED_CA_FILE: file, DEMO: false, DATA_DIR: dir });
    expect(config.trustedCaCertificates).toHaveLength(1);
    expect(config.demoCaDirectory).toBeNull();
    const configured = createPkkSigning(config, false);
    expect(configured.demoCas).toBeNull();
    await expect(configured.verifier.verify(signed, DOCUMENT, SIGNER, NOW)).resolves.toBeDefined();
    await expect(createPkkSigning(undefined, false).verifier.verify(signed, DOCUMENT, SIGNER, NOW)).rejects.toMatchObject({ code: 'UNTRUSTED' });
  });

  it('refuses an empty or missing CA file', async () => {
    const empty = join(dir, 'empty.pem');
    await writeFile(empty, 'nothing here');
    expect(() => pkkSigningConfigFrom({ PKK_TRUSTED_CA_FILE: empty, DEMO: false, DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => pkkSigningConfigFrom({ PKK_TRUSTED_CA_FILE: join(dir, 'missing.pem'), DEMO: false, DATA_DIR: dir })).toThrow(ConfigError);
  });

  it('in demo mode keeps the demo CAs in DATA_DIR/pkk-demo-ca and trusts them besides the configured ones', async () => {
    const config = pkkSigningConfigFrom({ DEMO: true, DATA_DIR: dir });
    expect(config.demoCaDirectory).toBe(join(dir, 'pkk-demo-ca'));
    const setup = createPkkSigning(config, true);
    const cas = await setup.demoCas?.();
    if (!cas) throw new Error('demo CAs expected');
    const issued = await cas.trustedProfile.issueSignerCertificate(SIGNER, { validDays: 1, now: NOW });
    const document = await signXadesDocument(DOCUMENT, issued.privateKey, issued.certificate);
    await expect(setup.verifier.verify(document, DOCUMENT, SIGNER, NOW)).resolves.toBeDefined();
    // A qualified CA not configured is not trusted in demo mode either.
    await expect(setup.verifier.verify(signed, DOCUMENT, SIGNER, NOW)).rejects.toMatchObject({ code: 'UNTRUSTED' });
    const again = await loadOrCreateDemoCa({ commonName: 'x', directory: join(dir, 'pkk-demo-ca'), fileBase: 'trusted-profile-ca' });
    expect(again.certificateDer.equals(cas.trustedProfile.certificateDer)).toBe(true);
  }, 60_000);
});
