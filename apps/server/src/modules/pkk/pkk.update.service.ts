import { createHash } from 'node:crypto';
import { PKK_SIGNED_XML_MAX_BYTES, pkkNeedsTheory, type FullPkk, type PkkCourseForm, type PkkOskUpdate, type PkkUpdateResult, type PreflightResult } from '@osk/contract';
import type { Clock } from '../../lib/clock.js';
import { warsawDate } from '../../lib/clock.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { PkkAuthority } from '../../integrations/pkk-authority/types.js';
import { SignatureError, type PkkUpdateDocumentData, type SignatureErrorCode, type SignatureVerifier } from '../../integrations/signature/types.js';
import { ownSchoolId, pkkSchoolOf, type PkkSchool } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { InstructorRow, PkkRepository, PkkRow, SignerRow } from './pkk.repository.js';
import { toPkkUpdateResult, toSigner, type PkkSentCourse, type PkkSignMethod } from './pkk.presenter.js';
import { fullName, pkkMinimumHours, preflightCheck, recordedUntil, type PreflightFields } from './pkk.preflight.js';
import type { PkkRegistryService } from './pkk.registry.service.js';
import { askAuthority, foundPkk, realDates, requireAction } from './pkk.shared.js';
import type { PkkSignersService } from './pkk.signers.service.js';

/** The signing helpers the PKK module uses (integrations/signature). */
export interface PkkSigning {
  verifier: SignatureVerifier;
  buildDocument(data: PkkUpdateDocumentData): string;
  buildTaskList(document: string): string;
  /** Demo mode: the demo certificate is offered on the course form. */
  demoCertificate: boolean;
}

/** Update fields as parsed by the contract. */
export interface UpdateFieldsInput extends PreflightFields {
  pkkId: number;
  signerId: number;
}

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

type Checked = { result: PreflightResult; instructor: InstructorRow | null; lecturer: InstructorRow | null };

function decodeBase64(value: string): Buffer {
  const compact = value.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) throw new AppError(400, 'msg.error.pkk.xml.invalid');
  return Buffer.from(compact, 'base64');
}

function failOnErrors(result: PreflightResult): void {
  const errors = result.findings.filter((f) => f.severity === 'ERROR');
  if (errors.length) throw badRequest(errors.map((e) => ({ field: e.code, message: e.message })), 'msg.error.pkk.preflight.failed');
}

function documentData(school: PkkSchool & { name: string }, row: PkkRow, f: UpdateFieldsInput, checked: Pick<Checked, 'instructor' | 'lecturer'>, signer: SignerRow): PkkUpdateDocumentData {
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

/**
 * The course update (school document §5): the form, the pre-flight check (rules in pkk.preflight.ts),
 * the unsigned document and Szafir task list, and the update signed as XAdES, verified before
 * anything reaches the authority, then recorded as status, history event and audit row.
 */
export class PkkUpdateService {
  constructor(
    private readonly repo: PkkRepository,
    private readonly clock: Clock,
    private readonly authority: PkkAuthority | null,
    private readonly signing: PkkSigning,
    private readonly signers: PkkSignersService,
    private readonly registry: PkkRegistryService,
  ) {}

  async courseForm(caller: AuthContext, id: number): Promise<PkkCourseForm> {
    const school = { id: ownSchoolId(caller) };
    const row = await this.updatableRow(school.id, id);
    const category = row.categoryName;
    const theoryNeeded = pkkNeedsTheory(category);
    const holding = (await this.repo.instructorsOf(school.id)).filter((i) => i.status === 'ACTIVE' && i.categories.includes(category));
    const people = holding.map((i) => ({ id: i.id, firstName: i.firstName, lastName: i.lastName, registrationNumber: i.registrationNumber }));
    const defaults = pkkMinimumHours(category);
    return {
      pkk: await this.registry.detailOf(row),
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
    const signer = await this.signers.chosen(school.id, fields.signerId, undefined);
    const checked = await this.check(school, row, fields);
    failOnErrors(checked.result);
    const named = { ...school, name: await this.schoolName(school.id) };
    return { number: row.number, document: this.signing.buildDocument(documentData(named, row, fields, checked, signer)) };
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
  async update(caller: AuthContext, userLogin: string | undefined, request: UpdateFieldsInput & { requestBody: string; method: PkkSignMethod }): Promise<PkkUpdateResult> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.updatableRow(school.id, request.pkkId);
    const signer = await this.signers.chosen(school.id, request.signerId, userLogin);
    const checked = await this.check(school, row, request);
    failOnErrors(checked.result);
    const signedBytes = decodeBase64(request.requestBody);
    if (signedBytes.length > PKK_SIGNED_XML_MAX_BYTES) throw new AppError(413, 'msg.error.pkk.xml.too.large');
    const schoolName = await this.schoolName(school.id);
    const expected = this.signing.buildDocument(documentData({ ...school, name: schoolName }, row, request, checked, signer));
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
    const course: PkkSentCourse = {
      startDate: request.startDate,
      endDate: request.endDate ?? null,
      theoryClassHours: request.theoryClassHours,
      theoryClassMinutes: request.theoryClassMinutes,
      practicalClassHours: request.practicalClassHours,
      practicalClassMinutes: request.practicalClassMinutes,
      instructorRecordNumber: checked.instructor?.registrationNumber ?? null,
      lecturerRecordNumber: checked.lecturer?.registrationNumber ?? null,
    };
    const answer = await askAuthority(this.authority, (authority) =>
      authority.update({ number: row.number, osk: school.registryNumber, userLogin: signer.clientLogin, signedDocument: verified.document, update: { ...course, schoolName } }),
    );
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
    return toPkkUpdateResult(row.number, course, signer, checked, sha);
  }

  /** Gathers what the pre-flight rules need (people, the matching learner's lessons, today) and runs them. */
  private async check(school: { id: number }, row: PkkRow, f: UpdateFieldsInput): Promise<Checked> {
    realDates({ startDate: f.startDate, endDate: f.endDate });
    const category = row.categoryName;
    const person = async (id: number | null | undefined) => {
      if (!id) return null;
      const found = await this.repo.instructor(id);
      return found && found.schoolId === school.id ? found : undefined;
    };
    const instructor = await person(f.instructorId);
    const lecturer = pkkNeedsTheory(category) ? await person(f.lecturerId) : null;
    const now = this.clock.now();
    const today = warsawDate(now);
    const candidate = (row.profile as FullPkk).candidate;
    const matches = await this.repo.learnersMatching(school.id, { email: candidate.email, phoneNumber: candidate.phoneNumber, firstName: candidate.firstName, lastName: candidate.lastName });
    const match = matches.length === 1 ? matches[0] : undefined;
    const learner = match ? { ...match, lessons: await this.repo.recordedLessons(school.id, match.id, f.startDate, recordedUntil(f, today)) } : null;
    const result = preflightCheck({ category, fields: f, instructor, lecturer, today, now, learner });
    return { result, instructor: instructor ?? null, lecturer: lecturer ?? null };
  }

  private async updatableRow(schoolId: number, id: number): Promise<PkkRow> {
    const row = foundPkk(await this.repo.pkkById(schoolId, id));
    requireAction(row, 'UPDATE');
    return row;
  }

  /** The school's name, as the update document and the authority need it. */
  private async schoolName(schoolId: number): Promise<string> {
    const name = await this.repo.schoolName(schoolId);
    if (name === undefined) throw new AppError(404, 'msg.error.not.found');
    return name;
  }
}
