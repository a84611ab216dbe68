/**
 * The paths of the links a school sends a learner (spec §7): partial registration, invitations, the
 * school's guardian, name and public data; see exams/exams.paths.ts for why they stand apart.
 */
export const SCHOOL_LINK_PATHS = {
  schoolPartial: 'eprawko-rest/school/partial',
  schoolFinishStudentPartial: 'eprawko-rest/school/finish/student/partial',
  actionGet: 'eprawko-rest/action/get/{uuid}',
  actionConfirm: 'eprawko-rest/confirm/{uuid}',
  actionReject: 'eprawko-rest/reject',
  guardianGet: 'eprawko-rest/guardian/get/{guardianId}',
  schoolName: 'eprawko-rest/school/name/{schoolId}',
  schoolPublic: 'eprawko-rest/school/public/{id}',
} as const;
