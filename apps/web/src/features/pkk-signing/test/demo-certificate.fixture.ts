import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

/** What `POST pkk/demo/certificate` answers, in shape: base64 DER key (PKCS#8), certificate and CA. */
export interface TestCertificate {
  privateKey: string;
  certificate: string;
  caCertificate: string;
}

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 } as const;
const base64 = (buffer: ArrayBuffer): string => Buffer.from(buffer).toString('base64');

/**
 * A test CA and a one-day certificate it issues to Jan Kowalski (CN, GN, SN), made with Node's
 * WebCrypto when the tests start (no key is kept in the repository). Runs in the web project's global
 * setup (Node), because @peculiar/x509 cannot sign inside jsdom's realm; tests read the result with
 * `inject('pkkTestCertificate')`.
 */
export function makeTestCertificate(): Promise<TestCertificate> {
  return (async () => {
    x509.cryptoProvider.set(webcrypto as Crypto);
    const caKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
    const notBefore = new Date(Date.now() - 60_000);
    const notAfter = new Date(Date.now() + 24 * 3600_000);
    const ca = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: '01',
      name: 'CN=Test CA, C=PL',
      notBefore,
      notAfter,
      keys: caKeys,
      signingAlgorithm: ALGORITHM,
      extensions: [new x509.BasicConstraintsExtension(true, 0, true)],
    });
    const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
    const leaf = await x509.X509CertificateGenerator.create({
      serialNumber: '02',
      subject: [{ '2.5.4.6': ['PL'] }, { '2.5.4.3': ['Jan Kowalski'] }, { '2.5.4.42': ['Jan'] }, { '2.5.4.4': ['Kowalski'] }],
      issuer: ca.subject,
      notBefore,
      notAfter,
      publicKey: keys.publicKey,
      signingKey: caKeys.privateKey,
      signingAlgorithm: ALGORITHM,
    });
    return { privateKey: base64(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)), certificate: base64(leaf.rawData), caCertificate: base64(ca.rawData) };
  })();
}
