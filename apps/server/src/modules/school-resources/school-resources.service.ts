import {
  storedPhone,
  type Car,
  type CarQuery,
  type CarRequest,
  type FieldError,
  type Group,
  type GroupFieldIssue,
  type GroupQuery,
  type GroupRequest,
  type GroupValidationRequest,
  type Instructor,
  type InstructorQuery,
  type InstructorRequest,
  type InstructorStatus,
  type InstructorUpdate,
  type Language,
  type SchedulerFeatures,
  type SchedulerStudent,
  type SchedulerStudentQuery,
} from '@osk/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { daysAfter, type Clock } from '../../lib/clock.js';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { generateToken, hashToken } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { ownSchoolId, staffOf } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { AuthService } from '../auth/auth.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { UsersService } from '../users/users.service.js';
import { INSTRUCTOR_INVITATION_DAYS, instructorInvitationMail } from './school-resources.mails.js';
import type { InstructorRow, SchoolResourcesRepository } from './school-resources.repository.js';
import { pageOf } from '../../lib/pages.js';
import { toCar, toGroup, toInstructor } from './school-resources.presenter.js';

type CarInput = z.output<typeof CarRequest>;
type InstructorInput = z.output<typeof InstructorRequest>;
type GroupInput = z.output<typeof GroupRequest>;

const CAR_UNIQUE = 'cars_school_registration_idx';
const GROUP_UNIQUE = 'lesson_groups_school_name_idx';
const EMAIL_UNIQUE = 'users_email_unique';
const PHONE_UNIQUE = 'users_phone_number_unique';

function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

function carValues(input: CarInput) {
  return {
    // Stored upper-case without inner spaces twice over: "wa 1234x" and "WA 1234X" are one plate.
    registrationNumber: input.registrationNumber.toUpperCase().replace(/\s+/g, ' '),
    manufacturer: input.manufacturer,
    model: input.model,
    yearOfProduction: input.yearOfProduction,
    nextCheckup: input.nextCheckup ?? null,
    insuranceExpires: input.insuranceExpires ?? null,
    status: input.status,
    vin: blankToNull(input.vin?.toUpperCase()),
    remarks: blankToNull(input.remarks),
  };
}

/** An instructor's own columns as the school sets them (e-mail and phone live with the account). */
function instructorValues(input: InstructorInput | InstructorUpdate) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    color: input.color.toUpperCase(),
    notificationsEnabled: input.notificationsEnabled,
    categories: [...new Set(input.categories)],
    registrationNumber: blankToNull(input.registrationNumber),
    additionalInfo1: blankToNull(input.additionalInfo1),
    additionalInfo2: blankToNull(input.additionalInfo2),
    remarks: blankToNull(input.remarks),
    status: input.status,
  };
}

function registrationUsed(): AppError {
  return new AppError(409, 'msg.error.car.registration.used', [{ field: 'registrationNumber', message: 'msg.error.car.registration.used' }]);
}

function groupNameUsed(): AppError {
  return new AppError(409, 'msg.error.group.name.already.used', [{ field: 'name', message: 'msg.error.group.name.already.used' }]);
}

function contactsUsed(email: boolean, phone: boolean): AppError {
  const fields: FieldError[] = [];
  if (email) fields.push({ field: 'email', message: 'msg.error.instructor.email.used' });
  if (phone) fields.push({ field: 'phoneNumber', message: 'msg.error.instructor.phone.used' });
  return new AppError(409, email ? 'msg.error.instructor.email.used' : 'msg.error.instructor.phone.used', fields);
}

/**
 * The scheduler's resources of a school (school document §2.2, §3, §5, §7 "Scheduler"; issue 10):
 * cars, instructors, groups, the learners picker and the feature flags. Every call works on the
 * caller's own school only; another school's id (and an unknown id) answers 403 with the same body.
 *
 * Removal rules (our choice):
 * - a car or a group with lessons still ahead is not removed (409 msg.error.car.remove.failed /
 *   msg.error.group.remove.failed): the school moves or cancels those lessons first. Past lessons
 *   keep their history; their car/group reference becomes empty (ON DELETE SET NULL).
 * - an instructor is never deleted: `DELETE` marks it INACTIVE and blocks its login (sessions end).
 *   Its lessons, past and future, stay as they are for the school to reassign. Setting the status
 *   back to ACTIVE unblocks the login.
 */
export class SchoolResourcesService {
  constructor(
    private readonly repo: SchoolResourcesRepository,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly flags: { cards: boolean },
  ) {}

  /** `GET lessons/features`: the scheduler is on everywhere; progress cards as configured. */
  features(): SchedulerFeatures {
    return { scheduler: true, cards: this.flags.cards };
  }

  /** Whether progress cards are on (for the lessons module). */
  cardsEnabled(): boolean {
    return this.flags.cards;
  }

  // ---- cars ----

  /** `GET lessons/cars`: a page of the school's cars (the scheduler's picker sends searchTerm and status=AVAILABLE). */
  async listCars(caller: AuthContext, query: CarQuery) {
    const staff = staffOf(caller, query.schoolId);
    const { rows, total } = await this.repo.listCars(
      staff.schoolId,
      { registrationNumber: query.registrationNumber, status: query.status, searchTerm: query.searchTerm },
      { by: query.sortBy, asc: query.direction === 'ASC' },
      { offset: query.pageNumber * query.pageSize, limit: query.pageSize },
    );
    return pageOf(rows.map(toCar), total, query.pageSize, query.pageNumber);
  }

  async getCar(caller: AuthContext, id: number): Promise<Car> {
    const staff = staffOf(caller);
    const row = await this.repo.findCar(id);
    if (!row || row.schoolId !== staff.schoolId) throw forbidden();
    return toCar(row);
  }

  /** `POST lessons/cars`: creates (no id) or updates (id of an own car) a car; a taken registration number answers 409. */
  async saveCar(caller: AuthContext, request: CarInput): Promise<Car> {
    const school = { id: ownSchoolId(caller) };
    const values = carValues(request);
    const id = request.id ?? undefined;
    try {
      return await this.repo.transaction(async (tx) => {
        if (id !== undefined) {
          const existing = await this.repo.findCar(id, tx);
          if (!existing || existing.schoolId !== school.id) throw forbidden();
        }
        if (await this.repo.registrationTaken(school.id, values.registrationNumber, id, tx)) throw registrationUsed();
        const row = id === undefined ? await this.repo.insertCar(school.id, values, tx) : await this.repo.updateCar(id, school.id, values, tx);
        if (!row) throw forbidden();
        return toCar(row);
      });
    } catch (error) {
      if (uniqueViolationOf(error)?.constraint === CAR_UNIQUE) throw registrationUsed();
      throw error;
    }
  }

  /** `DELETE lessons/cars/{id}`: removes an own car without lessons ahead (see the class comment). */
  async removeCar(caller: AuthContext, id: number): Promise<{ id: number; removed: true }> {
    return this.removeUnbooked(caller, id, {
      lessonColumn: 'carId',
      failure: 'msg.error.car.remove.failed',
      find: (tx) => this.repo.findCar(id, tx),
      remove: (schoolId, tx) => this.repo.deleteCar(id, schoolId, tx),
    });
  }

  /** Removes a car or a group of the caller's school unless lessons ahead use it (409 with the failure). */
  private async removeUnbooked(
    caller: AuthContext,
    id: number,
    resource: {
      lessonColumn: 'carId' | 'groupId';
      failure: string;
      find: (tx: Db) => Promise<{ schoolId: number } | undefined>;
      remove: (schoolId: number, tx: Db) => Promise<boolean>;
    },
  ): Promise<{ id: number; removed: true }> {
    const school = { id: ownSchoolId(caller) };
    await this.repo.transaction(async (tx) => {
      const row = await resource.find(tx);
      if (!row || row.schoolId !== school.id) throw forbidden();
      if (await this.repo.hasFutureLessons(resource.lessonColumn, id, this.clock.now(), tx)) throw new AppError(409, resource.failure);
      await resource.remove(school.id, tx);
    });
    return { id, removed: true };
  }

  // ---- instructors ----

  /** `GET lessons/instructor`: a page of the school's instructors (pageSize up to 100 for lookups). */
  async listInstructors(caller: AuthContext, query: InstructorQuery) {
    if (caller.userType === 'INSTRUCTOR') {
      // An instructor finds its own record this way (the login answer carries the user id only).
      if (!caller.instructor) throw forbidden();
      const row = await this.repo.findInstructor(caller.instructor.id);
      const content = row && query.pageNumber === 0 ? [toInstructor(row)] : [];
      return pageOf(content, row ? 1 : 0, query.pageSize, query.pageNumber);
    }
    const school = { id: ownSchoolId(caller, query.schoolId) };
    const { rows, total } = await this.repo.listInstructors(
      school.id,
      { firstName: query.firstName, lastName: query.lastName, status: query.status, searchTerm: query.searchTerm },
      { by: query.sortBy, asc: query.direction === 'ASC' },
      { offset: query.pageNumber * query.pageSize, limit: query.pageSize },
    );
    return pageOf(rows.map(toInstructor), total, query.pageSize, query.pageNumber);
  }

  /** An instructor the caller may see: the school its own instructors, an instructor only itself. */
  private async visibleInstructor(caller: AuthContext, id: number, tx?: Db): Promise<{ row: InstructorRow; bySchool: boolean }> {
    const row = await this.repo.findInstructor(id, tx);
    if (caller.userType === 'SCHOOL') {
      const school = { id: ownSchoolId(caller) };
      if (!row || row.instructor.schoolId !== school.id) throw forbidden();
      return { row, bySchool: true };
    }
    if (caller.userType === 'INSTRUCTOR' && row && row.instructor.userId === caller.userId) return { row, bySchool: false };
    throw forbidden();
  }

  async getInstructor(caller: AuthContext, id: number): Promise<Instructor> {
    return toInstructor((await this.visibleInstructor(caller, id)).row);
  }

  /**
   * `POST lessons/instructor`: the instructor's login (ACTIVE, no usable password) and record, and an
   * invitation mail with the login and a "set your password" link (a RESET_PASSWORD action, so the
   * ordinary /action/RESET_PASSWORD/{uuid} page sets it). An e-mail or phone of any account answers 409.
   */
  async createInstructor(caller: AuthContext, request: InstructorInput, language: Language): Promise<Instructor> {
    const school = await this.repo.schoolById(ownSchoolId(caller));
    if (!school) throw forbidden();
    const stored = storedPhone(request.phoneNumber);
    if (stored.kind === 'INVALID') throw badRequest([{ field: 'phoneNumber', message: 'msg.validation.phone.invalid' }]);
    const phone = stored.value;
    const email = request.email.toLowerCase();
    const token = generateToken();
    const passwordHash = await hashPassword(generateToken());
    const now = this.clock.now();
    let id: number;
    try {
      id = await this.repo.transaction(async (tx) => {
        const [emailTaken, phoneTaken] = await Promise.all([this.users.isEmailTaken(email, tx), this.users.isPhoneTaken(phone, tx)]);
        if (emailTaken || phoneTaken) throw contactsUsed(emailTaken, phoneTaken);
        // The instructor's login: ACTIVE, with an unusable password until the invitation is used.
        const userId = await this.users.create({ email, phoneNumber: phone, passwordHash, language, registerDate: now, status: 'ACTIVE', userType: 'INSTRUCTOR' }, tx);
        const instructorId = await this.repo.insertInstructor(school.id, userId, instructorValues(request), tx);
        if (request.status === 'INACTIVE') await this.users.setStatus(userId, 'BLOCKED', ['ACTIVE'], tx);
        await this.repo.insertPasswordAction(
          { tokenHash: hashToken(token), userId, userEmail: email, createdAt: now, expiresAt: daysAfter(now, INSTRUCTOR_INVITATION_DAYS) },
          tx,
        );
        const mail = instructorInvitationMail(language, {
          firstName: request.firstName,
          schoolName: school.name,
          login: email,
          link: `${this.publicUrl}/action/RESET_PASSWORD/${token}`,
          days: INSTRUCTOR_INVITATION_DAYS,
        });
        await this.outbox.enqueueMail({ to: email, subject: mail.subject, text: mail.text }, tx);
        return instructorId;
      });
    } catch (error) {
      const constraint = uniqueViolationOf(error)?.constraint;
      if (constraint === EMAIL_UNIQUE) throw contactsUsed(true, false);
      if (constraint === PHONE_UNIQUE) throw contactsUsed(false, true);
      throw error;
    }
    const row = await this.repo.findInstructor(id);
    if (!row) throw new AppError(500, 'msg.error.instructor.failed');
    return toInstructor(row);
  }

  /**
   * `PUT lessons/instructor/{id}`: the school changes everything but e-mail and phone (locked); the
   * instructor on its own record only its names and notifications. INACTIVE blocks the login.
   */
  async updateInstructor(caller: AuthContext, id: number, request: InstructorUpdate): Promise<Instructor> {
    await this.repo.transaction(async (tx) => {
      const { row, bySchool } = await this.visibleInstructor(caller, id, tx);
      if (!bySchool) {
        await this.repo.updateInstructor(id, { firstName: request.firstName, lastName: request.lastName, notificationsEnabled: request.notificationsEnabled }, tx);
        return;
      }
      await this.repo.updateInstructor(id, instructorValues(request), tx);
      if (request.status !== row.instructor.status) await this.applyStatus(row.instructor.userId, request.status, tx);
    });
    const row = await this.repo.findInstructor(id);
    if (!row) throw forbidden();
    return toInstructor(row);
  }

  private async applyStatus(userId: number, status: InstructorStatus, tx: Db): Promise<void> {
    if (status === 'INACTIVE') {
      await this.users.setStatus(userId, 'BLOCKED', ['NEW', 'ACTIVE', 'VERIFIED'], tx);
      await this.auth.endSessionsOf(userId, undefined, tx);
    } else {
      await this.users.setStatus(userId, 'ACTIVE', ['BLOCKED'], tx);
    }
  }

  /** `DELETE lessons/instructor/{id}`: marks an own instructor INACTIVE and blocks its login (see the class comment). */
  async removeInstructor(caller: AuthContext, id: number): Promise<{ id: number; removed: true }> {
    const school = { id: ownSchoolId(caller) };
    await this.repo.transaction(async (tx) => {
      const row = await this.repo.findInstructor(id, tx);
      if (!row || row.instructor.schoolId !== school.id) throw forbidden();
      await this.repo.updateInstructor(id, { status: 'INACTIVE' }, tx);
      await this.applyStatus(row.instructor.userId, 'INACTIVE', tx);
    });
    return { id, removed: true };
  }

  // ---- groups ----

  /** `GET lessons/group`: a page of the school's groups with their learners. */
  async listGroups(caller: AuthContext, query: GroupQuery) {
    const staff = staffOf(caller);
    const { rows, total } = await this.repo.listGroups(
      staff.schoolId,
      { name: query.name, status: query.status },
      { by: query.sortBy, asc: query.direction === 'ASC' },
      { offset: query.pageNumber * query.pageSize, limit: query.pageSize },
    );
    const members = await this.repo.studentsOfGroups(rows.map((r) => r.id));
    return pageOf(
      rows.map((r) => toGroup(r, members)),
      total,
      query.pageSize,
      query.pageNumber,
    );
  }

  async getGroup(caller: AuthContext, id: number): Promise<Group> {
    const staff = staffOf(caller);
    const row = await this.repo.findGroup(id);
    if (!row || row.schoolId !== staff.schoolId) throw forbidden();
    return toGroup(row, await this.repo.studentsOfGroups([id]));
  }

  /** `POST lessons/validation/group`: [] when the name is free in the school (ignoring the group `id`). */
  async validateGroup(caller: AuthContext, request: GroupValidationRequest): Promise<GroupFieldIssue[]> {
    const school = { id: ownSchoolId(caller) };
    if (request.id != null) {
      const own = await this.repo.findGroup(request.id);
      if (!own || own.schoolId !== school.id) throw forbidden();
    }
    if (!request.name) return [{ field: 'name', reason: 'required' }];
    if (await this.repo.groupNameTaken(school.id, request.name, request.id ?? undefined)) return [{ field: 'name', reason: 'alreadyUsed' }];
    return [];
  }

  /** `POST lessons/group` (no id) and `PUT lessons/group/{id}`. */
  async saveGroup(caller: AuthContext, id: number | undefined, request: GroupInput): Promise<Group> {
    const school = { id: ownSchoolId(caller) };
    const studentIds = [...new Set(request.students.map((s) => s.id))];
    let groupId: number;
    try {
      groupId = await this.repo.transaction(async (tx) => {
        if (id !== undefined) {
          const existing = await this.repo.findGroup(id, tx);
          if (!existing || existing.schoolId !== school.id) throw forbidden();
        }
        // Learners of another school (or unknown ids) answer 403, like any other school's data.
        if ((await this.repo.countOwnStudents(school.id, studentIds, tx)) !== studentIds.length) throw forbidden();
        if (await this.repo.groupNameTaken(school.id, request.name, id, tx)) throw groupNameUsed();
        let target: number;
        if (id === undefined) target = await this.repo.insertGroup(school.id, { name: request.name, status: request.status, createDate: this.clock.now() }, tx);
        else {
          await this.repo.updateGroup(id, { name: request.name, status: request.status }, tx);
          target = id;
        }
        await this.repo.replaceGroupStudents(target, studentIds, tx);
        return target;
      });
    } catch (error) {
      // Two requests creating the same name at once pass the check above; the unique index decides.
      if (uniqueViolationOf(error)?.constraint === GROUP_UNIQUE) throw groupNameUsed();
      throw error;
    }
    const row = await this.repo.findGroup(groupId);
    if (!row) throw forbidden();
    return toGroup(row, await this.repo.studentsOfGroups([groupId]));
  }

  /** `DELETE lessons/group/{id}`: removes an own group without lessons ahead (see the class comment). */
  async removeGroup(caller: AuthContext, id: number): Promise<{ id: number; removed: true }> {
    return this.removeUnbooked(caller, id, {
      lessonColumn: 'groupId',
      failure: 'msg.error.group.remove.failed',
      find: (tx) => this.repo.findGroup(id, tx),
      remove: (schoolId, tx) => this.repo.deleteGroup(id, schoolId, tx),
    });
  }

  // ---- learners picker ----

  /** `GET lessons/student`: the caller's school's learners (status=ACTIVE: accounts ACTIVE or VERIFIED). */
  async listStudents(caller: AuthContext, query: SchedulerStudentQuery) {
    const staff = staffOf(caller);
    const { rows, total } = await this.repo.listPickerStudents(
      staff.schoolId,
      { searchTerm: query.searchTerm, statuses: query.status === 'ACTIVE' ? ['ACTIVE', 'VERIFIED'] : undefined },
      { by: query.sortBy, asc: query.direction === 'ASC' },
      { offset: query.pageNumber * query.pageSize, limit: query.pageSize },
    );
    const content: SchedulerStudent[] = rows;
    return pageOf(content, total, query.pageSize, query.pageNumber);
  }
}
