import { z } from 'zod';
import { IdParam } from '@osk/contract';
import {
  CAR_SORT_FIELDS,
  CarStatus,
  GROUP_SORT_FIELDS,
  GroupStatus,
  INSTRUCTOR_LOOKUP_PAGE_SIZE,
  INSTRUCTOR_SORT_FIELDS,
  InstructorRequest,
  InstructorStatus,
  PICKER_PAGE_SIZE,
  SCHEDULER_PAGE_SIZE,
  SortDirection,
} from '@osk/contract';

/** Query and path schemas of the `lessons/` resource calls (the bodies are the contract's). */

const invalid = 'msg.validation.invalid';
export const PositiveId = IdParam;
export const IdParams = z.object({ id: PositiveId });
const PageNumber = z.coerce.number({ error: invalid }).int(invalid).min(0, invalid).max(1_000_000, invalid).default(0);
const Filter = z.string().trim().max(100, 'msg.validation.too.long').optional();
const Direction = z.enum(SortDirection.options, { error: invalid });

export const CarQuery = z.object({
  schoolId: PositiveId.optional(),
  pageNumber: PageNumber,
  registrationNumber: Filter,
  status: z.enum(CarStatus.options, { error: invalid }).optional(),
  sortBy: z.enum(CAR_SORT_FIELDS, { error: invalid }).default('registrationNumber'),
  direction: Direction.default('ASC'),
  searchTerm: Filter,
});
export type CarQuery = z.output<typeof CarQuery>;

export const InstructorQuery = z.object({
  schoolId: PositiveId.optional(),
  pageNumber: PageNumber,
  pageSize: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(INSTRUCTOR_LOOKUP_PAGE_SIZE, invalid).default(SCHEDULER_PAGE_SIZE),
  firstName: Filter,
  lastName: Filter,
  status: z.enum(InstructorStatus.options, { error: invalid }).optional(),
  sortBy: z.enum(INSTRUCTOR_SORT_FIELDS, { error: invalid }).default('lastName'),
  direction: Direction.default('ASC'),
  searchTerm: Filter,
});
export type InstructorQuery = z.output<typeof InstructorQuery>;

/** `PUT lessons/instructor/{id}`: e-mail and phone may be sent (the form shows them) but are ignored. */
export const InstructorUpdateRequest = InstructorRequest.extend({
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
});
export type InstructorUpdate = z.output<typeof InstructorUpdateRequest>;

export const GroupQuery = z.object({
  pageNumber: PageNumber,
  name: Filter,
  status: z.enum(GroupStatus.options, { error: invalid }).optional(),
  sortBy: z.enum(GROUP_SORT_FIELDS, { error: invalid }).default('createDate'),
  direction: Direction.default('DESC'),
});
export type GroupQuery = z.output<typeof GroupQuery>;

export const PICKER_SORT_FIELDS = ['registerDate', 'lastUsedDate', 'lastName'] as const;
export const SchedulerStudentQuery = z.object({
  searchTerm: Filter,
  sortBy: z.enum(PICKER_SORT_FIELDS, { error: invalid }).default('registerDate'),
  direction: Direction.default('DESC'),
  /** ACTIVE: learners whose account is ACTIVE or VERIFIED; absent: every learner of the school. */
  status: z.enum(['ACTIVE'], { error: invalid }).optional(),
  pageNumber: PageNumber,
  pageSize: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(INSTRUCTOR_LOOKUP_PAGE_SIZE, invalid).default(PICKER_PAGE_SIZE),
});
export type SchedulerStudentQuery = z.output<typeof SchedulerStudentQuery>;

export const Removed = z.object({ id: z.number().int(), removed: z.literal(true) });
