// The mailbox folder (no SMTP_URL): each mail is one JSON file, put in place whole, so a reader polling
// the folder (tests, developers) never parses half a mail; a message with an id is written once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMailbox } from './mailbox.js';
import { createMailer, mailboxDir } from './mailer.js';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fileMailer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-mailbox-'));
  dirs.push(dataDir);
  return { mailer: createMailer({ dataDir }), dataDir };
}

describe('mailer into the mailbox folder', () => {
  it('never writes under a name a reader takes for a mail, and leaves no partial file behind', async () => {
    const { mailer, dataDir } = fileMailer();
    const written: string[] = [];
    const writeFile = fs.promises.writeFile.bind(fs.promises);
    vi.spyOn(fs.promises, 'writeFile').mockImplementation(async (file, data, options) => {
      written.push(file as string);
      return writeFile(file, data, options);
    });

    await mailer.send({ to: 'ada@harbour.test', subject: 'One', text: 'first' });
    await mailer.send({ to: 'ada@harbour.test', subject: 'Two', text: 'second', id: 'msg-2' });

    expect(written).toHaveLength(2);
    for (const file of written) expect(file.endsWith('.json')).toBe(false);
    expect(fs.readdirSync(mailboxDir(dataDir)).every((f) => f.endsWith('.json'))).toBe(true);
    expect(readMailbox(dataDir, 'ada@harbour.test').map((m) => m.subject)).toEqual(['One', 'Two']);
  });

  it('keeps the first copy of a message sent twice with the same id', async () => {
    const { mailer, dataDir } = fileMailer();
    await mailer.send({ to: 'ada@harbour.test', subject: 'Reminder', text: 'first', id: 'msg-1' });
    await mailer.send({ to: 'ada@harbour.test', subject: 'Reminder', text: 'again', id: 'msg-1' });

    expect(readMailbox(dataDir).map((m) => m.text)).toEqual(['first']);
    expect(fs.readdirSync(mailboxDir(dataDir))).toEqual(['msg-1.json']);
  });
});
