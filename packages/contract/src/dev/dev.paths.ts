/**
 * The paths of the demo-mode stand-ins (our additions, registered only when DEMO is on): the outbox of
 * sent mail and SMS, the partner platform's login form, the state's trusted-profile signing page; see exams/exams.paths.ts for why they stand apart.
 */
export const DEV_PATHS = {
  devOutbox: 'dev/outbox',
  devOutboxAttachment: 'dev/outbox/{id}/attachments/{index}',
  devPartnerPlatformLogin: 'dev/partner-platform/login',
  devTrustedProfile: 'dev/trusted-profile/{token}',
  devRunJob: 'dev/jobs/{name}/run',
} as const;
