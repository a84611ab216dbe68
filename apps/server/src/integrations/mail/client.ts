import nodemailer from 'nodemailer';

/** A message to send by e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

/** A file attached to a mail (a receipt or an invoice as PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends mail; the outbox worker calls it. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** SMTP settings. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
  from: string;
}

/** A mail transport over SMTP with nodemailer. */
export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
      });
    },
  };
}
