import { randomBytes } from 'node:crypto';
import { API_BASE, devTrustedProfilePage, endpointPath, type DemoCertificate, type TrustedProfileResult, type TrustedProfileStart, type TrustedProfileStartRequest } from '@osk/contract';
import { minutesAfter, type Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../../lib/ids.js';
import { pkkSchoolOf } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { DemoCas } from '../../integrations/signature/config.js';
import { readPkkUpdateSummary, type PkkUpdateSummary } from '../../integrations/signature/document.js';
import { signXadesDocument } from '../../integrations/signature/xades.js';
import { parseSafeXml } from '../../integrations/signature/xml.js';
import { SignatureError, signatureErrorMessage } from '../../integrations/signature/types.js';
import type { PkkSigningRepository, TrustedProfileSessionRow } from './pkk-signing.repository.js';
import { toDemoCertificate, toTrustedProfileResult } from './pkk-signing.presenter.js';

/** A signer as signing needs it. */
export interface SigningSigner {
  id: number;
  firstName: string;
  lastName: string;
  pesel: string | null;
}

/**
 * What signing reads of the PKK module's data: the school's signers and its registry rows
 * (app.ts passes the PKK repository, so the two modules read them one way).
 */
export interface PkkSigningLookups {
  signer(schoolId: number, id: number): Promise<SigningSigner | undefined>;
  pkkById(schoolId: number, id: number): Promise<{ number: string } | undefined>;
}

/** A demo certificate is valid for one day (demo mode only). */
export const DEMO_CERTIFICATE_VALID_DAYS = 1;
/** A trusted-profile session lives 15 minutes. */
export const TRUSTED_PROFILE_SESSION_MINUTES = 15;
/** Sessions are deleted this long after they expired. */
const SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;

/** What the simulator page shows, or why it cannot. */
export type SimulatorView =
  | { kind: 'PENDING'; signerName: string; summary: PkkUpdateSummary; token: string; cancelUrl: string }
  | { kind: 'DECIDED'; status: 'SIGNED' | 'CANCELLED'; returnTo: string }
  | { kind: 'EXPIRED' }
  | { kind: 'NOT_FOUND' };

export type SimulatorDecision = { kind: 'REDIRECT'; location: string } | { kind: 'DECIDED'; returnTo: string } | { kind: 'EXPIRED' } | { kind: 'NOT_FOUND' };

/**
 * Signing support for PKK updates (our additions to §2.2/§7): demo certificates for browser signing
 * and the trusted-profile round trip (the state's signing service; a simulator in demo mode). The
 * signed result is verified again by `pkk/update` like any other signature.
 */
export class PkkSigningService {
  constructor(
    private readonly repo: PkkSigningRepository,
    /** The school, its signers and its registry, as the PKK module reads them. */
    private readonly registry: PkkSigningLookups,
    private readonly clock: Clock,
    /** Demo mode: the demo CAs (created on first use); null outside demo. */
    private readonly demoCas: (() => Promise<DemoCas>) | null,
  ) {}

  /** Demo mode only: a one-day software certificate for the signer (`POST pkk/demo/certificate`). */
  async demoCertificate(caller: AuthContext, signerId: number): Promise<DemoCertificate> {
    if (!this.demoCas) throw new AppError(404, 'msg.error.pkk.demo.only');
    const schoolId = pkkSchoolOf(caller, false).id;
    const signer = await this.ownSigner(signerId, schoolId);
    const cas = await this.demoCas();
    const issued = await cas.certificates.issueSignerCertificate(
      { firstName: signer.firstName, lastName: signer.lastName, pesel: signer.pesel },
      { validDays: DEMO_CERTIFICATE_VALID_DAYS, now: this.clock.now() },
    );
    return toDemoCertificate(issued);
  }

  /**
   * Starts a trusted-profile signature (`POST pkk/trustedProfile/start`): the document must pass the
   * safe-XML checks and be an update document of a PKK the school holds. Stores a 15-minute session
   * (only the token's SHA-256) and answers where to send the browser.
   */
  async startTrustedProfile(caller: AuthContext, request: TrustedProfileStartRequest): Promise<TrustedProfileStart> {
    const schoolId = pkkSchoolOf(caller, false).id;
    const signer = await this.ownSigner(Number(request.signerId), schoolId);
    const pkkNumber = (await this.registry.pkkById(schoolId, Number(request.pkkId)))?.number;
    if (pkkNumber === undefined) throw new AppError(404, 'msg.error.pkk.not.found');
    const summary = this.checkedSummary(request.document);
    if (summary.pkkNumber !== pkkNumber) throw new AppError(400, 'msg.error.pkk.xml.invalid', [{ field: 'document', message: 'msg.error.pkk.xml.invalid' }]);
    const returnUrl = appPath(request.returnUrl);
    // No client of the state's service exists yet: outside demo mode the flow is unavailable.
    if (!this.demoCas) throw new AppError(503, 'msg.error.pkk.authority.unavailable');
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.repo.deleteExpiredSessions(new Date(now.getTime() - SESSION_RETENTION_MS));
    await this.repo.insertSession({
      tokenHash: hashToken(token),
      schoolId,
      userId: caller.userId,
      signerId: signer.id,
      document: request.document,
      returnUrl,
      expiresAt: minutesAfter(now, TRUSTED_PROFILE_SESSION_MINUTES),
    });
    // The simulator is part of this app: relative addresses keep the browser on the origin it uses (its session lives there).
    return { redirectUrl: `${API_BASE}/${endpointPath(devTrustedProfilePage, { token })}`, token };
  }

  /** The outcome of a session (`GET pkk/trustedProfile/result/{token}`): its own user only, else 404; expired 410. */
  async trustedProfileResult(caller: AuthContext, token: string): Promise<TrustedProfileResult> {
    const session = await this.repo.sessionByHash(hashToken(token));
    if (!session || session.userId !== caller.userId) throw new AppError(404, 'msg.error.not.found');
    if (this.expired(session)) throw new AppError(410, 'msg.error.pkk.trusted.profile.expired');
    return toTrustedProfileResult(session);
  }

  /** Demo: what the simulator page shows for a token. */
  async simulatorView(token: string): Promise<SimulatorView> {
    const session = await this.simulatorSession(token);
    if (!session) return { kind: 'NOT_FOUND' };
    if (this.expired(session)) return { kind: 'EXPIRED' };
    if (session.status !== 'PENDING') return { kind: 'DECIDED', status: session.status, returnTo: this.returnTo(session, token) };
    const signer = await this.registry.signer(session.schoolId, session.signerId);
    const summary = readPkkUpdateSummary(parseSafeXml(session.document).document);
    if (!signer || !summary) return { kind: 'NOT_FOUND' };
    return { kind: 'PENDING', signerName: `${signer.firstName} ${signer.lastName}`, summary, token, cancelUrl: this.returnTo(session, token, true) };
  }

  /**
   * Demo: the person signs (the document is signed here with a certificate for the signer issued by
   * the "Profil Zaufany – symulator" CA) or cancels; answers where to send the browser.
   */
  async simulatorDecide(token: string, action: 'sign' | 'cancel'): Promise<SimulatorDecision> {
    const session = await this.simulatorSession(token);
    if (!session) return { kind: 'NOT_FOUND' };
    if (this.expired(session)) return { kind: 'EXPIRED' };
    if (session.status !== 'PENDING') return { kind: 'DECIDED', returnTo: this.returnTo(session, token) };
    const tokenHash = hashToken(token);
    if (action === 'cancel') {
      if (!(await this.repo.decideSession(tokenHash, 'CANCELLED', null))) return { kind: 'DECIDED', returnTo: this.returnTo(session, token) };
      return { kind: 'REDIRECT', location: this.returnTo(session, token, true) };
    }
    const signer = await this.registry.signer(session.schoolId, session.signerId);
    if (!signer || !this.demoCas) return { kind: 'NOT_FOUND' };
    const cas = await this.demoCas();
    const issued = await cas.trustedProfile.issueSignerCertificate(
      { firstName: signer.firstName, lastName: signer.lastName, pesel: signer.pesel },
      { validDays: DEMO_CERTIFICATE_VALID_DAYS, now: this.clock.now() },
    );
    const signed = await signXadesDocument(session.document, issued.privateKey, issued.certificate);
    if (!(await this.repo.decideSession(tokenHash, 'SIGNED', signed))) return { kind: 'DECIDED', returnTo: this.returnTo(session, token) };
    return { kind: 'REDIRECT', location: this.returnTo(session, token) };
  }

  private async simulatorSession(token: string): Promise<TrustedProfileSessionRow | undefined> {
    // The simulator exists in demo mode only (the routes are not even registered otherwise).
    if (!this.demoCas || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    return this.repo.sessionByHash(hashToken(token));
  }

  private expired(session: TrustedProfileSessionRow): boolean {
    return session.expiresAt.getTime() <= this.clock.now().getTime();
  }

  private returnTo(session: TrustedProfileSessionRow, token: string, cancelled = false): string {
    const separator = session.returnUrl.includes('?') ? '&' : '?';
    return `${session.returnUrl}${separator}tpToken=${encodeURIComponent(token)}${cancelled ? '&tpCancelled=1' : ''}`;
  }

  private checkedSummary(document: string): PkkUpdateSummary {
    try {
      const summary = readPkkUpdateSummary(parseSafeXml(document).document);
      if (summary) return summary;
    } catch (error) {
      if (!(error instanceof SignatureError)) throw error;
      const message = signatureErrorMessage(error.code);
      throw new AppError(400, message, [{ field: 'document', message }]);
    }
    throw new AppError(400, 'msg.error.pkk.xml.invalid', [{ field: 'document', message: 'msg.error.pkk.xml.invalid' }]);
  }

  private async ownSigner(signerId: number, schoolId: number): Promise<SigningSigner> {
    const signer = await this.registry.signer(schoolId, signerId);
    if (!signer) throw new AppError(404, 'msg.error.pkk.signer.not.found');
    return signer;
  }
}

/**
 * The return address must be a path of this app (the contract's pattern already refuses schemes,
 * "//" and backslashes); resolving it against a dummy origin must not leave that origin.
 */
export function appPath(returnUrl: string): string {
  const base = 'http://app.invalid';
  let resolved: URL;
  try {
    resolved = new URL(returnUrl, base);
  } catch {
    resolved = new URL('http://other.invalid');
  }
  if (resolved.origin !== base || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || /[\\\s]/.test(returnUrl)) {
    throw new AppError(400, 'msg.validation.invalid', [{ field: 'returnUrl', message: 'msg.validation.invalid' }]);
  }
  return returnUrl;
}
