/**
 * XAdES signatures of PKK documents (FACTS.md "XAdES with xadesjs 2.6.8"). The PKK module builds the
 * unsigned update document with `buildPkkUpdateDocument`, the browser (or a signing service) signs it,
 * and `SignatureVerifier.verify` decides before anything reaches the authority.
 */

import { CodedError } from '../coded-error.js';

/** What a PKK course update document says (all of it is covered by the signature). */
export interface PkkUpdateDocumentData {
  pkkNumber: string;
  school: { name: string; registryNumber: string };
  category: string;
  startDate: string;
  endDate: string | null;
  practicalClassHours: number;
  practicalClassMinutes: number;
  theoryClassHours: number;
  theoryClassMinutes: number;
  instructor: { firstName: string; lastName: string; registrationNumber: string | null } | null;
  lecturer: { firstName: string; lastName: string; registrationNumber: string | null } | null;
  updater: { firstName: string; lastName: string; login: string };
}

/** The person a signature must belong to. */
export interface ExpectedSigner {
  firstName: string;
  lastName: string;
  /** When set, the certificate must carry it (serialNumber PNOPL-<pesel>). */
  pesel: string | null;
}

export interface VerifiedSignature {
  certificateSubject: string;
  certificateIssuer: string;
  certificateSerial: string;
  /** SHA-256 (hex) of the signed document's bytes as received. */
  documentSha256: string;
  /** The signed XML (UTF-8). */
  document: string;
}

export type SignatureErrorCode =
  | 'XML_INVALID'
  | 'DTD_FORBIDDEN'
  | 'TOO_LARGE'
  | 'NOT_SIGNED'
  | 'INVALID'
  | 'UNTRUSTED'
  | 'EXPIRED'
  | 'SIGNER_MISMATCH'
  | 'CONTENT_MISMATCH';

/** The contract message key answering each refusal (400 on the PKK endpoints). */
export const SIGNATURE_ERROR_MESSAGES: Record<SignatureErrorCode, string> = {
  XML_INVALID: 'msg.error.pkk.xml.invalid',
  DTD_FORBIDDEN: 'msg.error.pkk.xml.dtd.forbidden',
  TOO_LARGE: 'msg.error.pkk.xml.too.large',
  NOT_SIGNED: 'msg.error.pkk.signature.missing',
  INVALID: 'msg.error.pkk.signature.invalid',
  UNTRUSTED: 'msg.error.pkk.signature.untrusted',
  EXPIRED: 'msg.error.pkk.signature.expired',
  SIGNER_MISMATCH: 'msg.error.pkk.signature.signer.mismatch',
  CONTENT_MISMATCH: 'msg.error.pkk.signature.content.mismatch',
};

export function signatureErrorMessage(code: SignatureErrorCode): string {
  return SIGNATURE_ERROR_MESSAGES[code];
}

export class SignatureError extends CodedError<SignatureErrorCode> {
  override name = 'SignatureError';
}

export interface SignatureVerifier {
  /**
   * Verifies a signed document: well-formed XML without DTD/entities, at most 1 MB, exactly one
   * enveloped XAdES signature covering the whole document, cryptographically valid, the certificate
   * chaining to a trusted CA and valid at `now`, the XAdES signing-certificate digest matching it,
   * the certificate's person matching `signer`, and the document without its signature equal to
   * `expectedDocument` (canonical form). Throws SignatureError.
   */
  verify(signedXml: Buffer | string, expectedDocument: string, signer: ExpectedSigner, now: Date): Promise<VerifiedSignature>;
}
