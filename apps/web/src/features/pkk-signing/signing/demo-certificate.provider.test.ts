// @vitest-environment node
import * as xmldom from '@xmldom/xmldom';
import { Parse, setNodeDependencies, SignedXml } from 'xadesjs';
import xpath from 'xpath';
import { beforeAll, describe, expect, it, vi, inject } from 'vitest';

let TEST_PRIVATE_KEY = '';
let TEST_CERTIFICATE = '';
let TEST_CA_CERTIFICATE = '';
beforeAll(() => {
  ({ privateKey: TEST_PRIVATE_KEY, certificate: TEST_CERTIFICATE, caCertificate: TEST_CA_CERTIFICATE } = inject('pkkTestCertificate'));
});
import { createDemoCertificateProvider, DEMO_SIGN_ALGORITHM, demoSignOptions, signWithCertificate } from './demo-certificate.provider';
import { SigningError } from './signature-provider';

// The browser has DOMParser, XMLSerializer and XPath; Node gets them from @xmldom/xmldom and xpath
// (FACTS.md "XAdES with xadesjs 2.6.8"). WebCrypto is Node's own globalThis.crypto.
beforeAll(() => {
  setNodeDependencies({ XMLSerializer: xmldom.XMLSerializer, DOMParser: xmldom.DOMParser, DOMImplementation: xmldom.DOMImplementation, xpath });
  vi.stubGlobal('XMLSerializer', xmldom.XMLSerializer);
});

const DOCUMENT = '<?xml version="1.0" encoding="UTF-8"?><AktualizacjaPkk xmlns="urn:test:pkk"><NumerPkk>12345678901234567890</NumerPkk><Kandydat>Zażółć Gęślą</Kandydat></AktualizacjaPkk>';
const SIGNER = { id: 3, firstName: 'Jan', lastName: 'Kowalski', schoolId: 5, clientLogin: 'jan.k', defaultSigner: true, pesel: null };
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

async function verify(signed: string) {
  const doc = Parse(signed);
  const signatures = doc.getElementsByTagNameNS(DSIG, 'Signature');
  const verifier = new SignedXml(doc);
  verifier.LoadXml(signatures[0] as Element);
  return { count: signatures.length, valid: await verifier.Verify() };
}

describe('the demo certificate provider', () => {
  it('uses exactly the agreed XAdES options', () => {
    expect(DEMO_SIGN_ALGORITHM).toEqual({ name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' });
    expect(demoSignOptions('CERT')).toEqual({
      references: [{ hash: 'SHA-256', transforms: ['enveloped', 'exc-c14n'], uri: '' }],
      signingCertificate: 'CERT',
      x509: ['CERT'],
    });
  });

  it('signs the document with one enveloped XAdES signature that carries the certificate and verifies', async () => {
    const loadCertificate = vi.fn(async () => ({ privateKey: TEST_PRIVATE_KEY, certificate: TEST_CERTIFICATE, caCertificate: TEST_CA_CERTIFICATE, validTo: '2099-01-01T00:00:00Z' }));
    const provider = createDemoCertificateProvider(loadCertificate);
    const { signedXml, method } = await provider.sign(DOCUMENT, SIGNER);
    expect(method).toBe('DEMO_CERTIFICATE');
    expect(loadCertificate).toHaveBeenCalledWith(SIGNER);
    expect(signedXml).toContain('<ds:Signature');
    expect(signedXml).toContain('SigningCertificate');
    expect(signedXml).toContain(`<ds:X509Certificate>${TEST_CERTIFICATE}</ds:X509Certificate>`);
    expect(signedXml).toContain('<ds:Reference URI=""');
    expect(signedXml).toContain('http://www.w3.org/2000/09/xmldsig#enveloped-signature');
    expect(signedXml).toContain('http://www.w3.org/2001/10/xml-exc-c14n#');
    expect(signedXml).toContain('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    // The signature sits inside the document's root, the content is unchanged.
    expect(signedXml).toMatch(/<Kandydat>Zażółć Gęślą<\/Kandydat><ds:Signature/);
    const result = await verify(signedXml);
    expect(result).toEqual({ count: 1, valid: true });
  });

  it('a changed document no longer verifies (the signature covers the whole document)', async () => {
    const signed = await signWithCertificate(DOCUMENT, { privateKey: TEST_PRIVATE_KEY, certificate: TEST_CERTIFICATE });
    const tampered = signed.replace('12345678901234567890', '12345678901234567899');
    await expect(verify(tampered).then((r) => r.valid)).rejects.toThrow();
  });

  it('a broken key becomes msg.error.sign.failed', async () => {
    const provider = createDemoCertificateProvider(async () => ({ privateKey: 'AAAA', certificate: TEST_CERTIFICATE, caCertificate: TEST_CERTIFICATE, validTo: '2099-01-01T00:00:00Z' }));
    const failure = await provider.sign(DOCUMENT, SIGNER).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SigningError);
    expect((failure as SigningError).messageKey).toBe('msg.error.sign.failed');
  });
});
