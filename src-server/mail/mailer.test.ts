// The SMTP path of the mailer (SMTP_URL), against the tests' small SMTP server on a loopback port,
// which can refuse a recipient.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, smtpSink, type SmtpSink } from '../../tests/support/smtp-sink.js';
import { createMailer, MAIL_FROM } from './mailer.js';

/** The body of a quoted-printable text part, decoded (soft line breaks and =XX escapes). */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An SMTP sink listening on a free loopback port. */
async function startedSink(): Promise<SmtpSink> {
  const sink = smtpSink(await freePort());
  await sink.up();
  return sink;
}

/** A mailer sending to `sink`, with a scratch data dir; both go when the test ends. */
function smtpMailer(sink: SmtpSink) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-mail-'));
  const mailer = createMailer({ smtpUrl: sink.url, dataDir });
  cleanups.push(
    () => mailer.close(),
    () => sink.down(),
    () => fs.rmSync(dataDir, { recursive: true, force: true }),
  );
  return { mailer, dataDir };
}

describe('mailer over SMTP', () => {
  it('delivers the message to the SMTP server with sender, recipient, subject and text, and writes no mailbox file', async () => {
    const sink = await startedSink();
    const { mailer, dataDir } = smtpMailer(sink);

    const link = `http://127.0.0.1:5173/reset-password?email=ada%40harbour.test&token=${'x'.repeat(64)}`;
    await mailer.send({
      to: 'ada@harbour.test',
      subject: 'Reset your Venue Console password',
      text: `Hello Ada,\n\n${link}\n`,
    });

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.from).toBe('no-reply@venue-console.local');
    expect(mail?.to).toEqual(['ada@harbour.test']);
    const data = mail?.data ?? '';
    expect(data).toContain(`From: ${MAIL_FROM}`);
    expect(data).toContain('To: ada@harbour.test');
    expect(data).toContain('Subject: Reset your Venue Console password');
    expect(decodeQuotedPrintable(data)).toContain(link);
    expect(fs.existsSync(path.join(dataDir, 'mailbox'))).toBe(false);
  });

  it('rejects when the SMTP server refuses the recipient, so the caller never counts it as sent', async () => {
    const sink = await startedSink();
    sink.refuse.add('nobody@harbour.test');
    const { mailer } = smtpMailer(sink);

    await expect(mailer.send({ to: 'nobody@harbour.test', subject: 'x', text: 'y' })).rejects.toThrow(
      /550|recipient/i,
    );
    expect(sink.received).toHaveLength(0);
  });
});
