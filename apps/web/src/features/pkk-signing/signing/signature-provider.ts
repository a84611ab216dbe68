import type { SignatureMethod, Signer } from '@osk/contract';

/** A signed document and how it was signed (kept in the server's audit trail). */
export interface SignedDocument {
  signedXml: string;
  method: SignatureMethod;
}

/**
 * One way of signing the PKK update document. Every provider gets the unsigned document exactly as
 * `pkk/xml/updatePkk` produced it (the server compares the signed document with it) and the signer
 * chosen in the signer pick dialog.
 */
export interface SignatureProvider {
  sign(documentXml: string, signer: Signer): Promise<SignedDocument>;
}

/**
 * Why signing stopped. `message` is a message key shown as a notification (spec §8 "Signing SDK
 * errors"); `overlay` asks the page for the full-screen installation page instead.
 */
export type SzafirOverlayKind = 'extension-missing' | 'host-missing' | 'host-outdated';

export class SigningError extends Error {
  readonly messageKey: string;
  readonly overlay: SzafirOverlayKind | null;
  readonly details: string | null;

  constructor(messageKey: string, options: { overlay?: SzafirOverlayKind; details?: string | null } = {}) {
    super(messageKey);
    this.name = 'SigningError';
    this.messageKey = messageKey;
    this.overlay = options.overlay ?? null;
    this.details = options.details ?? null;
  }
}
