import { z } from 'zod';
import { endpoint, SchoolIdPathParams } from '../common/endpoint.js';
import { DefaultPasswordRequest, PinChangeRequest, ReadinessThresholdRequest, School, SchoolPropertiesRequest, SchoolUpdateRequest } from './school.schemas.js';
import { SCHOOL_PROFILE_PATHS } from './school-profile.paths.js';

const tags = ['school'] as const;
const open = { access: 'school', paymentBlock: 'open', tags } as const;
const settings = { access: 'school', paymentBlock: 'schoolSettings', tags } as const;

/**
 * The school's profile and settings (school document §7 "School and students"): school/show,
 * school/update, school/updatePin, the default password and properties, the logo and its upload.
 */
export const schoolShow = endpoint('GET', SCHOOL_PROFILE_PATHS.schoolShow, {
  responses: { 200: School },
  errors: [403, 404],
  ...open,
  summary: "The caller's school; the PIN and default password are never sent (pinSet, defaultPasswordSet)",
});

export const schoolUpdate = endpoint('POST', SCHOOL_PROFILE_PATHS.schoolUpdate, {
  body: SchoolUpdateRequest,
  responses: { 200: School },
  errors: [400, 403, 404, 409],
  ...open,
  summary: "Save the caller's school details: name, NIP, address, billing address and billing data",
  description: 'A failed save answers msg.error.edit.failed.',
});

export const schoolUpdatePin = endpoint('POST', SCHOOL_PROFILE_PATHS.schoolUpdatePin, {
  body: PinChangeRequest,
  responses: { 200: School },
  errors: [400, 403, 404, 409],
  ...settings,
  summary: 'Set the PIN that closes internal exams (at most 4 digits)',
  description: 'Once a PIN is set, oldPin must match it, else 409 msg.error.pin.failed.old.dont.match and nothing changes.',
});

export const schoolUpdateDefaultPassword = endpoint('POST', SCHOOL_PROFILE_PATHS.schoolUpdateDefaultPassword, {
  body: DefaultPasswordRequest,
  responses: { 200: School },
  errors: [400, 403, 404, 409],
  ...settings,
  summary: "Set the default password of the school's temporary accounts (at most 15 characters; never sent back)",
});

export const schoolUpdateProperties = endpoint('POST', SCHOOL_PROFILE_PATHS.schoolUpdateProperties, {
  body: SchoolPropertiesRequest,
  responses: { 200: School },
  errors: [400, 403, 404, 409],
  ...open,
  summary: 'Save the books alert level (10-50), invoice settings, billing e-mail and scheduler settings',
});

export const schoolUpdateReadinessThreshold = endpoint('POST', SCHOOL_PROFILE_PATHS.schoolUpdateReadinessThreshold, {
  body: ReadinessThresholdRequest,
  responses: { 200: School },
  errors: [400, 403, 404, 409],
  ...settings,
  summary: 'Set the readiness (0-100, ADR 031) from which the school\'s learners are marked "gotowy do egzaminu", or null to switch it off (issue 23)',
});

/** The image's bytes (or 304 for a cached one): no JSON answer to describe. */
export const schoolLogo = endpoint('GET', SCHOOL_PROFILE_PATHS.logo, {
  params: SchoolIdPathParams,
  responses: {},
  errors: [400, 404],
  access: 'anonymous',
  tags,
  summary: "A school's logo image (public: its learners see it)",
  produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
});

export const schoolLogoUpload = endpoint('POST', SCHOOL_PROFILE_PATHS.logoUpload, {
  params: SchoolIdPathParams,
  responses: { 200: z.object({ logoFilename: z.string() }) },
  errors: [400, 403, 404, 413, 503],
  ...open,
  summary: "Upload the logo of the caller's own school: one image file (PNG, JPEG, GIF or WebP by content), at most 1 MB",
  description:
    'multipart/form-data with one file. Another school answers 403; not an image 400 msg.error.logo.not.image; more than one file 400 msg.error.logo.one.file; over 1 MB 413 msg.error.logo.too.large.',
  consumes: ['multipart/form-data'],
});

/** Every endpoint of the school's own data, in the order the server registers them. */
export const SCHOOL_PROFILE_ENDPOINTS = [schoolShow, schoolUpdate, schoolUpdatePin, schoolUpdateDefaultPassword, schoolUpdateProperties, schoolUpdateReadinessThreshold, schoolLogo, schoolLogoUpload] as const;
