import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { LinkTokenParams, PartnerPlatformTarget, RemoveSocialAccountRequest, SocialAccount } from './school-links.schemas.js';
import { PARTNER_SOCIAL_PATHS } from './partner-social.paths.js';

const partner = { access: 'authenticated', paymentBlock: 'open', tags: ['partner platform'] } as const;
const social = { tags: ['social login'] } as const;

/** The partner-platform return button (spec §1, §7). */
export const backToEprawko = endpoint('GET', PARTNER_SOCIAL_PATHS.backToEprawko, {
  params: LinkTokenParams,
  produces: ['text/plain'],
  responses: { 200: z.string() },
  errors: [400, 403, 404, 503],
  ...partner,
  summary: "The caller's partner-platform password as plain text; uuid is the caller's own session id",
});

export const partnerPlatform = endpoint('GET', PARTNER_SOCIAL_PATHS.partnerPlatform, {
  responses: { 200: PartnerPlatformTarget },
  errors: [403],
  ...partner,
  summary: "Where the return button posts: the partner's login form address and the caller's login",
});

/** Social login (spec §7 "a social-login redirect with scope email and public profile and state=login"). */
export const socialLoginFacebook = endpoint('GET', PARTNER_SOCIAL_PATHS.socialLoginFacebook, {
  responses: { 302: z.null().describe("Redirect to the provider's login dialog (Location header)") },
  errors: [],
  access: 'anonymous',
  ...social,
  summary: "Start a login with Facebook: redirects to the provider's dialog (scope email,public_profile, state login.<random>)",
});

export const socialCallbackFacebook = endpoint('GET', PARTNER_SOCIAL_PATHS.socialCallbackFacebook, {
  query: z.object({
    code: z.string().max(4000).optional(),
    state: z.string().max(400).optional(),
    error: z.string().max(200).optional(),
    error_reason: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
    error_code: z.string().max(20).optional(),
  }),
  responses: { 302: z.null().describe('Redirect to the web app (Location header)') },
  errors: [],
  access: 'anonymous',
  ...social,
  summary: 'Where the provider returns: redirects to /action/SOCIAL_LOGIN_SUCCESS/{one-time token} or /action/SOCIAL_LOGIN_ERROR/',
});

export const socialAccounts = endpoint('GET', PARTNER_SOCIAL_PATHS.socialAccounts, {
  responses: { 200: z.array(SocialAccount) },
  errors: [403],
  access: 'authenticated',
  paymentBlock: 'open',
  ...social,
  summary: 'The social accounts linked to the caller',
});

export const socialRemove = endpoint('POST', PARTNER_SOCIAL_PATHS.socialRemove, {
  body: RemoveSocialAccountRequest,
  responses: { 200: z.object({ status: z.literal('REMOVED') }) },
  errors: [400, 403, 404],
  access: 'authenticated',
  paymentBlock: 'open',
  ...social,
  summary: "Unlink the caller's account of a provider (the web then shows SOCIAL_ACCOUNT_REMOVED)",
});

/** Every partner-platform and social-login endpoint, in the order the server registers them. */
export const PARTNER_SOCIAL_ENDPOINTS = [backToEprawko, partnerPlatform, socialLoginFacebook, socialCallbackFacebook, socialAccounts, socialRemove] as const;
