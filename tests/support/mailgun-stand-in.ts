// A local stand-in for Mailgun's HTTP API, as Mailgun documents it, for tests on machines that
// cannot reach the real service: `GET /v3/domains/{domain}` and `POST /v3/{domain}/messages`
// (multipart form, HTTP basic auth `api:<key>`), answering what Mailgun answers (200 with the
// message id, 401 "Forbidden", 404 for an unknown domain, 400 for a message missing a field). It
// keeps what it was sent, and posts webhooks signed as Mailgun signs them (HMAC-SHA256 of
// `timestamp + token` under the webhook signing key, in the body).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signMailgun } from '../../src-server/messaging/mailgun.js';

export interface StandInMessage {
  domain: string;
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  variables: Record<string, string>;
}

export interface MailgunStandIn {
  url: string;
  messages: StandInMessage[];
  /** The next send answers this status (a 500 to test retries, say). */
  failNext(status: number): void;
  close(): Promise<void>;
}

export async function startMailgunStandIn(account: {
  domain: string;
  apiKey: string;
}): Promise<MailgunStandIn> {
  const messages: StandInMessage[] = [];
  let failing: number | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const answer = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        const expected = `Basic ${Buffer.from(`api:${account.apiKey}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return answer(401, { message: 'Forbidden' });
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const domainInfo = /^\/v3\/domains\/([^/]+)$/.exec(url.pathname);
        if (req.method === 'GET' && domainInfo) {
          const domain = decodeURIComponent(domainInfo[1] ?? '');
          if (domain !== account.domain) return answer(404, { message: 'Domain not found' });
          return answer(200, {
            domain: { name: domain, state: 'active' },
            receiving_dns_records: [],
            sending_dns_records: [],
          });
        }
        const send = /^\/v3\/([^/]+)\/messages$/.exec(url.pathname);
        if (req.method === 'POST' && send) {
          const domain = decodeURIComponent(send[1] ?? '');
          if (domain !== account.domain) return answer(404, { message: 'Domain not found' });
          if (failing !== null) {
            const status = failing;
            failing = null;
            return answer(status, { message: 'Stand-in failure' });
          }
          const form = await new Response(Buffer.concat(chunks), {
            headers: { 'content-type': req.headers['content-type'] ?? '' },
          }).formData();
          const field = (name: string) => {
            const value = form.get(name);
            return typeof value === 'string' ? value : null;
          };
          for (const required of ['from', 'to', 'subject'])
            if (!field(required)) return answer(400, { message: `'${required}' parameter is missing` });
          if (!field('text') && !field('html'))
            return answer(400, { message: "Need at least one of 'text' or 'html' parameters specified" });
          const headers: Record<string, string> = {};
          const variables: Record<string, string> = {};
          for (const [name, value] of form.entries()) {
            if (typeof value !== 'string') continue;
            if (name.startsWith('h:')) headers[name.slice(2)] = value;
            if (name.startsWith('v:')) variables[name.slice(2)] = value;
          }
          const id = headers['Message-Id'] ?? `<${Date.now()}.${randomBytes(6).toString('hex')}@${domain}>`;
          messages.push({
            domain,
            id,
            from: field('from') ?? '',
            to: field('to') ?? '',
            subject: field('subject') ?? '',
            text: field('text') ?? '',
            html: field('html'),
            headers,
            variables,
          });
          return answer(200, { id, message: 'Queued. Thank you.' });
        }
        return answer(404, { message: 'Not found' });
      })().catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    failNext: (status) => {
      failing = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook body as Mailgun posts it, signed with `signingKey` at `timestamp` (unix seconds, default now). */
export function mailgunWebhookBody(
  signingKey: string,
  eventData: Record<string, unknown>,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return JSON.stringify({
    signature: signMailgun(signingKey, timestamp, randomBytes(25).toString('hex')),
    'event-data': { timestamp, ...eventData },
  });
}
