import type { FullPkk, PkkDetail, PkkEventType, PkkListItem, PkkOskUpdate, PkkStatus, PkkUpdateResult, PkkWordSection, Signer } from '@osk/contract';
import type { PkkEventRow, PkkRow, PkkSignatureRow, SignerRow } from './pkk.repository.js';
import type { AuthorityCourseUpdate } from '../../integrations/pkk-authority/types.js';
import { fullName } from './pkk.preflight.js';

/** How a course update was signed (the audit rows' `method`). */
export type PkkSignMethod = 'QUALIFIED' | 'TRUSTED_PROFILE' | 'DEMO_CERTIFICATE' | 'UPLOAD';

/** A signer row as the API shows it. */
export function toSigner(row: SignerRow): Signer {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, schoolId: row.schoolId, clientLogin: row.clientLogin, defaultSigner: row.defaultSigner, pesel: row.pesel };
}

/** A registry row as the list shows it. */
export function toPkkListItem(r: Pick<PkkRow, 'id' | 'number' | 'pesel' | 'firstName' | 'lastName' | 'categoryName' | 'status' | 'downloadDate' | 'updateDate'>): PkkListItem {
  return {
    id: r.id,
    number: r.number,
    pesel: r.pesel,
    firstName: r.firstName,
    lastName: r.lastName,
    categoryName: r.categoryName,
    status: r.status as PkkStatus,
    downloadDate: r.downloadDate?.toISOString() ?? null,
    updateDate: r.updateDate?.toISOString() ?? null,
  };
}

/** A profile with its history and its signatures (audit rows) as the detail page shows it. */
export function toPkkDetail(row: PkkRow, events: PkkEventRow[], signatures: PkkSignatureRow[]): PkkDetail {
  return {
    id: row.id,
    status: row.status as PkkStatus,
    downloadDate: row.downloadDate?.toISOString() ?? null,
    updateDate: row.updateDate?.toISOString() ?? null,
    profile: row.profile as FullPkk,
    oskUpdate: (row.oskUpdate ?? null) as PkkOskUpdate | null,
    wordSection: (row.wordSection ?? null) as PkkWordSection | null,
    events: events.map((e) => ({
      id: e.id,
      updateDate: e.updateDate.toISOString(),
      type: e.type as PkkEventType,
      startDate: e.startDate,
      endDate: e.endDate,
      instructor: e.instructor,
      lecturer: e.lecturer,
      practicalClassHours: e.practicalClassHours,
      practicalClassMinutes: e.practicalClassMinutes,
      theoryClassHours: e.theoryClassHours,
      theoryClassMinutes: e.theoryClassMinutes,
      comments: e.comments,
      signer: e.signer,
    })),
    signatures: signatures.map((s) => ({
      signedAt: s.signedAt.toISOString(),
      method: s.method as PkkSignMethod,
      signer: s.signerName,
      userLogin: s.userLogin,
      certificateSubject: s.certificateSubject,
      certificateIssuer: s.certificateIssuer,
      certificateSerial: s.certificateSerial,
      documentSha256: s.documentSha256,
    })),
  };
}

/** The course as sent to the authority (the update's numbers and the people's record numbers). */
export type PkkSentCourse = Omit<AuthorityCourseUpdate, 'schoolName'>;

type Named = { firstName: string; lastName: string };

/** The answer of `pkk/update`: what was sent, by whom, and the signed document's hash. */
export function toPkkUpdateResult(pkkNumber: string, course: PkkSentCourse, signer: Named, people: { instructor: Named | null; lecturer: Named | null }, documentSha256: string): PkkUpdateResult {
  return {
    pkkNumber,
    startDate: course.startDate,
    endDate: course.endDate,
    theoryClassHours: course.theoryClassHours,
    theoryClassMinutes: course.theoryClassMinutes,
    practicalClassHours: course.practicalClassHours,
    practicalClassMinutes: course.practicalClassMinutes,
    updaterFirstName: signer.firstName,
    updaterLastName: signer.lastName,
    instructorRegistrationNumber: course.instructorRecordNumber,
    instructorName: people.instructor ? fullName(people.instructor) : null,
    lecturerRegistrationNumber: course.lecturerRecordNumber,
    lecturerName: people.lecturer ? fullName(people.lecturer) : null,
    status: 'UPDATED',
    documentSha256,
  };
}
