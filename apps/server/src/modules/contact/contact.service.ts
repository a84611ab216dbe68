import type { ContactForm } from '@osk/contract';
import { AppError } from '../../lib/errors.js';
import type { OutboxService } from '../outbox/outbox.service.js';

/** The contact form: a message to the support mailbox. */
export class ContactService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly supportEmail: string,
  ) {}

  /** Queues the visitor's message to support, with the visitor as reply-to. */
  async send(form: ContactForm): Promise<void> {
    try {
      await this.outbox.enqueueMail({
        to: this.supportEmail,
        subject: `Formularz kontaktowy: ${form.name}`,
        text: `Od: ${form.name} <${form.email}>\n\n${form.message}`,
        replyTo: form.email,
      });
    } catch {
      throw new AppError(503, 'msg.error.contact.failed');
    }
  }
}
