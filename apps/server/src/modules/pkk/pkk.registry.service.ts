import { pkkAllows, type PkkDetail, type PkkEventType, type PkkListFilter, type PkkPage, type PkkPreview, type PkkReturnReason, type PkkSchoolInfo, type PkkStatus } from '@osk/contract';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { pageOf } from '../../lib/pages.js';
import type { AuthorityProfile, PkkAuthority } from '../../integrations/pkk-authority/types.js';
import { ownSchoolId, pkkSchoolOf } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { PkkRepository, PkkRow } from './pkk.repository.js';
import { toPkkDetail, toPkkListItem } from './pkk.presenter.js';
import { fullName } from './pkk.preflight.js';
import { askAuthority, foundPkk, realDates, registryStatusOf, requireAction } from './pkk.shared.js';
import type { PkkSignersService } from './pkk.signers.service.js';

/** `pkkId` of return/remove: our registry id (digits, at most 10) or a 20-digit number (spaces allowed). */
function parseRef(value: string): { id: number } | { number: string } {
  const compact = value.replace(/\s+/g, '');
  if (/^\d{20}$/.test(compact)) return { number: compact };
  if (/^\d{1,10}$/.test(compact) && Number(compact) > 0 && Number(compact) <= 2_147_483_647) return { id: Number(compact) };
  throw badRequest([{ field: 'pkkId', message: 'msg.error.pkk.number.invalid' }], 'msg.error.pkk.number.invalid');
}

export type ProfileQuery = { pkkId: string; userLogin?: string | undefined; pesel?: string | undefined; birthDate?: string | undefined };

/**
 * The school's PKK registry (school document §3, §4, §7): the list and a profile's detail, download,
 * preview and refresh from the authority, returns and complementary courses; each status change is
 * checked against PKK_ACTIONS and recorded as a history event.
 */
export class PkkRegistryService {
  constructor(
    private readonly repo: PkkRepository,
    private readonly clock: Clock,
    private readonly authority: PkkAuthority | null,
    private readonly signers: PkkSignersService,
  ) {}

  async registry(caller: AuthContext, schoolId: number, filter: PkkListFilter, pageNumber: number, pageSize: number): Promise<PkkPage> {
    const school = { id: ownSchoolId(caller, schoolId) };
    const { rows, total } = await this.repo.registryPage(school.id, filter, pageNumber, pageSize);
    return pageOf(rows.map(toPkkListItem), total, pageSize, pageNumber);
  }

  async schoolInfo(caller: AuthContext, schoolId: number): Promise<PkkSchoolInfo> {
    const id = ownSchoolId(caller, schoolId);
    return { registryNumber: caller.pkk?.registryNumber ?? null, canUsePkk: caller.pkk?.canUse ?? false, signers: await this.repo.signerCount(id) };
  }

  async detail(caller: AuthContext, id: number): Promise<PkkDetail> {
    return this.detailById(ownSchoolId(caller), id);
  }

  /** `pkk/query`: downloads a profile (first time: IMPORTED) or a fresh copy of one in the registry (REFRESHED). */
  async query(caller: AuthContext, q: ProfileQuery): Promise<PkkDetail> {
    realDates({ birthDate: q.birthDate });
    const school = pkkSchoolOf(caller, true);
    const signer = await this.signers.acting(school.id, q.userLogin);
    const existing = await this.repo.pkkByNumber(school.id, q.pkkId);
    const identity = { pesel: q.pesel ?? null, birthDate: q.birthDate ?? null };
    let answer: AuthorityProfile;
    const ref = { number: q.pkkId, osk: school.registryNumber, userLogin: signer.clientLogin };
    if (existing) {
      const status = existing.status as PkkStatus;
      if (!pkkAllows(status, 'REFRESH') && !pkkAllows(status, 'DOWNLOAD')) throw new AppError(409, 'msg.error.pkk.action.not.allowed');
      if (identity.pesel ? existing.pesel !== identity.pesel : existing.birthDate !== identity.birthDate) throw new AppError(404, 'msg.error.pkk.not.found');
      answer = await askAuthority(this.authority, (authority) => (status === 'RELEASED' ? authority.download({ ...ref, ...identity }) : authority.refresh(ref)));
    } else {
      answer = await askAuthority(this.authority, (authority) => authority.download({ ...ref, ...identity }));
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
    return this.detailById(school.id, id);
  }

  /** `pkk/preview`: the profile as the authority shows it; nothing stored. */
  async preview(caller: AuthContext, q: ProfileQuery): Promise<PkkPreview> {
    realDates({ birthDate: q.birthDate });
    const school = pkkSchoolOf(caller, true);
    const signer = await this.signers.acting(school.id, q.userLogin);
    const answer = await askAuthority(this.authority, (authority) =>
      authority.preview({ number: q.pkkId, osk: school.registryNumber, userLogin: signer.clientLogin, pesel: q.pesel ?? null, birthDate: q.birthDate ?? null }),
    );
    return { profile: answer.profile, oskUpdate: answer.oskUpdate, wordSection: answer.wordSection };
  }

  /** `pkk/complementary`: an updated (or released) profile is taken again for a complementary course. */
  async complementary(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined; pesel?: string | undefined }): Promise<PkkDetail> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.rowByRef(school.id, q.pkkId);
    requireAction(row, 'COMPLEMENTARY');
    const signer = await this.signers.acting(school.id, q.userLogin);
    const answer = await askAuthority(this.authority, (authority) => authority.addComplementaryCourse({ number: row.number, osk: school.registryNumber, userLogin: signer.clientLogin, pesel: q.pesel ?? null }));
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
    requireAction(row, 'REMOVE_COMPLEMENTARY');
    const signer = await this.signers.acting(school.id, q.userLogin);
    const answer = await askAuthority(this.authority, (authority) => authority.removeComplementaryCourse({ number: row.number, osk: school.registryNumber, userLogin: signer.clientLogin }));
    return this.transition(school, row, registryStatusOf(answer, school.registryNumber), answer, { type: 'COMPLEMENTARY_COURSE_REMOVED', signer: fullName(signer) });
  }

  /** `pkk/return`: the school gives a profile back (RELEASED). */
  async giveBack(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined }): Promise<PkkDetail> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.rowByRef(school.id, q.pkkId);
    requireAction(row, 'RETURN');
    const signer = await this.signers.acting(school.id, q.userLogin);
    const answer = await askAuthority(this.authority, (authority) => authority.release({ number: row.number, osk: school.registryNumber, userLogin: signer.clientLogin }));
    return this.transition(school, row, 'RELEASED', answer, { type: 'RETURNED_BY_OSK', signer: fullName(signer) });
  }

  /** `pkk/returnToIssuingAuthority`: back to the county office with the reason (RELEASED). */
  async returnToAuthority(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined }, body: { type: PkkReturnReason; description: string; pkkUpdatePersons: { signer: { id: number } } }): Promise<PkkDetail> {
    const school = pkkSchoolOf(caller, true);
    const row = await this.rowByRef(school.id, q.pkkId);
    requireAction(row, 'RETURN_TO_AUTHORITY');
    const chosen = await this.signers.chosen(school.id, body.pkkUpdatePersons.signer.id, undefined);
    const acting = q.userLogin ? await this.signers.acting(school.id, q.userLogin) : chosen;
    const answer = await askAuthority(this.authority, (authority) =>
      authority.returnToIssuingAuthority({ number: row.number, osk: school.registryNumber, userLogin: acting.clientLogin, reason: body.type, description: body.description, signer: fullName(chosen) }),
    );
    return this.transition(school, row, 'RELEASED', answer, { type: 'RETURNED_TO_AUTHORITY', signer: fullName(chosen), comments: `${body.type}: ${body.description}` });
  }

  /** A registry row with its history and signatures, as the API shows it. */
  async detailOf(row: PkkRow): Promise<PkkDetail> {
    const events = await this.repo.eventsOf(row.id);
    const signatures = await this.repo.signaturesOf(row.schoolId, row.number);
    return toPkkDetail(row, events, signatures);
  }

  private async transition(school: { id: number }, row: PkkRow, to: PkkStatus, answer: AuthorityProfile, event: { type: PkkEventType; signer: string; comments?: string }): Promise<PkkDetail> {
    const now = this.clock.now();
    await this.repo.transaction(async (tx) => {
      const updated = await this.repo.updatePkk(row.id, row.status, { status: to, profile: answer.profile, oskUpdate: answer.oskUpdate, wordSection: answer.wordSection }, tx);
      if (!updated) throw new AppError(409, 'msg.error.pkk.action.not.allowed');
      await this.repo.insertEvent({ pkkProfileId: row.id, updateDate: now, type: event.type, comments: event.comments?.slice(0, 1000) ?? null, signer: event.signer }, tx);
    });
    return this.detailById(school.id, row.id);
  }

  /** The detail of the school's PKK (404 when it has none of that id). */
  private async detailById(schoolId: number, id: number): Promise<PkkDetail> {
    return this.detailOf(foundPkk(await this.repo.pkkById(schoolId, id)));
  }

  private async rowByRef(schoolId: number, value: string): Promise<PkkRow> {
    const ref = parseRef(value);
    return foundPkk('id' in ref ? await this.repo.pkkById(schoolId, ref.id) : await this.repo.pkkByNumber(schoolId, ref.number));
  }
}
