// A small SMTP server on a loopback port, enough of RFC 5321 for nodemailer's plain sessions: it
// records what it accepts, refuses chosen recipients with 550, and can be stopped and started
// again on the same port (an SMTP outage). No network beyond 127.0.0.1.
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Recipients answered with 550 at RCPT TO. */
  refuse: Set<string>;
  up(): Promise<void>;
  down(): Promise<void>;
}

/** A port that was free a moment ago (for a sink that starts down). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function session(socket: net.Socket, sink: Pick<SmtpSink, 'received' | 'refuse'>): void {
  let buffer = '';
  let inData = false;
  let current: ReceivedMail = { from: '', to: [], data: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const address = (line: string) =>
    line
      .slice(line.indexOf(':') + 1)
      .trim()
      .replace(/^<|>$/g, '')
      .toLowerCase();
  reply('220 sink.test ESMTP');
  socket.on('error', () => undefined);
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        current.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        sink.received.push(current);
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
        current = { from: address(line), to: [], data: '' };
        reply('250 ok');
      } else if (verb === 'RCPT') {
        const to = address(line);
        if (sink.refuse.has(to)) reply('550 5.1.1 no such mailbox');
        else {
          current.to.push(to);
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
}

export function smtpSink(port: number): SmtpSink {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    refuse: new Set(),
    async up() {
      if (server) return;
      const s = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        session(socket, sink);
      });
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', resolve);
      });
      server = s;
    },
    async down() {
      const s = server;
      server = null;
      if (!s) return;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  return sink;
}
