// The one IPC contract: channel -> {input, output}. Main registers a handler per key (see
// src-main/ipc/handler-table.ts), the preload exposes exactly these keys as window.venue, and web
// mode carries the same calls over a WebSocket. Main validates every input with these schemas.
import { waitlistEntrySchema } from '../website/waitlist.js';
import {
  guestRequestDetailSchema,
  requestListQuerySchema,
  requestListSchema,
} from '../requests/request-entity.js';
import { foodOrderSchema, orderTabSchema } from '../orders/order-schemas.js';
import { modifierGroupSchema, productSchema } from '../schemas/product.js';
import { menuCategorySchema, menuSchema } from '../schemas/menu.js';
import { deviceInfoSchema, deviceSettingsSchema } from '../device/device-settings.js';
import { z } from 'zod';
import { RESOURCES } from '../resources/registry.js';
import { apiCallInputSchema } from '../calls/call-input.js';
import { channelsOf } from '../resources/resource-channels.js';
import { fieldErrorsSchema } from '../schemas/envelope.js';
import { realtimeNoticeSchema } from '../schemas/admin.js';
import { widgetConfigUpdateSchema } from '../website/widget-calls.js';
import { userEventSchema } from '../notifications/user-events.js';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  sessionSchema,
  signInRequestSchema,
} from '../schemas/auth.js';
import { globalSearchResultsSchema } from '../schemas/search.js';
import { accessRuleSchema } from '../schemas/access-rule.js';
import { clientSchema } from '../schemas/client.js';
import { guestListEntrySchema } from '../schemas/guest-list.js';
import { reservationStatusSchema } from '../schemas/reservation-status.js';
import { reservationSchema } from '../schemas/reservation.js';
import {
  floorPlanLayoutSchema,
  seatingAreaSchema,
  tableCombinationSchema,
  tableSchema,
} from '../schemas/seating.js';
import { blackoutDateSchema, shiftSchema } from '../schemas/shift.js';
import { entityIdSchema } from '../ids.js';
import { venueDateSchema } from '../time.js';
import { staffMessageListSchema } from '../notifications/notification-schemas.js';
import { mirroredEntitySchema } from '../sync/protocol.js';
import { MUTATION_NAMES, type MutationName } from '../sync/mutations.js';
import { OVERLAY_ENTITY_NAMES } from '../sync/mutations.js';

export const windowStateSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  maximized: z.boolean(),
});

export const settingsSchema = z.object({
  /** Tenant-API base URL (without /api/v1). */
  serverUrl: z.string(),
  /** Last explicitly chosen tenant (slug or id), spec §5 step 1/5. */
  lastTenant: z.string().nullable(),
  windowState: windowStateSchema.nullable(),
  /** This terminal's device settings (Settings › Device). */
  device: deviceSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const appInfoSchema = z.object({
  mode: z.enum(['electron', 'web']),
  version: z.string(),
  apiUrl: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

const none = z.undefined();

// ——— Offline mirror and sync (architecture "Data and sync") ———

export const syncStatusSchema = z.object({
  state: z.enum(['online', 'offline', 'syncing']),
  /** Local changes of the signed-in user the server has not acknowledged yet: what this session sends. */
  pending: z.number().int().nonnegative(),
  /**
   * Changes other users made on this terminal that wait, unsent, until their maker signs in again
   * (a change is pushed only under the user who made it). Absent when there are none.
   */
  waitingForOthers: z.number().int().positive().optional(),
  /** When the last complete pull finished (ms since the epoch); null before the first. */
  lastSyncAt: z.number().int().nullable(),
  /** Rows applied so far by the running pull; `total` when the server says how many. */
  progress: z
    .object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative().optional() })
    .optional(),
  /** Why syncing is stuck, in staff words (e.g. the server's feed went backwards). */
  error: z.string().optional(),
  /** The venue's IANA time zone once the first sync learnt it: the renderer's "now" is venue time. */
  timeZone: z.string().optional(),
  /** Changes the server refused for good, listed on the refused-changes screen (absent: none). */
  refused: z.number().int().positive().optional(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

export const syncNoticeSchema = z.object({
  id: z.string(),
  createdAt: z.number().int(),
  mutationId: z.string(),
  mutationName: z.string(),
  guest: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  outcome: z.string(),
  reason: z.string(),
  /** One line naming guest, time and outcome, ready to show. */
  message: z.string(),
});
export type SyncNotice = z.infer<typeof syncNoticeSchema>;

/** A change the server refused for good (a dead letter), as the refused-changes screen lists it. */
export const refusedChangeSchema = z.object({
  id: z.string(),
  /** The mutation's name ('reservation.create'); `known` is false for one this version cannot read. */
  name: z.string(),
  known: z.boolean(),
  args: z.record(z.string(), z.unknown()),
  /** When staff made the change and when it was refused (ms since the epoch). */
  createdAt: z.number().int(),
  failedAt: z.number().int(),
  /** The server's reason. */
  reason: z.string(),
  /** Who made it: the staff member signed in on this terminal then; '' when not recorded (older rows). */
  madeBy: z.string(),
  /** Whom it was about (the guest, or an order's label); '' when nothing names anyone. */
  guest: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  /** What happened, in staff words (the notice's outcome); '' for a refusal from before notices. */
  outcome: z.string(),
});
export type RefusedChange = z.infer<typeof refusedChangeSchema>;

export const syncMutateInputSchema = z.object({
  name: z.enum(MUTATION_NAMES as [MutationName, ...MutationName[]], { error: 'Unknown mutation' }),
  args: z.unknown(),
});
export const syncMutateOutputSchema = z.object({
  mutationId: z.string(),
  entity: z.enum(OVERLAY_ENTITY_NAMES),
  row: z.record(z.string(), z.unknown()),
});

const searchText = z.string().trim().min(1, 'Enter something to search for').max(200);
export const mirrorReservationsQuerySchema = z.union([
  z.object({ date: venueDateSchema }).strict(),
  z
    .object({ tableId: entityIdSchema, from: venueDateSchema.optional(), to: venueDateSchema.optional() })
    .strict(),
  z.object({ clientId: entityIdSchema }).strict(),
  z.object({ text: searchText }).strict(),
]);
export type MirrorReservationsQuery = z.infer<typeof mirrorReservationsQuerySchema>;

export const mirrorClientsQuerySchema = z.object({
  /** One client by id (a page of one row, or none). */
  id: entityIdSchema.optional(),
  /** The clients of these ids (a day's bookings' profiles: their allergies, dietary needs, VIP). */
  ids: z.array(entityIdSchema).max(500).optional(),
  /** The one client whose phone or email is this guest's (src-shared/domain/client-match.ts), or none. */
  contact: z.object({ mobileNumber: z.string().max(40), email: z.string().max(320) }).optional(),
  text: z.string().trim().max(200).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
});
export type MirrorClientsQuery = z.infer<typeof mirrorClientsQuerySchema>;

export const mirrorFloorSchema = z.object({
  tables: z.array(tableSchema),
  seatingAreas: z.array(seatingAreaSchema),
  combinations: z.array(tableCombinationSchema),
  layouts: z.array(floorPlanLayoutSchema),
  statuses: z.array(reservationStatusSchema),
});
export const mirrorOrdersQuerySchema = z.object({
  from: venueDateSchema.optional(),
  to: venueDateSchema.optional(),
});
export const mirrorOrdersSchema = z.object({
  orders: z.array(foodOrderSchema),
  tabs: z.array(orderTabSchema),
});
export const mirrorMenuSchema = z.object({
  menus: z.array(menuSchema),
  categories: z.array(menuCategorySchema),
  products: z.array(productSchema),
  modifierGroups: z.array(modifierGroupSchema),
});
export const mirrorShiftsSchema = z.object({
  shifts: z.array(shiftSchema),
  blackoutDates: z.array(blackoutDateSchema),
  accessRules: z.array(accessRuleSchema),
});

export const IPC_CHANNELS = {
  'app.info': { input: none, output: appInfoSchema },
  'session.get': { input: none, output: sessionSchema },
  'session.signIn': { input: signInRequestSchema, output: sessionSchema },
  'session.signOut': { input: none, output: sessionSchema },
  'session.forgotPassword': { input: forgotPasswordRequestSchema, output: z.object({ message: z.string() }) },
  'session.resetPassword': { input: resetPasswordRequestSchema, output: z.object({ message: z.string() }) },
  'settings.get': { input: none, output: settingsSchema },
  'settings.set': { input: settingsSchema.partial(), output: settingsSchema },
  /** What this terminal holds locally: its id, the mirror's size, the outbox and the last sync. */
  'device.info': { input: none, output: deviceInfoSchema },
  'search.global': { input: z.object({ query: z.string().max(200) }), output: globalSearchResultsSchema },
  'sync.status': { input: none, output: syncStatusSchema },
  /** Ids of the rows with local changes the server has not acknowledged yet (from the outbox). */
  'sync.pendingIds': { input: none, output: z.array(z.string()) },
  'sync.mutate': { input: syncMutateInputSchema, output: syncMutateOutputSchema },
  'sync.notices': { input: none, output: z.array(syncNoticeSchema) },
  'sync.dismissNotice': {
    input: z.object({ id: z.string().min(1) }),
    output: z.object({ dismissed: z.boolean() }),
  },
  /** Every change the server refused, for the refused-changes screen (issue 27). */
  'sync.refused': { input: none, output: z.array(refusedChangeSchema) },
  /** Makes a refused change again, as a new change (checked like one); it leaves the list once queued. */
  'sync.retryRefused': { input: z.object({ id: z.string().min(1) }), output: syncMutateOutputSchema },
  'sync.discardRefused': {
    input: z.object({ id: z.string().min(1) }),
    output: z.object({ discarded: z.boolean() }),
  },
  'mirror.reservations': { input: mirrorReservationsQuerySchema, output: z.array(reservationSchema) },
  'mirror.clients': {
    input: mirrorClientsQuerySchema,
    output: z.object({ rows: z.array(clientSchema), total: z.number().int().nonnegative() }),
  },
  'mirror.guestList': { input: z.object({ date: venueDateSchema }), output: z.array(guestListEntrySchema) },
  'mirror.floor': { input: none, output: mirrorFloorSchema },
  /** The widget's waitlist from a venue date on, every status (the host stand shows the waiting ones). */
  'mirror.waitlist': { input: z.object({ from: venueDateSchema }), output: z.array(waitlistEntrySchema) },
  'mirror.shifts': { input: none, output: mirrorShiftsSchema },
  /** Guest requests as `requests.list` answers them, from this terminal's mirror (pending changes on top). */
  'mirror.requests': { input: requestListQuerySchema, output: requestListSchema },
  /** One guest request with its thread from the mirror; null when this terminal does not hold it. */
  'mirror.request': { input: z.object({ id: entityIdSchema }), output: guestRequestDetailSchema.nullable() },
  /** The signed-in user's staff messages and Unread count from this terminal's mirror (pending changes on top). */
  'mirror.messages': { input: none, output: staffMessageListSchema },
  /** Food orders and tabs as this terminal shows them (pending changes included), for the order screens. */
  'mirror.orders': { input: mirrorOrdersQuerySchema, output: mirrorOrdersSchema },
  /** Products and modifier groups, for order entry offline. */
  'mirror.menu': { input: none, output: mirrorMenuSchema },
  // `resource.{key}.list|create|update|remove` of every declared resource.
  ...channelsOf(RESOURCES),
  /** A declared special call (src-shared/calls/call-table.ts), online only; the output is the call's response. */
  'api.call': { input: apiCallInputSchema, output: z.unknown() },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export type ChannelName = keyof typeof IPC_CHANNELS;
export type ChannelInput<C extends ChannelName> = z.input<(typeof IPC_CHANNELS)[C]['input']>;
export type ChannelOutput<C extends ChannelName> = z.output<(typeof IPC_CHANNELS)[C]['output']>;

/** Events main pushes to every renderer. */
export const IPC_EVENTS = {
  'session.changed': sessionSchema,
  'sync.statusChanged': syncStatusSchema,
  'mirror.changed': z.object({ entities: z.array(mirroredEntitySchema) }),
  'sync.notice': syncNoticeSchema,
  /** An administrator's broadcast or emergency notice from the websocket admin (/admin › Realtime). */
  'realtime.notice': realtimeNoticeSchema,
  /** A widget's config was saved (on any console or API node): widget settings caches refresh. */
  'realtime.widgetConfig': widgetConfigUpdateSchema,
  /** An event for the signed-in user alone (src-shared/notifications/user-events.ts): bell, /messages. */
  'realtime.user': userEventSchema,
} as const satisfies Record<string, z.ZodType>;
export type EventName = keyof typeof IPC_EVENTS;
export type EventPayload<E extends EventName> = z.output<(typeof IPC_EVENTS)[E]>;

export const ipcErrorSchema = z.object({
  message: z.string(),
  status: z.number().int().optional(),
  code: z.string().optional(),
  errors: fieldErrorsSchema.optional(),
});
export type IpcError = z.infer<typeof ipcErrorSchema>;
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

type ChannelFunctions = {
  [C in ChannelName]: (
    ...args: undefined extends ChannelInput<C> ? [input?: ChannelInput<C>] : [input: ChannelInput<C>]
  ) => Promise<IpcResult<ChannelOutput<C>>>;
};

/** What `window.venue` is, in Electron (preload) and in web mode (WebSocket transport) alike. */
export type VenueApi = ChannelFunctions & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

export const CHANNEL_NAMES = Object.keys(IPC_CHANNELS) as ChannelName[];
export const EVENT_NAMES = Object.keys(IPC_EVENTS) as EventName[];

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.hasOwn(IPC_CHANNELS, name);
}
