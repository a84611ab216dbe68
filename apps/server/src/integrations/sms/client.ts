import type { SmsMessage, SmsTransport } from './transport.js';

/** Settings of an SMSAPI-style gateway. */
export interface SmsApiSettings {
  /** Base URL, e.g. https://api.smsapi.pl (no trailing slash needed). */
  baseUrl: string;
  /** OAuth bearer token of the gateway account. */
  token: string;
  /** Sender name registered with the gateway (at most 11 characters). */
  sender: string;
  /** Send test messages (the gateway validates and answers but does not deliver). */
  test?: boolean;
  /** Request timeout in milliseconds. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** One accepted message of a gateway answer. */
interface SmsApiListItem {
  id: string;
  points: number;
  number: string;
  status: string;
  idx?: string | null;
  error?: number | string | null;
}

/** Gateway error codes that no retry will cure: empty or too long message, no valid number, bad sender. */
const PERMANENT_ERRORS = new Set([11, 13, 14]);
/** "Not unique idx": the message with this idx was already accepted (we sent it before a crash). */
const DUPLICATE_IDX = 53;

/** A refusal by the gateway; `permanent` when retrying cannot help. */
export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';
  constructor(
    readonly code: number | null,
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The number in the international form the gateway expects: 48 and the 9 digits for Polish numbers. */
export function gatewayNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 9 ? `48${digits}` : digits.replace(/^00/, '');
}

/**
 * A client of an SMSAPI-style REST gateway (FACTS.md): `POST {base}/sms.do` with a bearer token and a
 * form body; answers `{count, list: [...]}` or `{error, message}`. The message's idx is sent with
 * check_idx so a send retried after a crash is refused by the gateway instead of delivered twice.
 */
export function createSmsApiTransport(settings: SmsApiSettings): SmsTransport {
  const doFetch = settings.fetch ?? fetch;
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/sms.do`;
  return {
    async send(message: SmsMessage): Promise<void> {
      const body = new URLSearchParams({
        to: gatewayNumber(message.to),
        message: message.text,
        from: settings.sender,
        format: 'json',
        encoding: 'utf-8',
      });
      if (message.idx) {
        body.set('idx', message.idx);
        body.set('check_idx', '1');
      }
      if (settings.test) body.set('test', '1');
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: body.toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new SmsGatewayError(null, `SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
      }
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new SmsGatewayError(null, `SMS gateway answered ${response.status} without JSON`, false);
      }
      const answer = json as { error?: number | string; message?: string; count?: number; list?: SmsApiListItem[] };
      if (answer.error !== undefined && answer.error !== null) {
        const code = Number(answer.error);
        if (code === DUPLICATE_IDX) return;
        throw new SmsGatewayError(Number.isFinite(code) ? code : null, `SMS gateway error ${answer.error}: ${answer.message ?? ''}`.trim(), PERMANENT_ERRORS.has(code));
      }
      if (!response.ok || !Array.isArray(answer.list) || answer.list.length === 0) {
        throw new SmsGatewayError(null, `SMS gateway answered ${response.status} without an accepted message`, false);
      }
    },
  };
}
