import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (guest messages); the text part stays for clients that show no HTML. */
  html?: string;
  /**
   * A stable id for this message (a guest message's row id): the Message-ID over SMTP and the file
   * name in the mailbox folder, so sending the same message again writes no second file.
   */
  id?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const MAIL_FROM = 'Venue Console <no-reply@venue-console.local>';

export function mailboxDir(dataDir: string): string {
  return path.join(dataDir, 'mailbox');
}

/** SMTP when SMTP_URL is set; otherwise each mail is a JSON file in `$VENUE_DATA_DIR/mailbox/` (read by tests and developers). */
export function createMailer(opts: { smtpUrl?: string | undefined; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          ...(message.id === undefined ? {} : { messageId: `<${message.id}@venue-console.local>` }),
        });
      },
      close: () => transport.close(),
    };
  }
  const dir = mailboxDir(opts.dataDir);
  return {
    async send(message) {
      await fs.promises.mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const name =
        message.id === undefined
          ? `${sentAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`
          : `${message.id}.json`;
      try {
        // 'wx': a message with an id is written once; a second send of it finds the file and stops.
        await fs.promises.writeFile(
          path.join(dir, name),
          JSON.stringify({ from: MAIL_FROM, ...message, sentAt }, null, 2),
          { flag: message.id === undefined ? 'w' : 'wx' },
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    },
    close: () => undefined,
  };
}
