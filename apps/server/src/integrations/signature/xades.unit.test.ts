import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PKK_SIGNED_XML_MAX_BYTES } from '@osk/contract';
import { buildPkkUpdateDocument } from './document.js';
import { loadOrCreateDemoCa, type DemoCa, type IssuedCertificate } from './demo-ca.js';
import { buildSzafirTaskList } from './szafir.js';
import { signXadesDocument, XadesSignatureVerifier } from './xades.js';
import { parseSafeXml } from './xml.js';
import { SignatureError, type ExpectedSigner, type PkkUpdateDocumentData } from './types.js';

const NOW = new Date('2026-03-10T10:00:00Z');
const SIGNER: ExpectedSigner = { firstName: 'Jan', lastName: 'Kowalski', pesel: '44051401359' };

const DATA: PkkUpdateDocumentData = {
  pkkNumber: '12345678901234567890',
  school: { name: 'OSK "Łoś" & Syn <Kraków>', registryNumber: '00011122' },
  category: 'B',
  startDate: '2026-01-05',
  endDate: null,
  practicalClassHours: 30,
  practicalClassMinutes: 0,
  theoryClassHours: 30,
  theoryClassMinutes: 15,
  instructor: { firstName: 'Anna', lastName: 'Nowak', registrationNumber: '01234' },
  lecturer: null,
  updater: { firstName: 'Ewa', lastName: 'Zając', login: 'ewa' },
};
const DOCUMENT = buildPkkUpdateDocument(DATA);

async function expectCode(promise: Promise<unknown>, code: SignatureError['code']) {
  await expect(promise).rejects.toBeInstanceOf(SignatureError);
  await expect(promise).rejects.toMatchObject({ code });
}

let ca: DemoCa;
let otherCa: DemoCa;
let certificate: IssuedCertificate;
let verifier: XadesSignatureVerifier;
let signed: string;

beforeAll(async () => {
  ca = await loadOrCreateDemoCa({ commonName: 'Test CA', now: NOW });
  otherCa = await loadOrCreateDemoCa({ commonName: 'Test CA', now: NOW });
  certificate = await ca.issueSignerCertificate(SIGNER, { validDays: 1, now: NOW });
  verifier = new XadesSignatureVerifier({ trustedCertificates: [ca.certificateDer] });
  signed = await signXadesDocument(DOCUMENT, certificate.privateKey, certificate.certificate);
}, 60_000);

describe('buildPkkUpdateDocument', () => {
  it('is deterministic, escapes text and carries every field', () => {
    expect(buildPkkUpdateDocument(DATA)).toBe(DOCUMENT);
    expect(DOCUMENT).toContain('<Nazwa>OSK &quot;Łoś&quot; &amp; Syn &lt;Kraków&gt;</Nazwa>');
    const { document } = parseSafeXml(DOCUMENT);
    const text = (name: string) => document.getElementsByTagName(name)[0]?.textContent;
    expect(text('NumerPkk')).toBe(DATA.pkkNumber);
    expect(text('Nazwa')).toBe(DATA.school.name);
    expect(text('NumerRejestru')).toBe('00011122');
    expect(text('DataZakonczenia')).toBe('');
    expect(document.getElementsByTagName('Wykladowca')[0]?.getAttribute('present')).toBe('false');
    expect(text('Login')).toBe('ewa');
    expect(buildPkkUpdateDocument({ ...DATA, theoryClassMinutes: 16 })).not.toBe(DOCUMENT);
  });
});

describe('buildSzafirTaskList', () => {
  it('embeds the document base64 with its SHA-256 in one XAdES enveloped task', () => {
    const list = buildSzafirTaskList(DOCUMENT);
    const { document } = parseSafeXml(list);
    const tasks = document.getElementsByTagName('Task');
    expect(tasks.length).toBe(1);
    const signature = document.getElementsByTagName('Signature')[0];
    expect(signature?.getAttribute('format')).toBe('XAdES');
    expect(signature?.getAttribute('packaging')).toBe('ENVELOPED');
    expect(signature?.getAttribute('digestAlgorithm')).toBe('SHA-256');
    const content = document.getElementsByTagName('Document')[0];
    expect(Buffer.from(content?.textContent ?? '', 'base64').toString('utf8')).toBe(DOCUMENT);
    expect(content?.getAttribute('sha256')).toBe(createHash('sha256').update(DOCUMENT, 'utf8').digest('hex'));
  });
});

describe('safe XML parsing', () => {
  it('refuses DTDs and entities before parsing', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>';
    const xxe = '<?xml version="1.0"?>\n<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><foo>&xxe;</foo>';
    const afterComment = '\uFEFF  <!-- hi --><!doctype a><a/>';
    const entityOnly = '<a><!ENTITY x "y"></a>';
    for (const text of [laughs, xxe, afterComment, entityOnly]) {
      expect(() => parseSafeXml(text)).toThrow(expect.objectContaining({ code: 'DTD_FORBIDDEN' }));
    }
  });
  it('refuses oversize input, bad UTF-8, foreign encodings, undefined entities and broken XML', () => {
    expect(() => parseSafeXml(`<a>${'x'.repeat(PKK_SIGNED_XML_MAX_BYTES)}</a>`)).toThrow(expect.objectContaining({ code: 'TOO_LARGE' }));
    expect(() => parseSafeXml(Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0x3c, 0x2f, 0x61, 0x3e]))).toThrow(expect.objectContaining({ code: 'XML_INVALID' }));
    expect(() => parseSafeXml('<?xml version="1.0" encoding="ISO-8859-2"?><a/>')).toThrow(expect.objectContaining({ code: 'XML_INVALID' }));
    expect(() => parseSafeXml('<a>&xxe;</a>')).toThrow(expect.objectContaining({ code: 'XML_INVALID' }));
    expect(() => parseSafeXml('<a><b></a>')).toThrow(expect.objectContaining({ code: 'XML_INVALID' }));
    expect(() => parseSafeXml('')).toThrow(expect.objectContaining({ code: 'XML_INVALID' }));
  });
});

describe('demo CA', () => {
  it('is persisted with a private key readable only by the owner and loaded again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pkk-ca-'));
    try {
      const first = await loadOrCreateDemoCa({ commonName: 'Persisted CA', directory: dir, fileBase: 'demo', now: NOW });
      const second = await loadOrCreateDemoCa({ commonName: 'Persisted CA', directory: dir, fileBase: 'demo', now: NOW });
      expect(second.certificateDer.equals(first.certificateDer)).toBe(true);
      expect((await stat(join(dir, 'demo-key.pem'))).mode & 0o777).toBe(0o600);
      expect(await readFile(join(dir, 'demo-key.pem'), 'utf8')).toContain('BEGIN PRIVATE KEY');
      // A certificate issued by the reloaded CA verifies against the first one.
      const issued = await second.issueSignerCertificate({ firstName: 'Ola', lastName: 'Lis' }, { validDays: 1, now: NOW });
      const document = await signXadesDocument(DOCUMENT, issued.privateKey, issued.certificate);
      const result = await new XadesSignatureVerifier({ trustedCertificates: [first.certificateDer] }).verify(document, DOCUMENT, { firstName: 'ola', lastName: ' LIS ', pesel: null }, NOW);
      expect(result.certificateSubject).toBe('SN=Lis,GN=Ola,CN=Ola Lis,C=PL');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('XadesSignatureVerifier', () => {
  it('accepts a valid signature and describes it', async () => {
    const result = await verifier.verify(Buffer.from(signed, 'utf8'), DOCUMENT, SIGNER, NOW);
    expect(result.certificateSubject).toBe('serialNumber=PNOPL-44051401359,SN=Kowalski,GN=Jan,CN=Jan Kowalski,C=PL');
    expect(result.certificateIssuer).toBe('CN=Test CA,O=Prawko OSK (demo),C=PL');
    expect(result.certificateSerial).toMatch(/^[0-9a-f]+$/);
    expect(result.documentSha256).toBe(createHash('sha256').update(signed, 'utf8').digest('hex'));
    expect(result.document).toBe(signed);
  });

  it('refuses content changed after signing', async () => {
    await expectCode(verifier.verify(signed.replace('<Godziny>30</Godziny>', '<Godziny>31</Godziny>'), DOCUMENT, SIGNER, NOW), 'INVALID');
  });

  it('refuses a tampered SignedInfo', async () => {
    const tampered = signed.replace(/(<ds:DigestValue>)([^<]+)(<\/ds:DigestValue>)/, (_m, a: string, v: string, b: string) => `${a}${v.startsWith('A') ? 'B' : 'A'}${v.slice(1)}${b}`);
    expect(tampered).not.toBe(signed);
    await expectCode(verifier.verify(tampered, DOCUMENT, SIGNER, NOW), 'INVALID');
    // A change inside SignedInfo that leaves every reference intact: only the signature value can catch it.
    const attribute = signed.replace('<ds:SignedInfo>', '<ds:SignedInfo Id="changed">');
    expect(attribute).not.toBe(signed);
    await expectCode(verifier.verify(attribute, DOCUMENT, SIGNER, NOW), 'INVALID');
    const method = signed.replace('xmldsig#enveloped-signature"/>', 'xmldsig#enveloped-signature"/><ds:Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>');
    await expectCode(verifier.verify(method, DOCUMENT, SIGNER, NOW), 'INVALID');
  });

  it('refuses another person by name or by PESEL', async () => {
    await expectCode(verifier.verify(signed, DOCUMENT, { ...SIGNER, lastName: 'Nowak' }, NOW), 'SIGNER_MISMATCH');
    await expectCode(verifier.verify(signed, DOCUMENT, { ...SIGNER, pesel: '02070803628' }, NOW), 'SIGNER_MISMATCH');
    const noPesel = await ca.issueSignerCertificate({ firstName: 'Jan', lastName: 'Kowalski' }, { validDays: 1, now: NOW });
    const withoutPesel = await signXadesDocument(DOCUMENT, noPesel.privateKey, noPesel.certificate);
    await expectCode(verifier.verify(withoutPesel, DOCUMENT, SIGNER, NOW), 'SIGNER_MISMATCH');
    await expect(verifier.verify(withoutPesel, DOCUMENT, { ...SIGNER, pesel: null }, NOW)).resolves.toMatchObject({ documentSha256: expect.any(String) });
  });

  it('refuses a certificate of an untrusted CA', async () => {
    const foreign = await otherCa.issueSignerCertificate(SIGNER, { validDays: 1, now: NOW });
    const document = await signXadesDocument(DOCUMENT, foreign.privateKey, foreign.certificate);
    await expectCode(verifier.verify(document, DOCUMENT, SIGNER, NOW), 'UNTRUSTED');
    // With no trusted CAs at all, everything is untrusted.
    await expectCode(new XadesSignatureVerifier({ trustedCertificates: [] }).verify(signed, DOCUMENT, SIGNER, NOW), 'UNTRUSTED');
  });

  it('refuses a certificate outside its validity', async () => {
    await expectCode(verifier.verify(signed, DOCUMENT, SIGNER, new Date(NOW.getTime() + 2 * 24 * 3600 * 1000)), 'EXPIRED');
    await expectCode(verifier.verify(signed, DOCUMENT, SIGNER, new Date(NOW.getTime() - 3600 * 1000)), 'EXPIRED');
  });

  it('refuses documents with a DTD or entities without reading anything', async () => {
    const xxe = signed.replace('<?xml version="1.0" encoding="UTF-8"?>\n', '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE AktualizacjaPkk [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n').replace('<Login>ewa</Login>', '<Login>&xxe;</Login>');
    await expectCode(verifier.verify(xxe, DOCUMENT, SIGNER, NOW), 'DTD_FORBIDDEN');
    const laughs = `<!DOCTYPE a [<!ENTITY l "l"><!ENTITY l2 "&l;&l;&l;&l;">]>${signed.replace(/^<\?xml[^>]*>\n/, '')}`;
    await expectCode(verifier.verify(laughs, DOCUMENT, SIGNER, NOW), 'DTD_FORBIDDEN');
  });

  it('refuses oversize documents', async () => {
    await expectCode(verifier.verify(`${signed}<!--${'x'.repeat(PKK_SIGNED_XML_MAX_BYTES)}-->`, DOCUMENT, SIGNER, NOW), 'TOO_LARGE');
  });

  it('refuses a document that is not signed', async () => {
    await expectCode(verifier.verify(DOCUMENT, DOCUMENT, SIGNER, NOW), 'NOT_SIGNED');
  });

  it('refuses two signatures', async () => {
    const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/.exec(signed)?.[0] ?? '';
    const twice = signed.replace('</AktualizacjaPkk>', `${signature}</AktualizacjaPkk>`);
    await expectCode(verifier.verify(twice, DOCUMENT, SIGNER, NOW), 'INVALID');
    const again = await signXadesDocument(signed, certificate.privateKey, certificate.certificate);
    await expectCode(verifier.verify(again, DOCUMENT, SIGNER, NOW), 'INVALID');
  });

  it('refuses a signature over a sub-element only', async () => {
    const wrapped = DOCUMENT.replace('<Osrodek>', '<Osrodek Id="part">');
    const { SignedXml } = await import('xadesjs');
    const { DOMParser, XMLSerializer } = await import('@xmldom/xmldom');
    const document = new DOMParser().parseFromString(wrapped, 'text/xml');
    const base64 = certificate.certificate.toString('base64');
    const signature = await new SignedXml().Sign({ name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as unknown as Algorithm, certificate.privateKey, document as never, {
      references: [{ hash: 'SHA-256', uri: '#part', transforms: ['exc-c14n'] }],
      signingCertificate: base64,
      x509: [base64],
    });
    document.documentElement?.appendChild(signature.GetXml() as never);
    const partial = new XMLSerializer().serializeToString(document);
    await expectCode(verifier.verify(partial, wrapped, SIGNER, NOW), 'INVALID');
  });

  it('refuses a valid signature over a different document', async () => {
    const other = buildPkkUpdateDocument({ ...DATA, practicalClassHours: 60 });
    const document = await signXadesDocument(other, certificate.privateKey, certificate.certificate);
    await expect(verifier.verify(document, other, SIGNER, NOW)).resolves.toBeDefined();
    await expectCode(verifier.verify(document, DOCUMENT, SIGNER, NOW), 'CONTENT_MISMATCH');
  });

  it('accepts the document indented by a tool that signed it elsewhere, but not with changed values', async () => {
    const indented = DOCUMENT.replace(/></g, '>\n  <');
    const signed = await signXadesDocument(indented, certificate.privateKey, certificate.certificate);
    await expect(verifier.verify(signed, DOCUMENT, SIGNER, NOW)).resolves.toBeDefined();
    const changed = await signXadesDocument(indented.replace('<NumerPkk>', '<NumerPkk> '), certificate.privateKey, certificate.certificate);
    await expectCode(verifier.verify(changed, DOCUMENT, SIGNER, NOW), 'CONTENT_MISMATCH');
  });

  it('refuses a signing-certificate digest that is not the certificate', async () => {
    // Sign with the right key and KeyInfo, but name another certificate in the signed XAdES properties.
    const otherCertificate = await ca.issueSignerCertificate(SIGNER, { validDays: 1, now: NOW });
    const { SignedXml } = await import('xadesjs');
    const { DOMParser, XMLSerializer } = await import('@xmldom/xmldom');
    const document = new DOMParser().parseFromString(DOCUMENT, 'text/xml');
    const signature = await new SignedXml().Sign({ name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as unknown as Algorithm, certificate.privateKey, document as never, {
      references: [{ hash: 'SHA-256', uri: '', transforms: ['enveloped', 'exc-c14n'] }],
      signingCertificate: otherCertificate.certificate.toString('base64'),
      x509: [certificate.certificate.toString('base64')],
    });
    document.documentElement?.appendChild(signature.GetXml() as never);
    await expectCode(verifier.verify(new XMLSerializer().serializeToString(document), DOCUMENT, SIGNER, NOW), 'INVALID');
  });
});
