import { timingSafeEqual } from 'node:crypto';
import {
  storedPhone,
  type DefaultPasswordRequest,
  type FieldError,
  type Language,
  type PinChangeRequest,
  type ReadinessThresholdRequest,
  type RegistrationResult,
  type School,
  type SchoolAddress,
  type SchoolPropertiesRequest,
  type SchoolRegistrationRequest,
  type SchoolUpdateRequest,
} from '@osk/contract';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../access/caller.js';
import type { RegistrationService } from '../registration/registration.service.js';
import type { UsersService } from '../users/users.service.js';
import type { LogoStore } from './logo-store.js';
import { contentTypeOfLogo, detectLogoFormat } from './logo.rules.js';
import type { SchoolRow, SchoolsRepository, StoredAddress } from './schools.repository.js';

type UpdateInput = z.output<typeof SchoolUpdateRequest>;
type PropertiesInput = z.output<typeof SchoolPropertiesRequest>;
type RegistrationInput = z.output<typeof SchoolRegistrationRequest>;

/** A school's logo as served. */
export interface LogoFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

function editFailed(): AppError {
  return new AppError(409, 'msg.error.edit.failed');
}

function storedAddress(address: SchoolAddress | undefined): StoredAddress {
  const part = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  return { street: part(address?.street), city: part(address?.city), postCode: part(address?.postCode) };
}

function samePin(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Invoices must go somewhere: to a billing e-mail when not to the main one. */
function billingFieldErrors(input: { sendInvoices: boolean; sendInvoicesToMainEmail: boolean; billingEmail?: string | null | undefined }): FieldError[] {
  if (input.sendInvoices && !input.sendInvoicesToMainEmail && !input.billingEmail) return [{ field: 'billingEmail', message: 'msg.validation.required' }];
  return [];
}

function toSchool(row: SchoolRow): School {
  return {
    id: row.id,
    name: row.name,
    nip: row.nip,
    email: row.accountEmail,
    pinSet: row.pin !== null && row.pin !== '',
    defaultPasswordSet: row.defaultPassword !== null && row.defaultPassword !== '',
    activeTill: row.activeTill,
    logoFilename: row.logoFilename,
    numberOfDaysOfLearn: row.numberOfDaysOfLearn,
    numberOfBooks: row.numberOfBooks,
    booksAlertLevel: row.booksAlertLevel,
    sendInvoicesToMainEmail: row.sendInvoicesToMainEmail,
    billingEmail: row.billingEmail,
    sendInvoices: row.sendInvoices,
    canAddInternational: row.canAddInternational,
    canAddLecture: row.canAddLecture,
    canUsePkk: row.canUsePkk,
    contentPreviewApproved: row.contentPreviewApproved,
    guardianId: row.guardianId,
    address: { street: row.street, city: row.city, postCode: row.postCode },
    billingAddress: { street: row.billingStreet, city: row.billingCity, postCode: row.billingPostCode },
    // The account's number (the one /school/changePhoneNumber sets); the contact number before one is set.
    phoneNumber: row.accountPhone ?? row.phoneNumber,
    settings: row.settings,
    willBeBlockedAt: row.willBeBlockedAt ? row.willBeBlockedAt.toISOString() : null,
    publicContact: { email: row.publicEmail, phoneNumber: row.phoneNumber, website: row.website },
    readinessThreshold: row.readinessThreshold,
  };
}

/**
 * The school's own profile and settings (school document §2.1, §3, §5): details, PIN, default
 * password, properties and logo; and a school's registration from the login modal.
 */
export class SchoolsService {
  constructor(
    private readonly repo: SchoolsRepository,
    private readonly users: UsersService,
    private readonly registration: RegistrationService,
    private readonly logos: LogoStore,
    private readonly clock: Clock,
  ) {}

  /**
   * The caller's school (`school/show`). The PIN and default password never leave the server: the
   * answer says only whether they are set. willBeBlockedAt is the account's payment-block date.
   */
  async show(caller: AuthContext): Promise<School> {
    return toSchool(await this.ownSchool(caller));
  }

  /** Saves the school's name, NIP, addresses and billing data (`school/update`); answers the school. */
  async update(caller: AuthContext, request: UpdateInput): Promise<School> {
    const school = await this.ownSchool(caller);
    const fields = billingFieldErrors(request);
    if (fields.length > 0) throw badRequest(fields);
    const updated = await this.repo.updateDetails(school.id, {
      name: request.name,
      nip: request.nip,
      address: storedAddress(request.address),
      billingAddress: storedAddress(request.billingAddress),
      sendInvoicesToMainEmail: request.sendInvoicesToMainEmail,
      billingEmail: request.billingEmail ?? null,
      sendInvoices: request.sendInvoices,
      ...(request.publicContact ? { publicContact: request.publicContact } : {}),
    });
    if (!updated) throw editFailed();
    return this.show(caller);
  }

  /**
   * Sets the PIN that closes internal exams (`school/updatePin`). Once a PIN is set, the old one must
   * be given and match, else 409 msg.error.pin.failed.old.dont.match and nothing changes. The check
   * and the change hold the school row, so two changes at once cannot both pass with the same old PIN.
   */
  async updatePin(caller: AuthContext, request: PinChangeRequest): Promise<School> {
    const changed = await this.repo.transaction(async (tx) => {
      const current = await this.repo.lockPinOfUser(caller.userId, tx);
      if (!current) throw notFound();
      if (current.pin && !samePin(current.pin, request.oldPin ?? '')) throw new AppError(409, 'msg.error.pin.failed.old.dont.match');
      return this.repo.updatePin(current.id, request.newPin, tx);
    });
    if (!changed) throw editFailed();
    return this.show(caller);
  }

  /** Sets the default password of the school's temporary accounts (`school/updateDefaultPassword`). */
  async updateDefaultPassword(caller: AuthContext, request: DefaultPasswordRequest): Promise<School> {
    const school = await this.ownSchool(caller);
    if (!(await this.repo.updateDefaultPassword(school.id, request.defaultPassword))) throw editFailed();
    return this.show(caller);
  }

  /** Sets or switches off the readiness threshold of "gotowy do egzaminu" (`school/updateReadinessThreshold`, issue 23). */
  async updateReadinessThreshold(caller: AuthContext, request: ReadinessThresholdRequest): Promise<School> {
    const school = await this.ownSchool(caller);
    if (!(await this.repo.updateReadinessThreshold(school.id, request.readinessThreshold))) throw editFailed();
    return this.show(caller);
  }

  /**
   * Saves the properties (`school/updateProperties`): books alert level, invoices, billing e-mail and
   * the scheduler settings. The working day must start before it ends and at least one working day and
   * one category must remain; repeated days and categories are stored once.
   */
  async updateProperties(caller: AuthContext, request: PropertiesInput): Promise<School> {
    const school = await this.ownSchool(caller);
    const settings = {
      ...request.settings,
      daysOfWork: [...new Set(request.settings.daysOfWork)].sort((a, b) => a - b),
      categoriesToPick: [...new Set(request.settings.categoriesToPick)],
    };
    const fields: FieldError[] = billingFieldErrors(request);
    if (settings.startHour >= settings.endHour) fields.push({ field: 'settings.endHour', message: 'msg.validation.invalid' });
    if (settings.daysOfWork.length === 0) fields.push({ field: 'settings.daysOfWork', message: 'msg.validation.required' });
    if (settings.categoriesToPick.length === 0) fields.push({ field: 'settings.categoriesToPick', message: 'msg.validation.required' });
    if (fields.length > 0) throw badRequest(fields);
    const updated = await this.repo.updateProperties(school.id, {
      booksAlertLevel: request.booksAlertLevel,
      sendInvoicesToMainEmail: request.sendInvoicesToMainEmail,
      billingEmail: request.billingEmail ?? null,
      sendInvoices: request.sendInvoices,
      settings,
    });
    if (!updated) throw editFailed();
    return this.show(caller);
  }

  /**
   * Replaces the logo of the caller's own school (`media/logo/upload/{schoolId}`; another school's id
   * answers 403 before anything is read). `readUpload` reads the single uploaded file (it enforces
   * the count and the size while streaming); the file must be a PNG, JPEG, GIF or WebP by its content.
   * Nothing is stored for a refused file; the replaced file is removed.
   */
  async uploadLogo(caller: AuthContext, schoolId: number, readUpload: () => Promise<Uint8Array>): Promise<{ logoFilename: string }> {
    const school = await this.ownSchool(caller);
    if (school.id !== schoolId) throw forbidden();
    if (!this.logos.available) throw new AppError(503, 'msg.error.edit.failed');
    const bytes = await readUpload();
    const format = detectLogoFormat(bytes);
    if (!format) throw badRequest([{ field: 'file', message: 'msg.error.logo.not.image' }], 'msg.error.logo.not.image');
    const filename = await this.logos.save(bytes, format);
    let replaced: { previous: string | null } | undefined;
    try {
      replaced = await this.repo.replaceLogoFilename(schoolId, filename);
    } catch (error) {
      await this.logos.remove(filename);
      throw error;
    }
    if (!replaced) {
      await this.logos.remove(filename);
      throw editFailed();
    }
    // The new logo is saved; a file that cannot be removed is only a leftover, not a failed upload.
    if (replaced.previous) await this.logos.remove(replaced.previous).catch(() => undefined);
    return { logoFilename: filename };
  }

  /** A school's logo (`media/logo/{schoolId}`, public); 404 when the school has none. */
  async logo(schoolId: number): Promise<LogoFile> {
    const row = await this.repo.findLogoFilename(schoolId);
    const filename = row?.logoFilename;
    const contentType = filename ? contentTypeOfLogo(filename) : null;
    if (!filename || !contentType) throw notFound();
    const bytes = await this.logos.read(filename);
    if (!bytes) throw notFound();
    return { filename, contentType, bytes };
  }

  /**
   * Registers a school (`school/create`): a SCHOOL account with status NEW, its school row and the
   * activation mail (the same link and mail as a learner's), in one transaction. The phone must be a
   * Polish number (a new school has no right to foreign numbers); a used e-mail or phone answers 409
   * with the same codes as learner registration.
   */
  async register(request: RegistrationInput, language: Language): Promise<RegistrationResult> {
    const stored = storedPhone(request.phoneNumber);
    // A foreign number is refused as such; "123" is no phone number at all.
    if (stored.kind !== 'POLISH') throw badRequest([{ field: 'phoneNumber', message: stored.kind === 'INTERNATIONAL' ? 'msg.error.phone.only.polish' : 'msg.validation.phone.invalid' }]);
    const phone = stored.value;
    const email = request.email.toLowerCase();
    if (await this.users.isEmailTaken(email)) throw emailUsed();
    if (await this.users.isPhoneTaken(phone)) throw phoneUsed();
    // One company may run several schools under one NIP, so a registered NIP is a warning the owner
    // confirms, not a refusal; most often it is the owner's own account, which they should log into.
    if (!request.confirmDuplicateNip && (await this.repo.nipRegistered(request.nip))) throw nipRegistered();
    const passwordHash = await hashPassword(request.password);
    const now = this.clock.now();
    try {
      await this.repo.transaction(async (tx) => {
        const userId = await this.users.create(
          { email, phoneNumber: phone, passwordHash, status: 'NEW', userType: 'SCHOOL', userSource: 'EPRAWKO', failedLogins: 0, registerDate: now, language },
          tx,
        );
        await this.repo.insertSchool(
          {
            userId,
            email,
            phoneNumber: phone,
            name: request.name,
            nip: request.nip,
            address: storedAddress(request.address),
            billingAddress: storedAddress(request.billingAddress),
          },
          tx,
        );
        // The school's form requires accepting the terms and the privacy notice (issue 24).
        await this.users.recordConsents(userId, ['TERMS', 'PRIVACY'], now, tx);
        await this.registration.issueActivationFor(tx, { userId, email, name: request.name, language, now });
      });
    } catch (error) {
      // Another registration took the address or number between the check and the insert.
      const unique = uniqueViolationOf(error);
      if (unique) throw unique.constraint.includes('phone') ? phoneUsed() : emailUsed();
      throw error;
    }
    return { status: 'CREATED', email, phoneSaved: true, learningAvailableTill: null };
  }

  private async ownSchool(caller: AuthContext): Promise<SchoolRow> {
    const school = await this.repo.findByUserId(caller.userId);
    if (!school) throw notFound();
    return school;
  }
}

function emailUsed(): AppError {
  return new AppError(409, 'msg.validation.email.already.used', [{ field: 'email', message: 'msg.validation.email.already.used' }]);
}

function nipRegistered(): AppError {
  return new AppError(409, 'msg.validation.nip.already.registered', [{ field: 'nip', message: 'msg.validation.nip.already.registered' }]);
}

function phoneUsed(): AppError {
  return new AppError(409, 'msg.validation.phone.already.used', [{ field: 'phoneNumber', message: 'msg.validation.phone.already.used' }]);
}
