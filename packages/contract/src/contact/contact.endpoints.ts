import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ContactForm } from './contact.schemas.js';
import { CONTACT_PATHS } from './contact.paths.js';

/** The public contact form: 202 when the message is queued for delivery. */
export const contactSend = endpoint('POST', CONTACT_PATHS.contact, {
  body: ContactForm,
  responses: { 202: z.object({ status: z.literal('SENT') }) },
  errors: [400, 429, 503],
  access: 'anonymous',
  tags: ['contact'],
  summary: 'Send a message to the support mailbox',
});

/** Every contact endpoint, in the order the server registers them. */
export const CONTACT_ENDPOINTS = [contactSend] as const;
