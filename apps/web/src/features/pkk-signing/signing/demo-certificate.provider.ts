import type { DemoCertificate, Signer } from '@osk/contract';
import { Application, Parse, SignedXml } from 'xadesjs';
import { base64ToBytes } from '../lib/base64';
import { SigningError, type SignatureProvider, type SignedDocument } from './signature-provider';

/**
 * The XAdES options the demo certificate signs with. They must stay equal to the server's signer and
 * verifier (apps/server/src/integrations/signature/xades.ts) and the Szafir task list's description
 * (szafir.ts): one enveloped reference to the whole document (URI ""), enveloped-signature then
 * exclusive canonicalisation, SHA-256, RSASSA-PKCS1-v1_5; the certificate in KeyInfo/X509Data and
 * in the XAdES SigningCertificate property.
 */
export function demoSignOptions(certificateBase64: string) {
  return {
    references: [{ hash: 'SHA-256', transforms: ['enveloped', 'exc-c14n'], uri: '' }],
    signingCertificate: certificateBase64,
    x509: [certificateBase64],
  };
}
/** The signature algorithm as the server's xades.ts passes it (the key's own hash, SHA-256, decides either way). */
export const DEMO_SIGN_ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const KEY_IMPORT = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** xadesjs finds the browser's WebCrypto by itself; elsewhere (a worker, Node tests) it is given. */
function ensureCryptoEngine(): Crypto {
  try {
    return Application.crypto as unknown as Crypto;
  } catch {
    Application.setEngine('WebCrypto', globalThis.crypto);
    return globalThis.crypto;
  }
}

/** Signs a document with a PKCS#8 key and its certificate; answers the whole signed document. */
export async function signWithCertificate(documentXml: string, certificate: Pick<DemoCertificate, 'privateKey' | 'certificate'>): Promise<string> {
  const crypto = ensureCryptoEngine();
  if (!crypto?.subtle) throw new SigningError('msg.error.sign.failed', { details: 'WebCrypto is not available' });
  const key = await crypto.subtle.importKey('pkcs8', base64ToBytes(certificate.privateKey), KEY_IMPORT, false, ['sign']);
  const doc = Parse(documentXml);
  const signedXml = new SignedXml();
  const signature = await signedXml.Sign(DEMO_SIGN_ALGORITHM, key, doc, demoSignOptions(certificate.certificate));
  // An enveloped signature goes inside the document's root element.
  doc.documentElement.appendChild(signature.GetXml() as Node);
  const text = new XMLSerializer().serializeToString(doc);
  return text.startsWith('<?xml') ? text : `<?xml version="1.0" encoding="UTF-8"?>${text}`;
}

/**
 * Demo mode's software certificate (FACTS.md "XAdES"): the server issues a key and certificate for
 * the signer from its demo CA, and the browser signs with them like a qualified signature would.
 */
export function createDemoCertificateProvider(loadCertificate: (signer: Signer) => Promise<DemoCertificate>): SignatureProvider {
  return {
    async sign(documentXml, signer): Promise<SignedDocument> {
      const certificate = await loadCertificate(signer);
      let signedXml: string;
      try {
        signedXml = await signWithCertificate(documentXml, certificate);
      } catch (cause) {
        if (cause instanceof SigningError) throw cause;
        throw new SigningError('msg.error.sign.failed', { details: cause instanceof Error ? cause.message : String(cause) });
      }
      return { signedXml, method: 'DEMO_CERTIFICATE' };
    },
  };
}
