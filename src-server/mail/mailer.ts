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
  /** Extra headers (a campaign's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Whether mail can go out now, in a sentence (the provider settings' connection test). */
  verify?(): Promise<{ ok: boolean; result: string }>;
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
          ...(message.headers === undefined ? {} : { headers: message.headers }),
        });
      },
      async verify() {
        try {
          await transport.verify();
          return { ok: true, result: 'The SMTP server accepted the connection' };
        } catch (error) {
          return { ok: false, result: `The SMTP server refused: ${(error as Error).message}` };
        }
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
      // Written whole under a temporary name, then put in place, so a reader never finds half a mail.
      const final = path.join(dir, name);
      const part = `${final}.${crypto.randomBytes(4).toString('hex')}.part`;
      await fs.promises.writeFile(part, JSON.stringify({ from: MAIL_FROM, ...message, sentAt }, null, 2));
      try {
        if (message.id === undefined) await fs.promises.rename(part, final);
        // A message with an id is written once: link refuses an existing name, so a second send stops.
        else await fs.promises.link(part, final);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await fs.promises.rm(part, { force: true });
      }
    },
    async verify() {
      try {
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.access(dir, fs.constants.W_OK);
        return { ok: true, result: 'No SMTP server is set: mail is written to the server’s mailbox folder' };
      } catch (error) {
        return { ok: false, result: `The mailbox folder cannot be written: ${(error as Error).message}` };
      }
    },
    close: () => undefined,
  };
}
