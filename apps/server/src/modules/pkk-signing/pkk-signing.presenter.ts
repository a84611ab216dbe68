import type { DemoCertificate, TrustedProfileResult } from '@osk/contract';
import type { IssuedCertificate } from '../../integrations/signature/demo-ca.js';
import type { TrustedProfileSessionRow } from './pkk-signing.repository.js';

// Signing answers as the API shows them: pure functions of what was issued or stored.

/** A demo certificate for the browser: key, certificate and CA as base64 DER. */
export function toDemoCertificate(issued: Pick<IssuedCertificate, 'privateKeyPkcs8' | 'certificate' | 'caCertificate' | 'validTo'>): DemoCertificate {
  return {
    privateKey: issued.privateKeyPkcs8.toString('base64'),
    certificate: issued.certificate.toString('base64'),
    caCertificate: issued.caCertificate.toString('base64'),
    validTo: issued.validTo.toISOString(),
  };
}

/** A trusted-profile session's outcome: the signed document (base64) once signed. */
export function toTrustedProfileResult(session: Pick<TrustedProfileSessionRow, 'status' | 'signedDocument'>): TrustedProfileResult {
  return {
    status: session.status,
    requestBody: session.status === 'SIGNED' && session.signedDocument ? Buffer.from(session.signedDocument, 'utf8').toString('base64') : null,
  };
}
