/** The paths of the signer and PKK endpoints (school document §7 "Signers and PKK"); see exams/exams.paths.ts for why they stand apart. */
export const PKK_PATHS = {
  /** Signers and PKK calls live beside eprawko-rest (spec §7 "Signers and PKK"). */
  signers: 'pkk/signer',
  signer: 'pkk/signer/{id}',
  pkkRegistry: 'pkk/school/{schoolId}',
  /** Our addition: the school's registry number, canUsePkk and how many signers it has. */
  pkkSchoolInfo: 'pkk/school/{schoolId}/info',
  pkk: 'pkk/{id}',
  pkkQuery: 'pkk/query',
  pkkPreview: 'pkk/preview',
  pkkComplementary: 'pkk/complementary',
  pkkRemove: 'pkk/remove',
  pkkReturn: 'pkk/return',
  pkkReturnToAuthority: 'pkk/returnToIssuingAuthority',
  pkkUpdate: 'pkk/update',
  pkkTaskList: 'pkk/taskList',
  pkkXmlUpdate: 'pkk/xml/updatePkk',
  /** Our additions: the course form in one call, the pre-flight check, the demo certificate, the trusted profile flow. */
  pkkCourseForm: 'pkk/course/{id}',
  pkkPreflight: 'pkk/preflight',
  pkkDemoCertificate: 'pkk/demo/certificate',
  pkkTrustedProfileStart: 'pkk/trustedProfile/start',
  pkkTrustedProfileResult: 'pkk/trustedProfile/result/{token}',
} as const;
