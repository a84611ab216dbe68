import { PKK_REGISTRY_NUMBER, type Order } from '@osk/contract';
import { minutesAfter, type Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { OrderSentOutcome, OrdersService } from '../orders/orders.service.js';
import type { OperatorRepository, OperatorSchoolRow } from './operator.repository.js';
import type { UsersService } from '../users/users.service.js';
import type { PaymentsService } from '../payments/payments.service.js';

/** A school's payment-block date after an operator command. */
export interface SchoolBlockOutcome {
  schoolId: number;
  email: string;
  name: string;
  /** ISO date-time from which the school is blocked; null: not blocked. */
  willBeBlockedAt: string | null;
  /** Present (true) when the block lasts until the school pays for days (its next paid payment lifts it). */
  untilPaid?: boolean;
}

/** A school's PKK access after an operator command. */
export interface SchoolPkkOutcome {
  schoolId: number;
  email: string;
  name: string;
  canUsePkk: boolean;
  pkkRegistryNumber: string | null;
}

/** A school's content previews after an operator command. */
export interface SchoolContentPreviewOutcome {
  schoolId: number;
  email: string;
  name: string;
  contentPreviewApproved: boolean;
}


/** The school a reference names: no such school. */
export function unknownSchool(): AppError {
  return new AppError(404, 'msg.error.not.found');
}

/**
 * The service operator's commands (run by the operator CLI or its HTTP routes): schedule and lift a
 * school's payment block (spec §4: users.will_be_blocked_at), mark an order shipped (crediting the
 * school's book stock once) and set its invoice number.
 */
export class OperatorService {
  constructor(
    private readonly repo: OperatorRepository,
    private readonly users: UsersService,
    private readonly orders: OrdersService,
    private readonly clock: Clock,
    /** Refunds go through the payments module (its Paynow client); absent in the CLI's direct mode. */
    private readonly payments: PaymentsService | null = null,
  ) {}

  /** The school of a reference: its id (digits) or its login e-mail; unknown: 404. */
  async school(ref: string): Promise<OperatorSchoolRow> {
    const trimmed = ref.trim();
    const row = /^\d{1,9}$/.test(trimmed) ? await this.repo.schoolById(Number(trimmed)) : trimmed.includes('@') ? await this.repo.schoolByLogin(trimmed) : undefined;
    if (!row) throw unknownSchool();
    return row;
  }

  /**
   * Blocks the school from `at` on (a past moment blocks it at once); `untilPaid`: the school's next
   * paid payment for days lifts the block (issue 24), otherwise only the operator lifts it.
   */
  async scheduleBlock(ref: string, at: Date, untilPaid = false): Promise<SchoolBlockOutcome> {
    if (Number.isNaN(at.getTime())) throw new AppError(400, 'msg.validation.invalid');
    const school = await this.school(ref);
    const stored = await this.users.setWillBeBlockedAt(school.userId, at);
    return outcome(school, stored, await this.repo.setBlockUntilPaid(school.schoolId, untilPaid));
  }

  /** Blocks the school `minutes` from now. */
  async scheduleBlockIn(ref: string, minutes: number, untilPaid = false): Promise<SchoolBlockOutcome> {
    return this.scheduleBlock(ref, minutesAfter(this.clock.now(), minutes), untilPaid);
  }

  /** Lifts the school's block (scheduled or in force). */
  async liftBlock(ref: string): Promise<SchoolBlockOutcome> {
    const school = await this.school(ref);
    const stored = await this.users.setWillBeBlockedAt(school.userId, null);
    return outcome(school, stored, await this.repo.setBlockUntilPaid(school.schoolId, false));
  }

  /**
   * Grants the school the PKK workflow with its registry number (its identity at the PKK authority),
   * or withdraws it (`registryNumber` null: canUsePkk off, the number kept for the records).
   */
  async setPkkAccess(ref: string, registryNumber: string | null): Promise<SchoolPkkOutcome> {
    if (registryNumber !== null && !PKK_REGISTRY_NUMBER.test(registryNumber)) throw new AppError(400, 'msg.validation.invalid');
    const school = await this.school(ref);
    const stored = await this.repo.setPkkAccess(school.schoolId, registryNumber);
    return { schoolId: school.schoolId, email: school.email, name: school.name, ...stored };
  }

  /**
   * Approves the school's previews of paid content (lectures, e-learning slides and their media), or
   * withdraws them (issue 20: a school that registers itself sees none until the operator approves).
   */
  async setContentPreview(ref: string, approved: boolean): Promise<SchoolContentPreviewOutcome> {
    const school = await this.school(ref);
    const stored = await this.repo.setContentPreview(school.schoolId, approved);
    return { schoolId: school.schoolId, email: school.email, name: school.name, contentPreviewApproved: stored };
  }

  /** Marks an order shipped; the school's stock is credited once however often this runs. */
  async markOrderSent(orderId: number, invoiceNumber?: string | null): Promise<OrderSentOutcome> {
    return this.orders.markSent(orderId, invoiceNumber);
  }

  /**
   * Refunds a paid payment through Paynow and takes back the days it credited, once (issue 24; a
   * second command answers the refund with changed false).
   */
  async refund(paymentId: number, amountGrosz?: number): ReturnType<PaymentsService['refund']> {
    if (!this.payments) throw new AppError(503, 'msg.payments.provider.unavailable');
    return this.payments.refund(paymentId, amountGrosz);
  }

  /** Sets an order's invoice number. */
  async setInvoice(orderId: number, invoiceNumber: string): Promise<Order> {
    return this.orders.setInvoice(orderId, invoiceNumber);
  }
}

function outcome(school: OperatorSchoolRow, at: Date | null, untilPaid: boolean): SchoolBlockOutcome {
  return { schoolId: school.schoolId, email: school.email, name: school.name, willBeBlockedAt: at ? at.toISOString() : null, ...(at !== null && untilPaid ? { untilPaid: true } : {}) };
}
