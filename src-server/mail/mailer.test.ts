// The SMTP path of the mailer (SMTP_URL), against a small SMTP server on a loopback port that
// speaks just enough of RFC 5321 for one plain session, and can refuse the recipient.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, MAIL_FROM } from './mailer.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

interface SmtpSink {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

async function startSmtpSink(options: { refuseRecipient?: boolean } = {}): Promise<SmtpSink> {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test');
        else if (verb === 'MAIL') {
          current.from = line.slice(line.indexOf(':') + 1).trim();
          reply('250 ok');
        } else if (verb === 'RCPT') {
          if (options.refuseRecipient) reply('550 no such mailbox');
          else {
            current.to.push(line.slice(line.indexOf(':') + 1).trim());
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a quoted-printable text part, decoded (soft line breaks and =XX escapes). */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A mailer sending to `sink`, with a scratch data dir; both go when the test ends. */
function smtpMailer(sink: SmtpSink) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-mail-'));
  const mailer = createMailer({ smtpUrl: sink.url, dataDir });
  cleanups.push(
    () => mailer.close(),
    () => sink.close(),
    () => fs.rmSync(dataDir, { recursive: true, force: true }),
  );
  return { mailer, dataDir };
}

describe('mailer over SMTP', () => {
  it('delivers the message to the SMTP server with sender, recipient, subject and text, and writes no mailbox file', async () => {
    const sink = await startSmtpSink();
    const { mailer, dataDir } = smtpMailer(sink);

    const link = `http://127.0.0.1:5173/reset-password?email=ada%40harbour.test&token=${'x'.repeat(64)}`;
    await mailer.send({
      to: 'ada@harbour.test',
      subject: 'Reset your Venue Console password',
      text: `Hello Ada,\n\n${link}\n`,
    });

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.from).toBe('<no-reply@venue-console.local>');
    expect(mail?.to).toEqual(['<ada@harbour.test>']);
    const data = mail?.data ?? '';
    expect(data).toContain(`From: ${MAIL_FROM}`);
    expect(data).toContain('To: ada@harbour.test');
    expect(data).toContain('Subject: Reset your Venue Console password');
    expect(decodeQuotedPrintable(data)).toContain(link);
    expect(fs.existsSync(path.join(dataDir, 'mailbox'))).toBe(false);
  });

  it('rejects when the SMTP server refuses the recipient, so the caller never counts it as sent', async () => {
    const sink = await startSmtpSink({ refuseRecipient: true });
    const { mailer } = smtpMailer(sink);

    await expect(mailer.send({ to: 'nobody@harbour.test', subject: 'x', text: 'y' })).rejects.toThrow(
      /550|recipient/i,
    );
    expect(sink.received).toHaveLength(0);
  });
});
