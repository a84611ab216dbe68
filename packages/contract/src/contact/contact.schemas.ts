import { z } from 'zod';

/** Contact form (spec §2): name, e-mail, message. */
export const ContactForm = z.object({
  name: z.string({ error: 'msg.validation.contact.name.required' }).trim().min(1, 'msg.validation.contact.name.required').max(120, 'msg.validation.too.long'),
  email: z.string({ error: 'msg.validation.email.invalid' }).trim().pipe(z.email('msg.validation.email.invalid')),
  message: z
    .string({ error: 'msg.validation.contact.message.required' })
    .trim()
    .min(1, 'msg.validation.contact.message.required')
    .max(5000, 'msg.validation.too.long'),
});
export type ContactForm = z.infer<typeof ContactForm>;
