import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { mailboxDir } from './mailer.js';

const storedMailSchema = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  id: z.string().optional(),
  sentAt: z.string(),
});
export type StoredMail = z.infer<typeof storedMailSchema>;

/** Mails written by the file mailer, oldest first, optionally only those to one address. */
export function readMailbox(dataDir: string, to?: string): StoredMail[] {
  const dir = mailboxDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return (
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => storedMailSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))))
      // Guest messages are named by their id, not their time: order by when each was written.
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
      .filter((m) => to === undefined || m.to.toLowerCase() === to.toLowerCase())
  );
}

/** The reset token of the newest password-reset mail to `email`, as the reset page would read it from the link. */
export function latestResetToken(dataDir: string, email: string): string | null {
  const mail = readMailbox(dataDir, email).at(-1);
  const match = mail ? /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text) : null;
  return match?.[1] ?? null;
}
