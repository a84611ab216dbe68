import type { Signer, TrustedProfileStart, TrustedProfileStartRequest } from '@osk/contract';
import type { ApiResult } from '../../../lib/api/api-client';
import type { CourseValues } from '../lib/course-form';
import { browserLocation } from '../lib/browser';
import { saveSigningState } from '../lib/trusted-profile-state';
import { SigningError, type SignatureProvider, type SignedDocument } from './signature-provider';

/** The query parameter the trusted profile service's return address carries. */
export const TRUSTED_PROFILE_TOKEN_PARAM = 'tpToken';

/** Thrown when the server refuses to start; the page shows the server's message. */
export class TrustedProfileStartError extends Error {
  constructor(readonly result: Extract<ApiResult<unknown>, { ok: false }>) {
    super(result.error.message || result.error.code);
    this.name = 'TrustedProfileStartError';
  }
}

/**
 * The trusted profile (profil zaufany): the signer signs at the state's signing service. The page is
 * left for it, so the form is kept in sessionStorage first; coming back to
 * /pkk/course/{id}?tpToken=… restores it and fetches the result (the page does that, not `sign`).
 * `sign` therefore never settles after a successful start: the browser is leaving the page.
 */
export function createTrustedProfileProvider(options: {
  pkkId: number;
  values: () => CourseValues;
  start: (request: TrustedProfileStartRequest) => Promise<ApiResult<TrustedProfileStart>>;
  navigate?: (url: string) => void;
}): SignatureProvider {
  const navigate = options.navigate ?? ((url: string) => browserLocation.assign(url));
  return {
    async sign(documentXml: string, signer: Signer): Promise<SignedDocument> {
      const started = await options.start({ pkkId: options.pkkId, signerId: signer.id, document: documentXml, returnUrl: `/pkk/course/${options.pkkId}` });
      if (!started.ok) throw new TrustedProfileStartError(started);
      if (!started.data.redirectUrl) throw new SigningError('msg.error.sign.failed');
      saveSigningState(options.pkkId, { values: options.values(), token: started.data.token });
      navigate(started.data.redirectUrl);
      return new Promise<SignedDocument>(() => {
        // Left pending on purpose: the page unloads; the result is read on the way back.
      });
    },
  };
}
