import { contactSend, type ContactForm } from '@osk/contract';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';

/** POST contact: 202 when the message is queued for delivery; 400 with fields; 503 when mail is down. */
export function sendContactMessage(form: ContactForm): Promise<ApiResult<unknown>> {
  // Any success will do: the form does not read the answer.
  return apiCall(contactSend, { body: form }, { parser: { parse: (answer: unknown) => answer } });
}
