// Email and SMS templates against the REAL tenant API (PGlite, or PostgreSQL with DATABASE_URL):
// the five static templates exist by default and the other five are created on demand; bodies are
// sanitized when stored and previewed; a test mail goes through the mailer (an SMTP sink here) and
// a refused one is reported as failed; the stored template is what a booking's confirmation uses;
// hosts, other tenants and bad bodies are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  emailPreviewSchema,
  emailShellSchema,
  emailTemplateSchema,
  smsPreviewSchema,
  smsTemplateSchema,
  type EmailTemplate,
} from '../../src-shared/messaging/template-calls.js';
import { STATIC_TEMPLATE_TYPES } from '../../src-shared/messaging/template-types.js';
import { addDays } from '../../src-shared/time.js';
import { DEMO, type SignedIn, type TestApi } from './helpers/api-server.js';
import { useMailingApi, type SmtpSink } from './helpers/mailing-api.js';
import { eventually } from './sync-helpers.js';

let api: TestApi & { stop: () => Promise<void> };
let sink: SmtpSink;
let admin: SignedIn;
let host: SignedIn;
let quay: SignedIn;
let restaurantId: number;

const dataOf = (res: { body: unknown }) => (res.body as { data: unknown }).data;
const as = (who: SignedIn, restaurant = who.user.restaurantId) => ({
  token: who.token,
  restaurantId: restaurant,
});

/** The admin's preview of a template as it would be sent (sanitised, in the venue's shell). */
const previewAsAdmin = (body: Record<string, unknown>) =>
  api.api('POST', `/venue-settings/email-templates/preview/${restaurantId}`, { ...as(admin), body });

async function emailTemplates(): Promise<EmailTemplate[]> {
  const res = await api.api('GET', `/venue-settings/email-templates/${restaurantId}`, as(admin));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return emailTemplateSchema.array().parse(dataOf(res));
}

async function templateOf(type: string): Promise<EmailTemplate> {
  const found = (await emailTemplates()).find((t) => t.template_type === type);
  if (!found) throw new Error(`No ${type} template`);
  return found;
}

const HOSTILE_BODY = [
  '<p>Hello {{guest_name}}</p>',
  '<script>alert("x")</script>',
  '<p onclick="steal()" onmouseover="steal()">Hover me</p>',
  '<a href="javascript:alert(1)">Bad link</a>',
  '<img src="https://cdn.test/logo.png" onerror="steal()" alt="logo">',
  '<a href="{{modification_link}}">Change</a>',
].join('\n');

function expectClean(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/alert\(/);
  expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}

const mailing = useMailingApi();

beforeAll(async () => {
  ({ sink, api } = mailing());
  await sink.up();
  admin = await api.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  host = await api.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
  quay = await api.signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
  restaurantId = admin.user.restaurantId;
});

describe('email templates', () => {
  it('has the five static templates by default; the other five are created on demand, once', async () => {
    const types = (await emailTemplates()).map((t) => t.template_type).sort();
    expect(types).toEqual([...STATIC_TEMPLATE_TYPES].sort());
    // A second read creates nothing more.
    expect(await emailTemplates()).toHaveLength(5);

    const created = await api.api('POST', `/venue-settings/email-templates/${restaurantId}`, {
      ...as(admin),
      body: { template_type: 'WELCOME_EMAIL', subject: 'Welcome, {{guest_name}}', body: '<p>Hi</p>' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(emailTemplateSchema.parse(dataOf(created))).toMatchObject({
      template_type: 'WELCOME_EMAIL',
      is_active: true,
    });
    expect(await emailTemplates()).toHaveLength(6);

    const again = await api.api('POST', `/venue-settings/email-templates/${restaurantId}`, {
      ...as(admin),
      body: { template_type: 'WELCOME_EMAIL', subject: 'x', body: '<p>x</p>' },
    });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(
      'The welcome email email template already exists',
    );
  });

  it('stores and previews a body without <script>, event-handler attributes or javascript: links', async () => {
    const template = await templateOf('FEEDBACK_REQUEST');
    const saved = await api.api('PUT', `/venue-settings/email-templates/${template.id}`, {
      ...as(admin),
      body: { subject: 'How was it, {{guest_name}}?', body: HOSTILE_BODY, is_active: true },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = emailTemplateSchema.parse(dataOf(saved));
    expectClean(stored.body);
    expect(stored.body).toContain('<p>Hello {{guest_name}}</p>');
    expect(stored.body).toContain('<a href="{{modification_link}}">Change</a>');
    expect(stored.body).toContain('<img src="https://cdn.test/logo.png" alt="logo" />');
    // Read back as stored.
    expectClean((await templateOf('FEEDBACK_REQUEST')).body);

    const preview = await previewAsAdmin({
      template_type: 'FEEDBACK_REQUEST',
      subject: 'Hi {{guest_name}}',
      body: HOSTILE_BODY,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const rendered = emailPreviewSchema.parse(dataOf(preview));
    expectClean(rendered.html);
    expectClean(rendered.sanitized_body);
    expect(rendered.subject).toBe('Hi Sample Guest');
    expect(rendered.html).toContain('Hello Sample Guest');
    expect(rendered.html).toContain('Harbour Bistro');
    // The shell: 600 px container, the §9 button colour.
    expect(rendered.html).toContain('max-width:600px');
    expect(rendered.html).toMatch(/\/book\/harbour-bistro\/reservation\/[0-9a-f-]+\/modify/);
  });

  it('renders the shell being edited and saves it; a bad shell is refused naming the field', async () => {
    const shell = {
      headerBgColor: '#123456',
      buttonColor: '#abcdef',
      logoUrl: '',
      headerHeight: 150,
      customCss: '.venue-body p { letter-spacing: 0.5px; }',
    };
    // CSS that would close its style block is refused, naming the field (custom-css.ts).
    const escaping = await previewAsAdmin({
      template_type: 'BOOKING_CONFIRMATION',
      subject: 'S',
      body: '<p>x</p>',
      shell: { ...shell, customCss: `${shell.customCss} </style><script>x()</script>` },
    });
    expect(escaping.status).toBe(422);
    expect(JSON.stringify(escaping.body)).toContain('customCss must not contain');
    const preview = await previewAsAdmin({
      template_type: 'BOOKING_CONFIRMATION',
      subject: 'S',
      body: '<p><a href="https://x.test">Go</a></p>',
      shell,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { html } = emailPreviewSchema.parse(dataOf(preview));
    expect(html).toContain('letter-spacing: 0.5px');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('#abcdef');

    const saved = await api.api('PUT', `/venue-settings/email-shell/${restaurantId}`, {
      ...as(admin),
      body: shell,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await api.api('GET', `/venue-settings/email-shell/${restaurantId}`, as(host));
    expect(emailShellSchema.parse(dataOf(read))).toEqual(shell);

    const bad = await api.api('PUT', `/venue-settings/email-shell/${restaurantId}`, {
      ...as(admin),
      body: { ...shell, headerBgColor: 'red', headerHeight: 5 },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('headerBgColor must be a colour like #554295');
    expect(JSON.stringify(bad.body)).toContain('headerHeight must be at least 40 pixels');
  });

  it('sends a test mail through the mailer, and reports a refused one as not sent', async () => {
    const template = await templateOf('BOOKING_CONFIRMATION');
    // A test mail goes only to the signed-in user or the venue (security-input.test.ts).
    const to = DEMO.harbourAdmin.email;
    const before = sink.received.filter((m) => m.to.includes(to)).length;
    const sent = await api.api('POST', `/venue-settings/email-templates/test/${template.id}`, {
      ...as(admin),
      body: { to, subject: 'Booked, {{guest_name}}', body: '<p>See you {{reservation_time}}</p>' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(dataOf(sent)).toEqual({ to, subject: 'Test: Booked, Sample Guest' });
    const delivered = sink.received.filter((m) => m.to.includes(to));
    expect(delivered).toHaveLength(before + 1);
    expect(delivered.at(-1)?.data).toContain('Subject: Test: Booked, Sample Guest');

    const refused = to;
    sink.refuse.add(refused);
    const failed = await api.api('POST', `/venue-settings/email-templates/test/${template.id}`, {
      ...as(admin),
      body: { to: refused, subject: 'x', body: '<p>x</p>' },
    });
    expect(failed.status).toBe(502);
    expect((failed.body as { success: boolean; message: string }).success).toBe(false);
    expect((failed.body as { message: string }).message).toMatch(/^The test mail was not sent: .*550/);
    sink.refuse.delete(refused);
  });

  it("a booking's confirmation is sent with the restaurant's edited template", async () => {
    const template = await templateOf('BOOKING_CONFIRMATION');
    const saved = await api.api('PUT', `/venue-settings/email-templates/${template.id}`, {
      ...as(admin),
      body: {
        subject: 'Edited: see you, {{guest_name}}',
        body: '<p>Edited body for {{guest_name}}</p>',
        is_active: true,
      },
    });
    expect(saved.status).toBe(200);
    const email = `edited.${uuidv7().slice(-8)}@guest.test`;
    const booked = await api.api('POST', '/reservation/bookReservation', {
      ...as(admin),
      body: {
        first_name: 'Eddie',
        last_name: 'Ted',
        email,
        guest_count: 2,
        duration_minutes: 90,
        time: '12:30',
        date: addDays(new Date().toISOString().slice(0, 10), 70),
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await eventually(() => {
      const mail = sink.received.find((m) => m.to.includes(email));
      expect(mail?.data).toContain('Subject: Edited: see you, Eddie Ted');
    }, 30_000);
  });

  it('refuses a host (403), another tenant (403/404) and bad bodies (422 naming the field)', async () => {
    const template = await templateOf('BOOKING_CONFIRMATION');
    const body = { subject: 'x', body: '<p>x</p>', is_active: true };

    // A host may read the templates but not change them.
    expect((await api.api('GET', `/venue-settings/email-templates/${restaurantId}`, as(host))).status).toBe(
      200,
    );
    const hostPut = await api.api('PUT', `/venue-settings/email-templates/${template.id}`, {
      ...as(host),
      body,
    });
    expect(hostPut.status).toBe(403);
    const hostTest = await api.api('POST', `/venue-settings/email-templates/test/${template.id}`, {
      ...as(host),
      body: { to: 'a@b.test', subject: 'x', body: 'x' },
    });
    expect(hostTest.status).toBe(403);

    // Another tenant: its own header cannot reach Harbour's path, nor Harbour's template by id.
    const cross = await api.api('GET', `/venue-settings/email-templates/${restaurantId}`, as(quay));
    expect(cross.status).toBe(403);
    const crossPut = await api.api('PUT', `/venue-settings/email-templates/${template.id}`, {
      ...as(quay),
      body,
    });
    expect(crossPut.status).toBe(404);
    expect((await templateOf('BOOKING_CONFIRMATION')).subject).not.toBe('x');

    const badType = await api.api('POST', `/venue-settings/email-templates/${restaurantId}`, {
      ...as(admin),
      body: { template_type: 'NEWSLETTER', subject: 'x', body: 'x' },
    });
    expect(badType.status).toBe(422);
    expect(JSON.stringify(badType.body)).toContain('template_type must be one of');
    const empty = await api.api('PUT', `/venue-settings/email-templates/${template.id}`, {
      ...as(admin),
      body: { subject: '', body: '<p>x</p>', is_active: 'yes' },
    });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain('subject is required');
    expect(JSON.stringify(empty.body)).toContain('is_active must be true or false');
    const badTo = await api.api('POST', `/venue-settings/email-templates/test/${template.id}`, {
      ...as(admin),
      body: { to: 'not-an-address', subject: 'x', body: 'x' },
    });
    expect(badTo.status).toBe(422);
    expect(JSON.stringify(badTo.body)).toContain('to must be an email address');
  });
});

describe('SMS templates', () => {
  it('lists the five static ones, saves an edit, previews it with sample values and refuses a host', async () => {
    const list = await api.api('GET', `/venue-settings/sms-templates/${restaurantId}`, as(admin));
    expect(list.status).toBe(200);
    const templates = smsTemplateSchema.array().parse(dataOf(list));
    expect(templates.map((t) => t.template_type).sort()).toEqual([...STATIC_TEMPLATE_TYPES].sort());
    const reminder = templates.find((t) => t.template_type === 'RESERVATION_REMINDER');
    if (!reminder) throw new Error('no reminder');

    const saved = await api.api('PUT', `/venue-settings/sms-templates/${reminder.id}`, {
      ...as(admin),
      body: { body: 'See you {{reminder_time}}, {{guest_name}}', is_active: false },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(smsTemplateSchema.parse(dataOf(saved))).toMatchObject({ is_active: false });

    const preview = await api.api('POST', `/venue-settings/sms-templates/preview/${restaurantId}`, {
      ...as(host),
      body: { template_type: 'RESERVATION_REMINDER', body: 'See you {{reminder_time}}, {{guest_name}}' },
    });
    expect(smsPreviewSchema.parse(dataOf(preview))).toEqual({
      text: 'See you in 24 hours, Sample Guest',
      characters: 33,
      segments: 1,
    });

    const created = await api.api('POST', `/venue-settings/sms-templates/${restaurantId}`, {
      ...as(admin),
      body: { template_type: 'SPECIAL_OCCASION', body: 'Happy day!' },
    });
    expect(created.status).toBe(201);

    const hostPut = await api.api('PUT', `/venue-settings/sms-templates/${reminder.id}`, {
      ...as(host),
      body: { body: 'x', is_active: true },
    });
    expect(hostPut.status).toBe(403);
    const crossPut = await api.api('PUT', `/venue-settings/sms-templates/${reminder.id}`, {
      ...as(quay),
      body: { body: 'x', is_active: true },
    });
    expect(crossPut.status).toBe(404);
    const tooLong = await api.api('PUT', `/venue-settings/sms-templates/${reminder.id}`, {
      ...as(admin),
      body: { body: 'x'.repeat(1601), is_active: true },
    });
    expect(tooLong.status).toBe(422);
    expect(JSON.stringify(tooLong.body)).toContain('body cannot be longer than 1600 characters');
  });
});
