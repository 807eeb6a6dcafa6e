import nodemailer from 'nodemailer';

/** One mail as it goes out. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<id@domain>`: the same on every attempt, so a mail is recognisable wherever it lands. */
  messageId: string;
  /** Extra headers (List-Unsubscribe of alert emails, RFC 8058). */
  headers?: Record<string, string>;
}

/** Where mails go: resolves once the server accepted the mail, rejects with a MailSendError. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** The server did not take the mail; `permanent` when trying again cannot help (a 5xx reply). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/**
 * Bounds on one SMTP conversation, well inside the outbox's lease (email-outbox.ts): a server
 * that stops answering fails the attempt instead of holding the mail.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** SMTP through nodemailer (`smtp://` or `smtps://`, credentials in the URL); one connection a mail. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    async send(mail) {
      try {
        await transporter.sendMail({ from, ...mail });
      } catch (error) {
        const reply = (error as { responseCode?: unknown }).responseCode;
        const permanent = typeof reply === 'number' && reply >= 500;
        throw new MailSendError((error as Error).message, permanent);
      }
    },
  };
}
