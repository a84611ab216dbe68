/**
 * The paths of the partner-platform return button and of social login (spec §1, §7); see
 * exams/exams.paths.ts for why they stand apart.
 */
export const PARTNER_SOCIAL_PATHS = {
  backToEprawko: 'eprawko-rest/backToEprawko/{uuid}',
  partnerPlatform: 'eprawko-rest/partner/platform',
  socialLoginFacebook: 'eprawko-rest/social/facebook/login',
  socialCallbackFacebook: 'eprawko-rest/social/facebook/callback',
  socialAccounts: 'eprawko-rest/social/accounts',
  socialRemove: 'eprawko-rest/social/remove',
} as const;
