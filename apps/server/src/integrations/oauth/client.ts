import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** Where the OAuth 2.0 provider lives and who we are to it. */
export interface OAuthEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  /** The profile URL with its `fields` query (Facebook's Graph `me`). */
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The identity a provider vouches for. */
export interface OAuthProfile {
  /** The provider's stable user id. */
  subject: string;
  /** Only addresses the provider has confirmed are returned by Facebook; null when not shared. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** A failed exchange with the provider (network, refusal, malformed answer). */
export class OAuthError extends Error {
  override name = 'OAuthError';
}

const TokenAnswer = z.object({ access_token: z.string().min(1), token_type: z.string().optional(), expires_in: z.number().optional() });
const ProviderError = z.object({ error: z.union([z.string(), z.object({ message: z.string().optional(), type: z.string().optional(), code: z.number().optional() })]) });
const ProfileAnswer = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

const TIMEOUT_MS = 10_000;

/**
 * The authorization-code flow as Facebook speaks it (also plain OAuth 2.0 providers): the browser is
 * sent to the dialog with client_id, redirect_uri, state, scope and response_type=code; the code comes
 * back to redirect_uri and is exchanged at the token endpoint (client_id, client_secret, redirect_uri,
 * code); the profile is read with the access token as a bearer token plus `appsecret_proof`
 * (HMAC-SHA256 of the token under the app secret), which Facebook checks when the app requires it.
 */
export class OAuthClient {
  constructor(
    private readonly endpoints: OAuthEndpoints,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The address of the provider's login dialog. */
  authorizeUrl(params: { redirectUri: string; state: string; scope: string }): string {
    const url = new URL(this.endpoints.authorizeUrl);
    url.searchParams.set('client_id', this.endpoints.clientId);
    url.searchParams.set('redirect_uri', params.redirectUri);
    url.searchParams.set('state', params.state);
    url.searchParams.set('scope', params.scope);
    url.searchParams.set('response_type', 'code');
    return url.toString();
  }

  /** Exchanges an authorization code for an access token. */
  async exchangeCode(params: { code: string; redirectUri: string }): Promise<string> {
    const url = new URL(this.endpoints.tokenUrl);
    url.searchParams.set('client_id', this.endpoints.clientId);
    url.searchParams.set('redirect_uri', params.redirectUri);
    url.searchParams.set('client_secret', this.endpoints.clientSecret);
    url.searchParams.set('code', params.code);
    const body = await this.getJson(url, {});
    const parsed = TokenAnswer.safeParse(body);
    if (!parsed.success) throw new OAuthError('token endpoint answered without an access token');
    return parsed.data.access_token;
  }

  /** Reads the profile the token grants (id, e-mail, first and last name). */
  async fetchProfile(accessToken: string): Promise<OAuthProfile> {
    const url = new URL(this.endpoints.userInfoUrl);
    url.searchParams.set('appsecret_proof', createHmac('sha256', this.endpoints.clientSecret).update(accessToken).digest('hex'));
    const body = await this.getJson(url, { Authorization: `Bearer ${accessToken}` });
    const parsed = ProfileAnswer.safeParse(body);
    if (!parsed.success) throw new OAuthError('profile endpoint answered an unexpected shape');
    const email = parsed.data.email?.trim() ?? '';
    return {
      subject: parsed.data.id,
      email: z.email().safeParse(email).success ? email : null,
      firstName: parsed.data.first_name?.trim() || null,
      lastName: parsed.data.last_name?.trim() || null,
    };
  }

  private async getJson(url: URL, headers: Record<string, string>): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, { method: 'GET', headers: { Accept: 'application/json', ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (cause) {
      throw new OAuthError(`provider unreachable: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new OAuthError(`provider answered ${response.status} without JSON`);
    }
    if (!response.ok) {
      const error = ProviderError.safeParse(body);
      const detail = error.success ? (typeof error.data.error === 'string' ? error.data.error : (error.data.error.message ?? 'error')) : 'error';
      throw new OAuthError(`provider answered ${response.status}: ${detail}`);
    }
    return body;
  }
}
