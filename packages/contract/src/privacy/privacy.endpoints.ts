import { z } from 'zod';
import { endpoint, fileAnswer } from '../common/endpoint.js';
import { AccountDeletionAnswer, AccountDeletionRequest, ConsentList, MarketingConsentRequest } from './consents.js';
import { PRIVACY_PATHS } from './privacy.paths.js';

/** One stored record as exported: its columns by name (secrets such as password and token hashes are left out). */
const ExportedRecord = z.record(z.string(), z.unknown());

/**
 * Everything held about the caller (RODO art. 15 and 20): the account, the learner record, exams with
 * their answers, learning and e-learning progress, starred questions, lessons, payments and
 * subscriptions, guardians and linked social logins. Each section lists records as stored.
 */
export const AccountExport = z.object({
  format: z.literal('prawko-osk-account-export'),
  version: z.literal(1),
  generatedAt: z.string(),
  account: ExportedRecord,
  learner: ExportedRecord.nullable(),
  sections: z.record(z.string(), z.array(ExportedRecord)),
});
export type AccountExport = z.infer<typeof AccountExport>;

/** The caller's own data as a JSON file (named moje-dane-{date}.json); never another user's. */
export const accountExport = endpoint('GET', PRIVACY_PATHS.accountExport, {
  responses: { 200: AccountExport },
  errors: [403],
  access: 'authenticated',
  // A person's right to their data does not depend on their school's payments.
  paymentBlock: 'open',
  tags: ['privacy'],
  summary: "The caller's own data as a JSON file (RODO: right of access and to data portability)",
});

/** The same data as a readable PDF in Polish (named moje-dane-{date}.pdf). */
export const accountExportPdf = endpoint('GET', PRIVACY_PATHS.accountExportPdf, {
  responses: { 200: fileAnswer('The readable copy, application/pdf') },
  errors: [403],
  access: 'authenticated',
  paymentBlock: 'open',
  tags: ['privacy'],
  summary: "The caller's own data as a readable PDF (the JSON export is the complete copy)",
});

/** The caller's consents (terms, privacy notice, marketing), with their text versions and times. */
export const accountConsents = endpoint('GET', PRIVACY_PATHS.accountConsents, {
  responses: { 200: ConsentList },
  errors: [403],
  access: 'authenticated',
  paymentBlock: 'open',
  tags: ['privacy'],
  summary: "The caller's consents with their text versions and times",
});

/** Gives or withdraws the marketing consent (the current text version); answers the consents. */
export const accountConsentMarketing = endpoint('PUT', PRIVACY_PATHS.accountConsentMarketing, {
  body: MarketingConsentRequest,
  responses: { 200: ConsentList },
  errors: [400, 403],
  access: 'authenticated',
  paymentBlock: 'open',
  tags: ['privacy'],
  summary: 'Gives or withdraws the marketing consent',
});

/**
 * A learner's request to delete the account, confirmed with the current password: the account closes
 * at once (every session ends, logins are refused) and its personal data are erased after
 * ACCOUNT_DELETION_COOLING_OFF_DAYS, except what accounting law requires to keep (invoices, 5 years).
 */
export const accountDelete = endpoint('POST', PRIVACY_PATHS.accountDelete, {
  body: AccountDeletionRequest,
  responses: { 200: AccountDeletionAnswer },
  errors: [400, 403, 429],
  access: 'student',
  tags: ['privacy'],
  summary: "A learner's request to delete the account (closed at once, erased after the cooling-off)",
});

export const PRIVACY_ENDPOINTS = [accountExport, accountExportPdf, accountConsents, accountConsentMarketing, accountDelete] as const;
