import type { FullPkk, PkkOskUpdate, PkkReturnReason, PkkWordSection } from '@osk/contract';
import { CodedError } from '../coded-error.js';

/**
 * The state's candidate-driver registry as the school portal offers it (FACTS.md "PKK"): no public
 * contract exists, so the server talks to this interface; `simulator.ts` implements it with seeded
 * profiles for demo and tests. A school is known to the authority by its registry number (`osk`),
 * the acting person by the signer's portal login (`userLogin`).
 */
export interface PkkAuthority {
  /** Downloads a profile: the school becomes its holder. Identity: PESEL, or birth date for candidates without one. */
  download(request: PkkIdentityRequest): Promise<AuthorityProfile>;
  /** Shows a profile without taking it (nothing changes at the authority). */
  preview(request: PkkIdentityRequest): Promise<AuthorityProfile>;
  /** Fresh copy of a profile the school holds or held. */
  refresh(request: PkkRef): Promise<AuthorityProfile>;
  /** A course update: the verified XAdES document (UTF-8 XML) and the values it carries. */
  update(request: PkkRef & { signedDocument: string; update: AuthorityCourseUpdate }): Promise<AuthorityProfile>;
  /** The school gives the profile back (no longer holds it). */
  release(request: PkkRef): Promise<AuthorityProfile>;
  /** Back to the county office that issued it, with the reason. */
  returnToIssuingAuthority(request: PkkRef & { reason: PkkReturnReason; description: string; signer: string }): Promise<AuthorityProfile>;
  /** The school takes an already updated profile again for a complementary course. */
  addComplementaryCourse(request: PkkRef & { pesel: string | null }): Promise<AuthorityProfile>;
  /** Ends the complementary course without an update. */
  removeComplementaryCourse(request: PkkRef): Promise<AuthorityProfile>;
}

export interface PkkRef {
  number: string;
  /** The school's registry number. */
  osk: string;
  userLogin: string;
}
export interface PkkIdentityRequest extends PkkRef {
  pesel: string | null;
  birthDate: string | null;
}
export interface AuthorityCourseUpdate {
  startDate: string;
  endDate: string | null;
  theoryClassHours: number;
  theoryClassMinutes: number;
  practicalClassHours: number;
  practicalClassMinutes: number;
  instructorRecordNumber: string | null;
  lecturerRecordNumber: string | null;
  schoolName: string;
}

/** The authority's answer: the profile and where it stands there. */
export interface AuthorityProfile {
  number: string;
  profile: FullPkk;
  oskUpdate: PkkOskUpdate | null;
  wordSection: PkkWordSection;
  /** Who holds it now (registry number), null when nobody. */
  holder: string | null;
  state: AuthorityState;
  /** What happened at the authority, oldest first. */
  history: Array<{ date: string; type: string; description: string }>;
}

/**
 * The authority's states: AVAILABLE (issued, no school), WITH_OSK (a school trains the candidate),
 * UPDATED (course reported, on to the exam centre), COMPLEMENTARY_COURSE (taken again for extra
 * training), RETURNED_TO_AUTHORITY (back at the county office).
 */
export type AuthorityState = 'AVAILABLE' | 'WITH_OSK' | 'UPDATED' | 'COMPLEMENTARY_COURSE' | 'RETURNED_TO_AUTHORITY';

/** Refusals of the authority, mapped by the PKK module to messages. */
export type PkkAuthorityErrorCode = 'NOT_FOUND' | 'IDENTITY_MISMATCH' | 'HELD_BY_OTHER' | 'WRONG_STATE' | 'REJECTED' | 'UNAVAILABLE';
export class PkkAuthorityError extends CodedError<PkkAuthorityErrorCode> {
  override name = 'PkkAuthorityError';
}
