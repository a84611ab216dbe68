import { z } from 'zod';

/** The documents a user consents to (RODO, issue 24): the terms of service, the privacy notice, marketing messages. */
export const CONSENT_KINDS = ['TERMS', 'PRIVACY', 'MARKETING'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The current version of each document's text (the date it took effect): a consent records the version it was given to. */
export const CONSENT_VERSIONS: Readonly<Record<ConsentKind, string>> = { TERMS: '2026-11-27', PRIVACY: '2026-11-27', MARKETING: '2026-11-27' };

/** Days between a learner's deletion request (the account closes at once) and the erasure of its personal data. */
export const ACCOUNT_DELETION_COOLING_OFF_DAYS = 14;

/** A consent as shown to its owner: the document, the text version, when given and when withdrawn (null while in force). */
export const Consent = z.object({
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type Consent = z.infer<typeof Consent>;
export const ConsentList = z.array(Consent);

/** PUT account/consents/marketing: give (true) or withdraw (false) the marketing consent. */
export const MarketingConsentRequest = z.object({ given: z.boolean({ error: 'msg.validation.invalid' }) });
export type MarketingConsentRequest = z.infer<typeof MarketingConsentRequest>;

/** POST account/delete: the current password confirms the request. */
export const AccountDeletionRequest = z.object({
  currentPassword: z.string({ error: 'msg.validation.password.current.required' }).min(1, 'msg.validation.password.current.required').max(200, 'msg.validation.invalid'),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;

/** The answer to a deletion request: when it was asked, and from when the personal data are erased. */
export const AccountDeletionAnswer = z.object({ deletionRequestedAt: z.string(), anonymisedAfter: z.string() });
export type AccountDeletionAnswer = z.infer<typeof AccountDeletionAnswer>;
