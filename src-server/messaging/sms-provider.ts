import fs from 'node:fs';
import path from 'node:path';

export interface SmsMessage {
  /** Stable per message (the guest message's id): a provider may use it to refuse a duplicate. */
  id: string;
  to: string;
  text: string;
}

/**
 * Where guest SMS go. A real gateway implements `send` (resolve only once the gateway accepted the
 * message; throw PermanentSendError for a number it will never accept, anything else is retried).
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export function smsOutboxDir(dataDir: string): string {
  return path.join(dataDir, 'sms-outbox');
}

/** The default provider: each SMS is `$VENUE_DATA_DIR/sms-outbox/<id>.json`, written once per id. */
export function outboxSmsProvider(dataDir: string): SmsProvider {
  const dir = smsOutboxDir(dataDir);
  return {
    async send(message) {
      await fs.promises.mkdir(dir, { recursive: true });
      try {
        await fs.promises.writeFile(
          path.join(dir, `${message.id}.json`),
          JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2),
          { flag: 'wx' },
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    },
  };
}

export interface StoredSms extends SmsMessage {
  sentAt: string;
}

/** The outbox folder's messages, oldest first (tests and developers read it). */
export function readSmsOutbox(dataDir: string): StoredSms[] {
  const dir = smsOutboxDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as StoredSms)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}
