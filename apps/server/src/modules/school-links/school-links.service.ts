import {
  AttachActionType,
  AttachGrant,
  type AttachAction,
  type Category,
  type FinishPartialRegistrationRequest,
  type Guardian,
  type Language,
  type LinkActionStatus,
  type PartialRegistration,
  type PublicSchool,
} from '@osk/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { stockShortage, takeSchoolStock } from '../../db/school-stock.js';
import { addDays, warsawDate, type Clock } from '../../lib/clock.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { hashToken } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../access/caller.js';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import type { UsersService } from '../users/users.service.js';
import type { AttachActionRow, PartialRow, SchoolLinksRepository } from './school-links.repository.js';

const ATTACH_TYPES = AttachActionType.options;

/**
 * What an invitation takes from the school's stock when the learner confirms it (a school's
 * `school/attach/student`): days of learning and books. Taken at confirmation, exactly once.
 */
const AttachStock = z.object({
  stockDays: z.number().int().min(0).max(3650).default(0),
  stockBooks: z.number().int().min(0).max(1).default(0),
});

/** The later of a stored till date and a new one (a grant never shortens access). */
function laterDate(current: string | null, granted: string | null): string | null {
  if (!granted) return current;
  if (!current) return granted;
  return granted > current ? granted : current;
}

function toPartial(row: PartialRow, uuid: string): PartialRegistration {
  return {
    uuid,
    email: row.email,
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    category: row.category as Category,
    schoolId: row.schoolId,
    status: row.status === 'ACCEPTED' ? 'ACCEPTED' : 'NEW',
  };
}

/**
 * What a learner finishes or answers from a school's link: the partial registration a school started
 * by SMS, invitations to attach to a school, and the school's public data and guardian.
 */
export class SchoolLinksService {
  constructor(
    private readonly repo: SchoolLinksRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /**
   * The partial registration of a link (`school/partial`). Unknown links, and NEW ones past their date
   * or whose stock went back to the school, answer 404 WRONG_CODE; an ACCEPTED one is still shown (the
   * finished message).
   */
  async showPartial(uuid: string): Promise<PartialRegistration> {
    const row = await this.repo.findPartial(hashToken(uuid));
    if (!row || (row.status !== 'ACCEPTED' && (row.expiresAt.getTime() <= this.clock.now().getTime() || row.stockReturnedAt !== null))) throw new AppError(404, 'WRONG_CODE');
    return toPartial(row, uuid);
  }

  /**
   * Finishes a partial registration (`school/finish/student/partial`): creates the learner's ACTIVE
   * account (the school's SMS reached the phone, so no activation mail) with the school's grant,
   * attached to the school, and marks the registration ACCEPTED, all in one transaction. Errors:
   * ALREADY_CONFIRMED, WRONG_CODE (unknown or expired), DUPLICATED_EMAIL, DUPLICATED_PHONE.
   */
  async finishPartial(request: FinishPartialRegistrationRequest, language: Language): Promise<PartialRegistration> {
    const tokenHash = hashToken(request.uuid);
    // Fail fast before the costly password hash; the transaction checks again under the row lock.
    await this.checkPartialUsable(await this.repo.findPartial(tokenHash));
    const passwordHash = await hashPassword(request.user.password);
    try {
      return await this.repo.transaction(async (tx) => {
        const now = this.clock.now();
        const row = await this.checkPartialUsable(await this.repo.lockPartial(tokenHash, tx));
        const email = request.user.email.trim();
        if (await this.users.isEmailTaken(email, tx)) throw new AppError(409, 'DUPLICATED_EMAIL');
        if (row.phoneNumber && (await this.users.isPhoneTaken(row.phoneNumber, tx))) throw new AppError(409, 'DUPLICATED_PHONE');
        const today = warsawDate(now);
        const { userId } = await this.users.createLearner(
          { email, phoneNumber: row.phoneNumber, passwordHash, status: 'ACTIVE', language, registerDate: now },
          {
            schoolId: row.schoolId,
            firstName: request.student.firstName,
            lastName: request.student.lastName,
            // The school chose the category; without a school the learner does (spec §5).
            category: row.schoolId === null ? (request.student.category ?? row.category) : row.category,
            learningAvailableTill: row.learningDays > 0 ? addDays(today, row.learningDays) : null,
            lecturesAvailableTill: row.lecturesDays > 0 ? addDays(today, row.lecturesDays) : null,
          },
          tx,
        );
        await this.repo.markPartialAccepted(row.id, userId, now, tx);
        return { ...toPartial(row, request.uuid), status: 'ACCEPTED' as const, email };
      });
    } catch (error) {
      // Another request took the address or number between the check and the insert.
      const unique = uniqueViolationOf(error);
      if (unique) throw new AppError(409, unique.constraint.includes('phone') ? 'DUPLICATED_PHONE' : 'DUPLICATED_EMAIL');
      throw error;
    }
  }

  private async checkPartialUsable(row: PartialRow | undefined): Promise<PartialRow> {
    if (!row) throw new AppError(404, 'WRONG_CODE');
    if (row.status === 'ACCEPTED') throw new AppError(409, 'ALREADY_CONFIRMED');
    // Expired, or its stock went back to the school (ADR 025): that grant is gone.
    if (row.expiresAt.getTime() <= this.clock.now().getTime() || row.stockReturnedAt !== null) throw new AppError(404, 'WRONG_CODE');
    return row;
  }

  /**
   * An invitation of the calling learner to a school (`action/get/{uuid}`). A link that does not exist
   * or belongs to someone else answers 404 msg.error.user.not.found (spec §8), so it reveals nothing.
   */
  async getAttachAction(caller: AuthContext, uuid: string): Promise<AttachAction> {
    const row = await this.ownAction(caller, uuid);
    return this.toAttachAction(row, uuid);
  }

  /**
   * Confirms an invitation (`confirm/{uuid}`), single use: attaches the learner to the school, extends
   * the granted access (never shortens it) and marks it CONFIRMED, in one transaction. 409 when already
   * answered, 410 when expired.
   */
  async confirmAttachAction(caller: AuthContext, uuid: string): Promise<AttachAction> {
    return this.answerAttachAction(caller, uuid, 'CONFIRMED', async (row, now, tx) => {
      const student = await this.repo.findStudentAccess(caller.userId, tx);
      if (!student || row.schoolId === null) throw new AppError(404, 'msg.error.user.not.found');
      const grant = AttachGrant.parse(row.payload ?? {});
      const stock = AttachStock.parse(row.payload ?? {});
      // The school pays for what it grants now, from its stock; not enough refuses the confirmation (nothing changes).
      if ((stock.stockDays > 0 || stock.stockBooks > 0) && !(await takeSchoolStock(tx, row.schoolId, stock.stockDays, stock.stockBooks))) {
        throw new AppError(409, await stockShortage(tx, row.schoolId, stock.stockDays));
      }
      const today = warsawDate(now);
      await this.repo.updateStudentAttachment(
        student.studentId,
        {
          schoolId: row.schoolId,
          ...(stock.stockBooks > 0 ? { withBook: true } : {}),
          learningAvailableTill: laterDate(student.learningAvailableTill, grant.learningDays > 0 ? addDays(today, grant.learningDays) : null),
          lecturesAvailableTill: laterDate(student.lecturesAvailableTill, grant.lecturesDays > 0 ? addDays(today, grant.lecturesDays) : null),
        },
        tx,
      );
    });
  }

  /** Rejects an invitation (`reject {uuid}`): marks it REJECTED; nothing else changes. */
  async rejectAttachAction(caller: AuthContext, uuid: string): Promise<AttachAction> {
    return this.answerAttachAction(caller, uuid, 'REJECTED', async () => {});
  }

  /**
   * Answers the caller's own open invitation once, in one transaction: `apply` makes what the answer
   * changes, then the action is marked `status` (409 msg.error.action.already.used when another answer
   * came first).
   */
  private answerAttachAction(
    caller: AuthContext,
    uuid: string,
    status: 'CONFIRMED' | 'REJECTED',
    apply: (row: AttachActionRow, now: Date, tx: Db) => Promise<void>,
  ): Promise<AttachAction> {
    return this.repo.transaction(async (tx) => {
      const now = this.clock.now();
      const row = await this.ownAction(caller, uuid, tx);
      this.checkActionOpen(row, now);
      await apply(row, now, tx);
      if (!(await this.repo.closeAction(row.id, status, now, tx))) throw new AppError(409, 'msg.error.action.already.used');
      return this.toAttachAction({ ...row, status }, uuid);
    });
  }

  private async ownAction(caller: AuthContext, uuid: string, tx?: Db): Promise<AttachActionRow> {
    const row = await this.repo.findAttachAction(hashToken(uuid), ATTACH_TYPES, tx);
    if (!row) throw new AppError(404, 'msg.error.user.not.found');
    if (row.userId !== null) {
      if (row.userId !== caller.userId) throw new AppError(404, 'msg.error.user.not.found');
      return row;
    }
    // An invitation addressed by e-mail belongs to the learner with that address.
    const student = await this.repo.findStudentAccess(caller.userId, tx);
    if (!row.userEmail || !student || student.email.toLowerCase() !== row.userEmail.toLowerCase()) throw new AppError(404, 'msg.error.user.not.found');
    return row;
  }

  private checkActionOpen(row: AttachActionRow, now: Date): void {
    if (row.status !== 'NEW') throw new AppError(409, 'msg.error.action.already.used');
    if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(410, 'msg.error.action.expired');
  }

  private toAttachAction(row: AttachActionRow, uuid: string): AttachAction {
    const grant = AttachGrant.safeParse(row.payload ?? {});
    const expired = row.status === 'NEW' && row.expiresAt.getTime() <= this.clock.now().getTime();
    const status: LinkActionStatus = expired ? 'EXPIRED' : (row.status as LinkActionStatus);
    return {
      uuid,
      type: row.type as AttachAction['type'],
      status,
      schoolId: row.schoolId ?? 0,
      schoolName: row.schoolName ?? '',
      learningDays: grant.success ? grant.data.learningDays : 0,
      lecturesDays: grant.success ? grant.data.lecturesDays : 0,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /**
   * A school's guardian (`guardian/get/{guardianId}`): a school reads only its own guardian, a learner
   * and an instructor only their school's (the caller's school); any other id answers 403.
   */
  async getGuardian(caller: AuthContext, guardianId: number): Promise<Guardian> {
    const own = caller.schoolId === null ? null : await this.repo.guardianIdOfSchool(caller.schoolId);
    if (own === null || own !== guardianId) throw forbidden();
    const row = await this.repo.findGuardian(guardianId);
    if (!row) throw notFound();
    return { id: row.id, name: row.name, phoneNumber: row.phoneNumber, email: row.email };
  }

  /** A school's name (`school/name/{schoolId}`, public). */
  async schoolName(schoolId: number): Promise<string> {
    const school = await this.repo.findPublicSchool(schoolId);
    if (!school) throw notFound();
    return school.name;
  }

  /** A school's public data (`school/public/{id}`): name and contact details, no tax or account data. */
  async publicSchool(id: number): Promise<PublicSchool> {
    const school = await this.repo.findPublicSchool(id);
    if (!school) throw notFound();
    return { ...school };
  }
}
