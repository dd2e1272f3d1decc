// Point of sale (issue 34 §5, spec §2 /settings/integration/pointOfSale): a POS posts its checks —
// opened, updated, closed — to a signed webhook; each check is linked to the booking seated at its
// table within a window around the booking's time (default −20/+25 min), so its spend lands on the
// booking. The venue maps the POS's table names to its floor plan's tables (pos-table-map-resource.ts)
// and the screen shows the names that would not match.
//
// The webhook's signature follows the scheme card providers publish: header
// `venue-pos-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the secret>`,
// refused when more than POS_SIGNATURE_TOLERANCE_SECONDS old. A rotated secret keeps the previous
// one valid for POS_PREVIOUS_SECRET_HOURS, so the POS can be switched over without a lost check.
import { z } from 'zod';
import { defineEntity } from '../entities/define-entity.js';
import { entityIdSchema, timestampSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';
import { someOf } from '../schemas/row-parts.js';
import { venueDateSchema } from '../time.js';
import { PREVIOUS_SECRET_HOURS } from '../constants.js';

export const POS_SIGNATURE_HEADER = 'venue-pos-signature';
export const POS_SIGNATURE_TOLERANCE_SECONDS = 300;
export const POS_PREVIOUS_SECRET_HOURS = PREVIOUS_SECRET_HOURS;
export const POS_WINDOW_DEFAULT = { before: 20, after: 25 } as const;
export const POS_WEBHOOK_PATH = '/integrations/pos/webhook/{restaurantId}';

export const POS_EVENT_TYPES = ['check.opened', 'check.updated', 'check.closed'] as const;
export type PosEventType = (typeof POS_EVENT_TYPES)[number];

const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be a whole number of minutes`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} cannot exceed ${max} minutes`);

/** What the console reads of the venue's POS connection: never the secret itself. */
export const posSettingsSchema = z.object({
  /** Whether a webhook secret exists (the POS can post checks). */
  connected: z.boolean(),
  /** The secret's last four characters, to tell which one the POS holds. */
  secret_hint: z.string().nullable(),
  rotated_at: timestampSchema.nullable(),
  /** Until when the secret before the last rotation is still accepted. */
  previous_valid_until: timestampSchema.nullable(),
  /** A check opened this many minutes before a booking's time still belongs to it… */
  window_before_min: z.number().int(),
  /** …and this many minutes after. */
  window_after_min: z.number().int(),
  /** The webhook's path under the API base, for the POS's configuration. */
  webhook_path: z.string(),
});
export type PosSettings = z.infer<typeof posSettingsSchema>;

export const updatePosSettingsSchema = someOf(
  z.object({
    window_before_min: minutes('Minutes before', 120),
    window_after_min: minutes('Minutes after', 180),
  }),
);

/** A new secret, shown once: the console never reads it again. */
export const posSecretSchema = z.object({
  secret: z.string(),
  secret_hint: z.string(),
  previous_valid_until: timestampSchema.nullable(),
});

export const posCheckSchema = z.object({
  id: entityIdSchema,
  /** The POS's own id of the check. */
  pos_check_id: z.string(),
  /** The table name as the POS sent it. */
  pos_table: z.string(),
  table_id: entityIdSchema.nullable(),
  table_name: z.string().nullable(),
  reservation_id: entityIdSchema.nullable(),
  guest_name: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  total_minor: z.number().int(),
  covers: z.number().int().nullable(),
  opened_at: timestampSchema,
  closed_at: timestampSchema.nullable(),
});
export type PosCheck = z.infer<typeof posCheckSchema>;

export const posCheckQuerySchema = z.object({
  /** Checks opened on this venue date (today when neither this nor a booking is given). */
  date: venueDateSchema.optional(),
  reservation_id: entityIdSchema.optional(),
  client_id: entityIdSchema.optional(),
});

export const POS_TABLE_TRAPS = ['unmapped', 'near_miss', 'inactive_table'] as const;
export type PosTableTrap = (typeof POS_TABLE_TRAPS)[number];

/** One table name the POS uses or the venue mapped, with what is wrong with it. */
export const posTableReportRowSchema = z.object({
  pos_table: z.string(),
  table_id: entityIdSchema.nullable(),
  table_name: z.string().nullable(),
  /** Checks the POS has posted under this name. */
  checks: z.number().int(),
  trap: z.enum(POS_TABLE_TRAPS).nullable(),
  /** A floor table whose name differs only in case or spaces (a near miss), to map it to. */
  suggestion: z.string().nullable(),
});
export type PosTableReportRow = z.infer<typeof posTableReportRowSchema>;

/** A check as the POS posts it. Amounts in minor units of the venue currency. */
export const posWebhookEventSchema = z.object({
  /** The POS's event id: an event delivered twice is applied once. */
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(100, 'id is too long'),
  type: z.enum(POS_EVENT_TYPES, { error: `type must be one of ${POS_EVENT_TYPES.join(', ')}` }),
  /** When the POS made the event (unix seconds): an older event never undoes a newer one. */
  created: z.number({ error: 'created must be unix seconds' }).int('created must be unix seconds'),
  data: z.object({
    check: z.object({
      id: z.string().trim().min(1, 'check.id is required').max(100, 'check.id is too long'),
      table: z.string().trim().min(1, 'check.table is required').max(60, 'check.table is too long'),
      opened_at: timestampSchema,
      closed_at: timestampSchema.nullable().default(null),
      total_minor: z
        .number({ error: 'check.total_minor must be a number' })
        .int('check.total_minor must be whole minor units')
        .min(0, 'check.total_minor cannot be negative'),
      covers: z.number().int().min(0).nullable().default(null),
    }),
  }),
});
export type PosWebhookEvent = z.infer<typeof posWebhookEventSchema>;

const manage = 'restaurant.manage' as const;

export const POS_CALLS = {
  settings: {
    method: 'GET',
    path: '/integrations/pos',
    summary:
      'The POS connection: whether it has a secret (never the secret), the link window, the webhook path',
    permission: manage,
    response: posSettingsSchema,
    status: 200,
  },
  updateSettings: {
    method: 'PUT',
    path: '/integrations/pos',
    summary: 'Change the window around a booking’s time in which a check is linked to it',
    permission: manage,
    body: updatePosSettingsSchema,
    response: posSettingsSchema,
    status: 200,
  },
  rotateSecret: {
    method: 'POST',
    path: '/integrations/pos/secret',
    summary: `A new webhook secret, shown once; the previous one stays valid for ${POS_PREVIOUS_SECRET_HOURS} h`,
    permission: manage,
    response: posSecretSchema,
    status: 201,
  },
  checks: {
    method: 'GET',
    path: '/integrations/pos/checks',
    summary: 'The POS checks of a day, of a booking or of a client, with the booking each is linked to',
    permission: 'orders.read',
    query: posCheckQuerySchema,
    response: z.array(posCheckSchema),
    status: 200,
  },
  tables: {
    method: 'GET',
    path: '/integrations/pos/tables',
    summary: 'Each POS table name used or mapped, its floor table, and the names that would not match',
    permission: manage,
    response: z.array(posTableReportRowSchema),
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

export const posEntity = defineEntity({
  key: 'pos',
  noun: 'point of sale',
  plural: 'point of sale',
  mirror: null,
  calls: POS_CALLS,
  permission: { read: 'orders.read', manage },
  handWritten: { webhook: { method: 'POST', path: POS_WEBHOOK_PATH } },
});

/** The POS table names compare as a person reads them, to find near misses. */
export const looseTableName = (name: string) => name.replace(/\s+/g, '').toLowerCase();
