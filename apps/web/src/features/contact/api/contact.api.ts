import { ENDPOINTS, type ContactForm } from '@osk/contract';
import { apiSend, type ApiResult } from '../../../lib/api/api-client';

/** POST contact: 202 when the message is queued for delivery; 400 with fields; 503 when mail is down. */
export function sendContactMessage(form: ContactForm): Promise<ApiResult<unknown>> {
  return apiSend('POST', ENDPOINTS.contact, { json: form });
}
