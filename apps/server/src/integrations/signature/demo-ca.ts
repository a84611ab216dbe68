import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes, webcrypto } from 'node:crypto';
// @peculiar/x509 needs a Reflect metadata polyfill (tsyringe) that it does not depend on itself.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';

/**
 * Demo certificate authorities (demo mode and tests only): a software CA that issues certificates
 * standing in for qualified ones, so the whole signing flow (browser signing, trusted-profile
 * simulator, server verification) runs without a card reader. RSA 2048, SHA-256.
 *
 * When a directory is given, the CA is created once and kept there (`<name>-key.pem` with mode 0600,
 * `<name>-cert.pem`), so certificates issued before a restart stay valid.
 */

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const RSA_SHA256: RsaHashedKeyGenParams = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
const RSA_IMPORT: RsaHashedImportParams = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
const DAY_MS = 24 * 60 * 60 * 1000;
/** Attribute OIDs used in subjects (GN and serialNumber are not in @peculiar/x509's own table). */
export const OID = { CN: '2.5.4.3', C: '2.5.4.6', O: '2.5.4.10', SN: '2.5.4.4', GN: '2.5.4.42', serialNumber: '2.5.4.5' } as const;

export interface SignerPerson {
  firstName: string;
  lastName: string;
  pesel?: string | null;
}

export interface IssuedCertificate {
  /** PKCS#8 DER of the signer's private key. */
  privateKeyPkcs8: Buffer;
  /** The same key, ready for signing (extractable). */
  privateKey: CryptoKey;
  certificate: Buffer;
  caCertificate: Buffer;
  validTo: Date;
}

export interface DemoCa {
  readonly name: string;
  readonly certificate: x509.X509Certificate;
  /** DER of the CA certificate. */
  readonly certificateDer: Buffer;
  /** Issues a signer certificate: C=PL, CN=First Last, GN, SN, serialNumber=PNOPL-<pesel> when given. */
  issueSignerCertificate(person: SignerPerson, options: { validDays: number; now?: Date }): Promise<IssuedCertificate>;
}

function randomSerial(): string {
  const bytes = randomBytes(16);
  // Positive INTEGER: clear the top bit, avoid a leading zero byte.
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x01;
  return bytes.toString('hex');
}

/** A subject for a person as a JSON name (one attribute per RDN, in this order). */
export function personSubject(person: SignerPerson): x509.JsonName {
  const name: x509.JsonName = [
    { [OID.C]: ['PL'] },
    { [OID.CN]: [`${person.firstName} ${person.lastName}`] },
    { [OID.GN]: [person.firstName] },
    { [OID.SN]: [person.lastName] },
  ];
  if (person.pesel) name.push({ [OID.serialNumber]: [`PNOPL-${person.pesel}`] });
  return name;
}

function caSubject(commonName: string): x509.JsonName {
  return [{ [OID.C]: ['PL'] }, { [OID.O]: ['Prawko OSK (demo)'] }, { [OID.CN]: [commonName] }];
}

async function generateCa(commonName: string, now: Date): Promise<{ certificate: x509.X509Certificate; privateKey: CryptoKey }> {
  const keys = (await webcrypto.subtle.generateKey(RSA_SHA256, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomSerial(),
    name: caSubject(commonName),
    // A year back: a clock that a test or an operator moves back a little still sees a valid CA.
    notBefore: new Date(now.getTime() - 365 * DAY_MS),
    notAfter: new Date(now.getTime() + 20 * 365 * DAY_MS),
    keys,
    signingAlgorithm: RSA_SHA256,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certificate, privateKey: keys.privateKey };
}

function buildCa(name: string, certificate: x509.X509Certificate, caKey: CryptoKey): DemoCa {
  const certificateDer = Buffer.from(certificate.rawData);
  return {
    name,
    certificate,
    certificateDer,
    async issueSignerCertificate(person, options) {
      const now = options.now ?? new Date();
      const keys = (await webcrypto.subtle.generateKey(RSA_SHA256, true, ['sign', 'verify'])) as CryptoKeyPair;
      const notAfter = new Date(now.getTime() + options.validDays * DAY_MS);
      const issued = await x509.X509CertificateGenerator.create({
        serialNumber: randomSerial(),
        subject: personSubject(person),
        issuer: certificate.subjectName,
        // A few minutes back so a clock slightly behind does not see a "not yet valid" certificate.
        notBefore: new Date(now.getTime() - 5 * 60 * 1000),
        notAfter,
        publicKey: keys.publicKey,
        signingKey: caKey,
        signingAlgorithm: RSA_SHA256,
        extensions: [
          new x509.BasicConstraintsExtension(false, undefined, true),
          new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
          await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
          await x509.AuthorityKeyIdentifierExtension.create(certificate),
        ],
      });
      const privateKeyPkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
      return { privateKeyPkcs8, privateKey: keys.privateKey, certificate: Buffer.from(issued.rawData), caCertificate: certificateDer, validTo: notAfter };
    },
  };
}

function toPem(der: ArrayBuffer | Buffer, label: string): string {
  const base64 = Buffer.from(der as ArrayBuffer).toString('base64');
  return `-----BEGIN ${label}-----\n${base64.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;
}

function fromPem(pem: string, label: string): Buffer {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`).exec(pem);
  if (!match?.[1]) throw new Error(`no ${label} in PEM`);
  return Buffer.from(match[1].replace(/\s+/g, ''), 'base64');
}

/**
 * Creates a demo CA, or loads it from `directory` when it was created there before (files
 * `<fileBase>-key.pem`, 0600, and `<fileBase>-cert.pem`).
 */
export async function loadOrCreateDemoCa(options: { commonName: string; directory?: string; fileBase?: string; now?: Date }): Promise<DemoCa> {
  const now = options.now ?? new Date();
  if (!options.directory) {
    const { certificate, privateKey } = await generateCa(options.commonName, now);
    return buildCa(options.commonName, certificate, privateKey);
  }
  const base = options.fileBase ?? 'demo-ca';
  const keyFile = join(options.directory, `${base}-key.pem`);
  const certFile = join(options.directory, `${base}-cert.pem`);
  try {
    const [keyPem, certPem] = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]);
    const privateKey = await webcrypto.subtle.importKey('pkcs8', fromPem(keyPem, 'PRIVATE KEY'), RSA_IMPORT, false, ['sign']);
    const certificate = new x509.X509Certificate(new Uint8Array(fromPem(certPem, 'CERTIFICATE')));
    return buildCa(options.commonName, certificate, privateKey);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.directory, { recursive: true, mode: 0o700 });
  const { certificate, privateKey } = await generateCa(options.commonName, now);
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', privateKey);
  await writeFile(keyFile, toPem(pkcs8, 'PRIVATE KEY'), { mode: 0o600 });
  await writeFile(certFile, toPem(Buffer.from(certificate.rawData), 'CERTIFICATE'), { mode: 0o644 });
  return buildCa(options.commonName, certificate, privateKey);
}

/** Splits a PEM bundle into DER certificates (for PKK_TRUSTED_CA_FILE). */
export function parseCertificateBundle(pem: string): Buffer[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => fromPem(block, 'CERTIFICATE'));
}

export { toPem };
