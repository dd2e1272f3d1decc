// Guest requests (issue 30 §1–3, spec §2 /requests): what a guest asks the venue — a booking the
// widget may not confirm by itself, a change, a cancellation, a refund, an enquiry — with its state,
// assignee, linked reservation and client, response target and thread. Online only (no mirror yet).
// The inbox screen, the client profile's Request History tab and global search use `requests.list`
// (filter by client id, by text, by state and kind; sorted by time left).
import { z } from 'zod';
import { defineEntity } from '../entities/define-entity.js';
import { entityIdSchema } from '../ids.js';
import { idParamsSchema, type RouteContract } from '../resources/route-contract.js';
import { venueDateSchema, venueTimeSchema } from '../time.js';

export const REQUEST_KINDS = ['reservation', 'change', 'cancellation', 'refund', 'enquiry'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATES = ['new', 'in_progress', 'answered', 'approved', 'declined', 'closed'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/**
 * The moves a request may make: new → in progress → answered / approved / declined → closed. A guest
 * writing again reopens an answered request (in progress). Approving a reservation request books it
 * (`requests.approve`), so `approved` is reached through that call for that kind.
 */
export const REQUEST_TRANSITIONS: Readonly<Record<RequestState, readonly RequestState[]>> = {
  new: ['in_progress', 'answered', 'approved', 'declined', 'closed'],
  in_progress: ['answered', 'approved', 'declined', 'closed'],
  answered: ['in_progress', 'approved', 'declined', 'closed'],
  approved: ['closed'],
  declined: ['closed'],
  closed: [],
};

export const canMove = (from: RequestState, to: RequestState) => REQUEST_TRANSITIONS[from].includes(to);

/** Requests not yet answered or settled: their response target still runs. */
export const OPEN_STATES: readonly RequestState[] = ['new', 'in_progress'];

export const REQUEST_SOURCES = ['widget', 'guest_link', 'phone', 'staff'] as const;
export const ENTRY_AUTHORS = ['guest', 'staff', 'system'] as const;
export const REPLY_CHANNELS = ['email', 'sms'] as const;
/** A reply's delivery as the guest message job recorded it: never `sent` before the channel took it. */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;

/** The response target when a venue set none for a kind. */
export const DEFAULT_TARGET_HOURS = 24;
/** A reservation request not answered in this long expires (closed, the guest told). */
export const RESERVATION_REQUEST_EXPIRY_HOURS = 72;

const text = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`);

export const requestEntrySchema = z.object({
  id: entityIdSchema,
  author: z.enum(ENTRY_AUTHORS),
  author_name: z.string(),
  body: z.string(),
  /** How a staff reply reaches the guest; null for a note or the guest's own words. */
  channel: z.enum(REPLY_CHANNELS).nullable(),
  /** The reply's delivery (null when nothing is sent), with the reason it failed or was skipped. */
  delivery: z
    .object({ status: z.enum(DELIVERY_STATES), recipient: z.string(), error: z.string().nullable() })
    .nullable(),
  created_at: z.string(),
});
export type RequestEntry = z.infer<typeof requestEntrySchema>;

export const guestRequestSchema = z.object({
  id: entityIdSchema,
  kind: z.enum(REQUEST_KINDS),
  state: z.enum(REQUEST_STATES),
  source: z.enum(REQUEST_SOURCES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  language: z.enum(['en', 'fr']),
  date: z.string().nullable(),
  time: z.string().nullable(),
  party: z.number().int().nullable(),
  reservation_id: entityIdSchema.nullable(),
  client_id: entityIdSchema.nullable(),
  assigned_user_id: z.number().int().nullable(),
  assigned_user_name: z.string().nullable(),
  /** When the venue's response target for the kind runs out. */
  due_at: z.string(),
  /** Seconds until `due_at` when the answer was made (negative: overdue); null once answered or settled. */
  seconds_left: z.number().int().nullable(),
  /** The first thing the guest wrote, for the list. */
  summary: z.string(),
  answered_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GuestRequest = z.infer<typeof guestRequestSchema>;

export const guestRequestDetailSchema = guestRequestSchema.extend({ thread: z.array(requestEntrySchema) });

const guestFields = {
  first_name: text('First name', 100).default(''),
  last_name: text('Last name', 100).default(''),
  email: z
    .string()
    .trim()
    .max(320, 'Email must be at most 320 characters')
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Email must be an email address')
    .default(''),
  mobileNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,19}$/.test(v), 'Mobile number must be a phone number')
    .default(''),
};

/** A request staff enter (a phone call), or the widget and guest links make. */
export const createRequestSchema = z
  .object({
    kind: z.enum(REQUEST_KINDS, { error: `Kind must be one of ${REQUEST_KINDS.join(', ')}` }),
    ...guestFields,
    language: z.enum(['en', 'fr']).default('en'),
    message: text('Message', 4000).min(1, 'Message is required'),
    date: venueDateSchema.nullable().default(null),
    time: venueTimeSchema.nullable().default(null),
    party: z
      .number({ error: 'Party must be a whole number' })
      .int('Party must be a whole number')
      .min(1, 'Party must be at least 1')
      .max(500, 'Party must be at most 500')
      .nullable()
      .default(null),
    reservation_id: entityIdSchema.nullable().default(null),
    client_id: entityIdSchema.nullable().default(null),
    assigned_user_id: z.number().int().positive().nullable().default(null),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'reservation') {
      for (const field of ['date', 'time', 'party'] as const)
        if (v[field] === null)
          ctx.addIssue({ code: 'custom', path: [field], message: `A reservation request needs a ${field}` });
    }
    if (v.email === '' && v.mobileNumber === '' && v.client_id === null && v.reservation_id === null)
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'An email address or a mobile number is required to answer the guest',
      });
  });
export type CreateRequest = z.output<typeof createRequestSchema>;

export const requestListQuerySchema = z.object({
  state: z.enum([...REQUEST_STATES, 'open'] as const).optional(),
  kind: z.enum(REQUEST_KINDS).optional(),
  client_id: entityIdSchema.optional(),
  reservation_id: entityIdSchema.optional(),
  assigned_user_id: z.coerce.number().int().positive().optional(),
  /** Text in the guest's name, email, phone or what they wrote. */
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

export const requestListSchema = z.object({
  rows: z.array(guestRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const requestStateBodySchema = z
  .object({ state: z.enum(REQUEST_STATES, { error: `State must be one of ${REQUEST_STATES.join(', ')}` }) })
  .strict();
export const requestAssignBodySchema = z
  .object({
    assigned_user_id: z
      .number({ error: 'assigned_user_id must be a user id or null' })
      .int()
      .positive()
      .nullable(),
  })
  .strict();
export const requestReplyBodySchema = z
  .object({
    body: text('Reply', 4000).min(1, 'Reply is required'),
    /** 'note' keeps it in the thread only; email or SMS sends it to the guest. */
    channel: z.enum([...REPLY_CHANNELS, 'note'] as const).default('email'),
  })
  .strict();
export const requestApproveBodySchema = z
  .object({ table_ids: z.array(entityIdSchema).max(20).default([]) })
  .strict();

export const requestTargetsSchema = z.object(
  Object.fromEntries(REQUEST_KINDS.map((k) => [k, z.number().int()])) as Record<RequestKind, z.ZodNumber>,
);
export const requestTargetsBodySchema = z
  .object(
    Object.fromEntries(
      REQUEST_KINDS.map((k) => [
        k,
        z
          .number({ error: `${k} must be a number of hours` })
          .int(`${k} must be a whole number of hours`)
          .min(1, `${k} must be at least 1 hour`)
          .max(720, `${k} must be at most 720 hours`)
          .optional(),
      ]),
    ) as Record<RequestKind, z.ZodOptional<z.ZodNumber>>,
  )
  .strict();

export const REQUEST_CALLS = {
  list: {
    method: 'GET',
    path: '/requests',
    summary:
      'Guest requests, soonest response target first (open ones), then the settled; by state, kind, client, reservation, assignee or text',
    permission: 'requests.read',
    query: requestListQuerySchema,
    response: requestListSchema,
    status: 200,
  },
  get: {
    method: 'GET',
    path: '/requests/{id}',
    summary: 'One guest request with its whole thread (guest, staff, system) and each reply’s delivery',
    permission: 'requests.read',
    params: idParamsSchema,
    response: guestRequestDetailSchema,
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/requests',
    summary: 'A request staff take by phone (its message is the thread’s first entry)',
    permission: 'requests.write',
    body: createRequestSchema,
    response: guestRequestDetailSchema,
    status: 201,
  },
  setState: {
    method: 'PUT',
    path: '/requests/{id}/state',
    summary: 'Moves a request to another state; a move the states do not allow is a 409 naming both',
    permission: 'requests.write',
    params: idParamsSchema,
    body: requestStateBodySchema,
    response: guestRequestDetailSchema,
    status: 200,
  },
  assign: {
    method: 'PUT',
    path: '/requests/{id}/assign',
    summary: 'Assigns a request to a staff member of the venue (null: nobody)',
    permission: 'requests.write',
    params: idParamsSchema,
    body: requestAssignBodySchema,
    response: guestRequestDetailSchema,
    status: 200,
  },
  reply: {
    method: 'POST',
    path: '/requests/{id}/reply',
    summary:
      'A staff reply sent to the guest by email or SMS through the guest message job (or a note kept in the thread)',
    permission: 'requests.write',
    params: idParamsSchema,
    body: requestReplyBodySchema,
    response: guestRequestDetailSchema,
    status: 201,
  },
  approve: {
    method: 'POST',
    path: '/requests/{id}/approve',
    summary:
      'Approves a request; a reservation request is booked through the booking path (a table taken meanwhile is a 409)',
    permission: 'requests.write',
    params: idParamsSchema,
    body: requestApproveBodySchema,
    response: guestRequestDetailSchema,
    status: 200,
  },
  targets: {
    method: 'GET',
    path: '/requests/targets',
    summary: 'The venue’s response target per request kind, in hours',
    permission: 'requests.read',
    response: requestTargetsSchema,
    status: 200,
  },
  setTargets: {
    method: 'PUT',
    path: '/requests/targets',
    summary: 'Sets response targets per kind (hours); requests still open are re-timed',
    permission: 'requests.manage',
    body: requestTargetsBodySchema,
    response: requestTargetsSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

export const guestRequestEntity = defineEntity({
  key: 'guestRequest',
  noun: 'request',
  plural: 'requests',
  mirror: null,
  callPrefix: 'requests',
  calls: REQUEST_CALLS,
});
