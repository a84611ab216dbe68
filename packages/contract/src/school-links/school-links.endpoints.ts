import { z } from 'zod';
import { endpoint, IdParam, IdPathParams, SchoolIdPathParams } from '../common/endpoint.js';
import {
  AttachAction,
  FinishPartialRegistrationRequest,
  Guardian,
  LinkTokenParams,
  PartialRegistration,
  PartialRegistrationLookup,
  PublicSchool,
  RejectActionRequest,
} from './school-links.schemas.js';
import { SCHOOL_LINK_PATHS } from './school-links.paths.js';

const tags = ['school links'] as const;
const anonymous = { access: 'anonymous', tags } as const;
const learner = { access: 'student', tags } as const;

/**
 * Links a school sends a learner (spec §7): partial registration, attachment invitations, the
 * school's guardian, name and public data.
 */
export const schoolPartial = endpoint('POST', SCHOOL_LINK_PATHS.schoolPartial, {
  body: PartialRegistrationLookup,
  responses: { 200: PartialRegistration },
  errors: [400, 404],
  ...anonymous,
  summary: 'A partial registration started by a school, by the uuid of its link (never the password)',
});

export const schoolFinishPartial = endpoint('POST', SCHOOL_LINK_PATHS.schoolFinishStudentPartial, {
  body: FinishPartialRegistrationRequest,
  responses: { 200: PartialRegistration },
  errors: [400, 404, 409],
  ...anonymous,
  summary: 'Finish a partial registration: creates the active learner account attached to the school',
  description: 'Errors: DUPLICATED_PHONE, DUPLICATED_EMAIL (409), WRONG_CODE (404: unknown or expired link), ALREADY_CONFIRMED (409).',
});

export const attachActionGet = endpoint('GET', SCHOOL_LINK_PATHS.actionGet, {
  params: LinkTokenParams,
  responses: { 200: AttachAction },
  errors: [400, 403, 404],
  ...learner,
  summary: "An invitation of the calling learner to a school; another user's answers 404 msg.error.user.not.found",
});

export const attachActionConfirm = endpoint('GET', SCHOOL_LINK_PATHS.actionConfirm, {
  params: LinkTokenParams,
  responses: { 200: AttachAction },
  errors: [400, 403, 404, 409, 410],
  ...learner,
  summary: 'Confirm an invitation: attach to the school and apply the granted access (single use)',
});

export const attachActionReject = endpoint('POST', SCHOOL_LINK_PATHS.actionReject, {
  body: RejectActionRequest,
  responses: { 200: AttachAction },
  errors: [400, 403, 404, 409, 410],
  ...learner,
  summary: 'Reject an invitation to a school',
});

export const guardianGet = endpoint('GET', SCHOOL_LINK_PATHS.guardianGet, {
  params: z.object({ guardianId: IdParam }),
  responses: { 200: Guardian },
  errors: [400, 403, 404],
  access: 'authenticated',
  paymentBlock: 'open',
  tags,
  summary: "The guardian of the caller's school (a school its own, a learner or instructor their school's)",
});

export const schoolNameGet = endpoint('GET', SCHOOL_LINK_PATHS.schoolName, {
  params: SchoolIdPathParams,
  produces: ['text/plain'],
  responses: { 200: z.string() },
  errors: [400, 404],
  ...anonymous,
  summary: "A school's name, as plain text (school names are public)",
});

export const schoolPublicGet = endpoint('GET', SCHOOL_LINK_PATHS.schoolPublic, {
  params: IdPathParams,
  responses: { 200: PublicSchool },
  errors: [400, 404],
  ...anonymous,
  summary: "A school's public data: name, address, city, phone, e-mail, website",
});

/** Every school-link endpoint, in the order the server registers them. */
export const SCHOOL_LINK_ENDPOINTS = [
  schoolPartial,
  schoolFinishPartial,
  attachActionGet,
  attachActionConfirm,
  attachActionReject,
  guardianGet,
  schoolNameGet,
  schoolPublicGet,
] as const;
