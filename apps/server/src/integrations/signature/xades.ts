/**
 * XAdES signing (node side: demo certificates, trusted-profile simulator, tests) and verification of
 * PKK update documents (FACTS.md "XAdES with xadesjs 2.6.8").
 *
 * The signing options — the browser (web pkk-signing) signs with exactly these, so both produce the
 * same kind of signature:
 *
 *   const signedXml = new xadesjs.SignedXml();
 *   const signature = await signedXml.Sign(
 *     { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },   // algorithm
 *     privateKey,                                        // CryptoKey, RSASSA-PKCS1-v1_5 / SHA-256, usage 'sign'
 *     document,                                          // the parsed unsigned document (Document)
 *     {
 *       references: [{ hash: 'SHA-256', uri: '', transforms: ['enveloped', 'exc-c14n'] }],
 *       signingCertificate: certificateBase64,           // base64 DER of the signer's certificate
 *       x509: [certificateBase64],
 *     },
 *   );
 *   document.documentElement.appendChild(signature.GetXml());
 *   const signed = new XMLSerializer().serializeToString(document);   // sent base64 as requestBody
 *
 * (xadesjs adds a second reference itself, to the XAdES SignedProperties; the verifier accepts
 * exactly these two references.)
 */
import { createHash, webcrypto } from 'node:crypto';
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { DOMImplementation, DOMParser, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';
import xpath from 'xpath';
import * as xadesjs from 'xadesjs';
import { XmlCanonicalizer } from 'xmldsigjs';
import { OID } from './demo-ca.js';
import { decodeXmlInput, parseCheckedXml } from './xml.js';
import { SignatureError, type ExpectedSigner, type SignatureVerifier, type VerifiedSignature } from './types.js';

xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath });
xadesjs.Application.setEngine('NodeJS', webcrypto as unknown as Crypto);
x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export const DS_NS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES_NS_PREFIX = 'http://uri.etsi.org/01903/';
const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903#SignedProperties';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
/** Transforms allowed besides the enveloped one: canonicalisations only (no XPath/XSLT selection). */
const C14N_TRANSFORMS = new Set([
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments',
  'http://www.w3.org/2001/10/xml-exc-c14n#',
  'http://www.w3.org/2001/10/xml-exc-c14n#WithComments',
]);
const DIGESTS: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#sha1': 'sha1',
  'http://www.w3.org/2001/04/xmlenc#sha256': 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384': 'sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'sha512',
};
/** Reference digests: SHA-2 only. */
const REFERENCE_DIGESTS = new Set(['http://www.w3.org/2001/04/xmlenc#sha256', 'http://www.w3.org/2001/04/xmldsig-more#sha384', 'http://www.w3.org/2001/04/xmlenc#sha512']);
const SIGNATURE_METHODS: Record<string, RsaHashedImportParams | EcKeyImportParams> = {
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-384' },
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' },
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256': { name: 'ECDSA', namedCurve: 'P-256' },
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha384': { name: 'ECDSA', namedCurve: 'P-384' },
};

/** The algorithm and options every PKK signature uses (see the comment at the top). */
export const XADES_SIGN_ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
export function xadesSignOptions(certificateBase64: string): xadesjs.OptionsXAdES {
  return {
    references: [{ hash: 'SHA-256', uri: '', transforms: ['enveloped', 'exc-c14n'] }],
    signingCertificate: certificateBase64,
    x509: [certificateBase64],
  };
}

/** Signs `xml` (our unsigned document) with an enveloped XAdES-BES signature; returns the signed XML text. */
export async function signXadesDocument(xml: string, privateKey: CryptoKey, certificateDer: Buffer | Uint8Array): Promise<string> {
  const document = parseCheckedXml(decodeXmlInput(xml).text);
  const certificateBase64 = Buffer.from(certificateDer).toString('base64');
  const signedXml = new xadesjs.SignedXml();
  // xadesjs is typed against the DOM lib; @xmldom/xmldom's nodes are what it uses at run time.
  const signature = await signedXml.Sign(XADES_SIGN_ALGORITHM as unknown as Algorithm, privateKey, document as never, xadesSignOptions(certificateBase64));
  const element = signature.GetXml();
  if (!element || !document.documentElement) throw new Error('xadesjs produced no signature element');
  document.documentElement.appendChild(element as unknown as Node);
  const serialized = new XMLSerializer().serializeToString(document);
  // xmldom drops the XML declaration; keep the original one so the bytes read like the unsigned document.
  return serialized.startsWith('<?xml') ? serialized : `<?xml version="1.0" encoding="UTF-8"?>\n${serialized}`;
}

// ---- verification helpers ----

function childElements(parent: Element | Document, ns: string, localName: string): Element[] {
  const result: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) {
      const element = node as Element;
      if (element.namespaceURI === ns && element.localName === localName) result.push(element);
    }
  }
  return result;
}

function onlyChild(parent: Element, ns: string, localName: string): Element {
  const [first, ...rest] = childElements(parent, ns, localName);
  if (!first || rest.length > 0) throw new SignatureError('INVALID', `expected one ${localName}`);
  return first;
}

function descendants(root: Element | Document, predicate: (element: Element) => boolean): Element[] {
  const result: Element[] = [];
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 1) {
        if (predicate(child as Element)) result.push(child as Element);
        walk(child);
      }
    }
  };
  walk(root as Node);
  return result;
}

function isXades(element: Element, localName: string): boolean {
  return (element.namespaceURI ?? '').startsWith(XADES_NS_PREFIX) && element.localName === localName;
}

function idOf(element: Element): string | null {
  return element.getAttribute('Id') ?? element.getAttribute('ID') ?? element.getAttribute('id');
}

function isCa(certificate: x509.X509Certificate): boolean {
  const constraints = certificate.getExtension(x509.BasicConstraintsExtension);
  if (!constraints?.ca) return false;
  const usage = certificate.getExtension(x509.KeyUsagesExtension);
  return !usage || (usage.usages & x509.KeyUsageFlags.keyCertSign) !== 0;
}

function sameName(a: x509.Name, b: x509.Name): boolean {
  return Buffer.from(a.toArrayBuffer()).equals(Buffer.from(b.toArrayBuffer()));
}

const RFC4514_NAMES: Record<string, string> = { G: 'GN', '2.5.4.5': 'serialNumber', '2.5.4.42': 'GN' };
function escapeRdnValue(value: string): string {
  if (value.startsWith('#') && /^#[0-9a-fA-F]+$/.test(value)) return value;
  return value
    .replace(/([\\"+,;<>=])/g, '\\$1')
    .replace(/^([ #])/, '\\$1')
    .replace(/ $/, '\\ ');
}
/** RFC 4514 string of a name (last RDN first, "," between RDNs, "+" inside multi-valued RDNs). */
export function formatRfc4514(name: x509.Name): string {
  return name
    .toJSON()
    .slice()
    .reverse()
    .map((rdn) =>
      Object.entries(rdn)
        .flatMap(([type, values]) => values.map((value) => `${RFC4514_NAMES[type] ?? type}=${escapeRdnValue(value)}`))
        .join('+'),
    )
    .join(',');
}

function normalizePerson(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');
}

/** Whether the certificate names the expected person (GN+SN, else CN "First Last"; PESEL when required). */
export function certificateMatchesSigner(certificate: x509.X509Certificate, signer: ExpectedSigner): boolean {
  const subject = certificate.subjectName;
  const given = subject.getField(OID.GN);
  const surname = subject.getField(OID.SN);
  const expectedFirst = normalizePerson(signer.firstName);
  const expectedLast = normalizePerson(signer.lastName);
  let nameMatches: boolean;
  if (given.length > 0 && surname.length > 0) {
    nameMatches = normalizePerson(given.join(' ')) === expectedFirst && normalizePerson(surname.join(' ')) === expectedLast;
  } else {
    nameMatches = subject.getField(OID.CN).some((cn) => normalizePerson(cn) === `${expectedFirst} ${expectedLast}`);
  }
  if (!nameMatches) return false;
  if (!signer.pesel) return true;
  const expected = `pnopl-${signer.pesel.trim()}`;
  return subject.getField(OID.serialNumber).some((value) => value.trim().toLowerCase() === expected);
}

/** Drops whitespace-only text nodes: the update document has no mixed content, and tools that sign it elsewhere may indent it. */
function dropIndentation(node: Node): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3 && (child.nodeValue ?? '').trim() === '') node.removeChild(child);
    else if (child.nodeType === 1) dropIndentation(child);
  }
}

function canonicalize(node: Document): string {
  dropIndentation(node);
  return new XmlCanonicalizer(false, true).Canonicalize(node as never);
}

type CertificateInput = Buffer | Uint8Array | x509.X509Certificate;
export interface XadesVerifierOptions {
  /** Trusted CA certificates (DER or parsed); a function is called once, on the first verification. */
  trustedCertificates: readonly CertificateInput[] | (() => Promise<readonly CertificateInput[]>);
}

const MAX_CHAIN = 6;

/** Verifies XAdES signatures of PKK documents (see SignatureVerifier for the rules). */
export class XadesSignatureVerifier implements SignatureVerifier {
  private trustedList: Promise<x509.X509Certificate[]> | null = null;

  constructor(private readonly options: XadesVerifierOptions) {}

  private get trusted(): Promise<x509.X509Certificate[]> {
    if (!this.trustedList) {
      const source = this.options.trustedCertificates;
      this.trustedList = (typeof source === 'function' ? source() : Promise.resolve(source)).then((list) =>
        list.map((item) => (item instanceof x509.X509Certificate ? item : new x509.X509Certificate(new Uint8Array(item)))),
      );
      // A failed load (e.g. an unreadable demo CA directory) is retried on the next call.
      this.trustedList.catch(() => {
        this.trustedList = null;
      });
    }
    return this.trustedList;
  }

  async verify(signedXml: Buffer | string, expectedDocument: string, signer: ExpectedSigner, now: Date): Promise<VerifiedSignature> {
    // 1-3: size, DTD, well-formed.
    const { text, bytes } = decodeXmlInput(signedXml);
    const document = parseCheckedXml(text);

    // 4: exactly one ds:Signature.
    const signatures = descendants(document, (e) => e.namespaceURI === DS_NS && e.localName === 'Signature');
    const [signature, ...moreSignatures] = signatures;
    if (!signature) throw new SignatureError('NOT_SIGNED', 'no ds:Signature');
    if (moreSignatures.length > 0) throw new SignatureError('INVALID', 'more than one ds:Signature');

    // 5: references — the whole document (URI "", enveloped) plus the XAdES SignedProperties; nothing else.
    const signedInfo = onlyChild(signature, DS_NS, 'SignedInfo');
    const signatureMethod = onlyChild(signedInfo, DS_NS, 'SignatureMethod').getAttribute('Algorithm') ?? '';
    const keyParams = SIGNATURE_METHODS[signatureMethod];
    if (!keyParams) throw new SignatureError('INVALID', `signature method not accepted: ${signatureMethod}`);
    let wholeDocument = 0;
    let signedProperties: Element | null = null;
    for (const reference of childElements(signedInfo, DS_NS, 'Reference')) {
      const digest = onlyChild(reference, DS_NS, 'DigestMethod').getAttribute('Algorithm') ?? '';
      if (!REFERENCE_DIGESTS.has(digest)) throw new SignatureError('INVALID', `digest not accepted: ${digest}`);
      const uri = reference.hasAttribute('URI') ? reference.getAttribute('URI') : null;
      const transforms = childElements(reference, DS_NS, 'Transforms').flatMap((t) => childElements(t, DS_NS, 'Transform').map((e) => e.getAttribute('Algorithm') ?? ''));
      if (uri === '') {
        if (!transforms.includes(ENVELOPED)) throw new SignatureError('INVALID', 'the document reference lacks the enveloped transform');
        if (transforms.some((t) => t !== ENVELOPED && !C14N_TRANSFORMS.has(t))) throw new SignatureError('INVALID', 'transform not accepted');
        wholeDocument += 1;
      } else if (uri?.startsWith('#') && reference.getAttribute('Type') === SIGNED_PROPERTIES_TYPE && !signedProperties) {
        if (transforms.some((t) => !C14N_TRANSFORMS.has(t))) throw new SignatureError('INVALID', 'transform not accepted');
        const id = uri.slice(1);
        const withId = descendants(document, (e) => idOf(e) === id);
        const target = withId[0];
        if (withId.length !== 1 || !target || !isXades(target, 'SignedProperties') || !descendants(signature, (e) => e === target).length) {
          throw new SignatureError('INVALID', 'SignedProperties reference does not point into this signature');
        }
        signedProperties = target;
      } else {
        throw new SignatureError('INVALID', `reference not accepted: ${uri ?? '(no URI)'}`);
      }
    }
    if (wholeDocument !== 1) throw new SignatureError('INVALID', 'the signature does not cover the whole document');
    if (!signedProperties) throw new SignatureError('INVALID', 'no XAdES SignedProperties reference');

    // Certificates from KeyInfo: exactly one end-entity certificate, the rest may be intermediates.
    const keyInfo = onlyChild(signature, DS_NS, 'KeyInfo');
    const certificates: x509.X509Certificate[] = [];
    for (const data of childElements(keyInfo, DS_NS, 'X509Data')) {
      for (const element of childElements(data, DS_NS, 'X509Certificate')) {
        try {
          certificates.push(new x509.X509Certificate(new Uint8Array(Buffer.from((element.textContent ?? '').replace(/\s+/g, ''), 'base64'))));
        } catch {
          throw new SignatureError('INVALID', 'unreadable certificate in KeyInfo');
        }
      }
    }
    const [leaf, ...otherLeaves] = certificates.filter((c) => !isCa(c));
    if (!leaf || otherLeaves.length > 0) throw new SignatureError('INVALID', 'KeyInfo must hold exactly one signer certificate');

    // 6: cryptography, with the signer certificate's key (not whatever else KeyInfo offers).
    let valid: boolean;
    try {
      const publicKey = await webcrypto.subtle.importKey('spki', leaf.publicKey.rawData, keyParams, true, ['verify']);
      const xml = new xadesjs.SignedXml(document as never);
      xml.LoadXml(signature as never);
      valid = await xml.Verify(publicKey as CryptoKey);
    } catch (error) {
      throw new SignatureError('INVALID', `signature does not verify: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!valid) throw new SignatureError('INVALID', 'signature does not verify');

    // 7: chain to a trusted CA; 8: validity at `now`.
    const chain = await this.buildChain(leaf, certificates);
    for (const certificate of chain) {
      if (now < certificate.notBefore || now > certificate.notAfter) throw new SignatureError('EXPIRED', `certificate ${certificate.subject} not valid at ${now.toISOString()}`);
    }

    // 9: XAdES SigningCertificate(V2) digest of the signer certificate.
    const leafDer = Buffer.from(leaf.rawData);
    const certDigests = descendants(signedProperties, (e) => isXades(e, 'SigningCertificate') || isXades(e, 'SigningCertificateV2')).flatMap((list) =>
      descendants(list, (e) => isXades(e, 'CertDigest')),
    );
    const digestMatches = certDigests.some((certDigest) => {
      const method = childElements(certDigest, DS_NS, 'DigestMethod')[0]?.getAttribute('Algorithm') ?? '';
      const value = childElements(certDigest, DS_NS, 'DigestValue')[0]?.textContent ?? '';
      const algorithm = DIGESTS[method];
      if (!algorithm) return false;
      return createHash(algorithm).update(leafDer).digest().equals(Buffer.from(value.replace(/\s+/g, ''), 'base64'));
    });
    if (!digestMatches) throw new SignatureError('INVALID', 'the XAdES signing certificate does not match the certificate');

    // 10: the expected person.
    if (!certificateMatchesSigner(leaf, signer)) throw new SignatureError('SIGNER_MISMATCH', `certificate ${leaf.subject} is not ${signer.firstName} ${signer.lastName}`);

    // 11: the content is the expected document.
    signature.parentNode?.removeChild(signature);
    const expected = parseCheckedXml(decodeXmlInput(expectedDocument).text);
    if (canonicalize(document) !== canonicalize(expected)) throw new SignatureError('CONTENT_MISMATCH', 'the signed document differs from the expected one');

    return {
      certificateSubject: formatRfc4514(leaf.subjectName),
      certificateIssuer: formatRfc4514(leaf.issuerName),
      certificateSerial: leaf.serialNumber,
      documentSha256: createHash('sha256').update(bytes).digest('hex'),
      document: text,
    };
  }

  /** Leaf → intermediates from KeyInfo → a trusted CA; every issuer a CA whose key verifies the child. */
  private async buildChain(leaf: x509.X509Certificate, pool: x509.X509Certificate[]): Promise<x509.X509Certificate[]> {
    const trusted = await this.trusted;
    const chain = [leaf];
    let current = leaf;
    for (let depth = 0; depth < MAX_CHAIN; depth += 1) {
      for (const root of trusted) {
        if (isCa(root) && sameName(root.subjectName, current.issuerName) && (await verifiedBy(current, root))) return [...chain, root];
      }
      let next: x509.X509Certificate | null = null;
      for (const candidate of pool) {
        if (chain.includes(candidate) || !isCa(candidate) || !sameName(candidate.subjectName, current.issuerName)) continue;
        if (await verifiedBy(current, candidate)) {
          next = candidate;
          break;
        }
      }
      if (!next) break;
      chain.push(next);
      current = next;
    }
    throw new SignatureError('UNTRUSTED', `certificate ${leaf.subject} does not chain to a trusted CA`);
  }
}

async function verifiedBy(child: x509.X509Certificate, issuer: x509.X509Certificate): Promise<boolean> {
  try {
    return await child.verify({ publicKey: issuer.publicKey, signatureOnly: true }, webcrypto as unknown as Crypto);
  } catch {
    return false;
  }
}
