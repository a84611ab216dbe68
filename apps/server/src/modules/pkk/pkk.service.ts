import { createHash } from 'node:crypto';
import {
  isConducted,
  PKK_DEFAULT_HOURS,
  PKK_SIGNED_XML_MAX_BYTES,
  pkkAllows,
  pkkNeedsTheory,
  type FullPkk,
  type InstructorCategory,
  type PkkAction,
  type PkkCourseForm,
  type PkkDetail,
  type PkkEventType,
  type PkkListFilter,
  type PkkOskUpdate,
  type PkkPage,
  type PkkPreview,
  type PkkSchoolInfo,
  type PkkStatus,
  type PkkUpdateResult,
  type PkkWordSection,
  type PreflightFinding,
  type PreflightResult,
  type PkkReturnReason,
  type Signer,
  type SignerPage,
  trainingTotals,
} from '@osk/contract';
import type { Clock } from '../../lib/clock.js';
import { warsawDate } from '../../lib/clock.js';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { PkkAuthorityError, type AuthorityProfile, type PkkAuthority } from '../../integrations/pkk-authority/types.js';
import { SignatureError, type PkkUpdateDocumentData, type SignatureErrorCode, type SignatureVerifier } from '../../integrations/signature/types.js';
import { ownSchoolId, pkkSchoolOf, type PkkSchool } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { InstructorRow, PkkRepository, PkkRow, SignerRow } from './pkk.repository.js';
import { pageOf } from '../../lib/pages.js';

/** The signing helpers the PKK module uses (integrations/signature). */
export interface PkkSigning {
  verifier: SignatureVerifier;
  buildDocument(data: PkkUpdateDocumentData): string;
  buildTaskList(document: string): string;
  /** Demo mode: the demo certificate is offered on the course form. */
  demoCertificate: boolean;
}

/** Signer fields as parsed by the contract. */
export interface SignerInput {
  firstName: string;
  lastName: string;
  clientLogin: string;
  defaultSigner: boolean;
  pesel?: string | null | undefined;
}

/** Update fields as parsed by the contract. */
export interface UpdateFieldsInput {
  pkkId: number;
  startDate: string;
  endDate?: string | null | undefined;
  instructorId?: number | null | undefined;
  lecturerId?: number | null | undefined;
  practicalClassHours: number;
  practicalClassMinutes: number;
  theoryClassHours: number;
  theoryClassMinutes: number;
  signerId: number;
}

type Method = 'QUALIFIED' | 'TRUSTED_PROFILE' | 'DEMO_CERTIFICATE' | 'UPLOAD';

const SIGNATURE_ERRORS: Record<SignatureErrorCode, { status: number; code: string }> = {
  TOO_LARGE: { status: 413, code: 'msg.error.pkk.xml.too.large' },
  XML_INVALID: { status: 400, code: 'msg.error.pkk.xml.invalid' },
  DTD_FORBIDDEN: { status: 400, code: 'msg.error.pkk.xml.dtd.forbidden' },
  NOT_SIGNED: { status: 400, code: 'msg.error.pkk.signature.invalid' },
  INVALID: { status: 400, code: 'msg.error.pkk.signature.invalid' },
  UNTRUSTED: { status: 400, code: 'msg.error.pkk.signature.untrusted' },
  EXPIRED: { status: 400, code: 'msg.error.pkk.signature.expired' },
  SIGNER_MISMATCH: { status: 400, code: 'msg.error.pkk.signature.signer.mismatch' },
  CONTENT_MISMATCH: { status: 400, code: 'msg.error.pkk.signature.content.mismatch' },
};

/** Maps a refusal of the authority to the caller's error (anything unexpected: 503). */
export function authorityFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PkkAuthorityError) {
    switch (error.code) {
      case 'NOT_FOUND':
      case 'IDENTITY_MISMATCH':
        return new AppError(404, 'msg.error.pkk.not.found');
      case 'HELD_BY_OTHER':
        return new AppError(409, 'msg.error.pkk.held.by.other');
      case 'WRONG_STATE':
        return new AppError(409, 'msg.error.pkk.action.not.allowed');
      case 'REJECTED':
        return new AppError(422, 'msg.error.pkk.authority.rejected');
      default:
        return new AppError(503, 'msg.error.pkk.authority.unavailable');
    }
  }
  return new AppError(503, 'msg.error.pkk.authority.unavailable');
}

/** The registry status a school sees for the authority's answer. */
export function registryStatusOf(answer: AuthorityProfile, osk: string): PkkStatus {
  if (answer.holder !== osk) return 'RELEASED';
  if (answer.state === 'WITH_OSK') return 'IN_PROGRESS_WITH_OSK';
  if (answer.state === 'UPDATED') return 'UPDATED';
  if (answer.state === 'COMPLEMENTARY_COURSE') return 'COMPLEMENTARY_COURSE';
  return 'RELEASED';
}

function toSigner(row: SignerRow): Signer {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, schoolId: row.schoolId, clientLogin: row.clientLogin, defaultSigner: row.defaultSigner, pesel: row.pesel };
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
/** "29" or "29:30" (hours and minutes for messages). */
function hoursText(totalMinutes: number): string {
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return m ? `${h}:${String(m).padStart(2, '0')}` : String(h);
}

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** A yyyy-MM-dd value must be a real date (the contract checks only its shape). */
function realDates(values: Record<string, string | null | undefined>): void {
  const fields = Object.entries(values)
    .filter(([, v]) => v && !isRealDate(v))
    .map(([field]) => ({ field, message: 'msg.validation.date.invalid' }));
  if (fields.length) throw badRequest(fields);
}

/** `pkkId` of return/remove: our registry id (digits, at most 10) or a 20-digit number (spaces allowed). */
function parseRef(value: string): { id: number } | { number: string } {
  const compact = value.replace(/\s+/g, '');
  if (/^\d{20}$/.test(compact)) return { number: compact };
  if (/^\d{1,10}$/.test(compact) && Number(compact) > 0 && Number(compact) <= 2_147_483_647) return { id: Number(compact) };
  throw badRequest([{ field: 'pkkId', message: 'msg.error.pkk.number.invalid' }], 'msg.error.pkk.number.invalid');
}

/**
 * The PKK workflow (school document §2.2, §3, §4, §5, §7; issue 11): the school's signers, its PKK
 * registry, download/preview/refresh from the authority, the course update signed as XAdES (verified
 * before anything reaches the authority), returns and complementary courses, each status change
 * checked against PKK_ACTIONS and recorded as a history event.
 */
export class PkkService {
  constructor(
    private readonly repo: PkkRepository,
    private readonly clock: Clock,
    private readonly authority: PkkAuthority | null,
    private readonly signing: PkkSigning,
  ) {}

  // ---- signers ----
  async signerPage(caller: AuthContext, pageNumber: number): Promise<SignerPage> {
    const school = { id: ownSchoolId(caller) };
    const size = 10;
    const { rows, total } = await this.repo.signerPage(school.id, pageNumber, size);
    return pageOf(rows.map(toSigner), total, size, pageNumber);
  }

  async createSigner(caller: AuthContext, input: SignerInput): Promise<Signer> {
    const school = pkkSchoolOf(caller, true);
    return this.saveSigner(school.id, null, input);
  }

  async updateSigner(caller: AuthContext, id: number, input: SignerInput): Promise<Signer> {
    const school = pkkSchoolOf(caller, true);
    if (!(await this.repo.signer(school.id, id))) throw new AppError(404, 'msg.error.pkk.signer.not.found');
    return this.saveSigner(school.id, id, input);
  }

  async deleteSigner(caller: AuthContext, id: number): Promise<void> {
    const school = pkkSchoolOf(caller, true);
    const deleted = await this.repo.transaction(async (tx) => {
      if (!(await this.repo.deleteSigner(school.id, id, tx))) return false;
      await this.repo.ensureDefault(school.id, tx);
      return true;
    });
    if (!deleted) throw new AppError(404, 'msg.error.pkk.signer.not.found');
  }

  private async saveSigner(schoolId: number, id: number | null, input: SignerInput): Promise<Signer> {
    try {
      const row = await this.repo.transaction(async (tx) => {
        if (await this.repo.loginUsed(schoolId, input.clientLogin, id, tx)) throw new AppError(409, 'msg.error.pkk.signer.login.used');
        const others = (await this.repo.signersOf(schoolId, tx)).filter((s) => s.id !== id);
        const makeDefault = input.defaultSigner || others.length === 0 || !others.some((s) => s.defaultSigner);
        if (makeDefault) await this.repo.unsetDefaults(schoolId, id, tx);
        const values = { firstName: input.firstName, lastName: input.lastName, clientLogin: input.clientLogin, pesel: input.pesel ?? null, defaultSigner: makeDefault };
        const saved = id === null ? await this.repo.insertSigner({ schoolId, ...values }, tx) : await this.repo.updateSigner(schoolId, id, values, tx);
        if (!saved) throw new AppError(404, 'msg.error.pkk.signer.not.found');
        return saved;
      });
      return toSigner(row);
    } catch (error) {
      const unique = uniqueViolationOf(error);
      if (unique?.constraint === 'signers_school_login_idx') throw new AppError(409, 'msg.error.pkk.signer.login.used');
      if (unique) throw new AppError(409, 'msg.error.signer.save.failed');
      throw error;
    }
  }

  // ---- registry ----
  async registry(caller: AuthContext, schoolId: number, filter: PkkListFilter, pageNumber: number, pageSize: number): Promise<PkkPage> {
    const school = { id: ownSchoolId(caller, schoolId) };
    const { rows, total } = await this.repo.registryPage(school.id, filter, pageNumber, pageSize);
    const content = rows.map((r) => ({
      id: r.id,
      number: r.number,
      pesel: r.pesel,
      firstName: r.firstName,
      lastName: r.lastName,
      categoryName: r.categoryName,
      status: r.status as PkkStatus,
      downloadDate: r.downloadDate?.toISOString() ?? null,
      updateDate: r.updateDate?.toISOString() ?? null,
    }));
    return pageOf(content, total, pageSize, pageNumber);
  }

  async schoolInfo(caller: AuthContext, schoolId: number): Promise<PkkSchoolInfo> {
    const id = ownSchoolId(caller, schoolId);
    return { registryNumber: caller.pkk?.registryNumber ?? null, canUsePkk: caller.pkk?.canUse ?? false, signers: await this.repo.signerCount(id) };
  }

  async detail(caller: AuthContext, id: number): Promise<PkkDetail> {
    const school = { id: ownSchoolId(caller) };
    const row = await this.repo.pkkById(school.id, id);
    if (!row) throw new AppError(404, 'msg.error.pkk.not.found');
    return this.toDetail(row);
  }

  // ---- the authority ----
  /** `pkk/query`: downloads a profile (first time: IMPORTED) or a fresh copy of one in the registry (REFRESHED). */
  async query(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined; pesel?: string | undefined; birthDate?: string | undefined }): Promise<PkkDetail> {
    realDates({ birthDate: q.birthDate });
    const school = pkkSchoolOf(caller, true);
    const signer = await this.actingSigner(school.id, q.userLogin);
    const existing = await this.repo.pkkByNumber(school.id, q.pkkId);
    const identity = { pesel: q.pesel ?? null, birthDate: q.birthDate ?? null };
    let answer: AuthorityProfile;
    const ref = { number: q.pkkId, osk: school.registryNumber, userLogin: signer.clientLogin };
    if (existing) {
      const status = existing.status as PkkStatus;
      if (!pkkAllows(status, 'REFRESH') && !pkkAllows(status, 'DOWNLOAD')) throw new AppError(409, 'msg.error.pkk.action.not.allowed');
      if (identity.pesel ? existing.pesel !== identity.pesel : existing.birthDate !== identity.birthDate) throw new AppError(404, 'msg.error.pkk.not.found');
      const authority = this.authorityOrFail();
      answer = await this.call(() => (status === 'RELEASED' ? authority.download({ ...ref, ...identity }) : authority.refresh(ref)));
    } else {
      const authority = this.authorityOrFail();
      answer = await this.call(() => authority.download({ ...ref, ...identity }));
    }
    const now = this.clock.now();
    const profile = answer.profile;
    const status = registryStatusOf(answer, school.registryNumber);
    const values = {
      pesel: profile.candidate.pesel,
      birthDate: profile.candidate.birthDate,
      firstName: profile.candidate.firstName,
      lastName: profile.candidate.lastName,
      categoryName: profile.requestedQualification.category,
      status,
      profile,
      oskUpdate: answer.oskUpdate,
      wordSection: answer.wordSection,
    };
    const id = await this.repo.transaction(async (tx) => {
      if (existing) {
        const updated = await this.repo.updatePkk(existing.id, existing.status, { ...values, downloadDate: existing.status === 'RELEASED' ? now : (existing.downloadDate ?? now) }, tx);
        if (!updated) throw new AppError(409, 'msg.error.pkk.action.not.allowed');
        await this.repo.insertEvent({ pkkProfileId: existing.id, updateDate: now, type: 'REFRESHED', comments: null, signer: fullName(signer) }, tx);
        return existing.id;
      }
      const inserted = await this.repo.insertPkk({ schoolId: school.id, number: q.pkkId, downloadDate: now, ...values }, tx);
      await this.repo.insertEvent({ pkkProfileId: inserted.id, updateDate: now, type: 'IMPORTED', comments: null, signer: fullName(signer) }, tx);
      return inserted.id;
    });
    const row = await this.repo.pkkById(school.id, id);
    if (!row) throw new AppError(404, 'msg.error.pkk.not.found');
    return this.toDetail(row);
  }

  /** `pkk/preview`: the profile as the authority shows it; nothing stored. */
  async preview(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined; pesel?: string | undefined; birthDate?: string | undefined }): Promise<PkkPreview> {
    realDates({ birthDate: q.birthDate });
    const school = pkkSchoolOf(caller, true);
    const signer = await this.actingSigner(school.id, q.userLogin);
    const authority = this.authorityOrFail();
    const answer = await this.call(() => authority.preview({ number: q.pkkId, osk: school.registryNumber, userLogin: signer.clientLogin, pesel: q.pesel ?? null, birthDate: q.birthDate ?? null }));
    return { profile: answer.profile, oskUpdate: answer.oskUpdate, wordSection: answer.wordSection };
  }

  /** `pkk/complementary`: an updated (or released) profile is taken again for a complementary course. */
  async complementary(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined; pesel?: string | undefined }): Promise<PkkDetail> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.rowByRef(school.id, q.pkkId);
    this.allows(row, 'COMPLEMENTARY');
    const signer = await this.actingSigner(school.id, q.userLogin);
    const authority = this.authorityOrFail();
    const answer = await this.call(() => authority.addComplementaryCourse({ number: row.number, osk: school.registryNumber, userLogin: signer.clientLogin, pesel: q.pesel ?? null }));
    return this.transition(school, row, 'COMPLEMENTARY_COURSE', answer, { type: 'COMPLEMENTARY_COURSE_ADDED', signer: fullName(signer) });
  }

  /** `pkk/remove`: a RELEASED row leaves the registry; a complementary course ends (back to UPDATED, or RELEASED when it was taken from a released profile). */
  async remove(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined }): Promise<PkkDetail | null> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.rowByRef(school.id, q.pkkId);
    const status = row.status as PkkStatus;
    if (pkkAllows(status, 'DELETE')) {
      if (!(await this.repo.deletePkk(row.id, row.status))) throw new AppError(409, 'msg.error.pkk.action.not.allowed');
      return null;
    }
    this.allows(row, 'REMOVE_COMPLEMENTARY');
    const signer = await this.actingSigner(school.id, q.userLogin);
    const authority = this.authorityOrFail();
    const answer = await this.call(() => authority.removeComplementaryCourse({ number: row.number, osk: school.registryNumber, userLogin: signer.clientLogin }));
    return this.transition(school, row, registryStatusOf(answer, school.registryNumber), answer, { type: 'COMPLEMENTARY_COURSE_REMOVED', signer: fullName(signer) });
  }

  /** `pkk/return`: the school gives a profile back (RELEASED). */
  async giveBack(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined }): Promise<PkkDetail> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.rowByRef(school.id, q.pkkId);
    this.allows(row, 'RETURN');
    const signer = await this.actingSigner(school.id, q.userLogin);
    const authority = this.authorityOrFail();
    const answer = await this.call(() => authority.release({ number: row.number, osk: school.registryNumber, userLogin: signer.clientLogin }));
    return this.transition(school, row, 'RELEASED', answer, { type: 'RETURNED_BY_OSK', signer: fullName(signer) });
  }

  /** `pkk/returnToIssuingAuthority`: back to the county office with the reason (RELEASED). */
  async returnToAuthority(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined }, body: { type: PkkReturnReason; description: string; pkkUpdatePersons: { signer: { id: number } } }): Promise<PkkDetail> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.rowByRef(school.id, q.pkkId);
    this.allows(row, 'RETURN_TO_AUTHORITY');
    const chosen = await this.repo.signer(school.id, body.pkkUpdatePersons.signer.id);
    if (!chosen) throw new AppError(404, 'msg.error.pkk.signer.not.found');
    const acting = q.userLogin ? await this.actingSigner(school.id, q.userLogin) : chosen;
    const authority = this.authorityOrFail();
    const answer = await this.call(() =>
      authority.returnToIssuingAuthority({ number: row.number, osk: school.registryNumber, userLogin: acting.clientLogin, reason: body.type, description: body.description, signer: fullName(chosen) }),
    );
    return this.transition(school, row, 'RELEASED', answer, { type: 'RETURNED_TO_AUTHORITY', signer: fullName(chosen), comments: `${body.type}: ${body.description}` });
  }

  // ---- course update ----
  async courseForm(caller: AuthContext, id: number): Promise<PkkCourseForm> {
    const school = { id: ownSchoolId(caller) };
    const row = await this.repo.pkkById(school.id, id);
    if (!row) throw new AppError(404, 'msg.error.pkk.not.found');
    this.allows(row, 'UPDATE');
    const category = row.categoryName;
    const theoryNeeded = pkkNeedsTheory(category);
    const holding = (await this.repo.instructorsOf(school.id)).filter((i) => i.status === 'ACTIVE' && i.categories.includes(category));
    const people = holding.map((i) => ({ id: i.id, firstName: i.firstName, lastName: i.lastName, registrationNumber: i.registrationNumber }));
    const defaults = this.defaultsOf(category);
    return {
      pkk: await this.toDetail(row),
      category,
      theoryNeeded,
      defaults: { theoryHours: defaults.theory, practicalHours: defaults.practical },
      instructors: people,
      lecturers: theoryNeeded ? people : [],
      signers: (await this.repo.signersOf(school.id)).map(toSigner),
      demoCertificate: this.signing.demoCertificate,
    };
  }

  async preflight(caller: AuthContext, fields: UpdateFieldsInput): Promise<PreflightResult> {
    const school = { id: ownSchoolId(caller) };
    const row = await this.updatableRow(school.id, fields.pkkId);
    return (await this.check(school, row, fields)).result;
  }

  /** `pkk/xml/updatePkk`: the unsigned document (after the pre-flight passed). */
  async updateDocument(caller: AuthContext, fields: UpdateFieldsInput): Promise<{ number: string; document: string }> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.updatableRow(school.id, fields.pkkId);
    const signer = await this.chosenSigner(school.id, fields.signerId, undefined);
    const checked = await this.check(school, row, fields);
    this.failOnErrors(checked.result);
    const named = { ...school, name: await this.schoolName(school.id) };
    return { number: row.number, document: this.signing.buildDocument(this.documentData(named, row, fields, checked, signer)) };
  }

  /** `pkk/taskList`: the Szafir task list around the unsigned document. */
  async taskList(caller: AuthContext, fields: UpdateFieldsInput): Promise<string> {
    const { document } = await this.updateDocument(caller, fields);
    return this.signing.buildTaskList(document);
  }

  /**
   * `pkk/update`: verifies everything (own row in a status allowing UPDATE, the school's signer
   * matching userLogin, pre-flight, the signed document's XAdES signature against the document rebuilt
   * from the fields) before the authority hears of it; then records status, event and audit row.
   */
  async update(caller: AuthContext, userLogin: string | undefined, request: UpdateFieldsInput & { requestBody: string; method: Method }): Promise<PkkUpdateResult> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.updatableRow(school.id, request.pkkId);
    const signer = await this.chosenSigner(school.id, request.signerId, userLogin);
    const checked = await this.check(school, row, request);
    this.failOnErrors(checked.result);
    const signedBytes = decodeBase64(request.requestBody);
    if (signedBytes.length > PKK_SIGNED_XML_MAX_BYTES) throw new AppError(413, 'msg.error.pkk.xml.too.large');
    const schoolName = await this.schoolName(school.id);
    const data = this.documentData({ ...school, name: schoolName }, row, request, checked, signer);
    const expected = this.signing.buildDocument(data);
    const now = this.clock.now();
    let verified;
    try {
      verified = await this.signing.verifier.verify(signedBytes, expected, { firstName: signer.firstName, lastName: signer.lastName, pesel: signer.pesel }, now);
    } catch (error) {
      if (error instanceof SignatureError) {
        const mapped = SIGNATURE_ERRORS[error.code] ?? SIGNATURE_ERRORS.INVALID;
        throw new AppError(mapped.status, mapped.code);
      }
      throw new AppError(400, 'msg.error.pkk.signature.invalid');
    }
    const authority = this.authorityOrFail();
    const course = {
      startDate: request.startDate,
      endDate: request.endDate ?? null,
      theoryClassHours: request.theoryClassHours,
      theoryClassMinutes: request.theoryClassMinutes,
      practicalClassHours: request.practicalClassHours,
      practicalClassMinutes: request.practicalClassMinutes,
      instructorRecordNumber: checked.instructor?.registrationNumber ?? null,
      lecturerRecordNumber: checked.lecturer?.registrationNumber ?? null,
      schoolName,
    };
    const answer = await this.call(() => authority.update({ number: row.number, osk: school.registryNumber, userLogin: signer.clientLogin, signedDocument: verified.document, update: course }));
    const sha = verified.documentSha256 || createHash('sha256').update(signedBytes).digest('hex');
    const oskUpdate: PkkOskUpdate = answer.oskUpdate ?? {
      school: { name: schoolName, registryNumber: school.registryNumber },
      course: { categories: [row.categoryName], startDate: course.startDate, endDate: course.endDate, instructorRecordNumber: course.instructorRecordNumber, lecturerRecordNumber: course.lecturerRecordNumber, practicalClassHours: course.practicalClassHours, practicalClassMinutes: course.practicalClassMinutes, theoryClassHours: course.theoryClassHours, theoryClassMinutes: course.theoryClassMinutes },
      updateDate: now.toISOString(),
    };
    await this.repo.transaction(async (tx) => {
      const updated = await this.repo.updatePkk(row.id, row.status, { status: 'UPDATED', updateDate: now, oskUpdate, profile: answer.profile, wordSection: answer.wordSection }, tx);
      if (!updated) throw new AppError(409, 'msg.error.pkk.action.not.allowed');
      await this.repo.insertEvent(
        {
          pkkProfileId: row.id,
          updateDate: now,
          type: 'UPDATED',
          startDate: course.startDate,
          endDate: course.endDate,
          instructor: checked.instructor ? fullName(checked.instructor) : null,
          lecturer: checked.lecturer ? fullName(checked.lecturer) : null,
          practicalClassHours: course.practicalClassHours,
          practicalClassMinutes: course.practicalClassMinutes,
          theoryClassHours: course.theoryClassHours,
          theoryClassMinutes: course.theoryClassMinutes,
          comments: null,
          signer: fullName(signer),
        },
        tx,
      );
      await this.repo.insertSignature(
        {
          schoolId: school.id,
          pkkNumber: row.number,
          userId: caller.userId,
          signerId: signer.id,
          signerName: fullName(signer),
          userLogin: signer.clientLogin,
          method: request.method,
          certificateSubject: verified.certificateSubject.slice(0, 1000),
          certificateIssuer: verified.certificateIssuer.slice(0, 1000),
          certificateSerial: verified.certificateSerial.slice(0, 100),
          documentSha256: sha,
          document: verified.document,
          signedAt: now,
        },
        tx,
      );
    });
    return {
      pkkNumber: row.number,
      startDate: course.startDate,
      endDate: course.endDate,
      theoryClassHours: course.theoryClassHours,
      theoryClassMinutes: course.theoryClassMinutes,
      practicalClassHours: course.practicalClassHours,
      practicalClassMinutes: course.practicalClassMinutes,
      updaterFirstName: signer.firstName,
      updaterLastName: signer.lastName,
      instructorRegistrationNumber: course.instructorRecordNumber,
      instructorName: checked.instructor ? fullName(checked.instructor) : null,
      lecturerRegistrationNumber: course.lecturerRecordNumber,
      lecturerName: checked.lecturer ? fullName(checked.lecturer) : null,
      status: 'UPDATED',
      documentSha256: sha,
    };
  }

  // ---- helpers ----
  private defaultsOf(category: string): { theory: number; practical: number } {
    return PKK_DEFAULT_HOURS[category as InstructorCategory] ?? { theory: 0, practical: 0 };
  }

  private async check(school: { id: number }, row: PkkRow, f: UpdateFieldsInput): Promise<{ result: PreflightResult; instructor: InstructorRow | null; lecturer: InstructorRow | null }> {
    realDates({ startDate: f.startDate, endDate: f.endDate });
    const category = row.categoryName;
    const minimum = this.defaultsOf(category);
    const needsTheory = pkkNeedsTheory(category);
    const findings: PreflightFinding[] = [];
    const add = (code: PreflightFinding['code'], severity: PreflightFinding['severity'], message: string, values: Record<string, string | number> = {}) => findings.push({ code, severity, message, values });
    const practical = f.practicalClassHours * 60 + f.practicalClassMinutes;
    const theory = f.theoryClassHours * 60 + f.theoryClassMinutes;
    if (practical < minimum.practical * 60) add('BELOW_MINIMUM_PRACTICAL', 'ERROR', 'msg.pkk.preflight.below.minimum.practical', { hours: hoursText(practical), minimum: minimum.practical, category });
    if (needsTheory) {
      if (theory < minimum.theory * 60) add('BELOW_MINIMUM_THEORY', 'ERROR', 'msg.pkk.preflight.below.minimum.theory', { hours: hoursText(theory), minimum: minimum.theory, category });
    } else if (theory > 0 || f.lecturerId) add('THEORY_NOT_NEEDED', 'ERROR', 'msg.pkk.preflight.theory.not.needed', { category });
    const person = async (id: number | null | undefined) => {
      if (!id) return null;
      const found = await this.repo.instructor(id);
      return found && found.schoolId === school.id ? found : undefined;
    };
    const instructor = await person(f.instructorId);
    if (instructor === null) add('INSTRUCTOR_REQUIRED', 'ERROR', 'msg.pkk.preflight.instructor.required');
    else if (!instructor || instructor.status !== 'ACTIVE' || !instructor.categories.includes(category)) add('INSTRUCTOR_CATEGORY', 'ERROR', 'msg.pkk.preflight.instructor.category', { name: instructor ? fullName(instructor) : `#${f.instructorId}`, category });
    let lecturer: InstructorRow | null | undefined = null;
    if (needsTheory) {
      lecturer = await person(f.lecturerId);
      if (lecturer === null) add('LECTURER_REQUIRED', 'ERROR', 'msg.pkk.preflight.lecturer.required');
      else if (!lecturer || lecturer.status !== 'ACTIVE' || !lecturer.categories.includes(category)) add('LECTURER_CATEGORY', 'ERROR', 'msg.pkk.preflight.lecturer.category', { name: lecturer ? fullName(lecturer) : `#${f.lecturerId}`, category });
    }
    const today = warsawDate(this.clock.now());
    if (f.endDate && f.endDate < f.startDate) add('END_BEFORE_START', 'ERROR', 'msg.pkk.preflight.end.before.start');
    if (f.startDate > today || (f.endDate && f.endDate > today)) add('DATE_IN_FUTURE', 'ERROR', 'msg.pkk.preflight.date.in.future');
    const candidate = (row.profile as FullPkk).candidate;
    const matches = await this.repo.learnersMatching(school.id, { email: candidate.email, phoneNumber: candidate.phoneNumber, firstName: candidate.firstName, lastName: candidate.lastName });
    let learner: PreflightResult['learner'] = null;
    const match = matches.length === 1 ? matches[0] : undefined;
    if (match) {
      const to = f.endDate && f.endDate < today ? f.endDate : today;
      // Conducted lessons only, counted as the progress card counts them (one function in the contract).
      const now = this.clock.now();
      const lessons = await this.repo.recordedLessons(school.id, match.id, f.startDate, to);
      const totals = trainingTotals(
        lessons.filter((l) => isConducted(l.endsAt, now)).map((l) => ({ lessonType: l.lessonType === 'LECTURE' ? ('LECTURE' as const) : ('DRIVE' as const), minutes: (l.endsAt.getTime() - l.startsAt.getTime()) / 60_000 })),
      );
      const recorded = { practical: totals.practicalMinutes, theory: totals.theoryMinutes };
      learner = { id: match.id, name: fullName(match), practicalMinutes: recorded.practical, theoryMinutes: recorded.theory };
      if (practical > recorded.practical) add('MORE_THAN_RECORDED_PRACTICAL', 'WARNING', 'msg.pkk.preflight.more.than.recorded.practical', { hours: hoursText(practical), recorded: hoursText(recorded.practical), learner: learner.name });
      if (theory > recorded.theory) add('MORE_THAN_RECORDED_THEORY', 'WARNING', 'msg.pkk.preflight.more.than.recorded.theory', { hours: hoursText(theory), recorded: hoursText(recorded.theory), learner: learner.name });
    } else add('NO_RECORDED_LESSONS', 'INFO', 'msg.pkk.preflight.no.recorded.lessons');
    return {
      result: { ok: !findings.some((x) => x.severity === 'ERROR'), findings, learner, minimum: { theoryHours: minimum.theory, practicalHours: minimum.practical } },
      instructor: instructor ?? null,
      lecturer: lecturer ?? null,
    };
  }

  private failOnErrors(result: PreflightResult): void {
    const errors = result.findings.filter((f) => f.severity === 'ERROR');
    if (errors.length) throw badRequest(errors.map((e) => ({ field: e.code, message: e.message })), 'msg.error.pkk.preflight.failed');
  }

  private documentData(school: PkkSchool & { name: string }, row: PkkRow, f: UpdateFieldsInput, checked: { instructor: InstructorRow | null; lecturer: InstructorRow | null }, signer: SignerRow): PkkUpdateDocumentData {
    const personOf = (p: InstructorRow | null) => (p ? { firstName: p.firstName, lastName: p.lastName, registrationNumber: p.registrationNumber } : null);
    return {
      pkkNumber: row.number,
      school: { name: school.name, registryNumber: school.registryNumber },
      category: row.categoryName,
      startDate: f.startDate,
      endDate: f.endDate ?? null,
      practicalClassHours: f.practicalClassHours,
      practicalClassMinutes: f.practicalClassMinutes,
      theoryClassHours: f.theoryClassHours,
      theoryClassMinutes: f.theoryClassMinutes,
      instructor: personOf(checked.instructor),
      lecturer: personOf(checked.lecturer),
      updater: { firstName: signer.firstName, lastName: signer.lastName, login: signer.clientLogin },
    };
  }

  private async updatableRow(schoolId: number, id: number): Promise<PkkRow> {
    const row = await this.repo.pkkById(schoolId, id);
    if (!row) throw new AppError(404, 'msg.error.pkk.not.found');
    this.allows(row, 'UPDATE');
    return row;
  }

  private async chosenSigner(schoolId: number, signerId: number, userLogin: string | undefined): Promise<SignerRow> {
    const signer = await this.repo.signer(schoolId, signerId);
    if (!signer) throw new AppError(404, 'msg.error.pkk.signer.not.found');
    if (userLogin && userLogin.toLowerCase() !== signer.clientLogin.toLowerCase()) throw new AppError(400, 'msg.error.pkk.signature.signer.mismatch');
    return signer;
  }

  private async transition(school: { id: number }, row: PkkRow, to: PkkStatus, answer: AuthorityProfile, event: { type: PkkEventType; signer: string; comments?: string }): Promise<PkkDetail> {
    const now = this.clock.now();
    await this.repo.transaction(async (tx) => {
      const updated = await this.repo.updatePkk(row.id, row.status, { status: to, profile: answer.profile, oskUpdate: answer.oskUpdate, wordSection: answer.wordSection }, tx);
      if (!updated) throw new AppError(409, 'msg.error.pkk.action.not.allowed');
      await this.repo.insertEvent({ pkkProfileId: row.id, updateDate: now, type: event.type, comments: event.comments?.slice(0, 1000) ?? null, signer: event.signer }, tx);
    });
    const fresh = await this.repo.pkkById(school.id, row.id);
    if (!fresh) throw new AppError(404, 'msg.error.pkk.not.found');
    return this.toDetail(fresh);
  }

  private allows(row: PkkRow, action: PkkAction): void {
    if (!pkkAllows(row.status as PkkStatus, action)) throw new AppError(409, 'msg.error.pkk.action.not.allowed');
  }

  private async rowByRef(schoolId: number, value: string): Promise<PkkRow> {
    const ref = parseRef(value);
    const row = 'id' in ref ? await this.repo.pkkById(schoolId, ref.id) : await this.repo.pkkByNumber(schoolId, ref.number);
    if (!row) throw new AppError(404, 'msg.error.pkk.not.found');
    return row;
  }

  /** The signer acting at the authority: `userLogin` (one of the school's) or the default signer. */
  private async actingSigner(schoolId: number, userLogin: string | undefined): Promise<SignerRow> {
    if (userLogin) {
      const found = await this.repo.signerByLogin(schoolId, userLogin);
      if (!found) throw new AppError(404, 'msg.error.pkk.signer.not.found');
      return found;
    }
    const fallback = await this.repo.defaultSigner(schoolId);
    if (fallback) return fallback;
    const any = (await this.repo.signersOf(schoolId))[0];
    if (!any) throw new AppError(409, 'msg.error.pkk.no.signer');
    return any;
  }

  private authorityOrFail(): PkkAuthority {
    if (!this.authority) throw new AppError(503, 'msg.error.pkk.authority.unavailable');
    return this.authority;
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw authorityFailure(error);
    }
  }

  /** The school's name, as the update document and the authority need it. */
  private async schoolName(schoolId: number): Promise<string> {
    const name = await this.repo.schoolName(schoolId);
    if (name === undefined) throw new AppError(404, 'msg.error.not.found');
    return name;
  }

  private async toDetail(row: PkkRow): Promise<PkkDetail> {
    const events = await this.repo.eventsOf(row.id);
    const signatures = await this.repo.signaturesOf(row.schoolId, row.number);
    return {
      id: row.id,
      status: row.status as PkkStatus,
      downloadDate: row.downloadDate?.toISOString() ?? null,
      updateDate: row.updateDate?.toISOString() ?? null,
      profile: row.profile as FullPkk,
      oskUpdate: (row.oskUpdate ?? null) as PkkOskUpdate | null,
      wordSection: (row.wordSection ?? null) as PkkWordSection | null,
      events: events.map((e) => ({
        id: e.id,
        updateDate: e.updateDate.toISOString(),
        type: e.type as PkkEventType,
        startDate: e.startDate,
        endDate: e.endDate,
        instructor: e.instructor,
        lecturer: e.lecturer,
        practicalClassHours: e.practicalClassHours,
        practicalClassMinutes: e.practicalClassMinutes,
        theoryClassHours: e.theoryClassHours,
        theoryClassMinutes: e.theoryClassMinutes,
        comments: e.comments,
        signer: e.signer,
      })),
      signatures: signatures.map((s) => ({
        signedAt: s.signedAt.toISOString(),
        method: s.method as Method,
        signer: s.signerName,
        userLogin: s.userLogin,
        certificateSubject: s.certificateSubject,
        certificateIssuer: s.certificateIssuer,
        certificateSerial: s.certificateSerial,
        documentSha256: s.documentSha256,
      })),
    };
  }
}

function decodeBase64(value: string): Buffer {
  const compact = value.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) throw new AppError(400, 'msg.error.pkk.xml.invalid');
  return Buffer.from(compact, 'base64');
}


