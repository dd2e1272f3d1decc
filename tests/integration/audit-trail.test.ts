// The audit trail (issue 16, part 4) over HTTP on PGlite or PostgreSQL: a booking pushed from an
// offline terminal is recorded at the time it was made there and under its author; a settings
// resource change keeps its row before and after, and so do guest templates, the email shell, media
// files and tags (with the terminal); a reader without "view guest contact details"
// sees the guest masked; no route edits or deletes an entry; a host cannot read it; the CSV export;
// and the retention purge deletes only entries past their days.
import { eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MASK } from '../../src-shared/access/contact-mask.js';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  AUDIT_CSV_COLUMNS,
  type AuditEntry,
  type AuditExport,
  type AuditPage,
} from '../../src-shared/schemas/audit.js';
import { addDays } from '../../src-shared/time.js';
import { TERMINAL_HEADER } from '../../src-shared/constants.js';
import { SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { purgeAuditTrail } from '../../src-server/audit/audit-retention.js';
import { auditLog } from '../../src-server/db/schema/index.js';
import { DEMO, signInEach, useTestApi, type ApiResponse, type SignedIn } from './helpers/api-server.js';
import { withoutRolePermission } from './helpers/role-grants.js';

const getApi = useTestApi();
const data = <T>(res: ApiResponse) => (res.body as { data: T }).data;

let admin: SignedIn;
let host: SignedIn;
let restaurantId = 0;
const as = (who: () => SignedIn) => (method: string, path: string, body?: unknown) =>
  getApi().api(method, path, { token: who().token, restaurantId, body });
const asAdmin = as(() => admin);
const asHost = as(() => host);

async function trail(query: Record<string, string>): Promise<AuditEntry[]> {
  const res = await asAdmin('GET', `/admin/audit?${new URLSearchParams(query).toString()}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<AuditPage>(res).rows;
}

const madeOffline = new Date(Date.now() - 3 * 60 * 60 * 1000);
const bookingId = uuidv7();
/** A booking the same terminal made while online: pushed through its outbox, not made offline. */
const onlineBookingId = uuidv7();
const bookingDate = addDays(new Date().toISOString().slice(0, 10), 40);

beforeAll(async () => {
  [admin, host] = await signInEach(getApi(), DEMO.harbourAdmin, DEMO.harbourHost);
  restaurantId = admin.user.restaurantId;
  // The host books offline three hours ago; the terminal pushes it now.
  const pushed = await asHost('POST', '/sync/push', {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    clientId: crypto.randomUUID(),
    mutations: [
      {
        id: crypto.randomUUID(),
        name: 'reservation.create',
        madeAt: madeOffline.toISOString(),
        madeOffline: true,
        args: {
          id: bookingId,
          first_name: 'Audrey',
          last_name: 'Offline',
          mobileNumber: '+441234567890',
          email: 'audrey@guests.test',
          date: bookingDate,
          time: '12:15',
          guest_count: 2,
        },
      },
      {
        id: crypto.randomUUID(),
        name: 'reservation.create',
        madeAt: new Date().toISOString(),
        args: {
          id: onlineBookingId,
          first_name: 'Otto',
          last_name: 'Online',
          mobileNumber: '+441234567891',
          date: bookingDate,
          time: '12:30',
          guest_count: 2,
        },
      },
    ],
  });
  expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
  expect(data<{ results: { status: string }[] }>(pushed).results.map((r) => r.status)).toEqual([
    'applied',
    'applied',
  ]);
});

describe('the audit trail', () => {
  it('records a booking made offline at its terminal time, under its author, with the time it arrived', async () => {
    const [entry, ...more] = await trail({ entity: 'reservations', entity_id: bookingId });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      source: 'sync',
      actor_user_id: host.user.id,
      before: null,
      after: { id: bookingId, first_name: 'Audrey', mobileNumber: '+441234567890' },
    });
    expect(new Date(entry?.occurred_at ?? '').getTime()).toBe(madeOffline.getTime());
    expect(Date.now() - new Date(entry?.recorded_at ?? '').getTime()).toBeLessThan(5 * 60_000);
  });

  it('marks offline only a change made offline, and names a booking by its guest, day and time (issue 29)', async () => {
    const [offline] = await trail({ entity: 'reservations', entity_id: bookingId });
    const [online] = await trail({ entity: 'reservations', entity_id: onlineBookingId });
    // Both came through a terminal's outbox; only the first was made while it could not reach the server.
    expect(offline).toMatchObject({ source: 'sync', offline: true });
    expect(online).toMatchObject({ source: 'sync', offline: false });
    expect(offline?.subject).toEqual({ name: 'Audrey Offline', date: bookingDate, time: '12:15' });
    expect(online?.subject).toEqual({ name: 'Otto Online', date: bookingDate, time: '12:30' });
    // The summary a person reads leaves the row's id out (the subject names the record).
    expect(offline?.summary).toBe('created (reservation.create)');
    expect(offline?.summary).not.toContain(bookingId);
  });

  it('records a settings change with the row before and after, and REST booking edits too', async () => {
    const created = await asAdmin('POST', `/restaurant/${restaurantId}/tax-rates`, {
      name: 'Audit VAT',
      rate: 20,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = data<{ id: string }>(created).id;
    expect((await asAdmin('PUT', `/restaurant/tax-rates/${id}`, { rate: 5.5 })).status).toBe(200);
    expect((await asAdmin('DELETE', `/restaurant/tax-rates/${id}`)).status).toBe(200);
    const entries = await trail({ entity: 'taxRate', entity_id: id });
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const update = entries[1];
    expect(update).toMatchObject({
      actor_user_id: admin.user.id,
      source: 'api',
      before: { name: 'Audit VAT', rate: 20 },
      after: { name: 'Audit VAT', rate: 5.5 },
    });
    expect(update?.summary).toContain('rate');

    const edited = await asAdmin('PATCH', `/reservation/${bookingId}`, { guest_count: 3 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [latest] = await trail({ entity: 'reservations', entity_id: bookingId, action: 'update' });
    expect(latest).toMatchObject({ source: 'api', before: { guest_count: 2 }, after: { guest_count: 3 } });
  });

  it('records guest template and email shell changes with their text before and after', async () => {
    const list = await asAdmin('GET', `/venue-settings/sms-templates/${restaurantId}`);
    const reminder = data<{ id: string; template_type: string; body: string }[]>(list).find(
      (t) => t.template_type === 'RESERVATION_REMINDER',
    );
    if (!reminder) throw new Error('the reminder SMS template is missing');
    const saved = await asAdmin('PUT', `/venue-settings/sms-templates/${reminder.id}`, {
      body: 'Audit: see you {{reminder_time}}',
      is_active: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [sms] = await trail({ entity: 'sms_template', entity_id: reminder.id });
    expect(sms).toMatchObject({
      action: 'update',
      actor_user_id: admin.user.id,
      before: { body: reminder.body },
      after: { body: 'Audit: see you {{reminder_time}}' },
    });

    const created = await asAdmin('POST', `/venue-settings/email-templates/${restaurantId}`, {
      template_type: 'WELCOME_EMAIL',
      subject: 'Welcome',
      body: '<p>Hello {{guest_name}}</p>',
      is_active: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const emailId = data<{ id: string }>(created).id;
    const [email] = await trail({ entity: 'email_template', entity_id: emailId });
    expect(email).toMatchObject({ action: 'create', before: null, after: { subject: 'Welcome' } });

    const shell = data<Record<string, unknown>>(
      await asAdmin('GET', `/venue-settings/email-shell/${restaurantId}`),
    );
    const shellSaved = await asAdmin('PUT', `/venue-settings/email-shell/${restaurantId}`, {
      ...shell,
      headerBgColor: '#123456',
    });
    expect(shellSaved.status, JSON.stringify(shellSaved.body)).toBe(200);
    const [shellEntry] = await trail({ entity: 'email_shell', entity_id: String(restaurantId) });
    expect(shellEntry).toMatchObject({ action: 'update', after: { headerBgColor: '#123456' } });
    expect(shellEntry?.summary).toContain('headerBgColor');
  });

  it('records media and tag writes with who, the terminal, and the row before and after', async () => {
    // A terminal id as terminals make it (a UUID): any other x-terminal-id is refused.
    const terminal = crypto.randomUUID();
    /** A multipart call as the admin from one terminal. */
    const form = async (
      path: string,
      fields: Record<string, string>,
      file?: { field: string; name: string },
    ) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      if (file) {
        const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
          .png()
          .toBuffer();
        body.append(file.field, new Blob([Uint8Array.from(png)], { type: 'image/png' }), file.name);
      }
      const res = await fetch(`${getApi().baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin.token}`,
          'restaurant-id': String(restaurantId),
          [TERMINAL_HEADER]: terminal,
        },
        body,
      });
      const answer = (await res.json()) as { data: unknown };
      expect(res.status, JSON.stringify(answer)).toBeLessThan(300);
      return answer.data;
    };
    const fromTerminal = (method: string, path: string, body?: unknown) =>
      getApi().api(method, path, {
        token: admin.token,
        restaurantId,
        body,
        headers: { [TERMINAL_HEADER]: terminal },
      });
    const by = { actor_user_id: admin.user.id, terminal, source: 'api' };
    /** A row's trail, newest first: created, changed and deleted by the admin from that terminal. */
    const lifecycle = async (entity: string, id: string, created: object, changed: [object, object]) => {
      const entries = await trail({ entity, entity_id: id });
      expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
      for (const e of entries) expect(e).toMatchObject(by);
      expect(entries[2]).toMatchObject({ before: null, after: created });
      expect(entries[1]).toMatchObject({ before: changed[0], after: changed[1] });
      expect(entries[0]).toMatchObject({ before: changed[1], after: null });
      return entries;
    };

    // Media: one upload, a bulk upload, a rename, a delete.
    const photo = (await form(
      `/restaurant/${restaurantId}/media`,
      { alt_text: 'Audit terrace' },
      {
        field: 'file',
        name: 'audit-terrace.png',
      },
    )) as { id: string };
    const [bulk] = (await form(
      `/restaurant/${restaurantId}/media/bulk`,
      {},
      {
        field: 'file',
        name: 'audit-bulk.png',
      },
    )) as { media: { id: string } }[];
    const renamed = await fromTerminal('PUT', `/restaurant/media/${photo.id}`, { name: 'audit-renamed.png' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await fromTerminal('DELETE', `/restaurant/media/${photo.id}`)).status).toBe(200);
    const media = await lifecycle(
      'media',
      photo.id,
      { name: 'audit-terrace.png', alt_text: 'Audit terrace', mime: 'image/png' },
      [{ name: 'audit-terrace.png' }, { name: 'audit-renamed.png' }],
    );
    expect(media[1]?.summary).toContain('changed name (PUT /restaurant/media/{id})');
    // Signed links change every hour: they are not part of the row in the trail.
    expect(media[1]?.after).not.toHaveProperty('url');
    const [bulkEntry] = await trail({ entity: 'media', entity_id: bulk?.media.id ?? '' });
    expect(bulkEntry).toMatchObject({ ...by, action: 'create', after: { name: 'audit-bulk.png' } });
    expect(bulkEntry?.summary).toContain('/media/bulk');

    // Tags: a category with an image, a rename, a delete.
    const category = (await form(
      '/reservationTags/create',
      { category_name: 'Audit VIP' },
      {
        field: 'image',
        name: 'vip.png',
      },
    )) as { id: string; image_path: string };
    const edited = await fromTerminal('PUT', `/reservationTags/update/${category.id}`, {
      category_name: 'Audit VVIP',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await fromTerminal('DELETE', `/reservationTags/delete/${category.id}`)).status).toBe(200);
    await lifecycle('reservation_tag', category.id, { name: 'Audit VIP', image_path: category.image_path }, [
      { name: 'Audit VIP' },
      { name: 'Audit VVIP' },
    ]);
  });

  it('masks the guest for a reader without "view guest contact details", in the page and the CSV', async () => {
    await withoutRolePermission(getApi().server.db, 'admin', 'guests.view_contact_details', async () => {
      const [entry] = await trail({ entity: 'reservations', entity_id: bookingId, action: 'create' });
      expect(entry?.after).toMatchObject({
        first_name: CONTACT_MASK,
        last_name: CONTACT_MASK,
        mobileNumber: CONTACT_MASK,
        email: CONTACT_MASK,
      });
      // The trail names the booking by its day and time only: the guest's name is personal data.
      expect(entry?.subject).toEqual({ name: null, date: bookingDate, time: '12:15' });
      const csv = data<AuditExport>(await asAdmin('GET', `/admin/audit/export?entity_id=${bookingId}`)).csv;
      expect(csv).not.toContain('Audrey');
      expect(csv).not.toContain('+441234567890');
    });
    // Stored whole: a reader with the permission sees it.
    const [entry] = await trail({ entity: 'reservations', entity_id: bookingId, action: 'create' });
    expect(entry?.after).toMatchObject({ first_name: 'Audrey', email: 'audrey@guests.test' });
  });

  it('exports the filtered set as CSV', async () => {
    const res = await asAdmin('GET', `/admin/audit/export?entity=reservations&q=${bookingId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const exported = data<AuditExport>(res);
    const parsed = Papa.parse<Record<string, string>>(exported.csv, { header: true });
    expect(exported.rows).toBe(parsed.data.length);
    expect(parsed.data.length).toBeGreaterThanOrEqual(2);
    expect(parsed.meta.fields).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(parsed.data.every((r) => r.entity_id === bookingId)).toBe(true);
    const created = parsed.data.find((r) => r.action === 'create');
    expect(created?.occurred_at).toBe(madeOffline.toISOString());
    expect(JSON.parse(created?.after ?? '{}')).toMatchObject({ first_name: 'Audrey' });
  });

  it('refuses a host (403) and has no route that edits or deletes an entry', async () => {
    expect((await asHost('GET', '/admin/audit')).status).toBe(403);
    expect((await asHost('GET', '/admin/audit/export')).status).toBe(403);
    const [entry] = await trail({ entity_id: bookingId });
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/admin/audit', `/admin/audit/${entry?.id}`]) {
        const res = await asAdmin(method, path, method === 'DELETE' ? undefined : { summary: 'x' });
        expect([404, 405], `${method} ${path}`).toContain(res.status);
      }
    }
    // The database refuses it too, whoever asks.
    const { db } = getApi().server;
    await expect(db.delete(auditLog).where(eq(auditLog.id, entry?.id ?? 0))).rejects.toThrow();
    expect(await trail({ entity_id: bookingId })).toHaveLength(2);
  });

  it('the retention purge deletes only entries older than its days', async () => {
    const { db } = getApi().server;
    const day = 86_400_000;
    const now = Date.now();
    const rows = await db
      .insert(auditLog)
      .values(
        [366, 364].map((age) => ({
          restaurantId,
          occurredAt: new Date(now - age * day),
          actorName: 'Retention test',
          source: 'api',
          entity: 'retention_probe',
          entityId: String(age),
          action: 'update',
        })),
      )
      .returning({ id: auditLog.id });
    const deleted = await purgeAuditTrail(db, 365);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        inArray(
          auditLog.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.entityId)).toEqual(['364']);
    expect(await trail({ entity_id: bookingId })).toHaveLength(2);
  });
});
